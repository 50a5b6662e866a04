/** en-US strings of the slots hack page, merged with the others by app/page-strings.ts. */
export const slotsHackStrings = {
  slotsHack: {
    intro:
      'Land a win of the target multiplier on one of the featured slots, betting at least {{minBet}}, and the tier’s prize is yours: each tier once per event.',
    best: 'Your best',
    bestValue: '{{value}}×',
    noBest: 'No counting spin yet',
    endsAt: 'Ends {{when}}',
    startsAt: 'Starts {{when}}',
    notRunning: 'This event is not running now.',
    tiers: 'Tiers',
    tierTitle: 'Win {{multiplier}}× your bet',
    claim: 'Claim',
    claiming: 'Claiming…',
    claimed: 'Claimed',
    expired: 'Expired',
    open: 'Not reached',
    claimFailed: 'This prize could not be claimed: {{reason}}',
    games: 'Featured slots',
    play: 'Play {{name}}',
    loadFailed: 'We could not load the slots hack',
    signIn: 'Log in to take part',
    logIn: 'Log in',
  },
} as const;
