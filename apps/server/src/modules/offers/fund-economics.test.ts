import { describe, expect, it } from 'vitest';
import { demoConfig } from '../config/demo-config';
import { RewardsRules } from '../rewards/rewards.settings';
import { vipLevelEconomics } from '../vip/vip-economics';
import { fundEconomics } from './fund-economics';
import { demoCheapestPlay } from '../rewards/cheapest-play';

const cheapest = demoCheapestPlay;
const rules = RewardsRules.parse({});

const rows = (fund = rules.fund) =>
  fundEconomics({
    fund,
    levels: demoConfig.levelConfigs,
    expPerValidBet: rules.vip.expPerValidBet,
    ...cheapest,
    vip: vipLevelEconomics({
      levels: demoConfig.levelConfigs,
      expPerValidBet: rules.vip.expPerValidBet,
      awardPlayMultiple: rules.vip.awardPlayMultiple,
      tasks: rules.vip.tasks,
      ...cheapest,
    }),
  });

describe('what the growth fund is worth to a player', () => {
  it('loses the player money at every milestone, alone and with the VIP club’s pay', () => {
    for (const row of rows()) {
      expect(row.ev, `VIP ${row.level}`).toBeLessThan(0);
      expect(row.withVip, `VIP ${row.level}, with the VIP club`).toBeLessThan(0);
      // What the fund returns is less than the edge of the play its milestone asks.
      expect(row.kept, `VIP ${row.level}`).toBeLessThan(row.edgeLoss);
    }
  });

  it('would pay a farmer if its returns outgrew the edge of the play', () => {
    // The test has teeth: ten times the returns at VIP 5 pay more than reaching it costs.
    const generous = {
      ...rules.fund,
      milestones: rules.fund.milestones.map((m) => ({ ...m, award: m.award * 10 })),
    };
    expect(rows(generous).some((row) => row.withVip > 0)).toBe(true);
  });
});
