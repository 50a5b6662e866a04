import { describe, expect, it } from 'vitest';
import { demoConfig } from '../config/demo-config';
import { RewardsRules } from './rewards.settings';
import { taskWeeks } from '../tasks/task-economics';
import { vipTasksCoinOfWeek } from '../vip/vip-economics';
import { demoCheapestPlay } from './cheapest-play';

/**
 * A farmer who stacks the systems that pay coin for play on the same play, one week at a time:
 * a VIP level's week played to unlock its daily and sign-in awards, together with every farming
 * week of the tasks (vip-economics.ts and task-economics.ts check each alone). The week's play is
 * the larger of the two, the smaller riding along; it earns the VIP awards, the level's rebate of
 * all of it, the VIP tasks it reaches and the tasks' coin, kept at `keptShare` once wagered,
 * against the edge of all of it at the cheapest valid bets. The free systems (the sign-up bonus
 * and follow rewards behind the phone and device rules; the sign-in calendar, which pays no coin)
 * and the bounded ones (rank and slots-hack prizes, within their tables and budgets) are costs of
 * their own, in docs/rewards/README.md.
 */
const cheapest = demoCheapestPlay;

const stackedWeeks = (rules: RewardsRules) => {
  const tasksWeeks = taskWeeks({
    tasks: demoConfig.tasks,
    chests: rules.tasks.chests,
    ...cheapest,
  });
  return demoConfig.levelConfigs
    .filter((level) => level.dailyAward > 0 || level.signInAward > 0)
    .flatMap((level) => {
      const vipPlay =
        rules.vip.awardPlayMultiple * Math.max(7 * level.dailyAward, level.signInAward);
      return tasksWeeks.map((tasks) => {
        const play = Math.max(vipPlay, tasks.play);
        const vipTasks = vipTasksCoinOfWeek(rules.vip.tasks, level.level, play);
        const paid =
          7 * level.dailyAward +
          level.signInAward +
          (play * level.rebateBp) / 10_000 +
          vipTasks +
          tasks.coin;
        return {
          what: `VIP ${level.level} with task days ${tasks.days.join(',')}, ${play / 100} wagered`,
          ev: paid * cheapest.keptShare - play * cheapest.costPerValid,
        };
      });
    });
};

describe('a farmer stacking the VIP club and the tasks on the same play', () => {
  it('loses money in every week, at every VIP level and every way of farming the tasks', () => {
    const weeks = stackedWeeks(RewardsRules.parse({}));
    expect(weeks.length).toBeGreaterThan(500);
    for (const week of weeks) expect(week.ev, week.what).toBeLessThan(0);
  });

  it('would win some weeks if the VIP awards asked a third of their play', () => {
    // The check has teeth: the awards' play rule is what keeps the stack negative.
    const rules = RewardsRules.parse({});
    const lax = { ...rules, vip: { ...rules.vip, awardPlayMultiple: 40 } };
    expect(stackedWeeks(lax).some((week) => week.ev > 0)).toBe(true);
  });
});
