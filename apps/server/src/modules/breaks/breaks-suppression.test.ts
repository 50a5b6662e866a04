import { GetMail2Answer } from '@lobby/contract/mail';
import { ErrorCode } from '@lobby/contract/values/errors';
import { LoginType } from '@lobby/contract/values/enums';
import { afterEach, describe, expect, it } from 'vitest';
import { newIp } from '../../../test/accounts-client';
import { useTestApp } from '../../../test/test-app';
import { inTransaction } from '@/db/database';
import { balances } from '@/ledger/ledger';
import { gamesClient, gamesTestEnv } from '../games/games-test-client';
import type { mailModule } from '../mail/mail.module';
import { PropId } from '../rewards/awards';
import type { rewardsModule } from '../rewards/rewards.module';

// While a break holds (ADR 0071): providers' new debits are refused (rounds already open still
// settle), the game sessions are closed, no reward is granted or claimed, and no promotion sent
// meanwhile reaches the player, even after the break.

const t = useTestApp({ env: gamesTestEnv });
const g = gamesClient(t);
const rewardsOf = () =>
  t.modules.find((m) => m.name === 'rewards') as ReturnType<typeof rewardsModule>;
const mailOf = () => t.modules.find((m) => m.name === 'mail') as ReturnType<typeof mailModule>;
const HOUR = 3600;

const clock = async (body: object) =>
  (await t.app.inject({ method: 'POST', url: '/dev/v1/clock', payload: body })).json<{
    data: { now: number };
  }>().data;
afterEach(async () => {
  await clock({ offsetSeconds: 0 });
});

let seq = 0;
const id = (stem: string) => `break-${stem}-${seq++}`;

type Player = Awaited<ReturnType<typeof g.player>>;
const takeTimeout = async (p: Player) =>
  (await p.ok('takeBreak', { kind: 'timeout', period: '24h', confirm: true })) as {
    until: number;
  };

describe('the games of a player on a break', () => {
  it('closes their game sessions and refuses a provider’s new debits; open rounds settle', async () => {
    const p = await g.player(1_000);
    const { sessionId } = (await p.ok('startGame', { gameId: g.providerGameId() })) as {
      sessionId: string;
    };
    const open = { sessionId, txId: id('tx'), roundId: id('round'), amount: 300 };
    const first = await g.provider('debit', open);
    expect(first.body).toMatchObject({ ok: true, balance: 700 });
    await takeTimeout(p);

    const session = await t.database.db
      .selectFrom('game_sessions')
      .select(['closed_at', 'close_reason'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(session.close_reason).toBe('break');
    expect(session.closed_at).not.toBeNull();

    const another = { sessionId, txId: id('tx'), roundId: id('round'), amount: 100 };
    expect(await g.provider('debit', another)).toEqual({
      status: 200,
      body: { ok: false, error: 'PLAYER_ON_BREAK' },
    });
    // Adding to the open round is a new bet too: refused.
    expect((await g.provider('debit', { ...open, txId: id('tx'), amount: 50 })).body).toEqual({
      ok: false,
      error: 'PLAYER_ON_BREAK',
    });
    // A repeat of a debit made before answers as it did; the open round's win is paid.
    expect(await g.provider('debit', open)).toEqual(first);
    const win = { sessionId, txId: id('tx'), roundId: open.roundId, amount: 450, final: true };
    expect((await g.provider('credit', win)).body).toMatchObject({ ok: true, balance: 1_150 });
    expect((await balances(t.database.db, p.userId)).coin).toBe(1_150);
  });
});

describe('rewards of a player on a break', () => {
  const grant = (userId: number, key: string) =>
    inTransaction(t.database.db, (trx) =>
      rewardsOf().grants.grant(trx, {
        userId,
        activity: 'test-break',
        key,
        awards: [{ propId: PropId.Points, count: 500 }],
        expiresAt: null,
      }),
    );
  const grantsOf = (userId: number) =>
    t.database.db
      .selectFrom('reward_grants')
      .select('id')
      .where('user_id', '=', userId)
      .where('activity', '=', 'test-break')
      .execute();

  it('makes no grant (what every event rule grants through) and refuses the claim of one made before', async () => {
    const p = await g.player();
    const other = await g.player();
    const before = await grant(p.userId, 'before');
    expect(before).toEqual(expect.any(Number));
    await takeTimeout(p);
    expect(await grant(p.userId, 'during')).toBeNull();
    expect(await grantsOf(p.userId)).toEqual([{ id: before }]);
    const others = await grant(other.userId, 'during');
    expect(others).toEqual(expect.any(Number));
    await expect(rewardsOf().grants.claim(p.userId, before!)).rejects.toMatchObject({
      code: ErrorCode.PLAYER_ON_BREAK,
    });
    const status = await t.database.db
      .selectFrom('reward_grants')
      .select('status')
      .where('id', '=', before!)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('claimable');
    // Another player, never on a break, claims as ever.
    expect(await rewardsOf().grants.claim(other.userId, others!)).toMatchObject({
      grantId: others,
    });
  });
});

describe('promotions to a player on a break', () => {
  const broadcast = async (title: string) => {
    const now = new Date((await clock({})).now * 1000);
    return (
      await mailOf().mail.broadcast(
        {
          title,
          body: 'A little something.',
          expiresAt: new Date(now.getTime() + 7 * 24 * HOUR * 1000),
        },
        'test@cli',
      )
    ).id;
  };
  const inboxOf = async (token: string) => {
    const answer = await g.accounts.call('getMail2', {}, { token });
    expect(answer.body.errcode, answer.body.msg).toBe(0);
    return GetMail2Answer.parse(answer.body.data).list.map((m) => m.title);
  };

  it('a broadcast sent during the break never reaches them; one sent after does', async () => {
    const p = await g.player();
    const other = await g.player();
    const { until } = await takeTimeout(p);
    const during = `During ${seq++}`;
    await broadcast(during);
    expect(await inboxOf(other.token)).toContain(during);

    const { now } = await clock({});
    await clock({ offsetSeconds: until - now + 5 });
    const back = await g.accounts.callSolving(
      'accountLogin',
      { loginType: LoginType.Account, account: p.account, password: p.password },
      { fingerprint: id('device'), ip: newIp() },
    );
    expect(back.body.errcode).toBe(0);
    const token = back.body.data.token as string;
    const after = `After ${seq++}`;
    await broadcast(after);
    const titles = await inboxOf(token);
    expect(titles).toContain(after);
    expect(titles).not.toContain(during);
  });
});
