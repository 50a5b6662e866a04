/** en-US strings of the reality-check section of /member/responsible-gaming (ADR 0072). */
export const realityCheckSectionStrings = {
  realityCheckSection: {
    title: 'Reality check',
    text: 'While you play, the game stops every so often to show how long you have played in this session and what you have won or lost. It cannot be switched off.',
    legend: 'Remind me every',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    defaultNote: 'This is the lobby’s default until you choose.',
    saved: 'Saved. It applies from your next reality check on.',
    loading: 'Loading your reality check…',
    failed: 'Your reality check could not be loaded.',
  },
} as const;
