import type { BonusKind } from './bonus-terms';
import { percentOf, type Hundredths } from './money';

/**
 * The deposit rules a player sees before paying (docs/rules.md "Deposits"): a channel's minimum
 * and the bonus a deposit earns. The server decides by them, and the deposit form shows the
 * player the same numbers before they choose.
 */

/** A channel's minimum when its config leaves minAmount at 0 … */
export const DEFAULT_MIN_DEPOSIT = 100;
/** … and when it leaves minAmount2 (players who already deposited) at 0. */
export const DEFAULT_MIN_DEPOSIT_2 = 10_000;

/**
 * A channel's minimum: minAmount (100 when unset); minAmount2 (10000 when unset) once the player
 * has a credited deposit, when clientConfig.minRechargeStatus is on.
 */
export const channelMinimum = (
  channel: { minAmount: Hundredths; minAmount2: Hundredths },
  minRechargeStatus: boolean,
  hasDeposited: boolean,
): Hundredths =>
  minRechargeStatus && hasDeposited
    ? channel.minAmount2 || DEFAULT_MIN_DEPOSIT_2
    : channel.minAmount || DEFAULT_MIN_DEPOSIT;

/** A channel's own bonus rate, in basis points of the deposit: none without a bonus kind. */
export const channelBonusBp = (channel: { bonusKind: number | null; bonusBp: number }): number =>
  channel.bonusKind === null ? 0 : channel.bonusBp;

/** The bonus a deposit earns: the rule it comes by, that rule's rate and the amount. */
export interface DepositBonus {
  rule: BonusKind;
  bp: number;
  bonus: Hundredths;
}

/**
 * The bonus of a deposit of `amount` from the rates that apply to it: the best one, never their
 * sum (a tie goes to the one listed first), floored to a hundredth and capped at maxBonus (0: no
 * cap). Null when none earns anything.
 */
export const bestDepositBonus = (
  amount: Hundredths,
  rates: readonly (readonly [BonusKind, number])[],
  maxBonus: Hundredths,
): DepositBonus | null => {
  let best: readonly [BonusKind, number] | undefined;
  for (const rate of rates) if (rate[1] > 0 && (!best || rate[1] > best[1])) best = rate;
  if (!best) return null;
  const raw = percentOf(amount, best[1]);
  const bonus = maxBonus > 0 ? Math.min(raw, maxBonus) : raw;
  return bonus > 0 ? { rule: best[0], bp: best[1], bonus } : null;
};
