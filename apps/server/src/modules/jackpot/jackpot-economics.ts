import type { JackpotTierValue } from '@lobby/contract/jackpot';
import { couponKindOf } from '@lobby/contract/values/coupons';
import { PropId } from '../rewards/awards';
import type { DrawableCell } from './jackpot-pools';
import { JACKPOT_TIERS, tierOfProp, type JackpotRules } from './jackpot.settings';

/**
 * What a lucky-jackpot chance is worth to a player, against what earning it costs
 * (docs/rewards/jackpot.md). A chance costs a deposit of `depositPerChance`, which
 * can be withdrawn again only once valid bets of its amount are made (1× turnover): at the
 * cheapest valid bet that loses `costPerValid` of it. A chance pays, on average, each cell's
 * prize times its chance:
 * - coin at `keptShare` (bonus money is kept at that share once wagered, the bonus hunter's best);
 * - points at a thousandth of a coin (the most a point buys in the points shop), kept likewise;
 * - a coupon at nothing (coupons are negative to a bonus hunter: npm run sim -- bonus);
 * - a draw chance at the value of a chance itself;
 * - a tier at the wheel's expected share of its pool when the pool is full (its cap, the most it
 *   holds: the feed stops there), kept likewise. A hunter who waits for full pools gets this.
 */
export const chanceEconomics = (input: {
  cells: readonly DrawableCell[];
  rules: JackpotRules;
  costPerValid: number;
  keptShare: number;
  /** What the pools hold (hundredths); their caps when not given. */
  pools?: Record<JackpotTierValue, number>;
}) => {
  const { rules, keptShare } = input;
  const total = input.cells.reduce((sum, c) => sum + c.weight, 0);
  const wheelTotal = rules.wheel.reduce((sum, s) => sum + s.weight, 0);
  const expectedShare =
    rules.wheel.reduce((sum, s) => sum + (s.shareBp / 10_000) * s.weight, 0) / wheelTotal;
  const held = (tier: JackpotTierValue) =>
    Math.max(input.pools?.[tier] ?? rules.pools[tier].cap, rules.pools[tier].seed);
  // A chance's value V = Σ (other prizes) + q × V, q the chances a draw pays back on average.
  let others = 0;
  let chancesBack = 0;
  const byCell = input.cells.map(({ cell, weight }) => {
    const chance = weight / total;
    const tier = cell.type === 2 ? tierOfProp(cell.propId) : null;
    let value = 0;
    if (tier) value = expectedShare * held(tier) * keptShare;
    else if (cell.propId === PropId.Coin) value = cell.count * keptShare;
    else if (cell.propId === PropId.Points) value = (cell.count / 1_000) * keptShare;
    else if (cell.propId === PropId.DrawChance) chancesBack += chance * cell.count;
    else if (couponKindOf(cell.propId) === null)
      throw new Error(`no value for prop ${cell.propId}`);
    others += chance * value;
    return { id: cell.id, chance, value };
  });
  if (chancesBack >= 1) throw new Error('a draw pays back a chance or more on average');
  const value = others / (1 - chancesBack);
  const cost = rules.depositPerChance * input.costPerValid;
  return {
    /** Hundredths a chance is worth on average, and what earning it costs at the least. */
    value,
    cost,
    ev: value - cost,
    /** The most a player nets in an operator day from the chances deposits earn. */
    dayEv: rules.dailyChanceLimit * (value - cost),
    byCell,
    expectedShare,
    /**
     * What the pools return of every valid bet, in all: their contributions. Pools pay out
     * nothing they were not fed, so across all players the jackpot's tiers give back this share
     * of the bets that fed them.
     */
    poolReturn: JACKPOT_TIERS.reduce((sum, t) => sum + rules.pools[t].contributionBp, 0) / 10_000,
  };
};
