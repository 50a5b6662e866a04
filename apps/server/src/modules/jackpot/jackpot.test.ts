import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  GetJackpotDrawInfoAnswer,
  GetJackpotRankAnswer,
  GetPersonJackpotDrawAwardLogAnswer,
  ReceiveDrawChanceAnswer,
} from '@lobby/contract/jackpot';
import { ErrorCode } from '@lobby/contract/values/errors';
import { rewardUnit } from '@lobby/contract/values/enums';
import { jackpotDraw } from '@lobby/games/jackpot';
import { FloatStream, hashServerSeed } from '@lobby/games/node/fairness';
import { expectBooksBalanced } from '../../../test/ledger-books';
import type { TestApp } from '../../../test/test-app';
import { loadEnv } from '@/config/env';
import { inTransaction } from '@/db/database';
import { depositsClient } from '../deposits/deposits-test-client';
import { transfer } from '@/ledger/ledger';
import { runOps } from '@/ops/ops-commands';
import { PropId } from '../rewards/awards';
import type { rewardsModule } from '../rewards/rewards.module';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';
import { useRewardsTestApp } from '../../../test/rewards/rewards-test-app';
import { JACKPOT_ACTIVITY, type JackpotRules } from './jackpot.settings';
import { jackpotRule } from './jackpot.event-rule';
import { LobbyLiveService } from './lobby-live.service';

let t: TestApp;
let rewards: ReturnType<typeof rewardsModule>;
const kit = useRewardsTestApp((app, module) => {
  t = app;
  rewards = module;
});
const consume = () => rewards.engine.consumeAll();
const HOUR = 3_600;
const WEEK = 7 * 24 * HOUR;
const DEMO = RewardsRules.parse({}).jackpot;

/** The demo config's cells by id: 7 pays 20.00 of coin, 3 is the mini pool, 9 200.00 points. */
const Cell = { Coin1: 1, Points50: 2, Mini: 3, Coupon: 5, Minor: 6, Coin20: 7, Points200: 9 };

/** The demo rules with changes: each test sets what it checks. */
const useRules = (jackpot: Partial<JackpotRules> = {}, more: object = {}) =>
  t.settings.set(REWARDS_RULES_KEY, RewardsRules, {
    jackpot: { ...DEMO, ...jackpot },
    ...more,
  });
/** Pools fed 100% of valid bets (mini), with a seed and a wide cap: test money is easy to follow. */
const pools = (mini: Partial<JackpotRules['pools']['mini']> = {}): JackpotRules['pools'] => ({
  ...DEMO.pools,
  mega: { ...DEMO.pools.mega, contributionBp: 0 },
  major: { ...DEMO.pools.major, contributionBp: 0 },
  minor: { ...DEMO.pools.minor, contributionBp: 0 },
  mini: { contributionBp: 10_000, seed: 0, cap: 100_000_000, ...mini },
});
/** A wheel every sector of which pays `shareBp` of the pool. */
const wheelOf = (shareBp: number) => Array.from({ length: 4 }, () => ({ shareBp, weight: 1 }));

type Player = Awaited<ReturnType<typeof kit.player>>;

const info = async (p: Player) =>
  GetJackpotDrawInfoAnswer.parse(await kit.ok(p, 'getJackpotDrawInfo'));
const draw = async (p: Player, nonce?: number, clientSeed?: string) =>
  ReceiveDrawChanceAnswer.parse(
    await kit.ok(p, 'receiveDrawChance', {
      nonce: nonce ?? (await info(p)).seeds.nonce,
      ...(clientSeed ? { clientSeed } : {}),
    }),
  );
const flag = async (p: Player) =>
  ((await kit.ok(p, 'activityGetStatusList')) as { canReceiveDrawChance: boolean })
    .canReceiveDrawChance;

let orders = 0;
/** A deposit credited now (the outbox event the deposit module publishes), counted by the engine. */
const deposit = async (
  p: Player,
  amount: number,
  orderNo = `jp-${++orders}-${p.userId}`,
  { counted = true } = {},
) => {
  await t.database.db
    .insertInto('domain_events')
    .values({
      type: 'deposit.credited',
      user_id: p.userId,
      payload: JSON.stringify({ userId: p.userId, orderNo, amount, bonus: 0 }),
    })
    .execute();
  if (counted) await consume();
  return orderNo;
};

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

const balanceOf = async (kind: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('user_id', 'is', null)
        .where('kind', '=', kind)
        .executeTakeFirst()
    )?.balance ?? 0,
  );
const poolBalance = (tier: string) => balanceOf(`house:jackpot:${tier}`);
/** The four pools together: the promotion pays every cent of them. */
const allPools = async () =>
  (await Promise.all(['mega', 'major', 'minor', 'mini'].map(poolBalance))).reduce((a, b) => a + b);
const promoSpent = async () => -(await balanceOf('house:promo:jackpot'));

/** Feeds the mini pool `amount` (its contribution 100% of valid bets) from a round of `p`. */
const feed = async (p: Player, amount: number) => {
  await kit.betSettled(p.userId, { bet: amount, validBet: amount });
  await consume();
};

describe('the lucky jackpot', () => {
  it('shows the cells with their odds, the wheel, the pools at their seeds and the next draw’s commitment', async () => {
    const p = await kit.player();
    const page = await info(p);
    expect(page).toMatchObject({
      live: true,
      chances: 0,
      canReceiveDrawChance: false,
      depositPerChance: 20_000,
      dailyChanceLimit: 5,
      needDeposit: 20_000,
      chancesEarnedToday: 0,
    });
    expect(page.cells).toHaveLength(10);
    expect(page.cells.map((c) => c.oddsBp)).toEqual(page.cells.map((c) => c.weight));
    expect(page.cells.find((c) => c.id === Cell.Mini)).toMatchObject({
      type: 2,
      propId: 50_004,
      weight: 800,
      showNum: page.mini.amount,
    });
    expect(page.wheel).toEqual([
      { shareBp: 500, weight: 50, oddsBp: 5_000 },
      { shareBp: 1_000, weight: 30, oddsBp: 3_000 },
      { shareBp: 2_500, weight: 15, oddsBp: 1_500 },
      { shareBp: 5_000, weight: 5, oddsBp: 500 },
    ]);
    // An untouched pool shows and pays from its seed: a win tops it up first.
    expect(page.mega).toMatchObject({ tier: 'mega', propId: 50_001, amount: 500_000 });
    expect(page.mega.sectionMin).toBe(25_000);
    expect(page.mega.sectionMax).toBe(250_000);
    expect(page.total).toBe(500_000 + 100_000 + 10_000 + 1_000);
    expect(page.seeds).toMatchObject({
      nonce: 0,
      serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // The commitment stays until a draw reveals it.
    expect((await info(p)).seeds).toEqual(page.seeds);
    expect((await t.call('getJackpotDrawInfo', {})).body.errcode).toBe(ErrorCode.UNAUTHORIZED);
    expect((await t.call('receiveDrawChance', { nonce: 0 })).body.errcode).toBe(
      ErrorCode.UNAUTHORIZED,
    );
  });

  it('earns chances from the operator day’s deposits up to the daily limit, once per order, and again after midnight', async () => {
    await useRules({ depositPerChance: 10_000, dailyChanceLimit: 3 }, { timeZone: 'Asia/Manila' });
    const p = await kit.player();
    const first = await deposit(p, 15_000);
    expect(await info(p)).toMatchObject({ chances: 1, chancesEarnedToday: 1, needDeposit: 5_000 });
    expect(await flag(p)).toBe(true);
    // The same order seen again earns nothing more.
    await deposit(p, 15_000, first);
    expect(await info(p)).toMatchObject({ chances: 1, needDeposit: 5_000 });
    await deposit(p, 4_000);
    expect(await info(p)).toMatchObject({ chances: 1, needDeposit: 1_000 });
    // 540.00 in all would earn five: the day's limit stops it at three.
    await deposit(p, 35_000);
    expect(await info(p)).toMatchObject({ chances: 3, chancesEarnedToday: 3, needDeposit: 0 });
    await deposit(p, 50_000);
    expect((await info(p)).chances).toBe(3);
    // Manila's midnight (UTC+8): a new operator day earns again.
    await kit.setClock(await kit.toMidnight(8));
    expect(await info(p)).toMatchObject({ chancesEarnedToday: 0, needDeposit: 10_000 });
    await deposit(p, 10_000);
    expect(await info(p)).toMatchObject({ chances: 4, chancesEarnedToday: 1, needDeposit: 10_000 });
    expect(((await kit.ok(p, 'refreshData')) as { lottery: number }).lottery).toBe(4);
  });

  it('splits a batch of deposits by their order, the same order twice earning once', async () => {
    await useRules({ depositPerChance: 10_000, dailyChanceLimit: 3 });
    const [p, q] = [await kit.player(), await kit.player()];
    const uncounted = { counted: false };
    const twice = await deposit(p, 15_000, undefined, uncounted);
    await deposit(q, 25_000, undefined, uncounted);
    await deposit(p, 4_000, undefined, uncounted);
    await deposit(p, 15_000, twice, uncounted);
    await deposit(p, 35_000, undefined, uncounted);
    await consume();
    expect(await info(p)).toMatchObject({ chances: 3, chancesEarnedToday: 3, needDeposit: 0 });
    expect(await info(q)).toMatchObject({ chances: 2, needDeposit: 5_000 });
    const rows = await t.database.db
      .selectFrom('jackpot_deposits')
      .select(['amount', 'chances'])
      .where('user_id', '=', p.userId)
      .orderBy('created_at')
      .orderBy('order_no')
      .execute();
    expect(rows.map((r) => [Number(r.amount), r.chances]).sort()).toEqual(
      [
        [15_000, 1],
        [4_000, 0],
        [35_000, 2],
      ].sort(),
    );
  });

  it('earns a chance from a deposit credited by its provider, once however often the provider repeats itself', async () => {
    const deposits = depositsClient(t);
    const p = await deposits.player();
    const { orderNo } = await deposits.order(p.token, 20_000);
    const event = deposits.eventFor(orderNo, 20_000);
    expect((await deposits.webhook(event)).body).toMatchObject({ ok: true, reason: 'credited' });
    expect((await deposits.webhook(event)).body).toMatchObject({ ok: true, reason: 'duplicate' });
    await consume();
    expect(await info({ ...p, nickname: '' })).toMatchObject({ chances: 1, needDeposit: 20_000 });
  });

  it('refuses rules or cells the draw could not honour, storing nothing', async () => {
    const refused = [
      { wheel: DEMO.wheel.slice(0, 3) },
      { wheel: [...DEMO.wheel.slice(0, 3), { shareBp: 0, weight: 1 }] },
      { wheel: [...DEMO.wheel.slice(0, 3), { shareBp: 10_001, weight: 1 }] },
      { cellWeights: { '1': 0 } },
      { pools: { ...DEMO.pools, mini: { contributionBp: 2, seed: 20_000, cap: 10_000 } } },
      { rankSteps: [100, 1_000] },
    ];
    for (const jackpot of refused)
      expect(
        () => RewardsRules.parse({ jackpot: { ...DEMO, ...jackpot } }),
        JSON.stringify(jackpot),
      ).toThrow();
    const { config } = t.config.current();
    const cells = (change: object) =>
      config.jackpotAwardList.map((c) => (c.id === Cell.Mini ? { ...c, ...change } : c));
    for (const change of [{ propId: PropId.Coin }, { type: 1 }, { propId: 50_003 }]) {
      await expect(
        t.config.update({ ...config, jackpotAwardList: cells(change) }),
        JSON.stringify(change),
      ).rejects.toThrow(/jackpot cells/);
    }
    expect(t.config.current().config).toBe(config);
  });

  it('gives a chance for prop 50000 granted from the operator’s CLI and claimed like any award', async () => {
    const p = await kit.player();
    const lines: string[] = [];
    const ctx = { db: t.database.db, out: (l: string) => lines.push(l), operator: 'test' };
    const argv = ['rewards', 'grant', String(p.userId), '--activity', 'jackpot-gift'];
    expect(await runOps(ctx, [...argv, '--award', '50000:2'])).toBe(0);
    expect(lines.at(-1)).toMatch(/^granted jackpot-gift reward \d+ \(50000×2\)/);
    // A tier is the draw's alone.
    expect(await runOps(ctx, [...argv, '--award', '50001:100'])).toBe(2);
    expect(await info(p)).toMatchObject({ chances: 0 });
    await kit.ok(p, 'betBonusReceive', { type: 'event' });
    expect(await info(p)).toMatchObject({ chances: 2, canReceiveDrawChance: true });
    const log = (await kit.ok(p, 'activityAwardGetLog', {})) as {
      list: { activity: string; awards: unknown }[];
    };
    expect(log.list[0]).toMatchObject({
      activity: 'jackpot-gift',
      awards: [{ propId: 50_000, count: 2 }],
    });
    // Claimed again: the first answer, no chance more.
    await kit.ok(p, 'betBonusReceive', { type: 'event' });
    expect((await info(p)).chances).toBe(2);
  });

  it('draws provably: the revealed seed hashes to the commitment and recomputes the cell, a replay answers the same draw', async () => {
    const p = await kit.player();
    await giveChances(p, 2);
    const before = await info(p);
    const done = await draw(p, 0, 'my-own-seed');
    expect(hashServerSeed(done.serverSeed)).toBe(before.seeds.serverSeedHash);
    expect(done).toMatchObject({ nonce: 0, clientSeed: 'my-own-seed', chances: 1 });
    const outcome = jackpotDraw(
      new FloatStream({ serverSeed: done.serverSeed, clientSeed: 'my-own-seed', nonce: 0 }),
      before.cells.map((c) => ({ weight: c.weight, type: c.type })),
      before.wheel.map((s) => s.weight),
    );
    expect(done.cellIndex).toBe(outcome.cell);
    expect(done.cellId).toBe(before.cells[outcome.cell]!.id);
    expect(done.wheelSector).toBe(outcome.wheelSector);
    // The next draw's seed is committed, the client seed kept.
    expect(done.seeds).toMatchObject({ nonce: 1, clientSeed: 'my-own-seed' });
    expect(done.seeds.serverSeedHash).not.toBe(before.seeds.serverSeedHash);
    // A replay answers the draw and spends nothing.
    const again = await draw(p, 0);
    expect(again).toMatchObject({ id: done.id, serverSeed: done.serverSeed, chances: 1 });
    const record = GetPersonJackpotDrawAwardLogAnswer.parse(
      await kit.ok(p, 'getPersonJackpotDrawAwardLog', {}),
    );
    expect(record).toMatchObject({ total: 1, pageSize: 20 });
    expect(record.list[0]).toMatchObject({ id: done.id, serverSeed: done.serverSeed });
    await expectBooksBalanced(t.database.db);
  });

  it('pays a fixed prize through the engine’s grant keyed by the draw: the award log lists it, the budget applies', async () => {
    await useRules({ cellWeights: { [Cell.Coin20]: 1 } });
    const p = await kit.player();
    await giveChances(p, 2);
    const bonus = await kit.bonusOf(p.userId);
    const won = await draw(p);
    expect(won).toMatchObject({
      type: 1,
      cellIndex: 0,
      cellId: Cell.Coin20,
      propId: PropId.Coin,
      count: 2_000,
      bonus: 2_000,
      wheelSector: null,
      amountSection: null,
    });
    expect(won.money.bonus).toBe(bonus + 2_000);
    const grants = await kit.grantsOf(p.userId, JACKPOT_ACTIVITY);
    expect(grants).toMatchObject([{ grant_key: 'draw:0', status: 'claimed' }]);
    const log = (await kit.ok(p, 'activityAwardGetLog', { activity: JACKPOT_ACTIVITY })) as {
      list: { awards: unknown }[];
    };
    expect(log.list).toMatchObject([{ awards: [{ propId: PropId.Coin, count: 2_000 }] }]);
    // The activity's budget spent: the draw stands, its prize waits in the bonus centre.
    await useRules(
      { cellWeights: { [Cell.Coin20]: 1 } },
      { activities: { [JACKPOT_ACTIVITY]: { budget: 2_500 } } },
    );
    const waiting = await draw(p);
    expect(waiting).toMatchObject({ count: 2_000, bonus: 0, chances: 0 });
    expect(await kit.bonusOf(p.userId)).toBe(bonus + 2_000);
    expect((await kit.grantsOf(p.userId, JACKPOT_ACTIVITY))[1]).toMatchObject({
      grant_key: 'draw:1',
      status: 'claimable',
    });
    await expectBooksBalanced(t.database.db);
  });

  it('pays points and a coupon as their cells say', async () => {
    const p = await kit.player();
    await giveChances(p, 1);
    for (const [cell, check] of [
      [Cell.Points200, async () => expect(await kit.pointsOf(p.userId)).toBe(20_000)],
      [
        Cell.Coupon,
        async () =>
          expect(
            await t.database.db
              .selectFrom('coupons')
              .select('prop_id')
              .where('user_id', '=', p.userId)
              .execute(),
          ).toEqual([{ prop_id: 1301 }]),
      ],
    ] as const) {
      await useRules({ cellWeights: { [cell]: 1 } });
      await giveChances(p, 1);
      expect(await draw(p)).toMatchObject({ cellId: cell, bonus: 0 });
      await check();
    }
  });

  it('pays a tier the wheel’s share of its pool, tops the pool up to its seed, and the books balance', async () => {
    const rules = { cellWeights: { [Cell.Mini]: 1 }, pools: pools({ seed: 1_000 }) };
    await useRules({ ...rules, wheel: wheelOf(5_000) });
    const p = await kit.player();
    const start = await poolBalance('mini');
    const spent = (await promoSpent()) - (await allPools());
    await feed(p, 10_000);
    // Topped up to its seed (10.00) when below it, then fed 100.00, from the promotion (as the
    // other pools are topped up to their seeds).
    const fed = Math.max(start, 1_000) + 10_000;
    expect(await poolBalance('mini')).toBe(fed);
    expect((await promoSpent()) - (await allPools())).toBe(spent);
    await giveChances(p, 2);
    const before = await kit.bonusOf(p.userId);
    const half = await draw(p);
    const share = Math.floor(fed / 2);
    expect(half).toMatchObject({
      type: 2,
      propId: 50_004,
      count: share,
      bonus: share,
      shareBp: 5_000,
      amountSection: { min: share, max: share },
    });
    expect(await kit.bonusOf(p.userId)).toBe(before + share);
    expect(await poolBalance('mini')).toBe(fed - share);
    // The whole pool: it is empty after the win, then back at its seed.
    await useRules({ ...rules, wheel: wheelOf(10_000) });
    const all = await draw(p);
    expect(all).toMatchObject({ bonus: fed - share, shareBp: 10_000 });
    expect(await poolBalance('mini')).toBe(1_000);
    // The promotion paid what the pools hold and what they paid out.
    expect((await promoSpent()) - (await allPools())).toBe(spent + fed);
    const page = await info(p);
    expect(page.jackpotWinnerList.slice(0, 2)).toMatchObject([
      { id: all.id, tier: 'mini', amount: fed - share },
      { id: half.id, tier: 'mini', amount: share },
    ]);
    expect(page.jackpotWinnerList[0]!.nickname).toContain('***');
    await expectBooksBalanced(t.database.db);
  });

  it('never pays more than a pool holds when players hit it at once, and the pool never goes below zero', async () => {
    await useRules({
      cellWeights: { [Cell.Mini]: 1 },
      wheel: wheelOf(6_000),
      pools: pools({ seed: 0 }),
      dailyDrawLimit: 0,
    });
    const funder = await kit.player();
    await feed(funder, 100_000);
    const start = await poolBalance('mini');
    const players = await Promise.all(Array.from({ length: 6 }, () => kit.player()));
    for (const p of players) await giveChances(p, 2);
    const nonces = await Promise.all(players.map(async (p) => (await info(p)).seeds.nonce));
    const answers = await Promise.all(
      players.flatMap((p, i) =>
        [0, 1].map((k) => kit.call(p, 'receiveDrawChance', { nonce: nonces[i]! + k })),
      ),
    );
    const won = answers.filter((a) => a.errcode === 0).map((a) => a.data.bonus as number);
    expect(won.length).toBeGreaterThanOrEqual(players.length);
    const paid = won.reduce((sum, b) => sum + b, 0);
    const left = await poolBalance('mini');
    expect(left).toBeGreaterThanOrEqual(0);
    expect(paid + left).toBe(start);
    // Each win took 60% of what the one before it left.
    const sorted = [...won].sort((a, b) => b - a);
    let held = start;
    for (const bonus of sorted) {
      expect(bonus).toBe(Math.max(held > 0 ? 1 : 0, Math.floor((held * 6_000) / 10_000)));
      held -= bonus;
    }
    await expectBooksBalanced(t.database.db);
  });

  // PGlite runs one transaction at a time: nothing can hold the pool beside a draw there.
  it.runIf(Boolean(loadEnv().DATABASE_URL))(
    'refuses a tier win while its pool is held past the wait, spending nothing, and draws it after',
    async () => {
      await useRules({ cellWeights: { [Cell.Mini]: 1 }, wheel: wheelOf(1_000), pools: pools() });
      const p = await kit.player();
      await giveChances(p, 1);
      const { nonce } = (await info(p)).seeds;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const holding = new Promise<void>((resolve) => (locked = resolve));
      // Another transaction holds the pool's row, as a long engine batch feeding it would.
      const settling = inTransaction(t.database.db, async (trx) => {
        await sql`
          select balance from ledger_accounts
          where user_id is null and kind = 'house:jackpot:mini' for update
        `.execute(trx);
        locked();
        await held;
      });
      await holding;
      const refused = await kit.call(p, 'receiveDrawChance', { nonce });
      release();
      await settling;
      expect(refused.errcode).toBe(ErrorCode.DRAW_POOL_SETTLING);
      expect(await info(p)).toMatchObject({ chances: 1, seeds: { nonce } });
      // The outcome was fixed by the committed seed: the same draw pays once the pool is free.
      expect(await draw(p, nonce)).toMatchObject({ type: 2, nonce, chances: 0 });
    },
  );

  it('keeps a pool’s ledger account from going below zero, whatever asks it to', async () => {
    const before = await poolBalance('major');
    await expect(
      transfer(t.database.db, {
        key: `test-overdraw:${Math.random()}`,
        kind: 'test',
        userId: null,
        legs: [
          { account: { house: 'house:jackpot:major' }, amount: -(before + 1) },
          { account: { house: 'house:promo:jackpot' }, amount: before + 1 },
        ],
      }),
    ).rejects.toMatchObject({ code: ErrorCode.INSUFFICIENT_BALANCE });
    expect(await poolBalance('major')).toBe(before);
  });

  it('feeds the pools once per engine batch, never past a cap, and a batch seen again pays nothing', async () => {
    const jackpot = { ...DEMO, pools: pools({ seed: 0, cap: 25_000, contributionBp: 2_500 }) };
    await useRules(jackpot);
    const p = await kit.player();
    const start = await poolBalance('mini');
    const feeds = async () =>
      (
        await t.database.db
          .selectFrom('ledger_transfers')
          .select('id')
          .where('kind', '=', 'jackpot_feed')
          .execute()
      ).length;
    const before = await feeds();
    for (let i = 0; i < 10; i++) await kit.betSettled(p.userId, { bet: 1_001, validBet: 1_001 });
    await consume();
    // 25% of 100.10 is 25.025: 25.02 paid in at once, 0.005 carried to the next batch.
    expect(await poolBalance('mini')).toBe(start + 2_502);
    expect(await feeds()).toBe(before + 1);
    await kit.betSettled(p.userId, { bet: 2, validBet: 2 });
    await consume();
    expect(await poolBalance('mini')).toBe(start + 2_503);
    // The events read again through the rule pay nothing.
    const { rows } = await sql<{
      id: string;
      tx: string;
      type: string;
      user_id: string;
      payload: unknown;
      created_at: Date;
    }>`
      select id, tx::text as tx, type, user_id, payload, created_at from domain_events
      where user_id = ${p.userId} order by tx, id
    `.execute(t.database.db);
    const events = rows.map((e) => ({
      id: Number(e.id),
      tx: e.tx,
      type: e.type,
      userId: Number(e.user_id),
      payload: (typeof e.payload === 'string' ? JSON.parse(e.payload) : e.payload) as Record<
        string,
        unknown
      >,
      createdAt: new Date(e.created_at),
    }));
    const rule = jackpotRule({ config: () => t.config.current().config });
    const context = { rules: RewardsRules.parse({ jackpot }), offsetSeconds: 0 };
    await inTransaction(t.database.db, (trx) => rule.onEvents(trx, events, context));
    expect(await poolBalance('mini')).toBe(start + 2_503);
    expect(await feeds()).toBe(before + 2);
    // A cap stops the feed: 1,000.00 more of bets fill the pool to 250.00 and no further.
    await feed(p, 100_000);
    expect(await poolBalance('mini')).toBe(Math.max(25_000, start + 2_503));
    await expectBooksBalanced(t.database.db);
  });

  it('draws once per chance when thirty draws come at once, and spends exactly the chances held', async () => {
    const p = await kit.player();
    await giveChances(p, 3);
    const ids = new Set<number>();
    for (let round = 0; round < 3; round++) {
      const { nonce } = (await info(p)).seeds;
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => kit.call(p, 'receiveDrawChance', { nonce })),
      );
      expect(answers.map((a) => a.errcode)).toEqual(Array(30).fill(0));
      const drawn = new Set(answers.map((a) => a.data.id as number));
      expect(drawn.size).toBe(1);
      for (const id of drawn) ids.add(id);
    }
    expect(ids.size).toBe(3);
    const { nonce } = (await info(p)).seeds;
    const none = await Promise.all(
      Array.from({ length: 30 }, () => kit.call(p, 'receiveDrawChance', { nonce })),
    );
    expect(new Set(none.map((a) => a.errcode))).toEqual(new Set([ErrorCode.DRAW_NO_CHANCE]));
    // Thirty at once naming the nonces ahead: the current one draws at most, the rest refused.
    await giveChances(p, 3);
    const ahead = await Promise.all(
      Array.from({ length: 30 }, (_, i) => kit.call(p, 'receiveDrawChance', { nonce: nonce + i })),
    );
    const made = ahead.filter((a) => a.errcode === 0).length;
    expect(made).toBeGreaterThanOrEqual(1);
    expect(made).toBeLessThanOrEqual(3);
    const refusals = new Set([0, ErrorCode.BAD_REQUEST, ErrorCode.DRAW_NO_CHANCE]);
    expect(ahead.every((a) => refusals.has(a.errcode))).toBe(true);
    const page = await info(p);
    expect(page.chances + page.seeds.nonce).toBe(6);
    const rows = await t.database.db
      .selectFrom('jackpot_draws')
      .select('id')
      .where('user_id', '=', p.userId)
      .execute();
    expect(rows).toHaveLength(page.seeds.nonce);
  });

  it('draws without a nonce (a spec client’s call), the server naming the next one, never past the chances held', async () => {
    const p = await kit.player();
    await giveChances(p, 2);
    // The player never read the draw page: the first draw's seed is committed by the draw itself.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => kit.call(p, 'receiveDrawChance', {})),
    );
    const made = answers.filter((a) => a.errcode === 0);
    expect(made.map((a) => a.data.nonce as number).sort()).toEqual([0, 1]);
    expect(answers.filter((a) => a.errcode !== 0).map((a) => a.errcode)).toEqual(
      Array(8).fill(ErrorCode.DRAW_NO_CHANCE),
    );
    // Each answer names its count's unit by the one rule (docs/api.md "Reward counts").
    for (const a of made) expect(a.data.unit).toBe(rewardUnit(a.data.propId as number));
    const page = await info(p);
    expect(page).toMatchObject({ chances: 0, seeds: { nonce: 2 } });
    for (const cell of page.cells) expect(cell.unit).toBe(rewardUnit(cell.propId));
    // A nonce still names a draw: the first one answers again and spends nothing.
    expect(await draw(p, 0)).toMatchObject({
      nonce: 0,
      id: made.find((a) => a.data.nonce === 0)!.data.id,
    });
    await expectBooksBalanced(t.database.db);
  });

  it('refuses past the day’s draws, and draws again the next operator day', async () => {
    await useRules({ dailyDrawLimit: 2 });
    const p = await kit.player();
    await giveChances(p, 3);
    await draw(p);
    await draw(p);
    expect(await flag(p)).toBe(false);
    expect(await info(p)).toMatchObject({ chances: 1, canReceiveDrawChance: false });
    const { nonce } = (await info(p)).seeds;
    expect((await kit.call(p, 'receiveDrawChance', { nonce })).errcode).toBe(
      ErrorCode.DRAW_DAILY_LIMIT,
    );
    expect((await info(p)).chances).toBe(1);
    await kit.setClock(await kit.toMidnight(0));
    expect(await flag(p)).toBe(true);
    expect(await draw(p, nonce)).toMatchObject({ chances: 0 });
  });

  it('refuses a draw while the jackpot is not live, spending nothing', async () => {
    const p = await kit.player();
    await giveChances(p, 1);
    const { config } = t.config.current();
    await t.config.update({
      ...config,
      activities: config.activities.map((a) =>
        a.type === 47 ? { ...a, endTime: Math.floor(Date.now() / 1000) - HOUR } : a,
      ),
    });
    try {
      expect(await info(p)).toMatchObject({ live: false, canReceiveDrawChance: false });
      expect(await flag(p)).toBe(false);
      const { nonce } = (await info(p)).seeds;
      expect((await kit.call(p, 'receiveDrawChance', { nonce })).errcode).toBe(
        ErrorCode.DRAW_ACTIVITY_CLOSED,
      );
      expect((await info(p)).chances).toBe(1);
      // Deposits while it is closed earn nothing.
      await deposit(p, 100_000);
      expect((await info(p)).chances).toBe(1);
    } finally {
      await t.config.update(config);
    }
  });

  it('refuses bad input, and a nonce ahead, changing nothing; another player’s draws are not in one’s record', async () => {
    const p = await kit.player();
    const other = await kit.player();
    await giveChances(p, 1);
    await giveChances(other, 1);
    const theirs = await draw(other);
    const { nonce } = (await info(p)).seeds;
    for (const body of [
      { nonce: -1 },
      { nonce: 'x' },
      // (No nonce at all draws at the next one: a spec client's call, tested above.)
      { nonce, clientSeed: 'a b' },
      { nonce: nonce + 1 },
    ]) {
      expect((await kit.call(p, 'receiveDrawChance', body)).errcode, JSON.stringify(body)).toBe(
        ErrorCode.BAD_REQUEST,
      );
    }
    expect((await kit.call(p, 'getPersonJackpotDrawAwardLog', { pageSize: 0 })).errcode).toBe(
      ErrorCode.BAD_REQUEST,
    );
    expect(await info(p)).toMatchObject({ chances: 1, seeds: { nonce } });
    const record = GetPersonJackpotDrawAwardLogAnswer.parse(
      await kit.ok(p, 'getPersonJackpotDrawAwardLog', {}),
    );
    expect(record.list.map((d) => d.id)).not.toContain(theirs.id);
    // Their fixed prize's grant is theirs alone.
    const [grant] = await kit.grantsOf(other.userId, JACKPOT_ACTIVITY);
    if (grant)
      expect((await kit.call(p, 'betBonusReceive', { id: grant.id })).errcode).toBe(
        ErrorCode.REWARD_NOT_FOUND,
      );
  });

  it('ranks the ISO week’s winnings by sections, ties sharing a rank, with the player’s own exact row', async () => {
    await useRules({
      cellWeights: { [Cell.Coin20]: 1 },
      rankSteps: [0, 1_000, 3_000, 10_000],
    });
    // A week of its own, whatever the weekday: the other tests move the clock a day or two at
    // most, so ten weeks on no one else has won.
    await kit.setClock(10 * WEEK);
    const [a, b, c, d] = await Promise.all(Array.from({ length: 4 }, () => kit.player()));
    for (const [p, draws] of [
      [a!, 2],
      [b!, 1],
      [c!, 1],
    ] as const) {
      await giveChances(p, draws);
      for (let i = 0; i < draws; i++) await draw(p);
    }
    const board = GetJackpotRankAnswer.parse(await kit.ok(b!, 'getJackpotRank', { pageSize: 50 }));
    const ofB = board.personRank!;
    expect(ofB).toMatchObject({
      amount: 2_000,
      amountSection: { min: 1_000, max: 3_000 },
      me: true,
    });
    const ofA = GetJackpotRankAnswer.parse(await kit.ok(a!, 'getJackpotRank', {})).personRank!;
    expect(ofA).toMatchObject({ amount: 4_000, amountSection: { min: 3_000, max: 10_000 } });
    const ofC = GetJackpotRankAnswer.parse(await kit.ok(c!, 'getJackpotRank', {})).personRank!;
    // b and c tie: one rank, the one after a's.
    expect(ofC.rank).toBe(ofB.rank);
    expect(ofB.rank).toBe(ofA.rank + 1);
    expect(
      GetJackpotRankAnswer.parse(await kit.ok(d!, 'getJackpotRank', {})).personRank,
    ).toBeNull();
    const entryOfA = board.allRank.list.find((e) => e.id === ofA.id)!;
    expect(entryOfA).toMatchObject({ me: false, rank: ofA.rank });
    expect(entryOfA).not.toHaveProperty('amount');
    // A new ISO week starts empty.
    await kit.setClock(11 * WEEK);
    expect(
      GetJackpotRankAnswer.parse(await kit.ok(a!, 'getJackpotRank', {})).personRank,
    ).toBeNull();
  });

  it('feeds the lobby’s ticker with the pools and its feed with big wins by multiple and amount, ranked, nicknames masked', async () => {
    await useRules({
      cellWeights: { [Cell.Mini]: 1 },
      wheel: wheelOf(1_000),
      pools: pools({ seed: 1_000 }),
      bigWin: { ...DEMO.bigWin, minMultipleE2: 2_000, minWin: 3_000, minBet: 100 },
    });
    const game = t.config.current().config.games[0]!;
    const p = await kit.player();
    await kit.betSettled(p.userId, { bet: 200, win: 5_000, gameId: game.id });
    // Too small a multiple, too small a bet, a large amount at ×1.5 (never a big win, however
    // large), and a big multiple of too small an amount.
    await kit.betSettled(p.userId, { bet: 200, win: 3_000, gameId: game.id });
    await kit.betSettled(p.userId, { bet: 50, win: 5_000, gameId: game.id });
    await kit.betSettled(p.userId, { bet: 100_000, win: 150_000, gameId: game.id });
    await kit.betSettled(p.userId, { bet: 100, win: 2_500, gameId: game.id });
    // The largest multiple, and the same multiple as the first for a larger amount.
    await kit.betSettled(p.userId, { bet: 1_000, win: 40_000, gameId: game.id });
    await kit.betSettled(p.userId, { bet: 400, win: 10_000, gameId: game.id });
    await consume();
    await giveChances(p, 1);
    const won = await draw(p);
    let now = 0;
    const live = new LobbyLiveService({
      db: t.database.db,
      settings: t.settings,
      config: () => t.config.current().config,
      now: () => now,
    });
    const answer = await live.answer();
    const page = await info(p);
    expect(answer.jackpotLive).toBe(true);
    expect(answer.pools).toEqual([page.mega, page.major, page.minor, page.mini]);
    expect(answer.total).toBe(page.total);
    const mine = answer.bigWins.filter((w) => w.nickname === page.jackpotWinnerList[0]!.nickname);
    expect(mine).toMatchObject([
      { key: `j:${won.id}`, kind: 'jackpot', tier: 'mini', amount: won.bonus, multiplier: null },
      {
        kind: 'round',
        gameId: game.id,
        gameName: game.name,
        multiplier: 4_000,
        amount: 40_000,
        tier: null,
      },
      { kind: 'round', gameId: game.id, multiplier: 2_500, amount: 10_000 },
      { kind: 'round', gameId: game.id, multiplier: 2_500, amount: 5_000 },
    ]);
    expect(mine).toHaveLength(4);
    expect(mine[0]!.nickname).toBe(`${p.nickname.slice(0, 2)}***${p.nickname.slice(-2)}`);
    // The snapshot stands until its refresh period is over.
    await kit.betSettled(p.userId, { bet: 200, win: 20_000, gameId: game.id });
    await consume();
    expect(await live.answer()).toBe(answer);
    now += DEMO.bigWin.refreshSeconds * 1_000;
    const rounds = (await live.answer()).bigWins.filter((w) => w.kind === 'round');
    expect(rounds[0]).toMatchObject({ multiplier: 10_000, amount: 20_000 });
  });
});
