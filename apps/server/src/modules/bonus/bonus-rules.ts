import { z } from 'zod';
import type { BetRisk } from '@lobby/games/bet-risk';

/**
 * The terms a bonus is played under (operator_settings key `bonus`; docs/rules.md "Bonus
 * money"), read by the server and by `npm run sim -- bonus`, which plays the best strategies
 * found against them to show the player's expected value is negative (docs/adr/0021). Their
 * arithmetic is @lobby/contract/values/bonus-terms, which the deposit form shows too.
 *
 * A bonus taken with a deposit locks the deposit with it: both go to the player's bonus balance
 * (a ledger account of its own, apart from cash), where bets are taken from and wins paid to.
 * It converts to cash when its wagering is done, up to a cap; before that, a withdrawal request
 * (or the player, or expiry) forfeits it: the bonus and every winning are taken back, and what is
 * left of the deposit returns to cash.
 */

export const BonusTerms = z.object({
  /** Valid bets required before conversion: this many times the deposit plus the bonus. */
  wageringMultiple: z.number().int().min(1).max(200),
  /** What converts to cash is at most the deposit plus this many times the bonus. */
  maxWinMultiple: z.number().int().min(1).max(1000),
});
export type BonusTerms = z.infer<typeof BonusTerms>;

/**
 * The default terms: the least wagering at which `npm run sim -- bonus` finds every strategy
 * worth clearly less than declining (docs/adr/0021 has the figures). The 20% first-deposit bonus
 * needs more than the 5% ones.
 */
const FIRST_DEPOSIT_TERMS = { wageringMultiple: 5, maxWinMultiple: 5 };
const SMALL_BONUS_TERMS = { wageringMultiple: 2, maxWinMultiple: 10 };

export const BonusRules = z.object({
  terms: z
    .object({
      first_deposit: BonusTerms.default(FIRST_DEPOSIT_TERMS),
      daily_first: BonusTerms.default(SMALL_BONUS_TERMS),
      channel: BonusTerms.default(SMALL_BONUS_TERMS),
    })
    .default({
      first_deposit: FIRST_DEPOSIT_TERMS,
      daily_first: SMALL_BONUS_TERMS,
      channel: SMALL_BONUS_TERMS,
    }),
  /** The largest bet while a bonus is being wagered: this share of deposit + bonus (bp) … */
  maxBetBp: z.number().int().min(1).max(10_000).default(500),
  /** … but never less than this (hundredths), so a small bonus can still be played. */
  maxBetFloor: z.number().int().min(1).default(100),
  /** A bonus not converted within this many days is forfeited. */
  expiryDays: z.number().int().min(1).max(365).default(7),
  /** The smallest deposit that can take a bonus (hundredths). */
  minDeposit: z.number().int().min(0).default(2_000),
  /**
   * Bets of games that report their odds count nothing toward wagering (bonus and deposit
   * turnover alike) when their chance to win is above this (bp) …
   */
  maxWinChanceBp: z.number().int().min(1).max(10_000).default(5_000),
  /** … or when they pay less than this multiple of the bet (× 10⁴). */
  minOddsE4: z.number().int().min(10_000).default(19_000),
});
export type BonusRules = z.output<typeof BonusRules>;

export const BONUS_RULES_KEY = 'bonus';

/**
 * The weight (bp) a bet counts with toward wagering: the game's weight, or nothing when the bet
 * is too safe to be a real risk (above the win chance, or below the odds, the rules allow).
 */
export const betWeightBp = (
  gameWeightBp: number,
  risk: BetRisk | null,
  rules: Pick<BonusRules, 'maxWinChanceBp' | 'minOddsE4'>,
): number => {
  if (risk && (risk.winChanceBp > rules.maxWinChanceBp || risk.oddsE4 < rules.minOddsE4)) return 0;
  return Math.max(0, Math.min(10_000, gameWeightBp));
};

/**
 * The terms reward coin is played under (modules/rewards, docs/rewards/README.md): no deposit in it,
 * wagered `wageringMultiple` times, converting to at most `maxWinMultiple` times itself, with the
 * bonus rules' maximum bet.
 */
export const rewardTerms = (
  coin: number,
  terms: { wageringMultiple: number; maxWinMultiple: number },
  rules: Pick<BonusRules, 'maxBetBp' | 'maxBetFloor'>,
) => ({
  deposit: 0,
  bonus: coin,
  wageringRequired: coin * terms.wageringMultiple,
  maxBet: Math.max(rules.maxBetFloor, Math.floor((coin * rules.maxBetBp) / 10_000)),
  conversionCap: coin * terms.maxWinMultiple,
});
