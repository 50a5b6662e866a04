import { describe, expect, it } from 'vitest';
import { demoConfig } from '../config/demo-config';
import { RewardsRules } from '../rewards/rewards.settings';
import { vipLevelEconomics } from './vip-economics';
import { demoCheapestPlay } from '../rewards/cheapest-play';

const cheapest = demoCheapestPlay;

const weeks = (awardPlayMultiple: number) =>
  vipLevelEconomics({
    levels: demoConfig.levelConfigs,
    expPerValidBet: 1,
    awardPlayMultiple,
    tasks: RewardsRules.parse({}).vip.tasks,
    ...cheapest,
  });

describe('what farming the VIP club is worth', () => {
  it('loses a farmer money climbing to every demo level, and every week at it after', () => {
    const { awardPlayMultiple } = RewardsRules.parse({}).vip;
    for (const row of weeks(awardPlayMultiple)) {
      expect(row.ev, `VIP ${row.level}`).toBeLessThan(0);
      expect(row.weekEv, `VIP ${row.level}, a further week`).toBeLessThan(0);
    }
  });

  it('would pay a farmer every week if the awards asked less play', () => {
    // The rule has teeth: at 80× the award, a week at a high level earns more than its play.
    expect(weeks(80).some((row) => row.weekEv > 0)).toBe(true);
    expect(weeks(0).every((row) => row.weekEv > 0)).toBe(true);
  });
});
