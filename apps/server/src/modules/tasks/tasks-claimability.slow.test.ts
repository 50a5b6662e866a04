import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { claimedGrantIds, firstClaimThatPays } from '../../../test/rewards/claimability-kit';
import { useRewardsTestApp } from '../../../test/rewards/rewards-test-app';
import type { rewardsModule } from '../rewards/rewards.module';
import { RewardsRules } from '../rewards/rewards.settings';

let t: TestApp;
let rewards: ReturnType<typeof rewardsModule>;
const DAY = 86_400;

const { player, call, setClock, betSettled } = useRewardsTestApp((app, module) => {
  t = app;
  rewards = module;
});

/** The demo's tasks and the default chests: the ids a claim may name. */
const taskIds = () => t.config.current().config.tasks.map((x) => x.id);
const shareTask = () => t.config.current().config.tasks.find((x) => x.goal === 'share')!.id;
const chestIds = RewardsRules.parse({}).tasks.chests.map((c) => c.id);

/** What happens before the red dot is read, `daysAgo` days before it. */
const step = fc.oneof(
  fc.record({
    type: fc.constant('bets' as const),
    daysAgo: fc.integer({ min: 0, max: 9 }),
    rounds: fc.integer({ min: 1, max: 6 }),
    // Hundredths a round: around the daily wagering goals (100.00 and 1,000.00).
    validBet: fc.constantFrom(0, 100, 2_000, 20_000),
  }),
  fc.record({ type: fc.constant('share' as const), daysAgo: fc.integer({ min: 0, max: 9 }) }),
  fc.record({
    type: fc.constant('claim' as const),
    daysAgo: fc.integer({ min: 0, max: 9 }),
    pick: fc.nat(),
  }),
);

const scene = fc.record({
  /** The player signs up (and in: the sign-in task) this many days before the read. */
  signedUpDaysAgo: fc.integer({ min: 0, max: 9 }),
  steps: fc.array(step, { maxLength: 8 }),
  day: fc.integer({ min: 0, max: 60 }),
  second: fc.integer({ min: 0, max: DAY - 1 }),
});

describe('the tasks red dot', () => {
  it('is lit iff a task or chest claim succeeds (property)', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(scene, async (s) => {
        const at = s.day * DAY + s.second;
        await setClock(at - s.signedUpDaysAgo * DAY);
        const p = await player();
        await rewards.engine.consumeAll();
        const claims: Record<string, () => Promise<{ errcode: number; data?: unknown }>> = {
          tab: () => call(p, 'betBonusReceive', { type: 'tasks' }),
        };
        for (const id of taskIds())
          claims[`task:${id}`] = () => call(p, 'receiveTaskAward', { id });
        for (const id of chestIds)
          claims[`chest:${id}`] = () => call(p, 'receiveTaskChest', { id });
        const names = Object.keys(claims);
        const steps = s.steps.filter((x) => x.daysAgo <= s.signedUpDaysAgo);
        for (const x of steps.sort((a, b) => b.daysAgo - a.daysAgo)) {
          await setClock(at - x.daysAgo * DAY);
          if (x.type === 'bets') {
            for (let i = 0; i < x.rounds; i++)
              await betSettled(p.userId, { bet: Math.max(x.validBet, 1), validBet: x.validBet });
            await rewards.engine.consumeAll();
          } else if (x.type === 'share') {
            await call(p, 'finishTask', { id: shareTask() });
          } else await claims[names[x.pick % names.length]!]!();
        }
        await setClock(at);
        const lit = (await call(p, 'activityGetStatusList')).data.taskAwardFlag as boolean;
        const paid = await firstClaimThatPays(claims, await claimedGrantIds(t, p.userId));
        expect({ lit, paid }).toEqual({ lit: paid !== null, paid });
      }),
      { numRuns: 25 },
    );
  });
});
