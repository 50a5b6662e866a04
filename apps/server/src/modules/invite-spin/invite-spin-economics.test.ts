import { describe, expect, it } from 'vitest';
import { demoConfig } from '../config/demo-config';
import { RewardsRules } from '../rewards/rewards.settings';
import type { InviteSpinRules } from './invite-spin.settings';
import { demoCheapestPlay } from '../rewards/cheapest-play';

const cheapest = demoCheapestPlay;

/**
 * A farmer completing one attempt with fake valid invitees (accounts of their own, on other
 * devices, docs/rewards/invite-spin.md). Each fake invitee deposits the valid-invite
 * threshold (../valid-invitee.ts) (withdrawn again: its 1× turnover is inside the valid bets) and bets the valid bets,
 * losing their edge. Everything those accounts collect is counted as the farmer's, kept at
 * `keptShare` as bonus money: the target, and per invitee the agent's valid-invite reward, the
 * sign-up bonus, the VIP level-up bonuses its play reaches and the rebate of that play.
 */
const farmEv = (rules: InviteSpinRules, play = RewardsRules.parse({}).agent5.validInviteBets) => {
  const config = demoConfig;
  const n = rules.validInvitesNeeded;
  const exp = play / 100;
  const reached = config.levelConfigs.filter((l) => l.needExp <= exp);
  const perInvitee =
    config.agent5.validInviteReward +
    config.clientConfig.lobbyBonusAmount +
    reached.reduce((sum, l) => sum + l.levelUpBonus, 0) +
    (play * Math.max(...reached.map((l) => l.rebateBp))) / 10_000;
  const gains = (rules.target + n * perInvitee) * cheapest.keptShare;
  const costs = n * play * cheapest.costPerValid;
  return { gains, costs, ev: gains - costs, costPerValidInvitee: rules.target / n };
};

describe('what farming the invite spin is worth', () => {
  const rules = RewardsRules.parse({}).inviteSpin;

  it('loses a farmer money completing the demo target with fake valid invitees', () => {
    const { ev, costPerValidInvitee } = farmEv(rules);
    expect(ev).toBeLessThan(0);
    // The operator pays 20.00 of bonus coin per real valid invitee.
    expect(costPerValidInvitee).toBe(2_000);
  });

  it('would pay a farmer if a valid invitee asked only the deposit', () => {
    // The valid bets have teeth: without them, fake invitees cost only the deposit's turnover.
    expect(farmEv(rules, 10_000).ev).toBeGreaterThan(0);
  });
});
