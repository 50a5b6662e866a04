import type { LevelConfig } from '@lobby/contract/app-config';
import type { FundRules } from './offers.settings';

/**
 * What the growth fund is worth to a player (npm run sim -- bonus, docs/rewards/offers.md, ADR 0032).
 * Its returns are reward coin: bonus money the player keeps `keptShare` of once wagered. Each
 * milestone asks a VIP level, reached only by valid bets (`expPerValidBet` experience per 1.00),
 * whose house edge at the cheapest is `costPerValid` of them. Per milestone, in order:
 * - `kept`: every return up to it, at what a player keeps of reward coin;
 * - `edgeLoss`: the edge of the cheapest play that reaches its level;
 * - `ev`: kept − price − edgeLoss, the fund bought to farm it;
 * - `withVip`: kept − price plus what reaching the level is worth in the VIP club (its `ev`,
 *   vipLevelEconomics: its pay kept less the same edge), so the fund and the club together.
 */
export const fundEconomics = (input: {
  fund: Pick<FundRules, 'price' | 'milestones'>;
  levels: readonly LevelConfig[];
  expPerValidBet: number;
  costPerValid: number;
  keptShare: number;
  /** The VIP club's value of reaching each level (vipLevelEconomics' rows). */
  vip?: readonly { level: number; ev: number }[];
}) => {
  let returns = 0;
  return [...input.fund.milestones]
    .sort((a, b) => a.vipLevel - b.vipLevel)
    .map((milestone) => {
      // A level the table skips is reached at the next level it holds.
      const needExp =
        [...input.levels]
          .sort((a, b) => a.level - b.level)
          .find((l) => l.level >= milestone.vipLevel)?.needExp ?? Number.POSITIVE_INFINITY;
      returns += milestone.award;
      const validBets = (needExp * 100) / input.expPerValidBet;
      const edgeLoss = validBets * input.costPerValid;
      const kept = returns * input.keptShare;
      const ev = kept - input.fund.price - edgeLoss;
      const vipEv = input.vip?.find((row) => row.level === milestone.vipLevel)?.ev ?? -edgeLoss;
      return {
        level: milestone.vipLevel,
        returns,
        kept,
        validBets,
        edgeLoss,
        ev,
        withVip: kept - input.fund.price + vipEv,
      };
    });
};
