import { describe, expect, it } from 'vitest';
import { LANDING_MS, PAID_SPIN_MIN_MS, planStops } from './slot-timing';

describe('when the reels stop', () => {
  it('makes a paid spin last at least 2.5 s, however fast the answer', () => {
    expect(PAID_SPIN_MIN_MS).toBe(2_500);
    for (const answeredAfter of [0, 20, 300, 1_000, 1_299]) {
      const plan = planStops(false, answeredAfter);
      expect(plan.doneAt).toBeGreaterThanOrEqual(2_500);
      expect(plan.doneAt).toBe(plan.stopAt[4]! + LANDING_MS);
    }
  });

  it('stops the reels left to right, none before the answer is in', () => {
    const plan = planStops(false, 4_000);
    expect(plan.stopAt[0]).toBeGreaterThanOrEqual(4_000);
    for (let reel = 1; reel < 5; reel++) {
      expect(plan.stopAt[reel]!).toBeGreaterThan(plan.stopAt[reel - 1]!);
    }
  });

  it('plays free spins faster than paid spins', () => {
    expect(planStops(true, 0).doneAt).toBeLessThan(planStops(false, 0).doneAt);
  });
});
