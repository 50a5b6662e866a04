import { describe, expect, it } from 'vitest';
import { demoConfig } from '../config/demo-config';
import { RewardsRules } from '../rewards/rewards.settings';
import { chanceEconomics } from './jackpot-economics';
import { drawableCells } from './jackpot-pools';
import type { JackpotRules } from './jackpot.settings';
import { demoCheapestPlay } from '../rewards/cheapest-play';

const cheapest = demoCheapestPlay;

const rewards = RewardsRules.parse({});
const economics = (
  rules: JackpotRules = rewards.jackpot,
  pools?: Parameters<typeof chanceEconomics>[0]['pools'],
) =>
  chanceEconomics({
    cells: drawableCells(demoConfig, { ...rewards, jackpot: rules }),
    rules,
    ...cheapest,
    ...(pools ? { pools } : {}),
  });

describe('what a lucky-jackpot chance is worth', () => {
  it('is worth less than earning it costs, even with every pool full', () => {
    const full = economics();
    // 200.00 deposited and turned over once at 2.6%: 5.20 of edge a chance.
    expect(full.cost).toBe(520);
    expect(Math.round(full.value)).toBe(469);
    expect(full.ev).toBeLessThan(0);
    expect(full.dayEv).toBeLessThan(0);
    // At the seeds (the pools just won), far less.
    const seeds = economics(rewards.jackpot, { mega: 0, major: 0, minor: 0, mini: 0 });
    expect(Math.round(seeds.value)).toBe(154);
    // The pools give back their contributions alone, 0.20% of the bets that feed them: far
    // below the cheapest edge of those bets.
    expect(full.poolReturn).toBe(0.002);
    expect(full.poolReturn).toBeLessThan(cheapest.costPerValid / 10);
  });

  it('would pay a player if a chance asked less deposit, or the pools held more', () => {
    // The levers have teeth: half the deposit, or caps three times as large, pay a hunter.
    expect(economics({ ...rewards.jackpot, depositPerChance: 10_000 }).ev).toBeGreaterThan(0);
    const pools = Object.fromEntries(
      Object.entries(rewards.jackpot.pools).map(([tier, p]) => [tier, { ...p, cap: p.cap * 3 }]),
    ) as JackpotRules['pools'];
    expect(economics({ ...rewards.jackpot, pools }).ev).toBeGreaterThan(0);
  });

  it('values a chance won back as a chance', () => {
    const cells = [
      { cell: { id: 1, type: 1 as const, propId: 2001, count: 100, showNum: 100 }, weight: 1 },
      { cell: { id: 2, type: 1 as const, propId: 50_000, count: 1, showNum: 1 }, weight: 1 },
    ];
    const twice = chanceEconomics({ cells, rules: rewards.jackpot, ...cheapest });
    // Half the draws pay 1.00, half another draw: two draws a chance on average, one of them
    // paying 1.00, kept at 92%.
    expect(twice.value).toBeCloseTo(92, 6);
  });
});
