/** en-US strings of the player page's reality-check panel (ADR 0072), put together in app/. */
export const realityCheckPanelStrings = {
  realityCheckPanel: {
    title: 'Reality check',
    every: 'Every',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    source: 'Set by',
    default: 'The lobby’s default (the player has not chosen)',
    chosenAt: 'The player, {{time}}',
  },
} as const;
