import { ErrorCode } from '@lobby/contract/values/errors';
import { LoginType, SmsPurpose } from '@lobby/contract/values/enums';
import { afterEach, describe, expect, it } from 'vitest';
import { accountsClient, newIp, newMobile } from '../../../test/accounts-client';
import { useTestApp } from '../../../test/test-app';

// Time-out and self-exclusion on every way in (ADR 0071): the break ends every session at once,
// every sign-in path answers PLAYER_ON_BREAK with the end date and a cash-out-only session, and
// the end comes only on the lobby's clock.

const t = useTestApp();
const players = accountsClient(t);
const HOUR = 3600;
const DAY = 24 * HOUR;

const clock = async (body: object) =>
  (await t.app.inject({ method: 'POST', url: '/dev/v1/clock', payload: body })).json<{
    data: { now: number };
  }>().data;
afterEach(async () => {
  await clock({ offsetSeconds: 0 });
});

let deviceSeq = 0;
const device = () => `break-device-${deviceSeq++}`;

const take = async (token: string, kind: string, period: string) =>
  players.call('takeBreak', { kind, period, confirm: true }, { token });

/** A player registered by phone with a password, and a fresh device. */
const phonePlayer = async () => {
  const fingerprint = device();
  const player = await players.registerByPhone(newMobile(), 'Tulip-Harbor-58', { fingerprint });
  return { ...player, fingerprint };
};

/** Every way a registered phone player can sign in, each from a new device and IP. */
const everyWayIn = (p: { mobile: string; password: string }) => ({
  accountLoginByPhone: async () =>
    players.callSolving(
      'accountLogin',
      { loginType: LoginType.Phone, mobile: p.mobile, password: p.password },
      { fingerprint: device(), ip: newIp() },
    ),
  accountLoginSms: async () =>
    players.call(
      'accountLoginSms',
      { mobile: p.mobile, smsCode: await players.codeFor(p.mobile, SmsPurpose.LoginAndRegister) },
      { fingerprint: device(), ip: newIp() },
    ),
  forgetPassword: async () =>
    players.call(
      'forgetPassword',
      {
        mobile: p.mobile,
        smsCode: await players.codeFor(p.mobile, SmsPurpose.Forget),
        password: 'Another-Garden-77',
      },
      { fingerprint: device(), ip: newIp() },
    ),
});

describe('taking a break', () => {
  it('checks its input: a period of the kind, and the confirmation', async () => {
    const { token } = await phonePlayer();
    expect((await take(token, 'timeout', '1y')).body.errcode).toBe(ErrorCode.BREAK_PERIOD_UNKNOWN);
    expect((await take(token, 'exclusion', '7d')).body.errcode).toBe(
      ErrorCode.BREAK_PERIOD_UNKNOWN,
    );
    const unconfirmed = await players.call(
      'takeBreak',
      { kind: 'timeout', period: '24h' },
      { token },
    );
    expect(unconfirmed.status).toBe(400);
    expect(
      (await players.call('takeBreak', { kind: 'nap', period: '24h', confirm: true }, { token }))
        .status,
    ).toBe(400);
    // Nothing taken: the session still plays.
    expect((await players.call('refreshData', {}, { token })).body.errcode).toBe(0);
    const state = await players.call('playBreak', {}, { token });
    expect(state.body.data).toMatchObject({ current: null, history: [], endWaitHours: 24 });
  });

  it('ends every session at once; each says why', async () => {
    const p = await phonePlayer();
    const other = await everyWayIn(p).accountLoginByPhone();
    expect(other.body.errcode).toBe(0);
    const { now } = await clock({});
    const taken = await take(p.token, 'timeout', '7d');
    expect(taken.body.errcode).toBe(0);
    expect(taken.body.data.kind).toBe('timeout');
    expect(Math.abs(taken.body.data.until! - (now + 7 * DAY))).toBeLessThan(5);
    for (const token of [p.token, other.body.data.token as string]) {
      const refused = await players.call('refreshData', {}, { token });
      expect(refused.body.errcode).toBe(ErrorCode.PLAYER_ON_BREAK);
    }
  });

  it('refuses every sign-in path with the end date and a cash-out-only session', async () => {
    const p = await phonePlayer();
    const account = await players.registerByAccount(undefined, undefined, {
      fingerprint: device(),
    });
    expect((await take(p.token, 'exclusion', '6m')).body.errcode).toBe(0);
    const until = (await take(account.token, 'timeout', '30d')).body.data.until!;
    const state = await players.call('playBreak', {}, { token: p.token });
    expect(state.body.errcode).toBe(ErrorCode.PLAYER_ON_BREAK); // the session is gone

    const ways = {
      ...everyWayIn(p),
      accountLoginByAccount: () =>
        players.callSolving(
          'accountLogin',
          { loginType: LoginType.Account, account: account.account, password: account.password },
          { fingerprint: device(), ip: newIp() },
        ),
    };
    for (const [way, signIn] of Object.entries(ways)) {
      const refused = await signIn();
      expect(refused.body.errcode, way).toBe(ErrorCode.PLAYER_ON_BREAK);
      const data = refused.body.data as {
        kind: string;
        until: number | null;
        cashOutToken: string;
      };
      if (way === 'accountLoginByAccount') expect(data).toMatchObject({ kind: 'timeout', until });
      else expect(data.kind, way).toBe('exclusion');
      expect(data.until, way).toBeGreaterThan(
        Date.now() / 1000 + 150 * DAY - (way === 'accountLoginByAccount' ? 130 * DAY : 0),
      );
      // The cash-out session reads the balance; nothing else.
      const cashOut = await players.call('refreshData', {}, { token: data.cashOutToken });
      expect(cashOut.body.errcode, way).toBe(0);
    }
    // The reset was refused whole: the old password still signs in (to the same refusal).
    expect((await everyWayIn(p).accountLoginByPhone()).body.errcode).toBe(
      ErrorCode.PLAYER_ON_BREAK,
    );
  });

  it('a cash-out session withdraws and reads, and cannot play, claim, deposit or chat', async () => {
    const p = await phonePlayer();
    await take(p.token, 'timeout', '24h');
    const refused = await everyWayIn(p).accountLoginByPhone();
    const token = (refused.body.data as { cashOutToken: string }).cashOutToken;
    for (const name of [
      'refreshData',
      'getAfterLoginInfoWeb',
      'bankInfoList',
      'exchangeOrderList',
      'getExchange',
      'playBreak',
    ]) {
      expect((await players.call(name, {}, { token })).body.errcode, name).toBe(0);
    }
    const refusedCalls: [string, object][] = [
      ['gamePlay', { gameId: 1, bet: 100 }],
      ['startGame', { gameId: 1 }],
      ['recharge', { rechargeTypeId: 1, amount: 10_000 }],
      ['receiveMail', { all: true }],
      ['getMail2', {}],
      ['betBonusReceive', {}],
      ['takeBreak', { kind: 'timeout', period: '6w', confirm: true }],
      ['updateProfile', { nickname: 'x' }],
      ['chatImageUpload', {}],
    ];
    for (const [name, body] of refusedCalls) {
      const answer = await players.call(name, body, { token });
      // startGame is public: without a session it launches nothing real (a demo at most).
      if (name === 'startGame') expect(answer.body.errcode, name).not.toBe(0);
      else expect(answer.body.errcode, name).toBe(ErrorCode.PLAYER_ON_BREAK);
    }
    expect((await players.call('logout', {}, { token })).body.errcode).toBe(0);
    expect((await players.call('refreshData', {}, { token })).body.errcode).toBe(
      ErrorCode.PLAYER_ON_BREAK,
    );
  });

  it('a time-out ends on the lobby’s clock: sign-in works again after it', async () => {
    const p = await phonePlayer();
    const until = (await take(p.token, 'timeout', '24h')).body.data.until!;
    const { now } = await clock({});
    await clock({ offsetSeconds: until - now - 60 });
    expect((await everyWayIn(p).accountLoginByPhone()).body.errcode).toBe(
      ErrorCode.PLAYER_ON_BREAK,
    );
    await clock({ offsetSeconds: until - now + 5 });
    const back = await everyWayIn(p).accountLoginByPhone();
    expect(back.body.errcode).toBe(0);
    const state = await players.call('playBreak', {}, { token: back.body.data.token as string });
    expect(state.body.data.current).toBeNull();
    expect(state.body.data.history).toMatchObject([
      { kind: 'timeout', period: '24h', active: false },
    ]);
  });

  it('a break on top must last longer; none ends early', async () => {
    const p = await phonePlayer();
    await take(p.token, 'timeout', '30d');
    const refused = await everyWayIn(p).accountLoginSms();
    const token = (refused.body.data as { cashOutToken: string }).cashOutToken;
    // The cash-out session takes no break, and asks no end of a time-out.
    expect((await players.call('endExclusionRequest', {}, { token })).body.errcode).toBe(
      ErrorCode.NO_EXCLUSION_TO_END,
    );
  });

  it('a self-exclusion ends only when asked after its end date, a wait later', async () => {
    const p = await phonePlayer();
    const until = (await take(p.token, 'exclusion', '6m')).body.data.until!;
    const cashOut = async () =>
      ((await everyWayIn(p).accountLoginByPhone()).body.data as { cashOutToken: string })
        .cashOutToken;
    let token = await cashOut();
    expect((await players.call('endExclusionRequest', {}, { token })).body.errcode).toBe(
      ErrorCode.BREAK_NOT_OVER,
    );
    const { now } = await clock({});
    // Past its end date it still holds until asked.
    await clock({ offsetSeconds: until - now + DAY });
    token = await cashOut();
    expect((await players.call('playBreak', {}, { token })).body.data).toMatchObject({
      current: { kind: 'exclusion', until },
      canRequestEnd: true,
    });
    const asked = await players.call('endExclusionRequest', {}, { token });
    expect(asked.body.errcode).toBe(0);
    const releasedAt = asked.body.data.releasedAt;
    expect(Math.abs(releasedAt - (until + DAY + DAY))).toBeLessThan(5);
    expect((await players.call('endExclusionRequest', {}, { token })).body.errcode).toBe(
      ErrorCode.NO_EXCLUSION_TO_END,
    );
    await clock({ offsetSeconds: releasedAt - now - 60 });
    expect((await everyWayIn(p).accountLoginByPhone()).body.errcode).toBe(
      ErrorCode.PLAYER_ON_BREAK,
    );
    await clock({ offsetSeconds: releasedAt - now + 5 });
    expect((await everyWayIn(p).accountLoginByPhone()).body.errcode).toBe(0);
  });
});
