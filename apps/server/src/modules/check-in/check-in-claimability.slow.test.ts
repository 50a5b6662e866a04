import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '@lobby/contract/app-config';
import { ActivityType } from '@lobby/contract/values/enums';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useTestApp } from '../../../test/test-app';
import { claimabilityClock, windowArb, windowed } from '../../../test/rewards/claimability-kit';
import { rewardsClient } from '../../../test/rewards/rewards-test-client';
import type { rewardsModule } from '../rewards/rewards.module';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';

let rewards: ReturnType<typeof rewardsModule>;
let original: Activity[];
const DAY = 86_400;
const HOUR = 3_600;

const { player, call } = rewardsClient(() => t);
const { holdAt, release, withActivities } = claimabilityClock(() => t);
type Player = Awaited<ReturnType<typeof player>>;

/** A session begun now, as the sessions trigger publishes it, counted by the engine. */
const session = async (userId: number) => {
  await t.database.db
    .insertInto('domain_events')
    .values({ type: 'user.signedIn', user_id: userId, payload: JSON.stringify({ userId }) })
    .execute();
  await rewards.engine.consumeAll();
};

const signInDays = async (userId: number) =>
  (
    await t.database.db
      .selectFrom('sign_in_days')
      .select('day')
      .where('user_id', '=', userId)
      .execute()
  ).length;

type Step =
  | { type: 'advance'; hours: number }
  | { type: 'session' }
  | { type: 'signIn' }
  | { type: 'loginBonus' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ type: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 40 }) }),
  fc.constant({ type: 'session' as const }),
  fc.constant({ type: 'signIn' as const }),
  fc.constant({ type: 'loginBonus' as const }),
);

const t = useTestApp();
beforeAll(async () => {
  rewards = t.modules.find((m) => m.name === 'rewards') as ReturnType<typeof rewardsModule>;
  original = t.config.current().config.activities;
});
afterAll(async () => {
  await release();
  await withActivities(original);
  await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {});
});

describe('check-in claimability', () => {
  it('lights signInFlag exactly when signing in today or claiming the login bonus pays (property)', async () => {
    const today = Math.floor((await t.clock.now()).getTime() / 1000 / DAY) * DAY;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          tz: fc.constantFrom('UTC', 'Asia/Manila', 'America/Sao_Paulo'),
          start: fc.integer({ min: 0, max: DAY - 1 }),
          steps: fc.array(step, { maxLength: 12 }),
          calendar: windowArb,
          loginBonus: windowArb,
        }),
        async (state) => {
          let now = today + state.start;
          await holdAt(now);
          await withActivities(original);
          await t.settings.set(REWARDS_RULES_KEY, RewardsRules, { timeZone: state.tz });
          const p: Player = await player();
          await rewards.engine.consumeAll();
          for (const s of state.steps) {
            if (s.type === 'advance') await holdAt((now += s.hours * HOUR));
            else if (s.type === 'session') await session(p.userId);
            else if (s.type === 'signIn') await call(p, 'signInToday');
            else await call(p, 'loginBonus3UserReceive');
          }
          await withActivities(
            windowed(
              windowed(original, ActivityType.FreeSign, state.calendar, now),
              ActivityType.FreeLoginBonus,
              state.loginBonus,
              now,
            ),
          );

          const lit = (await call(p, 'activityGetStatusList')).data.signInFlag as boolean;
          const shown = (await call(p, 'loginBonus3User')).data.claimable as boolean;
          // Every candidate: today's sign-in (paying a new day, not answering one again) and the
          // login bonus's next day.
          const daysBefore = await signInDays(p.userId);
          const signIn = await call(p, 'signInToday');
          expect([0, ErrorCode.SIGN_IN_CLOSED]).toContain(signIn.errcode);
          const signInPays = signIn.errcode === 0 && (await signInDays(p.userId)) > daysBefore;
          const bonus = await call(p, 'loginBonus3UserReceive');
          expect([
            0,
            ErrorCode.LOGIN_BONUS_CLAIMED_TODAY,
            ErrorCode.LOGIN_BONUS_DONE,
            ErrorCode.LOGIN_BONUS_CLOSED,
            ErrorCode.LOGIN_BONUS_NOT_SIGNED_IN,
          ]).toContain(bonus.errcode);
          const bonusPays = bonus.errcode === 0;

          expect(lit).toBe(signInPays || bonusPays);
          expect(shown).toBe(bonusPays);
        },
      ),
      { numRuns: 25 },
    );
  }, 600_000);
});
