import type { TaskConfig } from '@lobby/contract/app-config';
import { coinOf, PropId } from '../rewards/awards';
import { taskAwards, type TaskChestRule } from './tasks.settings';

/**
 * What farming the tasks is worth (docs/rewards/tasks.md). Only wagering costs a farmer
 * anything: every goal but `bet` (rounds at the smallest bet, deposits withdrawn again, sign-ins,
 * invites of their own accounts, the client's goals) is counted as free. A farmer plays each day
 * exactly up to one of the daily bet targets (or not at all) and the week up to a weekly one;
 * every such week is enumerated, its coin (tasks and the chests its liveness opens, newbie tasks
 * included once) kept at `keptShare` against the edge of its play (`costPerValid` per 1.00 of
 * valid bets). Any real week is worth at most one of these: it reaches the same tasks with at
 * least as much play.
 */
interface Input {
  tasks: readonly TaskConfig[];
  chests: readonly TaskChestRule[];
  costPerValid: number;
  keptShare: number;
}

const liveness = (task: TaskConfig) =>
  taskAwards(task)
    .filter((a) => a.propId === PropId.Liveness)
    .reduce((sum, a) => sum + a.count, 0);

/** What the tasks of a kind pay at a period's valid bets: coin and liveness. */
const paidAt = (tasks: readonly TaskConfig[], play: number) => {
  const reached = tasks.filter((t) => t.goal !== 'bet' || t.target <= play);
  return {
    coin: reached.reduce((sum, t) => sum + coinOf(taskAwards(t)), 0),
    liveness: reached.reduce((sum, t) => sum + liveness(t), 0),
  };
};

const chestCoin = (chests: readonly TaskChestRule[], period: 'day' | 'week', live: number) =>
  chests
    .filter((c) => c.period === period && c.threshold <= live)
    .reduce((sum, c) => sum + coinOf(c.awards), 0);

/** The play levels worth trying for a kind: none, and each of its bet targets. */
const levelsOf = (tasks: readonly TaskConfig[]) => [
  0,
  ...new Set(tasks.filter((t) => t.goal === 'bet').map((t) => t.target)),
];

/** Every way to spread `days` over `levels` (how many days at each), as lists of day plays. */
const spreads = (levels: readonly number[], days: number): number[][] => {
  if (levels.length === 1) return [Array<number>(days).fill(levels[0]!)];
  const [first, ...rest] = levels;
  const out: number[][] = [];
  for (let n = 0; n <= days; n++)
    for (const tail of spreads(rest, days - n))
      out.push([...Array<number>(n).fill(first!), ...tail]);
  return out;
};

export interface TaskWeek {
  /** Each day's valid bets, and the week's (at least their sum). */
  days: number[];
  play: number;
  coin: number;
  kept: number;
  edge: number;
  ev: number;
}

/**
 * Every farming week (newbie tasks in it): its play, the coin it earns, kept, against the edge.
 * The best one is the farmer's best; the tasks are sound while it is negative wherever it pays
 * coin, and no week without play pays any.
 */
export const taskWeeks = (input: Input): TaskWeek[] => {
  const of = (kind: TaskConfig['kind']) => input.tasks.filter((t) => t.kind === kind);
  const daily = of('daily');
  const weekly = of('weekly');
  const newbie = of('newbie');
  const weeks: TaskWeek[] = [];
  for (const days of spreads(levelsOf(daily), 7)) {
    const sum = days.reduce((a, b) => a + b, 0);
    for (const weekLevel of levelsOf(weekly)) {
      const play = Math.max(sum, weekLevel);
      // Newbie tasks once, on the first day: their liveness counts in that day and week.
      const first = paidAt(newbie, play);
      let coin = first.coin;
      let weekLiveness = first.liveness;
      days.forEach((dayPlay, i) => {
        const day = paidAt(daily, dayPlay);
        const dayLiveness = day.liveness + (i === 0 ? first.liveness : 0);
        coin += day.coin + chestCoin(input.chests, 'day', dayLiveness);
        weekLiveness += day.liveness;
      });
      const week = paidAt(weekly, play);
      weekLiveness += week.liveness;
      coin += week.coin + chestCoin(input.chests, 'week', weekLiveness);
      const kept = coin * input.keptShare;
      const edge = play * input.costPerValid;
      weeks.push({ days, play, coin, kept, edge, ev: kept - edge });
    }
  }
  return weeks;
};

/** Each day's farming: played up to one of the daily bet targets (or not), its coin and edge. */
export const taskDays = (input: Input) => {
  const daily = input.tasks.filter((t) => t.kind === 'daily');
  return levelsOf(daily).map((play) => {
    const day = paidAt(daily, play);
    const coin = day.coin + chestCoin(input.chests, 'day', day.liveness);
    const kept = coin * input.keptShare;
    const edge = play * input.costPerValid;
    return { play, coin, kept, edge, ev: kept - edge };
  });
};
