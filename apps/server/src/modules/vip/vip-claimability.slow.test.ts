import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { claimedGrantIds, firstClaimThatPays } from '../../../test/rewards/claimability-kit';
import { useRewardsTestApp } from '../../../test/rewards/rewards-test-app';
import { inTransaction } from '@/db/database';
import { PropId } from '../rewards/awards';
import type { rewardsModule } from '../rewards/rewards.module';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';

let t: TestApp;
let rewards: ReturnType<typeof rewardsModule>;
const DAY = 86_400;

const { player, call, setClock, betSettled } = useRewardsTestApp((app, module) => {
  t = app;
  rewards = module;
});

/** A VIP task of the scene: a small goal, so that play reaches it or falls just short. */
const task = fc.record({
  goal: fc.constantFrom('validBets' as const, 'rounds' as const),
  period: fc.constantFrom('day' as const, 'week' as const, 'month' as const),
  minLevel: fc.integer({ min: 0, max: 3 }),
  target: fc.integer({ min: 1, max: 3 }),
});

/** What happens before the red dot is read, `daysAgo` days before it. */
const step = fc.oneof(
  fc.record({
    type: fc.constant('bet' as const),
    daysAgo: fc.integer({ min: 0, max: 9 }),
    // Hundredths: around the daily and sign-in awards' play at the multiples below.
    validBet: fc.constantFrom(0, 1, 99, 100, 500, 1_499, 1_500, 36_000, 60_000),
  }),
  fc.record({
    type: fc.constant('claim' as const),
    daysAgo: fc.integer({ min: 0, max: 9 }),
    which: fc.constantFrom('daily', 'signIn', 'task:1', 'task:2', 'tab'),
  }),
);

const scene = fc.record({
  level: fc.integer({ min: 0, max: 3 }),
  awardPlayMultiple: fc.constantFrom(0, 1, 5, 120),
  tasks: fc.array(task, { maxLength: 2 }),
  steps: fc.array(step, { maxLength: 6 }),
  /** A level-up bonus granted 0–40 days before (it expires after 30), or none. */
  levelUpDaysAgo: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
  /** Where the red dot is read: days and seconds from the test clock's 0. */
  day: fc.integer({ min: 0, max: 60 }),
  second: fc.integer({ min: 0, max: DAY - 1 }),
});

describe('the VIP red dot', () => {
  it('is lit iff a VIP claim succeeds (property)', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(scene, async (s) => {
        await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {
          vip: {
            awardPlayMultiple: s.awardPlayMultiple,
            tasks: s.tasks.map((x, i) => ({
              id: i + 1,
              ...x,
              awards: [{ propId: PropId.Coin, count: 100 }],
            })),
          },
        });
        const p = await player();
        await t.database.db
          .insertInto('vip_standings')
          .values({ user_id: p.userId, exp_e4: 0, level: s.level })
          .execute();
        const at = s.day * DAY + s.second;
        if (s.levelUpDaysAgo !== null) {
          await setClock(at - s.levelUpDaysAgo * DAY);
          const expiresAt = new Date((await t.clock.now()).getTime() + 30 * DAY * 1000);
          await inTransaction(t.database.db, (trx) =>
            rewards.grants.grant(trx, {
              userId: p.userId,
              activity: 'vip-level-up',
              key: 'level:1',
              awards: [{ propId: PropId.Coin, count: 500 }],
              expiresAt,
            }),
          );
        }
        const claims = {
          daily: () => call(p, 'appVipUserReceiveDaily'),
          signIn: () => call(p, 'appVipUserReceiveSignInAward'),
          'task:1': () => call(p, 'receiveVipTask', { id: 1 }),
          'task:2': () => call(p, 'receiveVipTask', { id: 2 }),
          tab: () => call(p, 'betBonusReceive', { type: 'vip' }),
        };
        for (const x of [...s.steps].sort((a, b) => b.daysAgo - a.daysAgo)) {
          await setClock(at - x.daysAgo * DAY);
          if (x.type === 'bet') {
            await betSettled(p.userId, { bet: x.validBet });
            await rewards.engine.consumeAll();
          } else await claims[x.which as keyof typeof claims]();
        }
        await setClock(at);
        const lit = (await call(p, 'activityGetStatusList')).data.vipAwardFlag as boolean;
        const paid = await firstClaimThatPays(claims, await claimedGrantIds(t, p.userId));
        expect({ lit, paid }).toEqual({ lit: paid !== null, paid });
      }),
      { numRuns: 30 },
    );
  });
});
