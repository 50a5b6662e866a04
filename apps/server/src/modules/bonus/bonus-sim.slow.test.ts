import { describe, expect, it } from 'vitest';
import { demoConfig } from '../config/demo-config';
import { DepositRules } from '../deposits/deposit-rules';
import { forfeitReturn, packageTerms } from '@lobby/contract/values/bonus-terms';
import { BonusRules } from './bonus-rules';
import {
  betOptions,
  defaultScenarios,
  evaluate,
  playOnce,
  searchScenario,
  sfc32,
  weightsOf,
} from './bonus-sim';

const rules = BonusRules.parse({});
const weights = weightsOf(demoConfig.games);

describe('the bonus terms', () => {
  it('fix the wagering, the maximum bet and the conversion cap from the deposit and the bonus', () => {
    expect(packageTerms('first_deposit', 100_000, 20_000, rules)).toEqual({
      deposit: 100_000,
      bonus: 20_000,
      wageringRequired: 5 * 120_000,
      maxBet: 6_000,
      conversionCap: 100_000 + 5 * 20_000,
    });
    // A small bonus's maximum bet is never under 1.00.
    expect(packageTerms('channel', 1_000, 50, rules).maxBet).toBe(100);
  });

  it('return what is left of the deposit on a forfeit, never the bonus or winnings', () => {
    const terms = { deposit: 10_000, bonus: 2_000 };
    expect(forfeitReturn(12_000, terms)).toBe(10_000);
    expect(forfeitReturn(50_000, terms)).toBe(10_000);
    expect(forfeitReturn(7_000, terms)).toBe(5_000);
    expect(forfeitReturn(1_500, terms)).toBe(0);
  });

  it('count near-certain bets for nothing and the originals at a quarter', () => {
    const byName = new Map(betOptions(weights, rules).map((o) => [o.name, o]));
    expect(byName.get('dice 97.99%')?.weightBp).toBe(0);
    expect(byName.get('crash 1.01×')?.weightBp).toBe(0);
    expect(byName.get('dice 49.50%')?.weightBp).toBe(2_500);
    expect(byName.get('slot')?.weightBp).toBe(10_000);
  });
});

describe('a bonus hunter (npm run sim -- bonus, smaller)', () => {
  it('plays one bonus to its end by the rules: a losing grind returns what conversion leaves', () => {
    const terms = packageTerms('first_deposit', 100_000, 20_000, rules);
    const never = { name: 'lose', rtp: 0, weightBp: 10_000, play: () => 0 };
    // Every bet lost: the balance is gone before the wagering is, and nothing returns.
    expect(playOnce(terms, { grind: never, grindBetShare: 1, forfeit: false }, sfc32(1))).toBe(0);
    const even = { name: 'push', rtp: 1, weightBp: 10_000, play: () => 1 };
    // Every bet pushed: the wagering is done with the balance whole, and it converts.
    expect(playOnce(terms, { grind: even, grindBetShare: 1, forfeit: false }, sfc32(1))).toBe(
      120_000,
    );
    expect(evaluate(terms, { grind: even, grindBetShare: 1, forfeit: false }, 10, 1).ev).toBe(
      20_000,
    );
  });

  it('finds no strategy worth more than declining, for every kind of bonus', () => {
    const scenarios = defaultScenarios(
      DepositRules.parse({}),
      demoConfig.rechargeTypes,
      rules.minDeposit,
    ).filter((s) => s.deposit === 100_000 && [2_000, 5_000, 20_000].includes(s.bonus));
    expect(new Set(scenarios.map((s) => s.kind))).toEqual(
      new Set(['first_deposit', 'daily_first', 'channel']),
    );
    for (const scenario of scenarios) {
      const result = searchScenario(scenario, rules, weights, {
        searchTrials: 150,
        finalTrials: 1_500,
        keep: 2,
        seed: 11,
      });
      const best = result.best[0]!;
      expect(best.ev + best.ci95, `${scenario.label}: ${best.strategy}`).toBeLessThan(0);
      const through = result.bestThrough[0]!;
      expect(through.ev + through.ci95, `${scenario.label}: ${through.strategy}`).toBeLessThan(0);
    }
  });
});
