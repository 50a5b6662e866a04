import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { claimedGrantIds, firstClaimThatPays } from '../../../test/rewards/claimability-kit';
import { useRewardsTestApp } from '../../../test/rewards/rewards-test-app';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';

let t: TestApp;

const { player, call } = useRewardsTestApp((app) => {
  t = app;
});

/** The player's VIP level, as the VIP rule leaves it (never lower). */
const levelAt = (userId: number, level: number) =>
  t.database.db
    .insertInto('vip_standings')
    .values({ user_id: userId, exp_e4: 0, level })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ level }))
    .execute();

const scene = fc.record({
  milestones: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 4 }),
  bought: fc.boolean(),
  /** The level held when the earlier claims are made, then the level held now (not lower). */
  levelBefore: fc.integer({ min: 0, max: 6 }),
  climb: fc.integer({ min: 0, max: 3 }),
  /** Milestone levels claimed earlier (any: some are refused). */
  claimed: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
});

describe('the growth fund red dot', () => {
  it('is lit iff a growth-fund claim succeeds (property)', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(scene, async (s) => {
        await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {
          fund: { milestones: s.milestones.map((vipLevel) => ({ vipLevel, award: 100 })) },
        });
        const p = await player();
        if (s.bought)
          await t.database.db
            .insertInto('fund_purchases')
            .values({ user_id: p.userId, price: 10_000 })
            .execute();
        await levelAt(p.userId, s.levelBefore);
        const receive = (level: number) => () => call(p, 'fundReceive', { level });
        for (const level of s.claimed) await receive(level)();
        await levelAt(p.userId, s.levelBefore + s.climb);
        const lit = (await call(p, 'activityGetStatusList')).data.hasFund as boolean;
        const claims = Object.fromEntries(s.milestones.map((l) => [`level:${l}`, receive(l)]));
        const paid = await firstClaimThatPays(claims, await claimedGrantIds(t, p.userId));
        expect({ lit, paid }).toEqual({ lit: paid !== null, paid });
      }),
      { numRuns: 30 },
    );
  });
});
