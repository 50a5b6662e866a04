import { consoleRegistry } from '@lobby/contract/console';
import {
  PlayerBreaksAnswer as PlayerBreaksSchema,
  type PlayerBreaksAnswer,
} from '@lobby/contract/breaks';
import { LoginType } from '@lobby/contract/values/enums';
import { ErrorCode } from '@lobby/contract/values/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, newIp } from '../../../test/accounts-client';
import { auditEntries } from '../../../test/audit-log';
import { consoleClient } from '../../../test/console-client';
import { useTestApp } from '../../../test/test-app';

// Staff start a time-out or self-exclusion on the player's behalf, audited; none can be lifted
// or shortened, by any console call (ADR 0071, docs/console.md "Players").

const t = useTestApp();
const staff = consoleClient(t);
const players = accountsClient(t);
let support: string;
let marketing: string;
beforeAll(async () => {
  support = (await staff.signedInStaff('support')).cookie;
  marketing = (await staff.signedInStaff('marketing')).cookie;
});

const breaksOf = async (id: number): Promise<PlayerBreaksAnswer> => {
  const answer = await staff.call(support, 'playerBreaks', { id });
  expect(answer.body.errcode).toBe(0);
  return PlayerBreaksSchema.parse(answer.body.data);
};

describe('breaks in the console', () => {
  it('starts one on the player’s behalf, audited: the player is out at once', async () => {
    const { account, password, token, user } = await players.registerByAccount();
    const started = await staff.call(support, 'playerStartBreak', {
      id: user.id,
      kind: 'exclusion',
      period: '1y',
      reason: 'asked by phone',
    });
    expect(started.body.errcode).toBe(0);
    expect(started.body.data).toMatchObject({ kind: 'exclusion', until: expect.any(Number) });
    expect((await players.call('refreshData', {}, { token })).body.errcode).toBe(
      ErrorCode.PLAYER_ON_BREAK,
    );
    const signIn = await players.callSolving(
      'accountLogin',
      { loginType: LoginType.Account, account, password },
      { ip: newIp(), fingerprint: 'console-break-device' },
    );
    expect(signIn.body.errcode).toBe(ErrorCode.PLAYER_ON_BREAK);
    const audit = (await auditEntries(t.database.db, { action: 'playerStartBreak' })).filter(
      (e) => e.target === `player:${user.id}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorKind: 'staff',
      after: { kind: 'exclusion', period: '1y', reason: 'asked by phone' },
    });
    const seen = await breaksOf(user.id);
    expect(seen.current).toEqual({ kind: 'exclusion', until: started.body.data.until });
    expect(seen.history).toMatchObject([
      { kind: 'exclusion', period: '1y', active: true, staffId: expect.any(Number) },
    ]);
  });

  it('never shortens nor lifts one: a shorter break is refused, nothing unlocks it', async () => {
    const { token, user } = await players.registerByAccount();
    expect(
      (
        await players.call(
          'takeBreak',
          { kind: 'timeout', period: '30d', confirm: true },
          { token },
        )
      ).body.errcode,
    ).toBe(0);
    const shorter = await staff.call(support, 'playerStartBreak', {
      id: user.id,
      kind: 'timeout',
      period: '7d',
      reason: 'mistake',
    });
    expect(shorter.body.errcode).toBe(ErrorCode.BREAK_NOT_LONGER);
    // A time-out on top of a self-exclusion never shortens it either (checked below, after one).
    // Unlocking the account is no way out of a break.
    await staff.call(support, 'playerUnlock', { id: user.id, reason: 'please' });
    expect((await breaksOf(user.id)).current?.kind).toBe('timeout');
    // Longer on top is fine.
    const longer = await staff.call(support, 'playerStartBreak', {
      id: user.id,
      kind: 'exclusion',
      period: '6m',
      reason: 'asked for more',
    });
    expect(longer.body.errcode).toBe(0);
    expect((await breaksOf(user.id)).history.map((b) => b.period)).toEqual(['6m', '30d']);
    const timeoutOnTop = await staff.call(support, 'playerStartBreak', {
      id: user.id,
      kind: 'timeout',
      period: '6w',
      reason: 'shorter',
    });
    expect(timeoutOnTop.body.errcode).toBe(ErrorCode.BREAK_NOT_LONGER);
    // No console call names a way to lift or end a break.
    const names = Object.keys(consoleRegistry).filter((n) => /break/i.test(n));
    expect(names.sort()).toEqual(['playerBreaks', 'playerStartBreak']);
  });

  it('needs players.write to start one, and refuses an unknown player or period', async () => {
    const { user } = await players.registerByAccount();
    const refused = await staff.call(marketing, 'playerStartBreak', {
      id: user.id,
      kind: 'timeout',
      period: '24h',
      reason: 'x',
    });
    expect(refused.body.errcode).toBe(1602);
    const unknown = await staff.call(support, 'playerStartBreak', {
      id: 2_000_000_000,
      kind: 'timeout',
      period: '24h',
      reason: 'x',
    });
    expect(unknown.body.errcode).toBe(ErrorCode.PLAYER_NOT_FOUND);
    const wrong = await staff.call(support, 'playerStartBreak', {
      id: user.id,
      kind: 'timeout',
      period: 'permanent',
      reason: 'x',
    });
    expect(wrong.body.errcode).toBe(ErrorCode.BREAK_PERIOD_UNKNOWN);
    expect((await breaksOf(user.id)).history).toEqual([]);
  });
});
