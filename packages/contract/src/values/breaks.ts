/**
 * Time-out and self-exclusion (docs/player-protection.md "Time-out and self-exclusion", ADR
 * 0071): the kinds, their periods, and the calls a cash-out-only session may make.
 */
export const BREAK_KINDS = ['timeout', 'exclusion'] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];

/** A time-out's periods, shortest first. */
export const TIMEOUT_PERIODS = ['24h', '7d', '30d', '6w'] as const;
/** A self-exclusion's periods, shortest first; `permanent` never reaches an end date. */
export const EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export type BreakPeriod = (typeof TIMEOUT_PERIODS)[number] | (typeof EXCLUSION_PERIODS)[number];
export const BREAK_PERIODS: readonly BreakPeriod[] = [...TIMEOUT_PERIODS, ...EXCLUSION_PERIODS];

export const periodsOf = (kind: BreakKind): readonly BreakPeriod[] =>
  kind === 'timeout' ? TIMEOUT_PERIODS : EXCLUSION_PERIODS;

/**
 * The calls a cash-out-only session may make (the sign-in refusal of a player on a break hands
 * one out): read the balance, withdraw, keep the receiving accounts, take money out of the
 * safebox, read the break, sign out. Every other call refuses it with PLAYER_ON_BREAK (1710).
 */
export const CASH_OUT_CALLS: readonly string[] = [
  'logout',
  'refreshData',
  'getAfterLoginInfoWeb',
  'getExchange',
  'exchange',
  'exchangeOrderList',
  'addBankInfo',
  'modifyBankInfo',
  'bankInfoList',
  'safeboxOut',
  'retrieveBalance',
  'appUserCoinDetail',
  'playBreak',
  'endExclusionRequest',
];

export const isCashOutCall = (name: string) => CASH_OUT_CALLS.includes(name);
