/** en-US strings of the agent pages, merged with the others by app/page-strings.ts. */
export const agentStrings = {
  agent: {
    tab: { overview: 'Overview', team: 'My team', records: 'Records' },
    commission: 'Commission by level',
    levelN: 'Level {{level}}',
    validInvite: 'Valid invites',
    validInviteText:
      'A friend becomes a valid invite once their deposits reach {{deposit}}; each valid invite pays you {{reward}}.',
    teamText: 'Your team and your commission will be shown here.',
    rule1: 'Invite friends with your link or code. Everyone who joins through you is in your team.',
    rule2: 'Your team has {{levels}} levels: your friends, their friends, and so on.',
    ruleLevel: 'Level {{level}}: {{percent}}% of that level’s valid bets.',
    rule3: 'Commission is settled once a day. Only valid (settled, non-demo) bets count.',
  },
  share: {
    text: 'Share your invitation and earn rewards when your friends play.',
    share: 'Share on {{channel}}',
    copied: 'Link copied',
    none: 'Sharing is not set up yet',
  },
} as const;
