import { beforeAll, describe, expect, it } from 'vitest';
import { depositsClient } from '../src/modules/deposits/deposits-test-client';
import { gamesClient, gamesTestEnv } from '../src/modules/games/games-test-client';
import { LobbyLiveService } from '../src/modules/jackpot/lobby-live.service';
import { accountsClient } from './accounts-client';
import { statementCounter } from './statement-counter';
import { useTestApp } from './test-app';

/**
 * Statements each hot call sends to the database, on either database: budgets that later work
 * may not exceed (docs/adr/0023). Each call is made once to warm what is meant to be warm (the
 * session cache, operator settings), then counted. A call over its budget fails with the SQL it
 * sent, so the change that added a statement is easy to find.
 *
 * Targets not reached yet (issue 14) are budgeted at today's count, the target beside it.
 */
const counter = statementCounter();
const t = useTestApp({
  onStatement: counter.listener,
  // What a call costs on a warm instance: the caches outlive a slow machine's gap between a
  // call's warm-up and its count, where their 5 s would expire mid-test under load.
  env: { ...gamesTestEnv, SETTINGS_CACHE_MS: '600000', SESSION_CACHE_MS: '60000' },
});

const expectWithin = async (
  budget: { statements: number; transactions?: number },
  call: () => Promise<{ status?: number; body?: { errcode: number } } | unknown>,
) => {
  const measured = await counter.during(call);
  const sent = `sent:\n  ${measured.statements.join('\n  ')}`;
  expect(measured.count, sent).toBeLessThanOrEqual(budget.statements);
  if (budget.transactions !== undefined) {
    expect(measured.transactions, sent).toBeLessThanOrEqual(budget.transactions);
  }
  return measured;
};

describe('statements per call', () => {
  let player: Awaited<ReturnType<ReturnType<typeof gamesClient>['player']>>;
  const call = (name: string, body: object = {}, idempotencyKey?: string) =>
    accountsClient(t).call(name, body, {
      token: player.token,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
  const ok = async (name: string, body: object = {}, idempotencyKey?: string) => {
    const answer = await call(name, body, idempotencyKey);
    expect(answer.body.errcode, `${name}: ${answer.body.msg}`).toBe(0);
    return answer;
  };
  beforeAll(async () => {
    player = await gamesClient(t).player(100_000);
    // A player with some of everything the reads gather: a receiving account, a like.
    await ok('addBankInfo', {
      bankId: 1,
      accountName: 'Budget Player',
      accountNo: '6222020200112233',
      password: player.password,
    });
    await ok('gameLike', { gameId: gamesClient(t).gameId('slot') });
  });

  // The second is the app-open day's insert (a no-op after the day's first), beside the read:
  // the login bonus's day starts at the player's first app open (ADR 0066).
  it('refreshData: two statements, the session included, and the app-open day', async () => {
    await ok('refreshData');
    await expectWithin({ statements: 2, transactions: 0 }, () => ok('refreshData'));
  });

  it.each(['getAfterLoginInfo', 'getAfterLoginInfoWeb'])('%s: at most 3', async (name) => {
    await ok(name);
    await expectWithin({ statements: 3 }, () => ok(name));
  });

  it('activityGetStatusList: one statement, the red dots of every system', async () => {
    await ok('activityGetStatusList');
    await expectWithin({ statements: 1, transactions: 0 }, () => ok('activityGetStatusList'));
  });

  it('getMail2: two statements, the copies of the broadcasts the player matches and the page', async () => {
    await ok('getMail2');
    await expectWithin({ statements: 2, transactions: 0 }, () => ok('getMail2'));
  });

  it('getCustomerServices: one statement (the lobby clock, for the working hours)', async () => {
    await ok('getCustomerServices');
    await expectWithin({ statements: 1, transactions: 0 }, () => ok('getCustomerServices'));
  });

  it('getActivityIds: one statement (the clock and the deposits), for a player or a visitor', async () => {
    await ok('getActivityIds');
    await expectWithin({ statements: 1, transactions: 0 }, () => ok('getActivityIds'));
    const visitor = () => accountsClient(t).call('getActivityIds', {});
    expect((await visitor()).body.errcode).toBe(0);
    await expectWithin({ statements: 1, transactions: 0 }, async () => {
      expect((await visitor()).body.errcode).toBe(0);
    });
  });

  it('firstDepositInfo: one statement for a player, none for a visitor', async () => {
    await ok('firstDepositInfo');
    await expectWithin({ statements: 1, transactions: 0 }, () => ok('firstDepositInfo'));
    const visitor = () => accountsClient(t).call('firstDepositInfo', {});
    expect((await visitor()).body.errcode).toBe(0);
    await expectWithin({ statements: 0, transactions: 0 }, async () => {
      expect((await visitor()).body.errcode).toBe(0);
    });
  });

  // The daily play's pages (docs/rewards/README.md): what each read costs a signed-in player today, so
  // that none grows unnoticed. None writes or opens a transaction.
  it.each([
    ['rankList', { period: 'day' }, 1],
    ['slotsHackInfo', {}, 3],
    ['getTaskUser', {}, 3],
    ['signInCalendar', {}, 3],
    ['loginBonus3User', {}, 3],
    ['pointsInfo', {}, 3],
    ['followInfo', {}, 1],
    ['fundInfo', {}, 3],
    ['getVipInfo', {}, 5],
  ] as const)('%s %j: at most %i statements', async (name, body, statements) => {
    await ok(name, body);
    await expectWithin({ statements, transactions: 0 }, () => ok(name, body));
  });

  it('getJackpotDrawInfo: one statement once the first draw is committed', async () => {
    await ok('getJackpotDrawInfo');
    await expectWithin({ statements: 1, transactions: 0 }, () => ok('getJackpotDrawInfo'));
  });

  it('anonymous/lobbyLive: one read per refresh however many viewers, none between refreshes', async () => {
    // The server's snapshot, with a clock of the test's own: no waiting on real time.
    let now = 1_000_000;
    const live = new LobbyLiveService({
      db: t.database.db,
      settings: t.settings,
      config: () => t.config.current().config,
      now: () => now,
    });
    const viewers = () => Promise.all(Array.from({ length: 50 }, () => live.answer()));
    // The first 50 viewers at once share one refresh: the feed's one statement and the setting.
    let first: Awaited<ReturnType<typeof viewers>> = [];
    await expectWithin({ statements: 2, transactions: 0 }, async () => {
      first = await viewers();
    });
    expect(new Set(first.map((a) => a.refreshedAt)).size).toBe(1);
    await expectWithin({ statements: 0 }, viewers);
    now += 9_000;
    await expectWithin({ statements: 0 }, viewers);
    // Past the refresh period, one read again: the setting is cached by then.
    now += 1_000;
    await expectWithin({ statements: 1 }, viewers);
    await expectWithin({ statements: 0 }, viewers);
    // And through the call, as a visitor's lobby asks for it.
    const call = () => accountsClient(t).call('anonymous/lobbyLive', {});
    expect((await call()).body.errcode).toBe(0);
    await expectWithin({ statements: 0 }, async () => {
      for (let i = 0; i < 50; i++) expect((await call()).body.errcode).toBe(0);
    });
  });

  it('getExchange: at most 2', async () => {
    await ok('getExchange');
    await expectWithin({ statements: 2 }, () => ok('getExchange'));
  });

  it('gamePlay: at most 3 (two when no other round of the player races it)', async () => {
    const gameId = gamesClient(t).gameId('dice');
    await ok('startGame', { gameId });
    const round = (key: string) =>
      ok('gamePlay', { gameId, bet: 100, params: { direction: 'under', target: 4950 } }, key);
    await round('budget-warm');
    await expectWithin({ statements: 3, transactions: 0 }, () => round('budget-count'));
  });

  it('a deposit credited by its webhook: at most 7, in one transaction', async () => {
    const deposits = depositsClient(t);
    const warm = await deposits.order(player.token, 10_000);
    expect((await deposits.webhook(deposits.eventFor(warm.orderNo, 10_000))).status).toBe(200);
    const { orderNo } = await deposits.order(player.token, 10_000);
    const measured = await expectWithin({ statements: 7, transactions: 1 }, async () => {
      const answer = await deposits.webhook(deposits.eventFor(orderNo, 10_000));
      expect(answer.body).toMatchObject({ ok: true, reason: 'credited' });
    });
    // Everything the credit writes is inside the transaction: nothing before BEGIN, nothing
    // after COMMIT.
    expect(measured.statements[0]).toMatch(/^begin/i);
    expect(measured.statements.at(-1)).toMatch(/^commit/i);
    // A repeat is a duplicate, and credits nothing more.
    const repeat = await deposits.webhook(deposits.eventFor(orderNo, 10_000));
    expect(repeat.body).toMatchObject({ ok: true, reason: 'duplicate' });
  });

  it.each([
    ['appUserCoinDetail', {}],
    ['betRecord', {}],
    ['betRecordReport', { from: 1_700_000_000, to: 1_700_086_400 }],
  ] as const)('%s: one statement, the page and its count', async (name, body) => {
    await ok(name, body);
    await expectWithin({ statements: 1, transactions: 0 }, () => ok(name, body));
  });

  it('accountLogin: at most 5', async () => {
    const login = () =>
      accountsClient(t).call(
        'accountLogin',
        { loginType: 2, account: player.account, password: player.password },
        { fingerprint: 'budget-device' },
      );
    expect((await login()).body.errcode).toBe(0);
    await expectWithin({ statements: 5 }, async () => {
      expect((await login()).body.errcode).toBe(0);
    });
  });
});
