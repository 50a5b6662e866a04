import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SlotsHackInfoAnswer } from '@lobby/contract/slots-hack';
import { ActivityType } from '@lobby/contract/values/enums';
import { ErrorCode } from '@lobby/contract/values/errors';
import { expectBooksBalanced } from '../../../test/ledger-books';
import { common, useTestApp } from '../../../test/test-app';
import { inTransaction } from '@/db/database';
import { balances } from '@/ledger/ledger';
import { gamesClient, gamesTestEnv } from '../games/games-test-client';
import { PropId } from '../rewards/awards';
import type { OutboxEvent } from '../rewards/rewards.reads';
import type { rewardsModule } from '../rewards/rewards.module';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';
import { rewardsTestKit } from '../../../test/rewards/rewards-test-kit';
import { slotsHackRule } from './slots-hack.event-rule';
import { SLOTS_HACK_ACTIVITY } from './slots-hack.settings';

let rewards: ReturnType<typeof rewardsModule>;
const kit = rewardsTestKit(() => t);
const DAY = 86_400;

/** The listed games: a slot of the demo studio, and one not listed. */
let listed: number;
let other: number;
const tiers = [
  { id: 1, multiplier: 10, awards: [{ propId: PropId.Coin, count: 100 }] },
  { id: 2, multiplier: 50, awards: [{ propId: PropId.Coin, count: 500 }] },
  { id: 3, multiplier: 1_000, awards: [{ propId: PropId.Points, count: 5_000 }] },
];

const info = async (p: { token: string }) =>
  SlotsHackInfoAnswer.parse(await kit.ok(p, 'slotsHackInfo'));

const round = async (userId: number, bet: number, win: number, gameId = listed) => {
  await kit.betSettled(userId, { bet, win, gameId });
  await rewards.engine.consumeAll();
};

const t = useTestApp({ env: gamesTestEnv });
beforeAll(async () => {
  rewards = t.modules.find((m) => m.name === 'rewards') as ReturnType<typeof rewardsModule>;
  listed = gamesClient(t).providerGameId();
  other = gamesClient(t).gameId('dice');
});
afterAll(async () => {
  await kit.setClock(0);
});
beforeEach(async () => {
  await kit.setClock(0);
  await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {
    slotsHack: { games: [listed], minBet: 100, tiers },
  });
  await rewards.engine.consumeAll();
});

describe('the slots hack', () => {
  it('grants every tier a qualifying round reaches, once, and keeps the best multiplier', async () => {
    const p = await kit.player();
    expect((await info(p)).tiers.map((tier) => tier.state)).toEqual(['open', 'open', 'open']);
    // 1.00 bet, 60.00 win: 60×, tiers 1 and 2.
    await round(p.userId, 100, 6_000);
    // The same round published again, and a second 60× round: nothing more.
    await round(p.userId, 100, 6_000);
    await round(p.userId, 200, 12_000);
    const grants = await kit.grantsOf(p.userId, SLOTS_HACK_ACTIVITY);
    expect(grants.map((g) => [g.grant_key, g.coin])).toEqual([
      ['0:tier:1', 100],
      ['0:tier:2', 500],
    ]);
    // The rule fed the same events again (a replay) grants nothing new.
    const events: OutboxEvent[] = [
      {
        id: 0,
        tx: '0',
        type: 'bet.settled',
        userId: p.userId,
        payload: { gameId: listed, bet: 100, win: 6_000, validBet: 100 },
        createdAt: new Date(),
      },
    ];
    const rule = slotsHackRule({ grants: rewards.grants, config: () => t.config.current().config });
    const rules = await rewards.engine.settings();
    await inTransaction(t.database.db, (trx) =>
      rule.onEvents(trx, events, { rules, offsetSeconds: 0 }),
    );
    expect(await kit.grantsOf(p.userId, SLOTS_HACK_ACTIVITY)).toHaveLength(2);

    // A smaller round does not lower the best.
    await round(p.userId, 100, 300);
    const answer = await info(p);
    expect(answer).toMatchObject({
      live: true,
      startsAt: null,
      endsAt: null,
      minBet: 100,
      bestE2: 6_000,
    });
    expect(answer.games.map((g) => g.id)).toEqual([listed]);
    expect(answer.tiers.map((tier) => [tier.id, tier.state])).toEqual([
      [1, 'claimable'],
      [2, 'claimable'],
      [3, 'open'],
    ]);

    // Claimed through the bonus centre: thirty claims at once pay once.
    const grantId = answer.tiers[1]!.grantId!;
    const claims = await Promise.all(
      Array.from({ length: 30 }, () => kit.call(p, 'betBonusReceive', { id: grantId })),
    );
    for (const claim of claims) expect(claim.errcode, claim.msg).toBe(0);
    expect((await balances(t.database.db, p.userId)).bonus).toBe(500);
    expect((await info(p)).tiers[1]!.state).toBe('claimed');
    // Someone else's tier is not theirs to claim.
    const thief = await kit.player();
    expect((await kit.call(thief, 'betBonusReceive', { id: grantId })).errcode).toBe(
      ErrorCode.REWARD_NOT_FOUND,
    );
    expect((await balances(t.database.db, thief.userId)).bonus).toBe(0);
    await expectBooksBalanced(t.database.db);
  });

  it('counts nothing from a game not listed, a bet below the least, or a miss', async () => {
    const p = await kit.player();
    await round(p.userId, 100, 100_000, other);
    await round(p.userId, 99, 99_000);
    await round(p.userId, 100, 999);
    expect(await kit.grantsOf(p.userId, SLOTS_HACK_ACTIVITY)).toHaveLength(0);
    // The miss counts for the best, the others do not.
    expect((await info(p)).bestE2).toBe(999);
  });

  it('counts only during the event’s window, by the lobby’s clock', async () => {
    const config = t.config.current().config;
    const now = Math.floor(Date.now() / 1000);
    const windowed = (startTime: number, endTime: number) =>
      t.config.update(
        {
          ...config,
          activities: config.activities.map((a) =>
            a.type === ActivityType.SlotsHack ? { ...a, startTime, endTime } : a,
          ),
        },
        'test: slots hack window',
      );
    try {
      await windowed(now + DAY, now + 2 * DAY);
      const p = await kit.player();
      // Before it begins: nothing, and the page says so.
      await round(p.userId, 100, 6_000);
      expect(await kit.grantsOf(p.userId, SLOTS_HACK_ACTIVITY)).toHaveLength(0);
      expect(await info(p)).toMatchObject({ live: false, startsAt: now + DAY, bestE2: 0 });
      // During it (the test clock a day and an hour on): the tiers, keyed by its start.
      await kit.setClock(DAY + 3_600);
      await round(p.userId, 100, 6_000);
      expect((await kit.grantsOf(p.userId, SLOTS_HACK_ACTIVITY)).map((g) => g.grant_key)).toEqual([
        `${now + DAY}:tier:1`,
        `${now + DAY}:tier:2`,
      ]);
      expect(await info(p)).toMatchObject({ live: true, endsAt: now + 2 * DAY, bestE2: 6_000 });
      // After it ends: nothing more.
      await kit.setClock(2 * DAY + 60);
      await round(p.userId, 100, 200_000);
      expect(await kit.grantsOf(p.userId, SLOTS_HACK_ACTIVITY)).toHaveLength(2);
    } finally {
      await t.config.update(config, 'test: slots hack back');
    }
  });

  it('counts a real round of the listed slot through the seamless wallet', async () => {
    const g = gamesClient(t);
    const p = await g.player(100_000);
    const started = await t.call(
      'startGame',
      { ...common, gameId: listed },
      { authorization: p.token },
    );
    const { sessionId } = started.body.data as { sessionId: string };
    const roundId = `hack-${p.userId}`;
    await g.provider('debit', { sessionId, txId: `${roundId}:b`, roundId, amount: 200 });
    await g.provider('credit', { sessionId, txId: `${roundId}:w`, roundId, amount: 2_400 });
    await rewards.engine.consumeAll();
    const grants = await kit.grantsOf(p.userId, SLOTS_HACK_ACTIVITY);
    expect(grants.map((x) => x.grant_key)).toEqual(['0:tier:1']);
    expect((await info(p)).bestE2).toBe(1_200);
  });

  it('answers a visitor 401', async () => {
    expect((await t.call('slotsHackInfo', common)).status).toBe(401);
  });
});
