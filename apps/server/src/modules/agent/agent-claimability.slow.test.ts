import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { claimedGrantIds, firstClaimThatPays } from '../../../test/rewards/claimability-kit';
import { useRewardsTestApp } from '../../../test/rewards/rewards-test-app';
import { inTransaction } from '@/db/database';
import { PropId } from '../rewards/awards';
import type { rewardsModule } from '../rewards/rewards.module';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';
import { AgentActivity } from './agent.settings';

let t: TestApp;
let rewards: ReturnType<typeof rewardsModule>;
const DAY = 86_400;

const { player, call, setClock, betSettled } = useRewardsTestApp((app, module) => {
  t = app;
  rewards = module;
});

/** A credited deposit of the player, as the deposit trigger publishes it. */
const depositCredited = (userId: number, amount: number, n: number) =>
  t.database.db
    .insertInto('domain_events')
    .values({
      type: 'deposit.credited',
      user_id: userId,
      payload: JSON.stringify({ userId, orderNo: `agent-prop-${userId}-${n}`, amount, bonus: 0 }),
    })
    .execute();

/** A day's commission granted to the agent now, as the settlement job grants it. */
const settled = async (userId: number) => {
  const now = await t.clock.now();
  await inTransaction(t.database.db, (trx) =>
    rewards.grants.grant(trx, {
      userId,
      activity: AgentActivity.Commission,
      key: `d:${now.toISOString().slice(0, 10)}`,
      awards: [{ propId: PropId.Coin, count: 150 }],
      expiresAt: new Date(now.getTime() + 30 * DAY * 1000),
    }),
  );
};

/** An invitee: how far its deposit and valid bets go toward a valid invite (0, short, enough). */
const invitee = fc.record({
  deposit: fc.constantFrom(0, 1, 2),
  bets: fc.constantFrom(0, 1, 2),
  daysAgo: fc.integer({ min: 0, max: 40 }),
});

/** A claim made before the red dot is read, `daysAgo` days before it. */
const claim = fc.record({
  daysAgo: fc.integer({ min: 0, max: 40 }),
  which: fc.constantFrom('commission', 'invites'),
});

const scene = fc.record({
  invitees: fc.array(invitee, { maxLength: 3 }),
  claims: fc.array(claim, { maxLength: 3 }),
  /** The valid bets a valid invite asks (rewards.agent5.validInviteBets). */
  validInviteBets: fc.constantFrom(0, 1_000, 300_000),
  /** When a day's commission was granted (30 days claimable), or never. */
  settledDaysAgo: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
  day: fc.integer({ min: 41, max: 100 }),
  second: fc.integer({ min: 0, max: DAY - 1 }),
});

describe('the agent red dot', () => {
  it('is lit iff an agent claim succeeds (property)', { timeout: 600_000 }, async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(scene, async (s) => {
        await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {
          agent5: { validInviteBets: s.validInviteBets },
        });
        const { validInviteDeposit } = t.config.current().config.agent5;
        const at = s.day * DAY + s.second;
        const before = (daysAgo: number) => setClock(at - daysAgo * DAY);
        await before(41);
        const agent = await player();
        const claims = {
          commission: () => call(agent, 'appAgent5UserReceive'),
          invites: () => call(agent, 'appAgent5UserInviteValidReceive'),
        };
        const steps: { daysAgo: number; run: () => Promise<unknown> }[] = [];
        for (const i of s.invitees) {
          steps.push({
            daysAgo: i.daysAgo,
            run: async () => {
              // A verified phone, as a phone sign-up leaves it (without texting a code).
              const r = await player();
              await t.database.db
                .updateTable('users')
                .set({ mobile_verified: true })
                .where('id', '=', r.userId)
                .execute();
              expect((await call(r, 'agentFill', { pid: agent.userId })).errcode).toBe(0);
              const amount = [0, validInviteDeposit - 1, validInviteDeposit][i.deposit]!;
              if (amount > 0) await depositCredited(r.userId, amount, n++);
              const bet = [0, Math.max(s.validInviteBets - 1, 0), s.validInviteBets][i.bets]!;
              if (bet > 0) await betSettled(r.userId, { bet });
              await rewards.engine.consumeAll();
            },
          });
        }
        if (s.settledDaysAgo !== null)
          steps.push({ daysAgo: s.settledDaysAgo, run: () => settled(agent.userId) });
        for (const c of s.claims) steps.push({ daysAgo: c.daysAgo, run: claims[c.which] });
        for (const step of steps.sort((a, b) => b.daysAgo - a.daysAgo)) {
          await before(step.daysAgo);
          await step.run();
        }
        await setClock(at);
        const lit = (await call(agent, 'activityGetStatusList')).data.agent5AwardFlag as boolean;
        const paid = await firstClaimThatPays(claims, await claimedGrantIds(t, agent.userId));
        expect({ lit, paid }).toEqual({ lit: paid !== null, paid });
      }),
      { numRuns: 20 },
    );
  });
});
