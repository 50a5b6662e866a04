import { describe, expect, it } from 'vitest';
import { BonusRules } from '../bonus/bonus-rules';
import { searchTerms, weightsOf } from '../bonus/bonus-sim';
import { demoConfig } from '../config/demo-config';
import { RewardsRules } from '../rewards/rewards.settings';
import { couponScenarios } from './coupon-sim';

const rules = BonusRules.parse({});

describe('the shipped coupons against a bonus hunter (npm run sim -- bonus, smaller)', () => {
  it('plays each at the deposits where its bonus is the largest share', () => {
    const scenarios = couponScenarios(RewardsRules.parse({}).coupons, rules);
    expect(scenarios.map((s) => [s.label, s.bonus])).toEqual([
      ['coupon 1001 (general) on 20.00', 200],
      ['coupon 1001 (general) on 500.00', 5_000],
      ['coupon 1201 (fixed) on 100.00', 3_000],
      ['coupon 1301 (give) on 50.00', 500],
    ]);
  });

  // A CPU-bound search (about 25 s alone): beside the browser tests and the PostgreSQL run it
  // may take several times that, and must fail by its assertion, not by the clock.
  it(
    'finds no strategy worth more than depositing without the coupon',
    { timeout: 180_000 },
    () => {
      const weights = weightsOf(demoConfig.games);
      for (const scenario of couponScenarios(RewardsRules.parse({}).coupons, rules)) {
        const result = searchTerms(scenario.terms, rules, weights, {
          searchTrials: 150,
          finalTrials: 1_500,
          keep: 2,
          seed: 11,
        });
        const best = result.best[0]!;
        expect(best.ev + best.ci95, `${scenario.label}: ${best.strategy}`).toBeLessThan(0);
      }
    },
  );
});
