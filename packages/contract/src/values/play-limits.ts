/**
 * The limits a player sets on their own play (docs/player-protection.md "Limits", ADR 0070):
 * deposits per day, week and month; losses (net of rounds paid from cash) per day, week and
 * month; stakes per day; minutes in game sessions per day. Amounts are hundredths; the session
 * limit is whole minutes.
 */
export const PLAY_LIMIT_KINDS = [
  'depositDay',
  'depositWeek',
  'depositMonth',
  'lossDay',
  'lossWeek',
  'lossMonth',
  'wagerDay',
  'sessionDay',
] as const;
export type PlayLimitKind = (typeof PLAY_LIMIT_KINDS)[number];

/** The period a limit counts over: the operator's day, the week from Monday, the calendar month. */
export const playLimitPeriod = (kind: PlayLimitKind): 'day' | 'week' | 'month' =>
  kind.endsWith('Day') ? 'day' : kind.endsWith('Week') ? 'week' : 'month';

/** Whether a limit's value is minutes (the session limit) rather than hundredths of coin. */
export const isMinutesLimit = (kind: PlayLimitKind) => kind === 'sessionDay';

/** The largest value a limit may have: 10 million coins, or a day's minutes. */
export const MAX_PLAY_LIMIT = 1_000_000_000;
export const MAX_SESSION_MINUTES = 1440;
