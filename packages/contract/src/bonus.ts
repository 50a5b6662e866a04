import { z } from 'zod';
import { bodyOf } from './common';

/** A bonus is played with the deposit it came with, apart from cash (docs/rules.md "Bonus money"). */

const Money = z.number().int().min(0);
const EpochSeconds = z.number().int();

/**
 * What opened a bonus: a deposit's bonus rule, a deposit coupon, or reward coin (no deposit
 * locked in it).
 */
export const BonusKindValue = z.enum([
  'first_deposit',
  'daily_first',
  'channel',
  'coupon',
  'reward',
]);
export type BonusKindValue = z.infer<typeof BonusKindValue>;

export const BonusStatusValue = z.enum(['open', 'completed', 'forfeited', 'expired', 'spent']);
export type BonusStatusValue = z.infer<typeof BonusStatusValue>;

/** The open bonus as the player sees it. */
export const OpenBonus = z.object({
  id: z.number().int(),
  kind: BonusKindValue,
  orderNo: z.string(),
  /** What it holds now: the deposit and bonus, with what was won or lost since. */
  balance: Money,
  deposit: Money,
  bonus: Money,
  wageringRequired: Money,
  wageringLeft: Money,
  /** The largest bet while wagering is left. */
  maxBet: Money,
  /** The most that converts to cash once the wagering is done. */
  conversionCap: Money,
  /** What forfeiting it now returns to cash: what is left of the deposit. */
  forfeitReturn: Money,
  expiresAt: EpochSeconds,
  createdAt: EpochSeconds,
  /**
   * A round it paid for is still open: it can be neither ended (bonusForfeit answers
   * BONUS_ROUND_OPEN) nor converted until that round settles.
   */
  roundOpen: z.boolean(),
});
export type OpenBonus = z.infer<typeof OpenBonus>;

const Terms = z.object({ wageringMultiple: z.number().int(), maxWinMultiple: z.number().int() });

/**
 * What a bet is paid from while the player has both cash and a bonus balance: 'cash' first (the
 * default) or 'bonus' first. A bet is paid whole from one balance, never split; the bonus's
 * largest bet holds only for bets the bonus balance pays.
 */
export const PayFromValue = z.enum(['cash', 'bonus']);
export type PayFromValue = z.infer<typeof PayFromValue>;

export const BonusWalletRequest = bodyOf({});
export const BonusWalletAnswer = z.object({
  open: OpenBonus.nullable(),
  /** What the player's bets are paid from first when both balances hold enough. */
  payFrom: PayFromValue,
  /** The terms every new bonus is granted under. */
  terms: z.object({
    firstDeposit: Terms,
    dailyFirst: Terms,
    channel: Terms,
    /** Maximum bet: this share of deposit + bonus (bp), at least maxBetFloor. */
    maxBetBp: z.number().int(),
    maxBetFloor: Money,
    expiryDays: z.number().int(),
    /** The smallest deposit that can take a bonus. */
    minDeposit: Money,
    /** Bets more likely to win than this (bp), or paying less than minOddsE4 / 10⁴, count nothing. */
    maxWinChanceBp: z.number().int(),
    minOddsE4: z.number().int(),
  }),
  /** The last bonuses that closed, newest first. */
  history: z.array(
    z.object({
      id: z.number().int(),
      kind: BonusKindValue,
      deposit: Money,
      bonus: Money,
      status: BonusStatusValue,
      /** What it returned to cash when it closed. */
      cashReturned: Money,
      createdAt: EpochSeconds,
      closedAt: EpochSeconds.nullable(),
    }),
  ),
});
export type BonusWalletAnswer = z.infer<typeof BonusWalletAnswer>;

export const BonusForfeitRequest = bodyOf({});
export const BonusForfeitAnswer = z.object({
  /** What returned to cash, and the cash balance after. */
  returned: Money,
  coin: Money,
});

/** Reads the player's choice of what bets are paid from first, or sets it when `payFrom` is given. */
export const BonusPayFromRequest = bodyOf({ payFrom: PayFromValue.optional() });
export const BonusPayFromAnswer = z.object({ payFrom: PayFromValue });
export type BonusPayFromAnswer = z.infer<typeof BonusPayFromAnswer>;
