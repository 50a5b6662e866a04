import type { AppConfig, JackpotAward } from '@lobby/contract/app-config';
import { jackpotCellProblem } from '@lobby/contract/app-config';
import type { JackpotCell, JackpotPool, JackpotTierValue } from '@lobby/contract/jackpot';
import { couponKindOf } from '@lobby/contract/values/coupons';
import { wheelOddsBp } from '@lobby/games/wheel';
import type { RewardsRules } from '../rewards/rewards.settings';
import { JACKPOT_TIERS, TIER_PROP, type JackpotRules } from './jackpot.settings';

// The jackpot's arithmetic on pools and cells (docs/rewards/jackpot.md), pure: what
// the draw pays, what the page and the lobby's ticker show.

/**
 * What a share (basis points) of a pool holding `held` pays: floored to the hundredth, at least
 * 0.01 of a pool holding anything, never more than it holds.
 */
export const shareOf = (held: number, shareBp: number) =>
  held <= 0 ? 0 : Math.min(held, Math.max(1, Math.floor((held * shareBp) / 10_000)));

/** What a pool holds for a win: its balance, or its seed when below it (a win tops it up first). */
export const heldFor = (balance: number, seed: number) => Math.max(balance, seed);

/** What a win of a pool holding `held` pays now at the least and the most (the wheel's shares). */
export const sectionOf = (held: number, wheel: JackpotRules['wheel']) => {
  const shares = wheel.map((s) => s.shareBp);
  return {
    min: shareOf(held, Math.min(...shares)),
    max: shareOf(held, Math.max(...shares)),
  };
};

/** The four pools as the page and the ticker show them, from their ledger balances. */
export const poolsView = (
  balances: Record<JackpotTierValue, number>,
  rules: JackpotRules,
): Record<JackpotTierValue, JackpotPool> =>
  Object.fromEntries(
    JACKPOT_TIERS.map((tier) => {
      const amount = heldFor(balances[tier], rules.pools[tier].seed);
      const section = sectionOf(amount, rules.wheel);
      return [
        tier,
        { tier, propId: TIER_PROP[tier], amount, sectionMin: section.min, sectionMax: section.max },
      ];
    }),
  ) as Record<JackpotTierValue, JackpotPool>;

/** A cell the draw may land on: its place among the drawn cells, its config and its weight. */
export interface DrawableCell {
  cell: JackpotAward;
  weight: number;
}

/**
 * The cells a draw picks from, in grid order: the app config's cells that pay as configured
 * (jackpotCellProblem), whose coupon the rewards setting defines, and that the rules weigh. The
 * page publishes exactly these, so a draw's cell index is its place among them.
 */
export const drawableCells = (config: AppConfig, rewards: RewardsRules): DrawableCell[] =>
  config.jackpotAwardList.flatMap((cell) => {
    const weight = rewards.jackpot.cellWeights[String(cell.id)];
    if (weight === undefined || jackpotCellProblem(cell) !== null) return [];
    if (couponKindOf(cell.propId) !== null && !rewards.coupons[String(cell.propId)]) return [];
    return [{ cell, weight }];
  });

/** The cells as the page shows them: a tier's figure is its pool now; each with its odds. */
export const cellsView = (
  cells: readonly DrawableCell[],
  pools: Record<JackpotTierValue, JackpotPool>,
): JackpotCell[] => {
  const odds = cells.length ? wheelOddsBp(cells.map((c) => c.weight)) : [];
  return cells.map(({ cell, weight }, i) => {
    const tier = JACKPOT_TIERS.find((t) => TIER_PROP[t] === cell.propId);
    return {
      id: cell.id,
      type: cell.type,
      propId: cell.propId,
      count: cell.count,
      showNum: cell.type === 2 && tier ? pools[tier].amount : cell.showNum,
      weight,
      oddsBp: odds[i]!,
    };
  });
};

/** The wheel as the page shows it, with each sector's odds. */
export const wheelView = (wheel: JackpotRules['wheel']) => {
  const odds = wheelOddsBp(wheel.map((s) => s.weight));
  return wheel.map((s, i) => ({ shareBp: s.shareBp, weight: s.weight, oddsBp: odds[i]! }));
};

/**
 * The ranking's section of an amount: the configured step it reaches and the next one (null
 * past the last step), so the board shows a range and the exact sum stays the player's.
 */
export const rankSection = (amount: number, steps: readonly number[]) => {
  let at = 0;
  for (let i = 0; i < steps.length; i++) if (amount >= steps[i]!) at = i;
  return { min: steps[at]!, max: steps[at + 1] ?? null };
};
