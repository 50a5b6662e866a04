import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MAIL_AWARD_COUNT_MAX,
  MailBroadcastItem,
  MailBroadcastsAnswer,
  MailPendingAnswer,
} from '@lobby/contract/console-mail';
import { PendingApprovalsAnswer, StaffCreateAnswer } from '@lobby/contract/console';
import { GetMail2Answer } from '@lobby/contract/mail';
import { ErrorCode } from '@lobby/contract/values/errors';
import { auditEntries } from '../../../test/audit-log';
import { consoleClient } from '../../../test/console-client';
import type { TestApp } from '../../../test/test-app';
import { useRewardsTestApp } from '../../../test/rewards/rewards-test-app';
import { BALANCE_ADJUSTMENTS_KEY, BalanceAdjustmentRules } from '../players/players.settings';
import { PropId } from '../rewards/awards';
import { MAIL_KEY, MailRules } from './mail.settings';
import { pendingMailApprovals } from './mail.reads';

let t: TestApp;
const kit = useRewardsTestApp((app) => {
  t = app;
});
const DAY = 86_400;

type Player = Awaited<ReturnType<typeof kit.player>>;
type Staff = Awaited<ReturnType<ReturnType<typeof consoleClient>['signedInStaff']>>;

const staff = () => consoleClient(t);
const nowSeconds = async () => Math.floor((await t.clock.now()).getTime() / 1000);
const coin = (count: number) => ({ propId: PropId.Coin, count });

const setBudget = (fourEyesAbove: number) =>
  t.settings.set(BALANCE_ADJUSTMENTS_KEY, BalanceAdjustmentRules, { fourEyesAbove });
const setCap = (attachmentCap: number) => t.settings.set(MAIL_KEY, MailRules, { attachmentCap });

afterEach(async () => {
  await t.settings.set(BALANCE_ADJUSTMENTS_KEY, BalanceAdjustmentRules, {});
  await t.settings.set(MAIL_KEY, MailRules, {});
});

const broadcastCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('mail_broadcasts')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A segment of the players registered from now on (real time, as registrations keep it). */
const freshSegment = () => ({ registeredFrom: Math.floor(Date.now() / 1000) });

/** Players of a fresh segment, and how many it reaches once they exist. */
const scene = async (count: number) => {
  const segment = freshSegment();
  const players: Player[] = [];
  for (let i = 0; i < count; i += 1) players.push(await kit.player());
  const { signedInStaff, call } = staff();
  const reader = await signedInStaff('auditor');
  const reach = await call(reader.cookie, 'mailSegmentCount', { segment, withAwards: true });
  expect(reach.body.errcode).toBe(0);
  return { segment, players, reached: reach.body.data.players };
};

const send = async (by: Staff, segment: object, awards: object[], extra: object = {}) =>
  staff().call(by.cookie, 'mailBroadcastCreate', {
    title: 'Gift',
    body: 'For you',
    awards,
    segment,
    expiresAt: (await nowSeconds()) + 3 * DAY,
    ...extra,
  });

const sent = async (by: Staff, segment: object, awards: object[], extra: object = {}) => {
  const answer = await send(by, segment, awards, extra);
  expect(answer.body.errcode, answer.body.msg).toBe(0);
  return MailBroadcastItem.parse(answer.body.data);
};

const copyKeys = async (p: Player) => {
  await kit.ok(p, 'getMail2', {});
  return (
    await t.database.db
      .selectFrom('mail')
      .select('source_key')
      .where('user_id', '=', p.userId)
      .execute()
  ).map((m) => m.source_key);
};

describe('the attachment’s bounds', () => {
  it('refuses an amount past the contract’s bound with 400 naming the field, storing nothing', async () => {
    const { signedInStaff } = staff();
    const admin = await signedInStaff('admin');
    const before = await broadcastCount();
    const audited = (await auditEntries(t.database.db, { action: 'mail.broadcast' })).length;
    for (const count of [
      2 ** 53 - 1,
      1e308,
      -100,
      0,
      12.5,
      MAIL_AWARD_COUNT_MAX + 1,
      '100',
    ] as const) {
      const answer = await send(admin, {}, [{ propId: PropId.Coin, count }]);
      expect([count, answer.status, answer.body.errcode]).toEqual([count, 400, 400]);
      const issues = (answer.body.data as unknown as { issues: { path: string }[] }).issues;
      expect(issues.map((i) => i.path)).toContain('awards.0.count');
    }
    // A second award carries its own bound.
    const second = await send(admin, {}, [coin(100), coin(2 ** 53 - 1)]);
    expect(second.status).toBe(400);
    expect(
      (second.body.data as unknown as { issues: { path: string }[] }).issues.map((i) => i.path),
    ).toContain('awards.1.count');
    expect(await broadcastCount()).toBe(before);
    expect((await auditEntries(t.database.db, { action: 'mail.broadcast' })).length).toBe(audited);
  });

  it('refuses coin past the cap per attachment (all its coin awards added up), as the setting says', async () => {
    const { signedInStaff, call } = staff();
    const admin = await signedInStaff('admin');
    await setBudget(10 ** 12);
    const before = await broadcastCount();
    // The default cap is 1,000.00.
    const over = await send(admin, { vipMin: 100 }, [coin(100_001)]);
    expect(over.body.errcode).toBe(ErrorCode.MAIL_ATTACHMENT_OVER_CAP);
    expect(over.body.data).toEqual({ coin: 100_001, cap: 100_000 });
    const split = await send(admin, { vipMin: 100 }, [coin(60_000), coin(40_001)]);
    expect(split.body.errcode).toBe(ErrorCode.MAIL_ATTACHMENT_OVER_CAP);
    expect(await broadcastCount()).toBe(before);
    // At the cap it goes; the console reads the cap with the list.
    await sent(admin, { vipMin: 100 }, [coin(60_000), coin(40_000)]);
    const list = await call(admin.cookie, 'mailBroadcasts', { limit: 1 });
    expect(MailBroadcastsAnswer.parse(list.body.data).attachmentCap).toBe(100_000);
    // A lower cap refuses what the default let through.
    await setCap(500);
    const lowered = await send(admin, { vipMin: 100 }, [coin(501)]);
    expect(lowered.body.errcode).toBe(ErrorCode.MAIL_ATTACHMENT_OVER_CAP);
    expect(await broadcastCount()).toBe(before + 1);
  });
});

describe('four eyes on a broadcast past its sender’s budget', () => {
  it('sends alone within the budget, holds the one past it until another member approves it', async () => {
    const { segment, players, reached } = await scene(3);
    expect(reached).toBeGreaterThanOrEqual(3);
    const total = 1_000 * reached;
    await setBudget(2 * total - 1);
    const { signedInStaff, call } = staff();
    const sender = await signedInStaff('marketing');
    const other = await signedInStaff('marketing');

    const first = await sent(sender, segment, [coin(1_000)]);
    expect(first).toMatchObject({ state: 'live', coinTotal: total, requestedBy: sender.id });
    const second = await sent(sender, segment, [coin(1_000)]);
    expect(second).toMatchObject({ state: 'pending', coinTotal: total, decidedBy: null });

    // Pending: copied to nobody, listed for approval and on the dashboard's read.
    for (const p of players) {
      const keys = await copyKeys(p);
      expect(keys).toContain(`b:${first.id}`);
      expect(keys).not.toContain(`b:${second.id}`);
    }
    const pending = MailPendingAnswer.parse(
      (await call(other.cookie, 'mailPending', {})).body.data,
    );
    expect(pending.list.map((b) => b.id)).toContain(second.id);
    expect(await pendingMailApprovals(t.database.db)).toContainEqual({
      id: second.id,
      requestedBy: sender.id,
      requestedByName: sender.email,
      total,
      createdAt: expect.any(Date),
      summary: 'Gift',
      userId: null,
    });

    // Not by its sender; by another member, once.
    const own = await call(sender.cookie, 'mailApprove', { id: second.id });
    expect(own.body.errcode).toBe(ErrorCode.MAIL_APPROVE_OWN);
    const support = await signedInStaff('support');
    expect((await call(support.cookie, 'mailApprove', { id: second.id })).body.errcode).toBe(
      ErrorCode.STAFF_FORBIDDEN,
    );
    const approved = await call(other.cookie, 'mailApprove', { id: second.id });
    expect(approved.body.errcode).toBe(0);
    expect(approved.body.data).toMatchObject({ state: 'live', decidedBy: other.email });
    expect((await call(other.cookie, 'mailApprove', { id: second.id })).body.errcode).toBe(
      ErrorCode.MAIL_NOT_PENDING,
    );
    const p = players[0]!;
    expect(await copyKeys(p)).toContain(`b:${second.id}`);
    const entries = await auditEntries(t.database.db, { action: 'mail.approve' });
    expect(entries.filter((e) => e.target === `broadcast:${second.id}`)).toHaveLength(1);

    // An approved one does not count as sent alone: the sender's budget is as the first left it.
    const third = await sent(sender, segment, [coin(1_000)]);
    expect(third.state).toBe('pending');
    const refused = await call(other.cookie, 'mailRefuse', { id: third.id, reason: 'too much' });
    expect(refused.body.data).toMatchObject({ state: 'refused', refuseReason: 'too much' });
    expect(await copyKeys(p)).not.toContain(`b:${third.id}`);
    expect((await call(other.cookie, 'mailApprove', { id: third.id })).body.errcode).toBe(
      ErrorCode.MAIL_NOT_PENDING,
    );
  });

  it('approves one pending broadcast once for 30 approvals at once: delivered and paid once', async () => {
    const { segment, players } = await scene(1);
    await setBudget(0);
    const { signedInStaff, call } = staff();
    const sender = await signedInStaff('marketing');
    const approvers = [await signedInStaff('marketing'), await signedInStaff('admin')];
    const made = await sent(sender, segment, [coin(700)]);
    expect(made.state).toBe('pending');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(approvers[i % 2]!.cookie, 'mailApprove', { id: made.id }),
      ),
    );
    const codes = answers.map((a) => a.body.errcode).sort((a, b) => a - b);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ErrorCode.MAIL_NOT_PENDING)).toHaveLength(29);
    const entries = await auditEntries(t.database.db, { action: 'mail.approve' });
    expect(entries.filter((e) => e.target === `broadcast:${made.id}`)).toHaveLength(1);

    const p = players[players.length - 1]!;
    const before = await kit.bonusOf(p.userId);
    const inbox = GetMail2Answer.parse(await kit.ok(p, 'getMail2', {}));
    const mail = inbox.list.find((m) => m.title === 'Gift' && m.attachment === 'unclaimed')!;
    await Promise.all(
      Array.from({ length: 10 }, () => kit.call(p, 'receiveMail', { id: mail.id })),
    );
    expect((await kit.bonusOf(p.userId)) - before).toBe(700);
  });

  it('holds a broadcast whose reach is still open to new players, whatever the budget', async () => {
    await setBudget(10 ** 12);
    const { signedInStaff } = staff();
    const sender = await signedInStaff('marketing');
    const open = await sent(sender, {}, [coin(10)], { openToNewPlayers: true });
    expect(open.state).toBe('pending');
    // A registration bound still to come is open too.
    const later = await sent(sender, { registeredTo: Math.floor(Date.now() / 1000) + DAY }, [
      coin(10),
    ]);
    expect(later.state).toBe('pending');
    // Words only go alone.
    const words = await sent(sender, {}, [], { openToNewPlayers: true });
    expect(words.state).toBe('live');
  });

  it('lets its sender cancel a pending broadcast, which then cannot be approved', async () => {
    const { segment } = await scene(1);
    await setBudget(0);
    const { signedInStaff, call } = staff();
    const sender = await signedInStaff('marketing');
    const other = await signedInStaff('marketing');
    const made = await sent(sender, segment, [coin(10)]);
    expect(made.state).toBe('pending');
    const cancelled = await call(sender.cookie, 'mailBroadcastCancel', { id: made.id });
    expect(cancelled.body.data).toMatchObject({ state: 'cancelled' });
    expect((await call(other.cookie, 'mailApprove', { id: made.id })).body.errcode).toBe(
      ErrorCode.MAIL_NOT_PENDING,
    );
    expect((await pendingMailApprovals(t.database.db)).map((p) => p.id)).not.toContain(made.id);
  });

  it('keeps parallel sends of one member within the budget jointly', async () => {
    const { segment, reached } = await scene(1);
    const total = 100 * reached;
    await setBudget(3 * total);
    const { signedInStaff } = staff();
    const sender = await signedInStaff('marketing');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send(sender, segment, [coin(100)])),
    );
    const states = answers.map((a) => MailBroadcastItem.parse(a.body.data).state);
    expect(states.filter((s) => s === 'live')).toHaveLength(3);
    expect(states.filter((s) => s === 'pending')).toHaveLength(7);
  });
});

describe('one budget of value a member creates alone', () => {
  it('counts balance adjustments posted alone against mail, and mail against adjustments', async () => {
    const player = await kit.player();
    const { segment, reached } = await scene(1);
    const { signedInStaff, call } = staff();
    const admin = await signedInStaff('admin');
    const perCopy = 1_000;
    await setBudget(perCopy * reached + 500);
    const adjust = (amount: number) =>
      call(admin.cookie, 'playerAdjustBalance', {
        id: player.userId,
        direction: 'credit',
        amount,
        reason: 'goodwill',
      });
    // 600 posted alone leaves less than the mail's total: the mail waits.
    expect((await adjust(600)).body.data).toMatchObject({ status: 'posted' });
    const held = await sent(admin, segment, [coin(perCopy)]);
    expect(held.state).toBe('pending');

    // Another member: the mail goes alone, and then an adjustment past what is left waits.
    const finance = await signedInStaff('admin');
    const alone = await sent(finance, segment, [coin(perCopy)]);
    expect(alone.state).toBe('live');
    const after = await call(finance.cookie, 'playerAdjustBalance', {
      id: player.userId,
      direction: 'credit',
      amount: 501,
      reason: 'goodwill',
    });
    expect(after.body.data).toMatchObject({ status: 'pending' });
    const within = await call(finance.cookie, 'playerAdjustBalance', {
      id: player.userId,
      direction: 'credit',
      amount: 500,
      reason: 'goodwill',
    });
    expect(within.body.data).toMatchObject({ status: 'posted' });
  });
});

describe('reads of large stored values', () => {
  it('answer a number, never a 5xx, for an attachment above 2^53 stored by hand', async () => {
    const p = await kit.player();
    const { signedInStaff, call } = staff();
    const admin = await signedInStaff('admin');
    const huge = '[{"propId":2001,"count":9007199254740993}]';
    const { rows } = await sql<{ id: string }>`
      insert into mail_broadcasts (title, body, awards, starts_at, expires_at, created_by,
        user_id, requested_by, coin_total, approval)
      values ('Huge', 'By hand', ${huge}::jsonb, app_now(), app_now() + interval '1 day',
        'hand', ${p.userId}, ${admin.id}, 9223372036854775807, 'pending')
      returning id
    `.execute(t.database.db);
    const id = Number(rows[0]!.id);
    await sql`
      insert into mail (user_id, source_key, broadcast_id, awards, sent_at, expires_at)
      values (${p.userId}, ${`b:${id}`}, ${id}, ${huge}::jsonb, app_now(),
        app_now() + interval '1 day')
    `.execute(t.database.db);

    const inbox = await t.call('getMail2', { pageSize: 5 }, { authorization: p.token });
    expect(inbox.status).toBe(200);
    expect(inbox.body.errcode).toBe(0);
    const listed = GetMail2Answer.parse(inbox.body.data).list.find((m) => m.title === 'Huge')!;
    expect(listed.awards[0]!.count).toBeGreaterThanOrEqual(2 ** 53);
    const detail = await t.call('getMailDetail', { id: listed.id }, { authorization: p.token });
    expect([detail.status, detail.body.errcode]).toEqual([200, 0]);
    // Its claim is refused as past what any claim pays, and pays nothing.
    const claim = await t.call('receiveMail', { id: listed.id }, { authorization: p.token });
    expect([claim.status, claim.body.errcode]).toEqual([200, ErrorCode.REWARD_PLAYER_CAP]);
    expect(await kit.bonusOf(p.userId)).toBe(0);

    const approvals = await call(admin.cookie, 'pendingApprovals', {});
    expect([approvals.status, approvals.body.errcode]).toEqual([200, 0]);
    expect(approvals.body.data.list.find((a) => a.kind === 'mail' && a.id === id)!.amount).toBe(
      Number('9223372036854775807'),
    );
    for (const name of ['mailBroadcasts', 'mailPending'] as const) {
      const answer = await call(admin.cookie, name, { limit: 200 });
      expect([name, answer.status, answer.body.errcode]).toEqual([name, 200, 0]);
      const item = answer.body.data.list.find((b) => b.id === id)!;
      expect(item.awards[0]!.count).toBeGreaterThanOrEqual(2 ** 53);
      expect(item.coinTotal).toBeGreaterThanOrEqual(2 ** 53);
    }
    expect((await pendingMailApprovals(t.database.db)).find((m) => m.id === id)!.total).toBe(
      Number('9223372036854775807'),
    );
  });
});

describe('four eyes between people on a broadcast', () => {
  it('refuses the approval of a member the sender made lately, and lists the mail as pending', async () => {
    const { segment } = await scene(1);
    await setBudget(0);
    const { signedInStaff, call } = staff();
    const sender = await signedInStaff('admin');
    const secondAdmin = await signedInStaff('admin');
    // The sender asks for a marketing member (it may send broadcasts); another admin approves.
    const email = `mail-made-${process.pid}-${Date.now()}@lobby.test`;
    const asked = StaffCreateAnswer.parse(
      (await call(sender.cookie, 'staffCreate', { email, name: 'Made', role: 'marketing' })).body
        .data,
    );
    expect(
      (await call(secondAdmin.cookie, 'staffRequestApprove', { id: asked.request!.id })).body
        .errcode,
    ).toBe(0);
    const { cookie: made } = await staff().signInEnrolling(email, asked.password!);

    const mail = await sent(sender, segment, [coin(1_000)]);
    expect(mail.state).toBe('pending');
    const listed = PendingApprovalsAnswer.parse(
      (await call(secondAdmin.cookie, 'pendingApprovals', {})).body.data,
    );
    expect(listed.list).toContainEqual(
      expect.objectContaining({ kind: 'mail', id: mail.id, requestedBy: sender.id }),
    );
    expect(listed.counts.mail).toBeGreaterThanOrEqual(1);

    // The member the sender made may refuse (it creates nothing) but not approve.
    expect((await call(made, 'mailApprove', { id: mail.id })).body.errcode).toBe(
      ErrorCode.STAFF_APPROVER_RELATED,
    );
    const approved = await call(secondAdmin.cookie, 'mailApprove', { id: mail.id });
    expect(approved.body.errcode).toBe(0);
  });
});
