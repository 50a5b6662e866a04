import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  PendingApprovalsAnswer,
  StaffCreateAnswer,
  StaffRequest,
  StaffUpdateAnswer,
} from '@lobby/contract/console';
import { BalanceAdjustment } from '@lobby/contract/console-players';
import { consolePath } from '@lobby/contract/values/console';
import { ErrorCode } from '@lobby/contract/values/errors';
import { accountsClient } from '../../../test/accounts-client';
import { auditEntries } from '../../../test/audit-log';
import { consoleClient } from '../../../test/console-client';
import { useTestApp } from '../../../test/test-app';
import { STAFF_RULES_KEY, StaffRules } from './staff.settings';

/**
 * Four eyes between people, not accounts (docs/console.md "Four eyes"): a member one made or
 * promoted lately cannot approve one's requests (nor the other way round), and a privileged
 * member is made, or given a privileged role, only when a second admin approves.
 */

const t = useTestApp();
const client = consoleClient(t);
const players = accountsClient(t);
const DAY = 24 * 60 * 60;

afterEach(async () => {
  await t.clock.reset();
});

type Member = { cookie: string; id: number };
let seq = 0;
const email = (what: string) => `four-eyes-${what}-${++seq}-${process.pid}@lobby.test`;

const call = (member: Member, name: string, payload: object = {}) =>
  client.call(member.cookie, name, payload);
const ok = async (member: Member, name: string, payload: object = {}) => {
  const answer = await call(member, name, payload);
  expect(answer.body.errcode, `${name}: ${JSON.stringify(answer.body)}`).toBe(0);
  return answer.body.data as unknown;
};

const signIn = (address: string, password: string): Promise<Member> =>
  client.signInEnrolling(address, password);

/** `requester` asks for a member of `role`; `approver` approves: the new member, signed in. */
const madeThrough = async (requester: Member, approver: Member, role: 'finance' | 'admin') => {
  const address = email(role);
  const asked = StaffCreateAnswer.parse(
    await ok(requester, 'staffCreate', { email: address, name: 'Made', role }),
  );
  await ok(approver, 'staffRequestApprove', { id: asked.request!.id });
  return signIn(address, asked.password!);
};

/** An adjustment above the four-eyes budget, waiting for a second member. */
const pendingAdjustment = async (requester: Member) => {
  const { user } = await players.registerByAccount();
  const made = BalanceAdjustment.parse(
    await ok(requester, 'playerAdjustBalance', {
      id: user.id,
      direction: 'credit',
      amount: 500_000,
      reason: 'tournament prize',
    }),
  );
  expect(made.status).toBe('pending');
  return made.id;
};

let adminX: Member;
let adminY: Member;
beforeAll(async () => {
  adminX = await client.signedInStaff('admin');
  adminY = await client.signedInStaff('admin');
});

describe('a member made or promoted by the requester cannot approve their requests', () => {
  it('within the days of the setting; past them, they can (the test clock)', async () => {
    const madeByX = await madeThrough(adminX, adminY, 'finance');
    const id = await pendingAdjustment(adminX);
    const refused = await call(madeByX, 'adjustmentApprove', { id });
    expect(refused.body.errcode).toBe(ErrorCode.STAFF_APPROVER_RELATED);
    // Nor the other way round: the maker approving what their creature asks.
    const theirs = await pendingAdjustment(madeByX);
    expect((await call(adminX, 'adjustmentApprove', { id: theirs })).body.errcode).toBe(
      ErrorCode.STAFF_APPROVER_RELATED,
    );
    // Someone else may.
    expect(BalanceAdjustment.parse(await ok(adminY, 'adjustmentApprove', { id: theirs }))).toEqual(
      expect.objectContaining({ status: 'posted', decidedBy: adminY.id }),
    );
    // 29 days on: still refused; 31 days on: allowed.
    await t.clock.setOffsetSeconds(29 * DAY);
    expect((await call(madeByX, 'adjustmentApprove', { id })).body.errcode).toBe(
      ErrorCode.STAFF_APPROVER_RELATED,
    );
    await t.clock.setOffsetSeconds(31 * DAY);
    expect(BalanceAdjustment.parse(await ok(madeByX, 'adjustmentApprove', { id }))).toEqual(
      expect.objectContaining({ status: 'posted', decidedBy: madeByX.id }),
    );
  });

  it('a role given by the requester counts as made, from the day it was given', async () => {
    // An older member (made by the ops side), given finance by X through Y's approval.
    const member = await client.signedInStaff('support');
    const asked = StaffUpdateAnswer.parse(
      await ok(adminX, 'staffUpdate', { id: member.id, role: 'finance' }),
    );
    expect(asked.staff.role).toBe('support');
    await ok(adminY, 'staffRequestApprove', { id: asked.request!.id });
    const id = await pendingAdjustment(adminX);
    expect((await call(member, 'adjustmentApprove', { id })).body.errcode).toBe(
      ErrorCode.STAFF_APPROVER_RELATED,
    );
    // The setting decides the days: 0 turns the rule off.
    await t.settings.set(STAFF_RULES_KEY, StaffRules, { fourEyesRecentDays: 0 });
    try {
      expect(BalanceAdjustment.parse(await ok(member, 'adjustmentApprove', { id })).status).toBe(
        'posted',
      );
    } finally {
      await t.settings.set(STAFF_RULES_KEY, StaffRules, {});
    }
  });

  it('mayApprove is the one rule: the same person never, strangers always', async () => {
    const stranger = await client.signedInStaff('finance');
    await t.database.db.transaction().execute(async (trx) => {
      expect(await t.staff.fourEyes.mayApprove(trx, adminX.id, adminX.id)).toBe(false);
      expect(await t.staff.fourEyes.mayApprove(trx, stranger.id, adminX.id)).toBe(true);
    });
  });
});

describe('a privileged member waits for a second admin', () => {
  it('is not made until another admin approves; the requester cannot approve their own', async () => {
    const address = email('pending');
    const asked = StaffCreateAnswer.parse(
      await ok(adminX, 'staffCreate', { email: address, name: 'Treasurer', role: 'finance' }),
    );
    expect(asked.staff).toBeNull();
    expect(asked.request).toMatchObject({ kind: 'create', status: 'pending', role: 'finance' });
    expect(asked.password!.length).toBeGreaterThanOrEqual(12);
    const listed = (await ok(adminY, 'staffList')) as { list: { email: string }[] };
    expect(listed.list.map((m) => m.email)).not.toContain(address);
    // Nobody signs in with it yet.
    const early = await t.app.inject({
      method: 'POST',
      url: consolePath('staffSignIn'),
      payload: { email: address, password: asked.password },
    });
    expect(early.json().errcode).toBe(ErrorCode.STAFF_SIGN_IN_FAILED);
    // One pending request per person.
    expect(
      (await call(adminY, 'staffCreate', { email: address, name: 'Again', role: 'admin' })).body
        .errcode,
    ).toBe(ErrorCode.STAFF_REQUEST_PENDING);
    expect(
      (await call(adminX, 'staffRequestApprove', { id: asked.request!.id })).body.errcode,
    ).toBe(ErrorCode.STAFF_REQUEST_OWN);

    const approved = StaffRequest.parse(
      await ok(adminY, 'staffRequestApprove', { id: asked.request!.id }),
    );
    expect(approved).toMatchObject({ status: 'approved', decidedBy: adminY.id });
    const made = await signIn(address, asked.password!);
    expect(approved.staffId).toBe(made.id);
    const row = await t.database.db
      .selectFrom('staff')
      .select(['role', 'created_by'])
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'finance', created_by: adminX.id });
    expect(await auditEntries(t.database.db, { action: 'staffRequestApprove' })).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actorId: adminY.id, target: `staff:${made.id}` }),
      ]),
    );
    // The password never reaches the log, and is not kept with the decided request.
    expect(JSON.stringify(await auditEntries(t.database.db, {}))).not.toContain(asked.password);
    const stored = await t.database.db
      .selectFrom('staff_requests')
      .select('password_hash')
      .where('id', '=', asked.request!.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toBeNull();
  });

  it('parallel approvals make one member', async () => {
    const approvers = await Promise.all(
      Array.from({ length: 6 }, () => client.signedInStaff('admin')),
    );
    const address = email('race');
    const asked = StaffCreateAnswer.parse(
      await ok(adminX, 'staffCreate', { email: address, name: 'Raced', role: 'admin' }),
    );
    const answers = await Promise.all(
      approvers.map((a) => call(a, 'staffRequestApprove', { id: asked.request!.id })),
    );
    const codes = answers.map((a) => a.body.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ErrorCode.STAFF_REQUEST_DECIDED)).toHaveLength(5);
    const rows = await t.database.db
      .selectFrom('staff')
      .select('id')
      .where('email', '=', address)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('an approver the requester made lately is refused; a refusal makes nothing', async () => {
    const madeByX = await madeThrough(adminX, adminY, 'admin');
    const asked = StaffCreateAnswer.parse(
      await ok(adminX, 'staffCreate', { email: email('puppet'), name: 'Puppet', role: 'finance' }),
    );
    expect(
      (await call(madeByX, 'staffRequestApprove', { id: asked.request!.id })).body.errcode,
    ).toBe(ErrorCode.STAFF_APPROVER_RELATED);
    const refused = StaffRequest.parse(
      await ok(adminY, 'staffRequestRefuse', { id: asked.request!.id, reason: 'not hiring' }),
    );
    expect(refused).toMatchObject({ status: 'refused', refuseReason: 'not hiring', staffId: null });
    expect(
      (await call(adminY, 'staffRequestApprove', { id: asked.request!.id })).body.errcode,
    ).toBe(ErrorCode.STAFF_REQUEST_DECIDED);
  });

  it('a privileged role waits; the member it concerns cannot approve it; others change at once', async () => {
    const member = await client.signedInStaff('support');
    const asked = StaffUpdateAnswer.parse(
      await ok(adminX, 'staffUpdate', { id: member.id, role: 'marketing', name: 'Promoted' }),
    );
    // The name changes now; the role (mail.broadcast) waits.
    expect(asked.staff).toMatchObject({ name: 'Promoted', role: 'support' });
    expect(asked.request).toMatchObject({ kind: 'role', role: 'marketing', staffId: member.id });
    const lower = StaffUpdateAnswer.parse(
      await ok(adminX, 'staffUpdate', { id: member.id, role: 'auditor' }),
    );
    expect(lower).toMatchObject({ staff: { role: 'auditor' }, request: null });
    await ok(adminY, 'staffRequestApprove', { id: asked.request!.id });
    const after = await t.database.db
      .selectFrom('staff')
      .select(['role', 'role_changed_by'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ role: 'marketing', role_changed_by: adminX.id });
    // A rename that sends the same role gives no role.
    await ok(adminY, 'staffUpdate', { id: member.id, name: 'Renamed', role: 'marketing' });
    const renamed = await t.database.db
      .selectFrom('staff')
      .select(['name', 'role_changed_by'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(renamed).toEqual({ name: 'Renamed', role_changed_by: adminX.id });
    // An admin's promotion is not theirs to approve.
    const admin = await client.signedInStaff('admin');
    const demote = StaffUpdateAnswer.parse(
      await ok(adminX, 'staffUpdate', { id: admin.id, role: 'finance' }),
    );
    expect(
      (await call(admin, 'staffRequestApprove', { id: demote.request!.id })).body.errcode,
    ).toBe(ErrorCode.STAFF_REQUEST_OWN);
  });
});

describe('pending approvals', () => {
  it('lists every kind the caller’s role decides or audits, on one call', async () => {
    const adjustment = await pendingAdjustment(adminX);
    const asked = StaffCreateAnswer.parse(
      await ok(adminX, 'staffCreate', { email: email('listed'), name: 'Listed', role: 'finance' }),
    );
    const forAdmin = PendingApprovalsAnswer.parse(await ok(adminY, 'pendingApprovals'));
    expect(forAdmin.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'balanceAdjustment', id: adjustment, amount: 500_000 }),
        expect.objectContaining({ kind: 'staffRequest', id: asked.request!.id, role: 'finance' }),
      ]),
    );
    expect(forAdmin.counts.balanceAdjustment).toBeGreaterThanOrEqual(1);
    expect(forAdmin.counts.staffRequest).toBeGreaterThanOrEqual(1);
    const auditor = await client.signedInStaff('auditor');
    expect(PendingApprovalsAnswer.parse(await ok(auditor, 'pendingApprovals')).counts).toEqual(
      forAdmin.counts,
    );
    // Finance decides adjustments, not members; support neither.
    const finance = PendingApprovalsAnswer.parse(
      await ok(await client.signedInStaff('finance'), 'pendingApprovals'),
    );
    expect(new Set(finance.list.map((p) => p.kind))).toEqual(new Set(['balanceAdjustment']));
    const support = PendingApprovalsAnswer.parse(
      await ok(await client.signedInStaff('support'), 'pendingApprovals'),
    );
    expect(support).toEqual({ list: [], counts: {} });
  });
});
