/** The ledger's accounts: a player's, by kind, and the house's (docs/adr/0015). */

/** A player's accounts. */
export const UserAccount = {
  Coin: 'coin',
  /** Bonus money and the deposit locked with it, apart from cash (modules/bonus). */
  Bonus: 'bonus',
  Safebox: 'safebox',
  WithdrawHold: 'withdraw_hold',
  /** Reward points (prop 2002): an account of their own, never spendable as coin. */
  Points: 'points',
} as const;
export type UserAccount = (typeof UserAccount)[keyof typeof UserAccount];

/** The house's accounts: where player money comes from and goes to. They may go below zero. */
export const HouseAccount = {
  /** Deposits clearing: money the payment providers owe us for credited deposits. */
  Deposits: 'house:deposits',
  /** Payouts clearing: money we owe the payout providers for paid withdrawals. */
  Payouts: 'house:payouts',
  WithdrawFees: 'house:withdraw_fees',
  Games: 'house:games',
  BonusExpense: 'house:bonus',
  /** Where reward points come from (they are not money: no activity's cost). */
  Points: 'house:points',
  /** Where staff's manual balance adjustments come from and go to (modules/players). */
  Adjustments: 'house:adjustments',
} as const;
/**
 * What one activity of the rewards engine has paid out (modules/rewards): its coin is posted
 * from it, so an activity's cost is its balance, negated.
 */
export type PromotionsAccount = `house:promo:${string}`;
/**
 * A pool of the lucky jackpot (modules/rewards/jackpot, ADR 0035): money the promotion has set
 * aside for its tier's wins. Unlike other house accounts it never goes below zero (a CHECK).
 */
export type JackpotPoolAccount = `house:jackpot:${string}`;
export type HouseAccount =
  (typeof HouseAccount)[keyof typeof HouseAccount] | PromotionsAccount | JackpotPoolAccount;

/** The promotions account of a rewards activity. */
export const promotionsAccount = (activity: string): PromotionsAccount => `house:promo:${activity}`;

/** The pool account of a lucky-jackpot tier (`mega`, `major`, `minor`, `mini`). */
export const jackpotPoolAccount = (tier: string): JackpotPoolAccount => `house:jackpot:${tier}`;

export type AccountRef = { userId: number; kind: UserAccount } | { house: HouseAccount };
