import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { Activity } from '@lobby/contract/app-config';
import { ActivityType } from '@lobby/contract/values/enums';
import { ErrorCode } from '@lobby/contract/values/errors';
import { inTransaction } from '@/db/database';
import type { TestApp } from '../../../test/test-app';
import { claimabilityClock, windowArb, windowed } from '../../../test/rewards/claimability-kit';
import { useRewardsTestApp } from '../../../test/rewards/rewards-test-app';
import { PropId } from '../rewards/awards';
import type { rewardsModule } from '../rewards/rewards.module';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';

let t: TestApp;
let rewards: ReturnType<typeof rewardsModule>;
const kit = useRewardsTestApp((app, module) => {
  t = app;
  rewards = module;
});
const { holdAt, release, withActivities } = claimabilityClock(() => t);
const DAY = 86_400;
const HOUR = 3_600;
const DEMO = RewardsRules.parse({}).jackpot;
type Player = Awaited<ReturnType<typeof kit.player>>;

/** Chances given as the operator's grant of prop 50000, claimed in the bonus centre. */
const giveChances = async (p: Player, count: number) => {
  const id = await inTransaction(t.database.db, (trx) =>
    rewards.grants.grant(trx, {
      userId: p.userId,
      activity: 'jackpot-gift',
      key: `gift:${Math.random()}`,
      awards: [{ propId: PropId.DrawChance, count }],
      expiresAt: null,
    }),
  );
  await kit.ok(p, 'betBonusReceive', { id });
};

/** A draw as the page makes it: read the page (committing the seeds), draw at its nonce. */
const drawAtNext = async (p: Player) => {
  const page = await kit.ok(p, 'getJackpotDrawInfo');
  const seeds = page.seeds as { nonce: number };
  return kit.call(p, 'receiveDrawChance', { nonce: seeds.nonce });
};

type Step =
  { type: 'advance'; hours: number } | { type: 'chances'; count: number } | { type: 'draw' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ type: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ type: fc.constant('chances' as const), count: fc.integer({ min: 1, max: 2 }) }),
  fc.constant({ type: 'draw' as const }),
  fc.constant({ type: 'draw' as const }),
);

let original: Activity[] | undefined;
afterAll(async () => {
  await release();
  if (original) await withActivities(original);
});

describe('jackpot claimability', () => {
  it('lights canReceiveDrawChance exactly when a draw at the next nonce draws (property)', async () => {
    original = t.config.current().config.activities;
    const today = Math.floor((await t.clock.now()).getTime() / 1000 / DAY) * DAY;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          tz: fc.constantFrom('UTC', 'Asia/Manila'),
          start: fc.integer({ min: 0, max: DAY - 1 }),
          dailyDrawLimit: fc.integer({ min: 0, max: 3 }),
          steps: fc.array(step, { maxLength: 10 }),
          window: windowArb,
        }),
        async (state) => {
          let now = today + state.start;
          await holdAt(now);
          await withActivities(original!);
          await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {
            timeZone: state.tz,
            jackpot: { ...DEMO, dailyDrawLimit: state.dailyDrawLimit },
          });
          const p = await kit.player();
          for (const s of state.steps) {
            if (s.type === 'advance') await holdAt((now += s.hours * HOUR));
            else if (s.type === 'chances') await giveChances(p, s.count);
            else await drawAtNext(p);
          }
          await withActivities(windowed(original!, ActivityType.LuckyJackpot, state.window, now));

          const lit = (await kit.ok(p, 'activityGetStatusList')).canReceiveDrawChance as boolean;
          const shown = (await kit.ok(p, 'getJackpotDrawInfo')).canReceiveDrawChance as boolean;
          // The one candidate: the next draw, as the page makes it.
          const draw = await drawAtNext(p);
          expect([
            0,
            ErrorCode.DRAW_ACTIVITY_CLOSED,
            ErrorCode.DRAW_NO_CHANCE,
            ErrorCode.DRAW_DAILY_LIMIT,
          ]).toContain(draw.errcode);

          expect(lit).toBe(draw.errcode === 0);
          expect(shown).toBe(draw.errcode === 0);
        },
      ),
      { numRuns: 25 },
    );
  }, 600_000);
});
