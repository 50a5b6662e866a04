import { ErrorCode } from '@lobby/contract/values/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsClient } from '../../../test/accounts-client';
import { auditEntries } from '../../../test/audit-log';
import { consoleClient } from '../../../test/console-client';
import { useTestApp } from '../../../test/test-app';

// Staff add or lower a player's limit on their behalf, audited; never raise or lift one.
const t = useTestApp();
const staff = consoleClient(t);
const players = accountsClient(t);
let support: string;
let finance: string;
beforeAll(async () => {
  support = (await staff.signedInStaff('support')).cookie;
  finance = (await staff.signedInStaff('finance')).cookie;
});

interface Answer {
  limits: { kind: string; value: number | null; pending: unknown }[];
  history: {
    kind: string;
    action: string;
    before: number | null;
    after: number | null;
    by: string;
  }[];
}

describe('limits in the console', () => {
  it('adds and lowers a limit at once, audited; a raise is refused and changes nothing', async () => {
    const { token, user } = await players.registerByAccount();
    const add = (value: number, cookie = support) =>
      staff.call(cookie, 'playerAddPlayLimit', {
        id: user.id,
        kind: 'lossDay',
        value,
        reason: 'Asked on the phone',
      });
    const added = await add(5_000);
    expect(added.body.errcode, JSON.stringify(added.body)).toBe(0);
    expect((added.body.data as Answer).limits.find((l) => l.kind === 'lossDay')?.value).toBe(5_000);
    expect((await add(3_000)).body.errcode).toBe(0);
    const raised = await add(4_000);
    expect(raised.body.errcode).toBe(ErrorCode.PLAY_LIMIT_STAFF_CANNOT_RAISE);
    // finance may read players but not change them.
    expect((await add(1_000, finance)).status).toBe(403);

    const audit = (await auditEntries(t.database.db, { action: 'playerAddPlayLimit' })).filter(
      (e) => e.target === `player:${user.id}`,
    );
    expect(audit).toHaveLength(2);
    expect(audit.map((e) => e.after)).toContainEqual({
      kind: 'lossDay',
      value: 3_000,
      reason: 'Asked on the phone',
    });

    // The player sees the staff's limit, and raising it waits like any raise.
    const state = await players.call('setPlayLimit', { kind: 'lossDay', value: 9_000 }, { token });
    expect(state.body.errcode).toBe(0);
    const read = await staff.call(finance, 'playerPlayLimits', { id: user.id });
    const answer = read.body.data as Answer;
    expect(answer.limits.find((l) => l.kind === 'lossDay')).toMatchObject({ value: 3_000 });
    expect(answer.history.map((h) => [h.action, h.before, h.after])).toEqual([
      ['request', 3_000, 9_000],
      ['set', 5_000, 3_000],
      ['set', null, 5_000],
    ]);
    expect(answer.history[2]!.by).not.toBe('player');
    expect(answer.history[0]!.by).toBe('player');
  });
});
