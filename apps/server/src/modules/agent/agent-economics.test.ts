import { describe, expect, it } from 'vitest';
import { demoConfig } from '../config/demo-config';
import { RewardsRules } from '../rewards/rewards.settings';
import { vipLevelEconomics } from '../vip/vip-economics';
import { demoCheapestPlay } from '../rewards/cheapest-play';

const cheapest = demoCheapestPlay;
const agentBp = demoConfig.agent5.levels.reduce((sum, l) => sum + l.rebateBp, 0);

describe('what farming the agent programme is worth', () => {
  it('pays a farmer controlling all five levels above an account less than that account’s play loses', () => {
    // An agent playing through accounts of his own earns every level's rate on his own bets.
    const vipTop = Math.max(...demoConfig.levelConfigs.map((l) => l.rebateBp));
    expect((agentBp + vipTop) / 10_000).toBeLessThan(cheapest.costPerValid);
  });

  it('leaves every VIP level losing a farmer money with the commission stacked on its rebate', () => {
    const { awardPlayMultiple, tasks } = RewardsRules.parse({}).vip;
    const rows = vipLevelEconomics({
      levels: demoConfig.levelConfigs.map((l) => ({ ...l, rebateBp: l.rebateBp + agentBp })),
      expPerValidBet: 1,
      awardPlayMultiple,
      tasks,
      ...cheapest,
    });
    for (const row of rows) {
      expect(row.ev, `VIP ${row.level}`).toBeLessThan(0);
      expect(row.weekEv, `VIP ${row.level}, a further week`).toBeLessThan(0);
    }
  });
});
