/** en-US strings of the game page's reality check (ADR 0072), merged by app/page-strings.ts. */
export const realityCheckGameStrings = {
  realityCheck: {
    title: 'Reality check',
    played: 'You have played for {{time}} in this game session.',
    hours_one: '{{count}} hour',
    hours_other: '{{count}} hours',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    hoursAndMinutes: '{{hours}} {{minutes}}',
    net: 'Net result of this session',
    netUnknown: 'Your net result could not be loaded just now.',
    paused: 'The game is paused until you choose.',
    keepPlaying: 'Keep playing',
    stop: 'Stop playing',
  },
} as const;
