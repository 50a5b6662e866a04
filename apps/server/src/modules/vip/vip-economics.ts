import type { LevelConfig } from '@lobby/contract/app-config';
import { coinOf } from '../rewards/awards';
import type { VipTaskRule } from './vip.settings';

/**
 * What farming the VIP club is worth (npm run sim -- bonus, docs/rewards/vip.md). The cheapest
 * experience is the bet with the least house edge per unit counted toward valid bets
 * (`costPerValid`: edge ÷ weight); reaching a level costs its threshold in such valid bets times
 * that. What the level pays: every level-up bonus up to it, the rebate of the valid bets on the
 * way (at the level held while betting), and a week of its daily and sign-in awards; then what
 * each further week is worth, its awards against the play they ask. Paid coin
 * is bonus money: the player keeps `keptShare` of it once wagered (the better of the bonus
 * hunter's measurement and 1 − wagering × costPerValid).
 */
/** A bet a farmer may make, as the economics see it: what it returns and what it counts. */
export interface ValidBetOption {
  name: string;
  rtp: number;
  /** Its weight toward valid bets, in basis points. */
  weightBp: number;
}

/**
 * The cheapest experience: the bet that loses the least per 1.00 of valid bets (its edge divided
 * by its weight), among those that count at all.
 */
export const cheapestValidBet = (bets: readonly ValidBetOption[]) =>
  bets
    .filter((bet) => bet.weightBp > 0 && bet.rtp > 0)
    .map((bet) => ({ ...bet, cost: (1 - bet.rtp) / (bet.weightBp / 10_000) }))
    .sort((a, b) => a.cost - b.cost)[0];

/**
 * A week at `level` played just enough to unlock its daily and sign-in awards: seven days of the
 * daily award's play, which counts toward the week's sign-in play too. Everything that play
 * earns stacks: the awards, the level's rebate of it, and the coin of every valid-bets VIP task
 * it reaches (day tasks seven times, month tasks 7/30); kept at `keptShare`, against the
 * edge of the play. The farmer's best week at the level, as long as it is negative.
 */
const weekAtLevel = (level: LevelConfig, input: Economics) => {
  const play = input.awardPlayMultiple * Math.max(7 * level.dailyAward, level.signInAward);
  const tasks = vipTasksCoinOfWeek(input.tasks ?? [], level.level, play);
  const paid = 7 * level.dailyAward + level.signInAward + (play * level.rebateBp) / 10_000 + tasks;
  return paid * input.keptShare - play * input.costPerValid;
};

/**
 * The coin of the valid-bets VIP tasks open at `level` that a week of `play` (spread evenly over
 * its days) reaches: day tasks seven times, week tasks once, month tasks 7/30 of a time.
 */
export const vipTasksCoinOfWeek = (tasks: readonly VipTaskRule[], level: number, play: number) =>
  tasks
    .filter((task) => task.goal === 'validBets' && level >= task.minLevel)
    .map((task) => {
      const periodPlay = { day: play / 7, week: play, month: (play * 30) / 7 }[task.period];
      const perWeek = { day: 7, week: 1, month: 7 / 30 }[task.period];
      return periodPlay >= task.target ? perWeek * coinOf(task.awards) : 0;
    })
    .reduce((sum, coin) => sum + coin, 0);

interface Economics {
  levels: readonly LevelConfig[];
  expPerValidBet: number;
  /** The daily award asks the day's valid bets of this many times it, the sign-in the week's. */
  awardPlayMultiple: number;
  /** The VIP tasks, whose coin the play of a week may reach too. */
  tasks?: readonly VipTaskRule[];
  costPerValid: number;
  keptShare: number;
}

export const vipLevelEconomics = (input: Economics) => {
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
      /**
       * A further week at the level, played just enough to unlock its awards (weekAtLevel).
       */
      weekEv: weekAtLevel(level, input),
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
