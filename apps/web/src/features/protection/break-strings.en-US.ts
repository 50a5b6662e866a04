/** en-US strings of the "Take a break" section (time-out and self-exclusion, ADR 0071). */
export const breakStrings = {
  breaks: {
    title: 'Take a break',
    intro:
      'Step away from play for a while. A break starts at once, signs you out everywhere and cannot be undone before it ends. You can still withdraw your balance.',
    kindLabel: 'Kind of break',
    timeout: 'Time-out',
    exclusion: 'Self-exclusion',
    timeoutHint: 'A short break: you can play again when it ends.',
    exclusionHint: 'A long break: when it ends you must ask to come back, and wait 24 hours more.',
    periodLabel: 'How long',
    period: {
      '24h': '24 hours',
      '7d': '7 days',
      '30d': '30 days',
      '6w': '6 weeks',
      '6m': '6 months',
      '1y': '1 year',
      '5y': '5 years',
      permanent: 'Permanently',
    },
    take: 'Take a break',
    confirmTitle: 'Take this break?',
    confirmUntil:
      'Your {{kind}} starts now and lasts until about {{until}}. You will be signed out everywhere.',
    confirmPermanent:
      'Your self-exclusion starts now and never ends. You will be signed out everywhere.',
    confirmCannotUndo:
      'It cannot be undone or shortened, by you or by our team. You can still withdraw your balance.',
    confirm: 'Yes, start my break',
    cancel: 'Cancel',
    loading: 'Loading your breaks…',
    failed: 'Your breaks could not be loaded.',
  },
};
