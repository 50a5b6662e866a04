import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@lobby/contract/values/errors';
import { common, type TestApp } from '../../../test/test-app';
import { accountsClient, ownNetworkIp } from '../../../test/accounts-client';
import { expectBooksBalanced } from '../../../test/ledger-books';
import { loadEnv } from '@/config/env';
import { AppError } from '@/core/app-error';
import { inTransaction } from '@/db/database';
import { balances, lockHouseBalance, promotionsAccount } from '@/ledger/ledger';
import { runOps } from '@/ops/ops-commands';
import { depositsClient } from '../deposits/deposits-test-client';
import { gamesClient } from '../games/games-test-client';
import { PropId } from './awards';
import { countersAt } from './events.repo';
import type { rewardsModule } from './rewards.module';
import { useRewardsTestApp } from '../../../test/rewards/rewards-test-app';
import { REWARDS_RULES_KEY, RewardsRules } from './rewards.settings';

let t: TestApp;
let rewards: ReturnType<typeof rewardsModule>;
const DAY = 86_400;

const { devPost, setClock, pointsOf } = useRewardsTestApp((app, module) => {
  t = app;
  rewards = module;
});

const counters = async (userId: number, tz = 'UTC') =>
  countersAt(t.database.db, userId, await t.clock.now(), tz);

const eventsOf = async (userId: number) =>
  (
    await t.database.db
      .selectFrom('domain_events')
      .select('type')
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
  ).map((row) => row.type);

describe('the test clock and the jobs, for development', () => {
  it('moves app_now() by an offset, reads it, and puts it back', async () => {
    const read = await devPost('clock', {});
    expect(read.errcode).toBe(0);
    expect(read.data.offsetSeconds).toBe(0);
    const real = Math.floor(Date.now() / 1000);
    expect(Math.abs((read.data.now as number) - real)).toBeLessThan(60);

    const moved = await setClock(3 * DAY);
    expect(moved.data.offsetSeconds).toBe(3 * DAY);
    expect((moved.data.now as number) - (read.data.now as number)).toBeGreaterThanOrEqual(3 * DAY);
    expect((await t.clock.now()).getTime() - Date.now()).toBeGreaterThan(3 * DAY * 1000 - 60_000);

    expect((await setClock(0)).data.offsetSeconds).toBe(0);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/dev/v1/clock',
      payload: { offsetSeconds: 'tomorrow' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('lists the scheduled jobs and runs one now', async () => {
    const listed = await devPost('runJob', {});
    expect(listed.data.names).toEqual(
      expect.arrayContaining(['rewards.consumeEvents', 'rewards.expireGrants']),
    );
    expect((await devPost('runJob', { name: 'rewards.consumeEvents' })).data.ran).toBe(true);
    expect((await devPost('runJob', { name: 'no.such.job' })).data.ran).toBe(false);
  });
});

describe('the engine counts what the outbox publishes', () => {
  it('counts registrations, sign-ins, credited deposits and settled bets per period', async () => {
    const deposits = depositsClient(t);
    const g = gamesClient(t);
    const player = await deposits.player();
    await deposits.deposit(player.token, 20_000);
    await deposits.deposit(player.token, 15_000);
    const started = await t.call(
      'startGame',
      { ...common, gameId: g.providerGameId() },
      { authorization: player.token },
    );
    const { sessionId } = started.body.data as { sessionId: string };
    for (const [i, bet] of [300, 700].entries()) {
      const roundId = `count-${player.userId}-${i}`;
      await g.provider('debit', { sessionId, txId: `${roundId}:b`, roundId, amount: bet });
      await g.provider('credit', { sessionId, txId: `${roundId}:w`, roundId, amount: 0 });
    }
    expect(await eventsOf(player.userId)).toEqual([
      'user.registered',
      'user.signedIn',
      'deposit.credited',
      'deposit.credited',
      'bet.settled',
      'bet.settled',
    ]);

    expect(await rewards.engine.consumeAll()).toBeGreaterThanOrEqual(6);
    const c = await counters(player.userId);
    for (const period of ['d', 'w', 'm', 'life']) {
      expect(c[`deposits:${period}`], period).toBe(2);
      expect(c[`depositAmount:${period}`], period).toBe(35_000);
      expect(c[`rounds:${period}`], period).toBe(2);
      expect(c[`bets:${period}`], period).toBe(1_000);
      expect(c[`signIns:${period}`], period).toBe(1);
    }
    // The provider's game weighs its bets toward wagering: valid bets are the weighted amount.
    expect(c['validBets:d']).toBeGreaterThan(0);
    expect(c['validBets:d']).toBeLessThanOrEqual(1_000);
    // Applied once: running again counts nothing twice. (How many events a run reads is not
    // asserted: on a shared PostgreSQL server another test database's open transaction holds
    // the read horizon back for a moment, and the rest arrive in a later run.)
    await rewards.engine.consumeAll();
    expect(await counters(player.userId)).toEqual(c);
  });

  it('never counts an event twice, whichever instances consume at once', async () => {
    const deposits = depositsClient(t);
    const player = await deposits.player();
    for (let i = 0; i < 5; i++) await deposits.deposit(player.token, 10_000);
    const applied = await Promise.all([
      rewards.engine.consumeAll(2),
      rewards.engine.consumeAll(3),
      rewards.engine.consumeAll(),
    ]);
    expect(applied.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(5);
    expect((await counters(player.userId))['deposits:life']).toBe(5);
  });

  it('keys periods in the operator’s time zone: day, ISO week from Monday, month', async () => {
    const keys = async (at: string, tz: string) =>
      (
        await sql<{ keys: string[] }>`
          select reward_period_keys(${at}::timestamptz, ${tz}) as keys
        `.execute(t.database.db)
      ).rows[0]!.keys;
    // Sunday 29 November 2026, 16:30 UTC: still Sunday in UTC, already Monday in Manila.
    expect(await keys('2026-11-29T16:30:00Z', 'UTC')).toEqual([
      'd:2026-11-29',
      'w:2026-W48',
      'm:2026-11',
      'life',
    ]);
    expect(await keys('2026-11-29T16:30:00Z', 'Asia/Manila')).toEqual([
      'd:2026-11-30',
      'w:2026-W49',
      'm:2026-11',
      'life',
    ]);
    // New Year's Eve in New York is already 1 January in UTC: ISO week 53 of 2026.
    expect(await keys('2027-01-01T02:00:00Z', 'America/New_York')).toEqual([
      'd:2026-12-31',
      'w:2026-W53',
      'm:2026-12',
      'life',
    ]);
    await expect(
      t.settings.set(REWARDS_RULES_KEY, RewardsRules, { timeZone: 'Mars/Olympus' }),
    ).rejects.toThrow();
  });

  it('counts an event on the day the test clock says', async () => {
    const deposits = depositsClient(t);
    const player = await deposits.player();
    await deposits.deposit(player.token, 10_000);
    await rewards.engine.consumeAll();
    const today = await counters(player.userId);
    expect(today['deposits:d']).toBe(1);

    await setClock(DAY);
    const tomorrow = await counters(player.userId);
    expect(tomorrow['deposits:d']).toBeUndefined();
    expect(tomorrow['deposits:life']).toBe(1);
    await deposits.deposit(player.token, 10_000);
    await rewards.engine.consumeAll();
    const next = await counters(player.userId);
    expect(next['deposits:d']).toBe(1);
    expect(next['deposits:life']).toBe(2);
  });

  // PGlite runs one transaction at a time: no writer can be open beside the consumer there.
  it.runIf(Boolean(loadEnv().DATABASE_URL))(
    'waits for an event whose transaction commits late, rather than skip it',
    async () => {
      const player = await depositsClient(t).player();
      await rewards.engine.consumeAll();
      const db = t.database.db;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let written = () => {};
      const wrote = new Promise<void>((resolve) => (written = resolve));
      // An older transaction writes first and commits last.
      const late = inTransaction(db, async (trx) => {
        await trx
          .insertInto('domain_events')
          .values({ type: 'user.signedIn', user_id: player.userId, payload: '{}' })
          .execute();
        written();
        await held;
      });
      await wrote;
      await db
        .insertInto('domain_events')
        .values({ type: 'user.signedIn', user_id: player.userId, payload: '{}' })
        .execute();
      // The newer event is committed, but the older transaction is still open: nothing is read.
      expect(await rewards.engine.consumeAll()).toBe(0);
      release();
      await late;
      // Both now, in a run or two (another test database's open transaction may hold the read
      // horizon of a shared PostgreSQL server back for a moment).
      await expect
        .poll(async () => {
          await rewards.engine.consumeAll();
          return (await counters(player.userId))['signIns:life'];
        })
        .toBe(3);
    },
  );
});

describe('grants and claims', () => {
  const activity = 'test-points';

  const grantPoints = (userId: number, key: string, count: number, expiresAt: Date | null = null) =>
    inTransaction(t.database.db, (trx) =>
      rewards.grants.grant(trx, {
        userId,
        activity,
        key,
        awards: [{ propId: PropId.Points, count }],
        expiresAt,
      }),
    );

  const refusal = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (error) {
      if (error instanceof AppError) return error.code;
      throw error;
    }
    return null;
  };

  it('grants once per key however often it is computed', async () => {
    const player = await depositsClient(t).player();
    const first = await grantPoints(player.userId, 'd:2026-11-25', 500);
    expect(first).toBeGreaterThan(0);
    expect(await grantPoints(player.userId, 'd:2026-11-25', 500)).toBeNull();
    const all = await Promise.all(
      Array.from({ length: 10 }, () => grantPoints(player.userId, 'd:2026-11-26', 500)),
    );
    expect(all.filter((id) => id !== null)).toHaveLength(1);
  });

  it('pays 30 concurrent claims of one grant once; the others answer what the first did', async () => {
    const player = await depositsClient(t).player();
    const id = (await grantPoints(player.userId, 'race', 1_234))!;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => rewards.grants.claim(player.userId, id)),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toEqual({
      grantId: id,
      activity,
      awards: [{ propId: PropId.Points, count: 1_234 }],
    });
    expect(await pointsOf(player.userId)).toBe(1_234);
    // Points are not coin: the player's coin did not move.
    expect((await balances(t.database.db, player.userId)).coin).toBe(0);
    await expectBooksBalanced(t.database.db);
  });

  it("refuses someone else's grant, and an expired one, moving nothing", async () => {
    const owner = await depositsClient(t).player();
    const thief = await depositsClient(t).player();
    const id = (await grantPoints(owner.userId, 'mine', 100))!;
    expect(await refusal(rewards.grants.claim(thief.userId, id))).toBe(ErrorCode.REWARD_NOT_FOUND);
    expect(await refusal(rewards.grants.claim(owner.userId, 987_654_321))).toBe(
      ErrorCode.REWARD_NOT_FOUND,
    );

    const soon = new Date((await t.clock.now()).getTime() + DAY * 1000);
    const expiring = (await grantPoints(owner.userId, 'expiring', 100, soon))!;
    await setClock(DAY + 60);
    expect(await refusal(rewards.grants.claim(owner.userId, expiring))).toBe(
      ErrorCode.REWARD_EXPIRED,
    );
    expect(await pointsOf(owner.userId)).toBe(0);
    // The expiry job marks it; it stays refused.
    expect((await devPost('runJob', { name: 'rewards.expireGrants' })).data.ran).toBe(true);
    const row = await t.database.db
      .selectFrom('reward_grants')
      .select('status')
      .where('id', '=', expiring)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
    await setClock(0);
    expect(await refusal(rewards.grants.claim(owner.userId, expiring))).toBe(
      ErrorCode.REWARD_EXPIRED,
    );
    // The one without an expiry is still there.
    await rewards.grants.claim(owner.userId, id);
    expect(await pointsOf(owner.userId)).toBe(100);
  });

  it('refuses to grant a prop it cannot pay (a jackpot tier: the draw pays it alone)', async () => {
    const player = await depositsClient(t).player();
    await expect(
      inTransaction(t.database.db, (trx) =>
        rewards.grants.grant(trx, {
          userId: player.userId,
          activity,
          key: 'jackpot',
          awards: [{ propId: 50_001, count: 100 }],
          expiresAt: null,
        }),
      ),
    ).rejects.toThrow(/cannot be paid/);
  });

  it('pays liveness into the task chests’ progress of the claim’s day and week, once', async () => {
    const player = await depositsClient(t).player();
    const liveness = (key: string, count: number) =>
      inTransaction(t.database.db, (trx) =>
        rewards.grants.grant(trx, {
          userId: player.userId,
          activity,
          key,
          awards: [
            { propId: PropId.Liveness, count },
            { propId: PropId.Points, count: 10 },
          ],
          expiresAt: null,
        }),
      );
    const progress = async () => {
      const now = await counters(player.userId);
      return { day: now['liveness:d'] ?? 0, week: now['liveness:w'] ?? 0 };
    };
    const first = (await liveness('chest-1', 20))!;
    await Promise.all(Array.from({ length: 10 }, () => rewards.grants.claim(player.userId, first)));
    expect(await progress()).toEqual({ day: 20, week: 20 });
    expect(await pointsOf(player.userId)).toBe(10);
    // Seven days on: a new day and a new week, each from nothing.
    await setClock(7 * DAY);
    expect(await progress()).toEqual({ day: 0, week: 0 });
    await rewards.grants.claim(player.userId, (await liveness('chest-2', 30))!);
    expect(await progress()).toEqual({ day: 30, week: 30 });
    // Liveness is not money: the books hold only the points.
    await expectBooksBalanced(t.database.db);
  });
});

describe('coin: bonus money from the activity’s promotions account', () => {
  const grantCoin = (userId: number, activity: string, key: string, count: number) =>
    inTransaction(t.database.db, (trx) =>
      rewards.grants.grant(trx, {
        userId,
        activity,
        key,
        awards: [{ propId: PropId.Coin, count }],
        expiresAt: null,
      }),
    );

  const spentBy = (activity: string) =>
    inTransaction(
      t.database.db,
      async (trx) => 0 - (await lockHouseBalance(trx, promotionsAccount(activity))),
    );

  const openPackage = (userId: number) =>
    t.database.db
      .selectFrom('bonus_packages')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'open')
      .executeTakeFirst();

  const claimed = async (work: Promise<unknown>) => {
    try {
      await work;
      return 'paid';
    } catch (error) {
      if (error instanceof AppError) return error.code;
      throw error;
    }
  };

  it('opens a reward bonus of its own: wagered 10× before it becomes cash, up to 5×', async () => {
    const player = await depositsClient(t).player();
    const id = (await grantCoin(player.userId, 'coin-plain', 'one', 1_000))!;
    await rewards.grants.claim(player.userId, id);
    const b = await balances(t.database.db, player.userId);
    expect(b.bonus).toBe(1_000);
    expect(b.coin).toBe(0);
    expect(await openPackage(player.userId)).toMatchObject({
      kind: 'reward',
      deposit: 0,
      bonus: 1_000,
      wagering_required: 10_000,
      wagering_left: 10_000,
      conversion_cap: 5_000,
    });
    expect(await spentBy('coin-plain')).toBe(1_000);
    await expectBooksBalanced(t.database.db);
  });

  it('converts a reward bonus to cash once wagered; a forfeit returns nothing (no deposit in it)', async () => {
    const call = async (token: string, name: string) => {
      const answer = await t.call(name, common, { authorization: token });
      expect(answer.body.errcode, answer.body.msg).toBe(0);
      return answer.body.data as Record<string, unknown>;
    };
    const wagered = await depositsClient(t).player();
    await rewards.grants.claim(
      wagered.userId,
      (await grantCoin(wagered.userId, 'coin-convert', 'one', 1_000))!,
    );
    await t.database.db
      .updateTable('bonus_packages')
      .set({ wagering_left: 0 })
      .where('user_id', '=', wagered.userId)
      .where('status', '=', 'open')
      .execute();
    expect((await call(wagered.token, 'bonusWallet')).open).toBeNull();
    expect(await balances(t.database.db, wagered.userId)).toMatchObject({ coin: 1_000, bonus: 0 });

    const forfeiting = await depositsClient(t).player();
    await rewards.grants.claim(
      forfeiting.userId,
      (await grantCoin(forfeiting.userId, 'coin-convert', 'one', 1_000))!,
    );
    expect(await call(forfeiting.token, 'bonusForfeit')).toEqual({ returned: 0, coin: 0 });
    expect(await balances(t.database.db, forfeiting.userId)).toMatchObject({ coin: 0, bonus: 0 });
    await expectBooksBalanced(t.database.db);
  });

  it('tops up the bonus the player has open rather than open a second', async () => {
    const deposits = depositsClient(t);
    const player = await deposits.player();
    await deposits.deposit(player.token, 20_000, 1, { takeBonus: true });
    const before = (await openPackage(player.userId))!;
    const id = (await grantCoin(player.userId, 'coin-top-up', 'one', 500))!;
    await rewards.grants.claim(player.userId, id);
    const after = (await openPackage(player.userId))!;
    expect(after.id).toBe(before.id);
    expect(Number(after.bonus)).toBe(Number(before.bonus) + 500);
    expect(Number(after.wagering_required)).toBe(Number(before.wagering_required) + 5_000);
    expect(Number(after.wagering_left)).toBe(Number(before.wagering_left) + 5_000);
    expect(Number(after.conversion_cap)).toBe(Number(before.conversion_cap) + 2_500);
    await expectBooksBalanced(t.database.db);
  });

  it('stops at the activity’s budget: 20 players claiming at once, room for 10', async () => {
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {
      activities: { 'coin-budget': { budget: 1_000 } },
    });
    const players = await Promise.all(Array.from({ length: 20 }, () => depositsClient(t).player()));
    const grants = await Promise.all(
      players.map(async (p) => ({ p, id: (await grantCoin(p.userId, 'coin-budget', 'x', 100))! })),
    );
    const outcomes = await Promise.all(
      grants.map(({ p, id }) => claimed(rewards.grants.claim(p.userId, id))),
    );
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(10);
    expect(outcomes.filter((o) => o === ErrorCode.REWARD_BUDGET_SPENT)).toHaveLength(10);
    expect(await spentBy('coin-budget')).toBe(1_000);
    // The refused stay claimable, for when the operator raises the budget.
    const left = await t.database.db
      .selectFrom('reward_grants')
      .select('status')
      .where('activity', '=', 'coin-budget')
      .where('status', '=', 'claimable')
      .execute();
    expect(left).toHaveLength(10);
  });

  it('caps what one player gets from an activity, however many grants they hold', async () => {
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {
      activities: { 'coin-cap': { perPlayerCap: 250 } },
    });
    const player = await depositsClient(t).player();
    const ids = await Promise.all(
      ['a', 'b', 'c', 'd'].map(
        async (key) => (await grantCoin(player.userId, 'coin-cap', key, 100))!,
      ),
    );
    const outcomes = await Promise.all(
      ids.map((id) => claimed(rewards.grants.claim(player.userId, id))),
    );
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(2);
    expect(outcomes.filter((o) => o === ErrorCode.REWARD_PLAYER_CAP)).toHaveLength(2);
    expect((await balances(t.database.db, player.userId)).bonus).toBe(200);
  });

  it('keeps every activity’s books: granted = paid + claimable + expired, whatever happens', async () => {
    type Op =
      | { type: 'grant'; player: number; coin: number; days: number | null }
      | { type: 'claim'; pick: number }
      | { type: 'advance'; hours: number }
      | { type: 'expire' };
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        type: fc.constant('grant' as const),
        player: fc.integer({ min: 0, max: 2 }),
        coin: fc.integer({ min: 1, max: 500 }),
        days: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      }),
      fc.record({ type: fc.constant('claim' as const), pick: fc.nat() }),
      fc.record({ type: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 48 }) }),
      fc.record({ type: fc.constant('expire' as const) }),
    );
    const players = await Promise.all([0, 1, 2].map(() => depositsClient(t).player()));
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const activity = `prop-${run++}`;
        await setClock(0);
        let offset = 0;
        const ids: { id: number; userId: number }[] = [];
        for (const [i, o] of ops.entries()) {
          if (o.type === 'grant') {
            const userId = players[o.player]!.userId;
            const now = await t.clock.now();
            const id = await inTransaction(t.database.db, (trx) =>
              rewards.grants.grant(trx, {
                userId,
                activity,
                key: String(i),
                awards: [{ propId: PropId.Coin, count: o.coin }],
                expiresAt: o.days === null ? null : new Date(now.getTime() + o.days * DAY * 1000),
              }),
            );
            ids.push({ id: id!, userId });
          } else if (o.type === 'claim' && ids.length > 0) {
            const { id, userId } = ids[o.pick % ids.length]!;
            const outcome = await claimed(rewards.grants.claim(userId, id));
            expect([`paid`, ErrorCode.REWARD_EXPIRED]).toContain(outcome);
          } else if (o.type === 'advance') {
            offset += o.hours * 3_600;
            await setClock(offset);
          } else if (o.type === 'expire') {
            await rewards.grants.expireDue();
          }
        }
        const rows = await t.database.db
          .selectFrom('reward_grants')
          .select(['status', 'coin'])
          .where('activity', '=', activity)
          .execute();
        const sum = (status?: string) =>
          rows
            .filter((r) => !status || r.status === status)
            .reduce((a, r) => a + Number(r.coin), 0);
        const spent = await spentBy(activity);
        expect(sum()).toBe(spent + sum('claimable') + sum('expired'));
        expect(sum('claimed')).toBe(spent);
      }),
      { numRuns: 12 },
    );
    await setClock(0);
    await expectBooksBalanced(t.database.db);
  });

  it('tells the operator what each activity cost: npm run ops -- promotions', async () => {
    const lines: string[] = [];
    const code = await runOps(
      { db: t.database.db, out: (line) => lines.push(line), operator: 'tester@cli' },
      ['promotions'],
    );
    expect(code).toBe(0);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^coin-budget {2}cost 10\.00 {2}claimable 10 \(10\.00\) {2}claimed 10 \(10\.00\)$/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^coin-plain {2}cost 10\.00 {2}claimed 1 \(10\.00\)$/),
    );
  });
});

describe('the bonus centre and the award log', () => {
  it('lists each tab’s rewards, claims one or a tab, refuses past the budget, and logs it all', async () => {
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {
      activities: {
        'centre-vip': { type: 'vip' },
        'centre-rebate': { type: 'rebate', budget: 150 },
      },
    });
    const player = await depositsClient(t).player();
    const other = await depositsClient(t).player();
    const call = async (name: string, body: object, token = player.token) =>
      (await t.call(name, { ...common, ...body }, { authorization: token })).body;
    const grant = (userId: number, activity: string, key: string, propId: number, count: number) =>
      inTransaction(t.database.db, (trx) =>
        rewards.grants.grant(trx, {
          userId,
          activity,
          key,
          awards: [{ propId, count }],
          expiresAt: null,
        }),
      );
    const vip = (await grant(player.userId, 'centre-vip', 'd1', PropId.Coin, 100))!;
    await grant(player.userId, 'centre-rebate', 'd1', PropId.Coin, 100);
    await grant(player.userId, 'centre-rebate', 'd2', PropId.Coin, 100);
    await grant(player.userId, 'centre-event', 'once', PropId.Points, 50);
    const theirs = (await grant(other.userId, 'centre-vip', 'd1', PropId.Coin, 100))!;

    expect((await call('activityGetStatusList', {})).data).toMatchObject({
      vipAwardFlag: true,
      hasFreeBonus: true,
      hasSignUpBonus: false,
    });
    const tab = await call('betBonus', { type: 'vip' });
    expect(tab.errcode).toBe(0);
    expect(tab.data.list).toEqual([
      expect.objectContaining({ id: vip, activity: 'centre-vip', status: 'claimable' }),
    ]);
    expect(tab.data.claimable).toEqual({ event: 1, rebate: 2, reward: 0, tasks: 0, vip: 1 });
    expect(tab.data.money).toEqual({ cash: 0, bonus: 0, wageringDone: 0, wageringRequired: 0 });

    // A whole tab: the budget pays one of the two; the other waits, with its reason.
    const rebate = await call('betBonusReceive', { type: 'rebate' });
    expect(rebate.errcode).toBe(0);
    expect(rebate.data.claimed).toHaveLength(1);
    expect(rebate.data.awards).toEqual([{ propId: PropId.Coin, count: 100, unit: 'hundredths' }]);
    expect(rebate.data.refused).toEqual([
      { id: expect.any(Number), errcode: ErrorCode.REWARD_BUDGET_SPENT },
    ]);
    // One by id, twice: paid once.
    for (let i = 0; i < 2; i++) {
      const one = await call('betBonusReceive', { id: vip });
      expect(one.data.claimed).toEqual([vip]);
      expect(one.data.money).toEqual({
        cash: 0,
        bonus: 200,
        wageringDone: 0,
        wageringRequired: 2_000,
      });
    }
    // Someone else's is nobody's business.
    expect((await call('betBonusReceive', { id: theirs })).errcode).toBe(
      ErrorCode.REWARD_NOT_FOUND,
    );
    expect((await balances(t.database.db, other.userId)).bonus).toBe(0);
    // Bad input is a 400 in the envelope.
    const bad = await t.call(
      'betBonus',
      { ...common, type: 'jackpot' },
      { authorization: player.token },
    );
    expect(bad.status).toBe(400);

    const log = await call('betBonusLog', { pageNum: 1, pageSize: 10 });
    expect(log.data.list.map((g: { status: string }) => g.status).sort()).toEqual([
      'claimable',
      'claimable',
      'claimed',
      'claimed',
    ]);
    const awards = await call('activityAwardGetLog', { pageNum: 1, pageSize: 10 });
    expect(awards.data.total).toBe(2);
    const vipOnly = await call('activityAwardGetLog', {
      pageNum: 1,
      pageSize: 10,
      activity: 'centre-vip',
    });
    expect(vipOnly.data.list).toEqual([
      {
        id: vip,
        activity: 'centre-vip',
        awards: [{ propId: PropId.Coin, count: 100, unit: 'hundredths' }],
        claimedAt: expect.any(Number),
      },
    ]);
    // The red dots: the rebate waits (a free bonus); VIP and tasks have nothing left.
    const dots = await call('activityGetStatusList', {});
    expect(dots.data).toMatchObject({
      vipAwardFlag: false,
      taskAwardFlag: false,
      hasTask: false,
      hasSignUpBonus: false,
      hasFreeBonus: true,
      hasMail: false,
      spinAwardFlag: false,
    });
    // Claim what is left of the centre: the points; the budget still refuses the rebate.
    const rest = await call('betBonusReceive', {});
    expect(rest.data.awards).toEqual([{ propId: PropId.Points, count: 50, unit: 'hundredths' }]);
    expect(rest.data.refused).toHaveLength(1);
    expect(await pointsOf(player.userId)).toBe(50);
  });
});

describe('the sign-up bonus', () => {
  const accounts = () => accountsClient(t);
  const signUpGrant = (userId: number) =>
    t.database.db
      .selectFrom('reward_grants')
      .selectAll()
      .where('user_id', '=', userId)
      .where('activity', '=', 'sign-up')
      .executeTakeFirst();
  const claimIt = async (token: string, id: number) =>
    (await t.call('betBonusReceive', { ...common, id }, { authorization: token })).body;

  it('pays what the welcome notice promises, once the phone is verified, once per device', async () => {
    const promised = t.config.current().config.clientConfig.lobbyBonusAmount;
    expect(promised).toBeGreaterThan(0);
    const device = `signup-device-${Date.now()}`;
    // Registered by account name: no phone yet.
    const byName = await accounts().registerByAccount(undefined, undefined, {
      fingerprint: device,
    });
    const byPhone = await accounts().registerByPhone(undefined, undefined, {
      fingerprint: `${device}-phone`,
    });
    await rewards.engine.consumeAll();

    const named = (await signUpGrant(byName.user.id))!;
    expect(named).toMatchObject({ status: 'claimable', coin: promised });
    const now = (await t.clock.now()).getTime();
    expect(named.expires_at!.getTime() - now).toBeGreaterThan(6 * DAY * 1000);
    expect(named.expires_at!.getTime() - now).toBeLessThanOrEqual(7 * DAY * 1000);
    const dots = await t.call('activityGetStatusList', common, { authorization: byName.token });
    expect(dots.body.data.hasSignUpBonus).toBe(true);

    expect((await claimIt(byName.token, Number(named.id))).errcode).toBe(
      ErrorCode.REWARD_NEEDS_PHONE,
    );

    const phoned = (await signUpGrant(byPhone.user.id))!;
    const paid = await claimIt(byPhone.token, Number(phoned.id));
    expect(paid.errcode).toBe(0);
    expect(paid.data.awards).toEqual([
      { propId: PropId.Coin, count: promised, unit: 'hundredths' },
    ]);
    expect((await balances(t.database.db, byPhone.user.id)).bonus).toBe(promised);

    // A second account of the same device, phone verified too: refused.
    const sameDevice = await accounts().registerByPhone(undefined, undefined, {
      fingerprint: `${device}-phone`,
    });
    await rewards.engine.consumeAll();
    const second = (await signUpGrant(sameDevice.user.id))!;
    expect((await claimIt(sameDevice.token, Number(second.id))).errcode).toBe(
      ErrorCode.REWARD_DEVICE_USED,
    );
    expect((await balances(t.database.db, sameDevice.user.id)).bonus).toBe(0);
  });

  it('pays one of two accounts of one device claiming at the same moment', async () => {
    const device = `signup-race-${Date.now()}`;
    const players = await Promise.all(
      [0, 1].map(() =>
        accounts().registerByPhone(undefined, undefined, {
          fingerprint: device,
          ip: ownNetworkIp(),
        }),
      ),
    );
    await rewards.engine.consumeAll();
    const outcomes = await Promise.all(
      players.map(async (p) => claimIt(p.token, Number((await signUpGrant(p.user.id))!.id))),
    );
    expect(outcomes.map((o) => o.errcode).sort()).toEqual([0, ErrorCode.REWARD_DEVICE_USED]);
  });

  it('is not granted when the operator turns it off', async () => {
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, { signUp: { enabled: false } });
    const player = await accounts().registerByAccount();
    await rewards.engine.consumeAll();
    expect(await signUpGrant(player.user.id)).toBeUndefined();
  });
});
