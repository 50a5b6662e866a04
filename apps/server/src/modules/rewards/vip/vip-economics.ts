import type { LevelConfig } from '@lobby/contract/app-config';
import { coinOf } from '../awards';
import type { VipTaskRule } from './vip-rules';

/**
 * What farming the VIP club is worth (npm run sim -- bonus, docs/rewards.md). The cheapest
 * experience is the bet with the least house edge per unit counted toward valid bets
 * (`costPerValid`: edge ÷ weight); reaching a level costs its threshold in such valid bets times
 * that. What the level pays: every level-up bonus up to it, the rebate of the valid bets on the
 * way (at the level held while betting), and a week of its daily and sign-in awards. Paid coin
 * is bonus money: the player keeps `keptShare` of it once wagered (the better of the bonus
 * hunter's measurement and 1 − wagering × costPerValid).
 */
export const vipLevelEconomics = (input: {
  levels: readonly LevelConfig[];
  expPerValidBet: number;
  costPerValid: number;
  keptShare: number;
}) => {
  const sorted = [...input.levels].sort((a, b) => a.level - b.level);
  const validFor = (needExp: number) => (needExp * 100) / input.expPerValidBet;
  let levelUps = 0;
  let rebate = 0;
  return sorted.slice(1).map((level, i) => {
    const below = sorted[i]!;
    levelUps += level.levelUpBonus;
    rebate += ((validFor(level.needExp) - validFor(below.needExp)) * below.rebateBp) / 10_000;
    const validBets = validFor(level.needExp);
    const edgeLoss = validBets * input.costPerValid;
    const week = 7 * level.dailyAward + level.signInAward;
    const paid = levelUps + rebate + week;
    const kept = paid * input.keptShare;
    return {
      level: level.level,
      validBets,
      edgeLoss,
      levelUps,
      rebate,
      week,
      paid,
      kept,
      ev: kept - edgeLoss,
      /** Weeks of the level's daily and sign-in awards that would repay the climb's loss. */
      paybackWeeks: week > 0 ? Math.max(0, (edgeLoss - kept) / (week * input.keptShare)) : null,
    };
  });
};

/**
 * What a VIP task pays against the cheapest play that reaches it: a valid-bets goal costs its
 * target times `costPerValid`; other goals (deposits, rounds) are counted as free, the player's
 * best case.
 */
export const vipTaskEconomics = (input: {
  tasks: readonly VipTaskRule[];
  costPerValid: number;
  keptShare: number;
}) =>
  input.tasks.map((task) => {
    const coin = coinOf(task.awards);
    const cost = task.goal === 'validBets' ? task.target * input.costPerValid : 0;
    return {
      id: task.id,
      goal: task.goal,
      period: task.period,
      coin,
      cost,
      ev: coin * input.keptShare - cost,
    };
  });
