import { describe, expect, it } from 'vitest';
import { PropId } from '../rewards/awards';
import { demoConfig } from '../config/demo-config';
import { RewardsRules } from '../rewards/rewards.settings';
import { taskDays, taskWeeks } from './task-economics';
import { demoCheapestPlay } from '../rewards/cheapest-play';

const cheapest = demoCheapestPlay;
const demo = { tasks: demoConfig.tasks, chests: RewardsRules.parse({}).tasks.chests, ...cheapest };

describe('what farming the tasks is worth', () => {
  it('pays a day’s task and chest coin only for play whose edge is above what is kept of it', () => {
    const days = taskDays(demo);
    expect(days.some((d) => d.coin > 0)).toBe(true);
    for (const day of days) {
      if (day.play === 0) expect(day.coin, 'a day without wagering').toBe(0);
      else expect(day.ev, `a day of ${day.play / 100} wagered`).toBeLessThan(0);
    }
  });

  it('loses a farmer money in every week of play, newbie tasks included, and pays none without', () => {
    const weeks = taskWeeks(demo);
    expect(weeks.length).toBeGreaterThan(30);
    for (const week of weeks) {
      if (week.play === 0) expect(week.coin).toBe(0);
      else expect(week.ev, `days ${week.days.join(',')}, week ${week.play}`).toBeLessThan(0);
    }
  });

  it('would pay a farmer if a chest the free goals reach paid coin', () => {
    // The check has teeth: the first daily chest (signing in and sharing reach it) paying coin.
    const chests = demo.chests.map((c) =>
      c.id === 1 ? { ...c, awards: [{ propId: PropId.Coin, count: 100 }] } : c,
    );
    expect(taskDays({ ...demo, chests }).find((d) => d.play === 0)!.coin).toBeGreaterThan(0);
  });
});
