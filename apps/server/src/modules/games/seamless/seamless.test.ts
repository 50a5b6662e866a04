import { ErrorCode } from '@lobby/contract/values/errors';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../../test/ledger-books';
import { randomIp } from '../../../../test/accounts-client';
import { startTestApp, useTestApp } from '../../../../test/test-app';
import { balances, HouseAccount, transfer, UserAccount } from '@/ledger/ledger';
import { SeamlessService } from './seamless.service';
import { gamesClient, gamesTestEnv } from '../games-test-client';

const t = useTestApp({ env: gamesTestEnv });
const g = gamesClient(t);

let seq = 0;
const id = (stem: string) => `${stem}-${seq++}`;

/** A player with coin and an open session of a provider's game. */
const seated = async (coin: number) => {
  const p = await g.player(coin);
  const { sessionId } = await p.ok('startGame', { gameId: g.providerGameId() });
  const coinNow = async () => (await balances(t.database.db, p.userId)).coin;
  return { ...p, sessionId: sessionId as string, coinNow };
};

const expire = (sessionId: string) =>
  t.database.db
    .updateTable('game_sessions')
    .set({ last_seen_at: sql<Date>`now() - interval '4 minutes'` })
    .where('id', '=', sessionId)
    .execute();

describe('seamless wallet: transport', () => {
  it('refuses a wrong signature, an unknown provider or operation and a malformed body', async () => {
    const p = await seated(1_000);
    const debit = { sessionId: p.sessionId, txId: id('tx'), roundId: id('r'), amount: 100 };
    expect(await g.provider('debit', debit, { sign: false })).toEqual({
      status: 401,
      body: { ok: false, error: 'BAD_SIGNATURE' },
    });
    expect((await g.provider('debit', debit, { name: 'house' })).status).toBe(404);
    expect((await g.provider('steal', debit)).status).toBe(404);
    expect((await g.provider('debit', { ...debit, amount: 1.5 })).status).toBe(400);
    expect(await p.coinNow()).toBe(1_000);
    expect(await g.provider('balance', { sessionId: p.sessionId })).toEqual({
      status: 200,
      body: { ok: true, balance: 1_000 },
    });
  });

  it('refuses a body over its limit, or not JSON, with the error envelope (both signed routes)', async () => {
    const refusals = [
      { url: '/provider/v1/demo-provider/balance', bytes: 9 * 1024, type: 'application/json' },
      { url: '/webhooks/payments/sandbox', bytes: 65 * 1024, type: 'application/json' },
      { url: '/provider/v1/demo-provider/balance', bytes: 8, type: 'text/plain' },
    ];
    for (const { url, bytes, type } of refusals) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': type },
        payload: JSON.stringify({ pad: 'x'.repeat(bytes) }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, errcode: ErrorCode.BAD_REQUEST });
    }
  });
});

describe('seamless wallet: hostile paths', () => {
  it('answers 404 for names an object holds of its own (__proto__, constructor, toString …)', async () => {
    const p = await seated(1_000);
    const debit = { sessionId: p.sessionId, txId: id('tx'), roundId: id('r'), amount: 100 };
    for (const name of ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString']) {
      expect(await g.provider('debit', debit, { name })).toEqual({
        status: 404,
        body: { ok: false, error: 'UNKNOWN_PROVIDER' },
      });
    }
    for (const op of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf']) {
      expect(await g.provider(op, debit)).toEqual({
        status: 404,
        body: { ok: false, error: 'UNKNOWN_OPERATION' },
      });
    }
    expect(await p.coinNow()).toBe(1_000);
  });

  it('counts a refused signature as a security event', async () => {
    const before = await t.securityEvents.count('signature_refused');
    const refused = await g.provider('balance', { sessionId: 'x' }, { sign: false });
    expect(refused.status).toBe(401);
    expect(await t.securityEvents.count('signature_refused')).toBe(before + 1);
  });

  it('limits each IP to PROVIDER_RATE_LIMIT_MAX calls a minute', async () => {
    const limited = await startTestApp({
      env: { ...gamesTestEnv, PROVIDER_RATE_LIMIT_MAX: '3', RATE_LIMIT_MAX: '0' },
    });
    try {
      // An address of its own: with REDIS_URL the counters outlive the run.
      const ip = randomIp();
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/provider/v1/__proto__/debit',
          payload: '{}',
          remoteAddress: ip,
          headers: { 'content-type': 'application/json' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('seamless wallet: semantics', () => {
  it('applies a debit once: a repeat answers the first answer, other fields are a conflict', async () => {
    const p = await seated(1_000);
    const debit = { sessionId: p.sessionId, txId: id('tx'), roundId: id('r'), amount: 300 };
    const first = await g.provider('debit', debit);
    expect(first).toEqual({ status: 200, body: { ok: true, txId: debit.txId, balance: 700 } });
    await g.credit(p.userId, 50);
    expect(await g.provider('debit', debit)).toEqual(first);
    expect(await g.provider('debit', { ...debit, amount: 301 })).toEqual({
      status: 409,
      body: { ok: false, error: 'TX_CONFLICT' },
    });
    expect(await g.provider('credit', { ...debit, final: true })).toMatchObject({ status: 409 });
    expect(await p.coinNow()).toBe(750);
    const wagering = await t.database.db
      .selectFrom('ledger_transfers')
      .select(['kind'])
      .where('idempotency_key', '=', `seamless:demo-provider:${debit.txId}`)
      .execute();
    expect(wagering).toEqual([{ kind: 'bet' }]);
  });

  it('applies parallel copies of one debit once', async () => {
    const p = await seated(1_000);
    const debit = { sessionId: p.sessionId, txId: id('tx'), roundId: id('r'), amount: 100 };
    const answers = await Promise.all(Array.from({ length: 6 }, () => g.provider('debit', debit)));
    for (const answer of answers)
      expect(answer.body).toEqual({ ok: true, txId: debit.txId, balance: 900 });
    expect(await p.coinNow()).toBe(900);
  });

  it('remembers a refusal for want of balance: its repeat is refused even after a deposit', async () => {
    const p = await seated(100);
    const debit = { sessionId: p.sessionId, txId: id('tx'), roundId: id('r'), amount: 500 };
    const refused = { status: 200, body: { ok: false, error: 'INSUFFICIENT_BALANCE' } };
    expect(await g.provider('debit', debit)).toEqual(refused);
    await g.credit(p.userId, 1_000);
    expect(await g.provider('debit', debit)).toEqual(refused);
    expect(await p.coinNow()).toBe(1_100);
    // Rolling the refused debit back moves nothing.
    const rollback = { sessionId: p.sessionId, txId: id('rb'), refTxId: debit.txId };
    expect((await g.provider('rollback', rollback)).body).toEqual({
      ok: true,
      txId: rollback.txId,
      balance: 1_100,
    });
  });

  it('pays a win into a known round, settles it, and refuses a credit for an unknown round', async () => {
    const p = await seated(1_000);
    const roundId = id('r');
    expect(
      await g.provider('credit', { sessionId: p.sessionId, txId: id('tx'), roundId, amount: 50 }),
    ).toEqual({ status: 200, body: { ok: false, error: 'ROUND_UNKNOWN' } });
    await g.provider('debit', { sessionId: p.sessionId, txId: id('tx'), roundId, amount: 200 });
    const win = { sessionId: p.sessionId, txId: id('tx'), roundId, amount: 450 };
    expect((await g.provider('credit', win)).body).toEqual({
      ok: true,
      txId: win.txId,
      balance: 1_250,
    });
    expect((await g.provider('credit', win)).body.balance).toBe(1_250);
    expect((await g.provider('credit', { ...win, txId: id('tx') })).body).toEqual({
      ok: false,
      error: 'ROUND_CLOSED',
    });
    expect(await p.coinNow()).toBe(1_250);
    const record = await p.ok('betRecord');
    expect(record.list).toEqual([
      expect.objectContaining({ roundId, bet: 200, win: 450, gameId: g.providerGameId() }),
    ]);
  });

  it('rolls a debit back once, and refuses a credit after the rollback', async () => {
    const p = await seated(1_000);
    const roundId = id('r');
    const debit = { sessionId: p.sessionId, txId: id('tx'), roundId, amount: 400 };
    await g.provider('debit', debit);
    const wageringBefore = (await balances(t.database.db, p.userId)).wagering;
    const rollback = { sessionId: p.sessionId, txId: id('rb'), refTxId: debit.txId, roundId };
    const first = await g.provider('rollback', rollback);
    expect(first.body).toEqual({ ok: true, txId: rollback.txId, balance: 1_000 });
    expect(await g.provider('rollback', rollback)).toEqual(first);
    expect((await g.provider('rollback', { ...rollback, txId: id('rb') })).body.balance).toBe(
      1_000,
    );
    expect(
      (await g.provider('credit', { sessionId: p.sessionId, txId: id('tx'), roundId, amount: 800 }))
        .body,
    ).toEqual({ ok: false, error: 'ROUND_ROLLED_BACK' });
    expect(await p.coinNow()).toBe(1_000);
    expect((await balances(t.database.db, p.userId)).wagering).toBe(wageringBefore + 400);
  });

  it('remembers the rollback of an unknown debit and refuses the late debit', async () => {
    const p = await seated(1_000);
    const roundId = id('r');
    const debitTx = id('tx');
    const rollback = { sessionId: p.sessionId, txId: id('rb'), refTxId: debitTx, roundId };
    expect((await g.provider('rollback', rollback)).body).toEqual({
      ok: true,
      txId: rollback.txId,
      balance: 1_000,
    });
    const late = { sessionId: p.sessionId, txId: debitTx, roundId, amount: 300 };
    const refused = { status: 200, body: { ok: false, error: 'DEBIT_ROLLED_BACK' } };
    expect(await g.provider('debit', late)).toEqual(refused);
    expect(await g.provider('debit', late)).toEqual(refused);
    expect(await p.coinNow()).toBe(1_000);
  });

  it('takes no bet on an expired session but accepts its wins and rollbacks', async () => {
    const p = await seated(1_000);
    const [r1, r2] = [id('r'), id('r')];
    const bet1 = { sessionId: p.sessionId, txId: id('tx'), roundId: r1, amount: 100 };
    const bet2 = { sessionId: p.sessionId, txId: id('tx'), roundId: r2, amount: 200 };
    await g.provider('debit', bet1);
    await g.provider('debit', bet2);
    await expire(p.sessionId);
    expect(
      (
        await g.provider('debit', {
          sessionId: p.sessionId,
          txId: id('tx'),
          roundId: id('r'),
          amount: 1,
        })
      ).body,
    ).toEqual({ ok: false, error: 'SESSION_EXPIRED' });
    await t.jobs.runDue();
    expect(
      (
        await g.provider('credit', {
          sessionId: p.sessionId,
          txId: id('tx'),
          roundId: r1,
          amount: 300,
        })
      ).body.ok,
    ).toBe(true);
    expect(
      (await g.provider('rollback', { sessionId: p.sessionId, txId: id('rb'), refTxId: bet2.txId }))
        .body.ok,
    ).toBe(true);
    expect(await p.coinNow()).toBe(1_000 - 100 + 300);
  });

  it('conserves money: coin plus the house games account stays constant', async () => {
    const p = await seated(10_000);
    const before = (await p.coinNow()) + (await houseGames());
    for (let i = 0; i < 5; i++) {
      const roundId = id('r');
      const debit = { sessionId: p.sessionId, txId: id('tx'), roundId, amount: 100 * (i + 1) };
      await g.provider('debit', debit);
      if (i % 2 === 0)
        await g.provider('credit', {
          sessionId: p.sessionId,
          txId: id('tx'),
          roundId,
          amount: 150 * i,
        });
      else
        await g.provider('rollback', {
          sessionId: p.sessionId,
          txId: id('rb'),
          refTxId: debit.txId,
        });
    }
    expect((await p.coinNow()) + (await houseGames())).toBe(before);
  });
});

describe('seamless wallet: calls applied together (group commit)', () => {
  const PROVIDER = 'demo-provider';
  /** A wallet of its own, so its batches are this test's alone. */
  const wallet = (groupCommit = true) =>
    new SeamlessService({ db: t.database.db, secrets: {}, groupCommit });

  it('answers the parallel rounds of many players as if applied one by one', async () => {
    const seamless = wallet();
    const players = await Promise.all(Array.from({ length: 12 }, () => seated(1_000)));
    const houseBefore = await houseGames();
    const answers = await Promise.all(
      players.map(async (p, i) => {
        const roundId = id('r');
        const debit = await seamless.debit(t.database.db, PROVIDER, {
          sessionId: p.sessionId,
          txId: id('tx'),
          roundId,
          amount: 100 + i,
        });
        const credit = await seamless.credit(t.database.db, PROVIDER, {
          sessionId: p.sessionId,
          txId: id('tx'),
          roundId,
          amount: 3 * i,
          final: true,
        });
        return [debit, credit];
      }),
    );
    for (const [i, p] of players.entries()) {
      const [debit, credit] = answers[i]!;
      expect(debit).toMatchObject({ ok: true, balance: 1_000 - 100 - i });
      expect(credit).toMatchObject({ ok: true, balance: 1_000 - 100 - i + 3 * i });
      expect(await p.coinNow()).toBe(1_000 - 100 - i + 3 * i);
    }
    const moved = players.reduce((sum, _, i) => sum + 100 + i - 3 * i, 0);
    expect((await houseGames()) - houseBefore).toBe(moved);
    const stats = seamless.batchStats;
    expect(stats.batches).toBeGreaterThan(0);
    expect(stats.batchedItems).toBeGreaterThan(stats.batches);
    expect(stats.fallbacks).toBe(0);
  });

  it('answers refusals and payments of one batch each their own', async () => {
    const seamless = wallet();
    const [rich, poor, other] = await Promise.all([seated(1_000), seated(50), seated(1_000)]);
    const roundId = id('r');
    const calls = [
      seamless.debit(t.database.db, PROVIDER, {
        sessionId: rich.sessionId,
        txId: id('tx'),
        roundId,
        amount: 400,
      }),
      seamless.debit(t.database.db, PROVIDER, {
        sessionId: poor.sessionId,
        txId: id('tx'),
        roundId: id('r'),
        amount: 51,
      }),
      seamless.debit(t.database.db, PROVIDER, {
        sessionId: 'no-such-session',
        txId: id('tx'),
        roundId: id('r'),
        amount: 1,
      }),
      seamless.credit(t.database.db, PROVIDER, {
        sessionId: other.sessionId,
        txId: id('tx'),
        roundId: id('r'),
        amount: 10,
        final: true,
      }),
    ];
    expect(await Promise.all(calls)).toEqual([
      { ok: true, txId: expect.any(String), balance: 600 },
      { ok: false, error: 'INSUFFICIENT_BALANCE' },
      { ok: false, error: 'SESSION_UNKNOWN' },
      { ok: false, error: 'ROUND_UNKNOWN' },
    ]);
    expect(seamless.batchStats).toMatchObject({ batches: 1, batchedItems: 4, fallbacks: 0 });
    expect([await rich.coinNow(), await poor.coinNow(), await other.coinNow()]).toEqual([
      600, 50, 1_000,
    ]);
    const rounds = await t.database.db
      .selectFrom('game_rounds')
      .select(['round_id', 'bet'])
      .where('user_id', 'in', [rich.userId, poor.userId, other.userId])
      .execute();
    // The refused bet opened no round.
    expect(rounds).toEqual([{ round_id: roundId, bet: 400 }]);
  });

  it.each([
    ['together', true],
    ['each on its own', false],
  ])(
    'takes parallel bets of one player up to the balance, never beyond (%s)',
    async (_, together) => {
      const seamless = wallet(together);
      const p = await seated(450);
      const debits = Array.from({ length: 10 }, () => ({
        sessionId: p.sessionId,
        txId: id('tx'),
        roundId: id('r'),
        amount: 100,
      }));
      const answers = await Promise.all(
        debits.map((debit) => seamless.debit(t.database.db, PROVIDER, debit)),
      );
      expect(answers.filter((a) => a.ok)).toHaveLength(4);
      expect(answers.filter((a) => !a.ok)).toEqual(
        Array.from({ length: 6 }, () => ({ ok: false, error: 'INSUFFICIENT_BALANCE' })),
      );
      expect(await p.coinNow()).toBe(50);
      // Each refusal is remembered: its repeat is refused after a deposit too.
      await g.credit(p.userId, 1_000);
      const refused = debits.filter((_, i) => !answers[i]!.ok);
      for (const debit of refused)
        expect(await seamless.debit(t.database.db, PROVIDER, debit)).toEqual({
          ok: false,
          error: 'INSUFFICIENT_BALANCE',
        });
      expect(await p.coinNow()).toBe(1_050);
    },
  );

  it('posts the ledger transfer the ledger itself would: its key replays, not conflicts', async () => {
    const seamless = wallet();
    const p = await seated(1_000);
    const roundId = id('r');
    const debit = { sessionId: p.sessionId, txId: id('tx'), roundId, amount: 250 };
    const credit = { ...debit, txId: id('tx'), amount: 75, final: true };
    await seamless.debit(t.database.db, PROVIDER, debit);
    await seamless.credit(t.database.db, PROVIDER, credit);
    const legs = (amount: number) => [
      { account: { userId: p.userId, kind: UserAccount.Coin }, amount },
      { account: { house: HouseAccount.Games }, amount: -amount },
    ];
    const bet = await transfer(t.database.db, {
      key: `seamless:${PROVIDER}:${debit.txId}`,
      kind: 'bet',
      userId: p.userId,
      legs: legs(-250),
      wagering: -250,
    });
    const win = await transfer(t.database.db, {
      key: `seamless:${PROVIDER}:${credit.txId}`,
      kind: 'win',
      userId: p.userId,
      legs: legs(75),
    });
    expect([bet.replayed, win.replayed]).toEqual([true, true]);
    expect(await p.coinNow()).toBe(825);
  });
});

const houseGames = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('kind', '=', HouseAccount.Games)
        .where('user_id', 'is', null)
        .executeTakeFirst()
    )?.balance ?? 0,
  );

describe('seamless wallet: the books', () => {
  // Runs after every round above: the transfers the SQL functions post balance, and each names
  // the player whose money it moves, as a player's records require.
  it('balance after every round above, each transfer naming its player', async () => {
    await expectBooksBalanced(t.database.db);
  });
});
