import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lobby/contract/values/errors';
import { accountsClient } from '../../../test/accounts-client';
import { auditEntries } from '../../../test/audit-log';
import { consoleClient } from '../../../test/console-client';
import { useTestApp } from '../../../test/test-app';
import { runOps } from '@/ops/ops-commands';
import { verifyAuditChain } from './audit-verify';

/**
 * Every change made through the console and the ops CLI writes its audit entry in its own
 * transaction, and a refused one writes none (the withdrawal and provider commands: ops.test.ts
 * and manual-payouts.test.ts).
 */

const t = useTestApp();
const console_ = consoleClient(t);
afterAll(async () => {
  // Whatever the tests did, the chain holds.
  expect(await verifyAuditChain(t.database.db)).toMatchObject({ ok: true });
});

const entries = (action: string, target?: string) =>
  auditEntries(t.database.db, { action }).then((rows) =>
    target === undefined ? rows : rows.filter((r) => r.target === target),
  );

const ops = async (...argv: string[]) => {
  const lines: string[] = [];
  const code = await runOps(
    { db: t.database.db, out: (line) => lines.push(line), operator: 'olga@cli' },
    argv,
  );
  return { code, text: lines.join('\n') };
};

const staffIdOf = async (email: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('staff')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id,
  );

const deviceConversation = async () => {
  const { rows } = await sql<{ id: number }>`
    insert into chat_conversations (device_id) values (${`audit-device-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`})
    returning id
  `.execute(t.database.db);
  return Number(rows[0]!.id);
};

const feedbackOfNewPlayer = async () => {
  const player = await accountsClient(t).registerByAccount();
  const { rows } = await sql<{ id: number }>`
    insert into feedback (user_id, type_id, type_name) values (${player.user.id}, 1, 'Bug')
    returning id
  `.execute(t.database.db);
  const id = Number(rows[0]!.id);
  await sql`
    insert into feedback_messages (feedback_id, author, text) values (${id}, 'player', 'It broke')
  `.execute(t.database.db);
  return { id, userId: player.user.id };
};

describe('console sign-in and sign-out', () => {
  it('records a sign-in with the staff member and IP, a sign-out, and no failed sign-in', async () => {
    const { email, cookie } = await console_.signedInStaff('support');
    const id = await staffIdOf(email);
    const [signIn] = await entries('staffSignIn', `staff:${id}`);
    expect(signIn).toMatchObject({
      actorKind: 'staff',
      actorId: id,
      actorName: email,
      ip: '127.0.0.1',
      before: null,
      after: { sessionId: expect.any(Number) },
    });
    const failed = await console_.call(null, 'staffSignIn', {
      email,
      password: 'not-the-password',
    });
    expect(failed.body.errcode).toBe(ErrorCode.STAFF_SIGN_IN_FAILED);
    expect(await entries('staffSignIn', `staff:${id}`)).toHaveLength(1);

    expect((await console_.call(cookie, 'staffSignOut')).body.errcode).toBe(0);
    expect(await entries('staffSignOut', `staff:${id}`)).toEqual([
      expect.objectContaining({
        actorName: email,
        after: { sessionId: (signIn!.after as { sessionId: number }).sessionId },
      }),
    ]);
  });
});

describe('the chat calls', () => {
  it('record assign, close and reopen with the status and staff before and after', async () => {
    const { email, cookie } = await console_.signedInStaff('support');
    const staffId = await staffIdOf(email);
    const id = await deviceConversation();
    const target = `conversation:${id}`;

    expect((await console_.call(cookie, 'chatAssign', { id })).body.errcode).toBe(0);
    expect(await entries('chatAssign', target)).toEqual([
      expect.objectContaining({
        actorKind: 'staff',
        actorId: staffId,
        actorName: email,
        ip: '127.0.0.1',
        before: { status: 'queued', staffId: null },
        after: { status: 'open', staffId },
      }),
    ]);
    expect((await console_.call(cookie, 'chatClose', { id })).body.errcode).toBe(0);
    expect(await entries('chatClose', target)).toEqual([
      expect.objectContaining({
        before: { status: 'open', staffId },
        after: { status: 'closed', staffId },
      }),
    ]);
    // Refused: a closed conversation is reopened, not assigned. No entry.
    const refused = await console_.call(cookie, 'chatAssign', { id });
    expect(refused.body.errcode).toBe(ErrorCode.CHAT_CONVERSATION_CLOSED);
    expect(await entries('chatAssign', target)).toHaveLength(1);

    const other = await console_.signedInStaff('support');
    const otherId = await staffIdOf(other.email);
    expect((await console_.call(other.cookie, 'chatReopen', { id })).body.errcode).toBe(0);
    expect(await entries('chatReopen', target)).toEqual([
      expect.objectContaining({
        actorName: other.email,
        before: { status: 'closed', staffId },
        after: { status: 'open', staffId: otherId },
      }),
    ]);
    // Unknown: refused, no entry.
    expect((await console_.call(cookie, 'chatClose', { id: 999_999 })).body.errcode).toBe(
      ErrorCode.CHAT_CONVERSATION_NOT_FOUND,
    );
    expect(await entries('chatClose', 'conversation:999999')).toEqual([]);
  });
});

describe('feedback', () => {
  it('records a console answer and the CLI’s reply and close; a refused one writes none', async () => {
    const { email, cookie } = await console_.signedInStaff('support');
    const { id } = await feedbackOfNewPlayer();
    const target = `feedback:${id}`;
    const answered = await console_.call(cookie, 'feedbackAnswer', { id, text: 'On it.' });
    expect(answered.body.errcode).toBe(0);
    expect(await entries('feedbackAnswer', target)).toEqual([
      expect.objectContaining({
        actorKind: 'staff',
        actorName: email,
        before: { status: 'open' },
        after: { status: 'replied', messageId: answered.body.data.messageId },
      }),
    ]);
    expect((await ops('feedback', 'reply', String(id), 'Fixed now.')).code).toBe(0);
    expect((await ops('feedback', 'close', String(id))).code).toBe(0);
    expect((await entries('feedbackAnswer', target)).at(-1)).toMatchObject({
      actorKind: 'cli',
      actorName: 'olga@cli',
      ip: null,
      before: { status: 'replied' },
      after: { status: 'replied' },
    });
    expect(await entries('feedbackClose', target)).toEqual([
      expect.objectContaining({
        actorName: 'olga@cli',
        before: { status: 'replied' },
        after: { status: 'closed' },
      }),
    ]);
    // Closed: the console's answer and the CLI's close change nothing and write nothing.
    const refused = await console_.call(cookie, 'feedbackAnswer', { id, text: 'More?' });
    expect(refused.body.errcode).toBe(ErrorCode.FEEDBACK_CLOSED);
    expect((await ops('feedback', 'close', String(id))).code).toBe(0);
    expect(await entries('feedbackAnswer', target)).toHaveLength(2);
    expect(await entries('feedbackClose', target)).toHaveLength(1);
  });
});

describe('the ops CLI', () => {
  it('records staff create, never the password, and nothing for a refused one', async () => {
    const created = await ops('staff', 'create', 'audited@lobby.test', '--role', 'finance');
    expect(created.code).toBe(0);
    const password = created.text.split('password (shown once): ')[1]!;
    const id = await staffIdOf('audited@lobby.test');
    const [entry] = await entries('staffCreate', `staff:${id}`);
    expect(entry).toMatchObject({
      actorKind: 'cli',
      actorName: 'olga@cli',
      before: null,
      after: { email: 'audited@lobby.test', name: 'audited', role: 'finance', disabled: false },
    });
    expect(JSON.stringify(entry)).not.toContain(password);
    expect((await ops('staff', 'create', 'audited@lobby.test', '--role', 'admin')).code).toBe(1);
    expect(await entries('staffCreate', `staff:${id}`)).toHaveLength(1);
  });

  it('records a reward grant, and nothing when the grant existed', async () => {
    const player = await accountsClient(t).registerByAccount();
    const argv = ['rewards', 'grant', String(player.user.id), '--activity', 'audit-gift'];
    expect((await ops(...argv, '--award', '2001:500', '--key', 'k1')).code).toBe(0);
    const [entry] = await entries('rewards.grant', `user:${player.user.id}`);
    expect(entry).toMatchObject({
      actorName: 'olga@cli',
      after: {
        grantId: expect.any(Number),
        activity: 'audit-gift',
        key: 'k1',
        awards: [{ propId: 2001, count: 500 }],
      },
    });
    expect((await ops(...argv, '--award', '2001:500', '--key', 'k1')).text).toContain(
      'nothing granted',
    );
    expect(await entries('rewards.grant', `user:${player.user.id}`)).toHaveLength(1);
  });

  it('records a broadcast, and nothing for a refused one', async () => {
    const before = (await entries('mail.broadcast')).length;
    const sent = await ops(
      'mail',
      'broadcast',
      '--title',
      'Hello',
      '--body',
      'News',
      '--vip-min',
      '2',
    );
    expect(sent.code).toBe(0);
    const made = await entries('mail.broadcast');
    expect(made).toHaveLength(before + 1);
    expect(made.at(-1)).toMatchObject({
      actorName: 'olga@cli',
      target: expect.stringMatching(/^broadcast:\d+$/),
      after: { title: 'Hello', body: 'News', segment: { vipMin: 2 } },
    });
    const refused = await ops(
      'mail',
      'broadcast',
      '--title',
      'x',
      '--body',
      'y',
      '--expires',
      '2000-01-01',
    );
    expect(refused.code).toBe(2);
    expect(await entries('mail.broadcast')).toHaveLength(before + 1);
  });
});

describe('the console’s audit calls', () => {
  it('page the log newest first by actor and action, and verify the chain, for admin and auditor', async () => {
    const support = await console_.signedInStaff('support');
    expect((await console_.call(support.cookie, 'auditLog')).body.errcode).toBe(
      ErrorCode.STAFF_FORBIDDEN,
    );
    expect((await console_.call(support.cookie, 'auditVerify')).body.errcode).toBe(
      ErrorCode.STAFF_FORBIDDEN,
    );
    const auditor = await console_.signedInStaff('auditor');
    const admin = await console_.signedInStaff('admin');
    const all = await entries('staffSignIn');
    const first = await console_.call(auditor.cookie, 'auditLog', {
      action: 'staffSignIn',
      pageSize: 2,
    });
    expect(first.body.errcode).toBe(0);
    const page = first.body.data;
    expect(page.total).toBe(all.length);
    expect(page.list.map((e: { id: number }) => e.id)).toEqual(
      all
        .map((e) => e.id)
        .reverse()
        .slice(0, 2),
    );
    expect(page.list[0]).toMatchObject({
      actorKind: 'staff',
      actorName: admin.email,
      action: 'staffSignIn',
      ip: '127.0.0.1',
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const next = await console_.call(admin.cookie, 'auditLog', {
      action: 'staffSignIn',
      pageSize: 2,
      cursor: page.nextCursor,
    });
    expect(next.body.data.list.map((e: { id: number }) => e.id)).toEqual(
      all
        .map((e) => e.id)
        .reverse()
        .slice(2, 4),
    );
    const mine = await console_.call(admin.cookie, 'auditLog', { actor: auditor.email });
    expect(mine.body.data.list).toEqual([
      expect.objectContaining({ action: 'staffSignIn', actorName: auditor.email }),
    ]);

    const verified = await console_.call(auditor.cookie, 'auditVerify');
    expect(verified.body).toMatchObject({
      errcode: 0,
      data: {
        ok: true,
        entries: expect.any(Number),
        headHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
  });
});
