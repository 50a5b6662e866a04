import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ExportMyDataAnswer } from '@lobby/contract/data-rights';
import { ErrorCode } from '@lobby/contract/values/errors';
import { accountsClient } from '../../../test/accounts-client';
import { auditEntries } from '../../../test/audit-log';
import { consoleClient } from '../../../test/console-client';
import { expectBooksBalanced } from '../../../test/ledger-books';
import { useTestApp, type Envelope } from '../../../test/test-app';
import { SecurityEventKind } from '@/core/security-events';
import { depositsClient } from '../deposits/deposits-test-client';
import { withdrawalKit } from '../withdrawals/withdrawal-test-kit';
import { DATA_EXPORT_LIST_CAP } from '../server-module';

/**
 * Data rights (ADR 0074): the player's export holds every part of theirs and nothing of anyone
 * else's nor any secret; it is limited per player; the console closes an account only once it
 * holds no money, and erases only a closed one, by another member, keeping the ledger and the
 * rounds under a pseudonym.
 */

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'lobby-data-rights-'));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});
const t = useTestApp(() => ({ env: { PAYOUT_PROVIDER: 'manual', DATA_DIR: dataDir } }));
const accounts = accountsClient(t);
const staffClient = consoleClient(t);
let kit: ReturnType<typeof withdrawalKit>;
beforeAll(async () => {
  kit = withdrawalKit(t);
  // Every withdrawal waits for review: one stays pending while the account is closed.
  await kit.setRules({ autoApproveMax: 0, dailyTimes: 1_000 });
});

const setClock = (offsetSeconds: number) =>
  t.app.inject({ method: 'POST', url: '/dev/v1/clock', payload: { offsetSeconds } });
afterEach(async () => {
  await setClock(0);
});

const ok = <T extends { body: Envelope }>(answer: T) => {
  expect(answer.body.errcode, answer.body.msg).toBe(0);
  return answer.body.data;
};
const KYC_DETAILS = {
  fullName: 'Pat Player',
  dateOfBirth: '1990-04-02',
  country: 'GB',
  addressLine1: '1 High Street',
  city: 'London',
};
const exportOf = (token: string) => accounts.call('exportMyData', {}, { token });

const png = async () =>
  (
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c81e3c' } })
      .png()
      .toBuffer()
  ).toString('base64');

const feedbackFiles = () => {
  try {
    return readdirSync(join(dataDir, 'uploads', 'feedback'), {
      recursive: true,
      withFileTypes: true,
    })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

/**
 * A player with every kind of data: a receiving account and a withdrawal waiting for review, a
 * deposit, a round, a reward, a mail, a chat with a staff reply, feedback with an image, a
 * social identity.
 */
const richPlayer = async (support: { cookie: string; id: number }) => {
  const p = await kit.playerWithAccount(30_000);
  const pending = ok(await kit.exchange(p.token, 20_000, p.accountId));
  expect(pending.status).toBe('pending_review');
  const orderNo = await depositsClient(t).deposit(p.token, 10_000);
  const dice = t.config.current().config.games.find((g) => g.code === 'dice')!.id;
  ok(await accounts.call('startGame', { gameId: dice }, { token: p.token }));
  const round = ok(
    await accounts.call(
      'gamePlay',
      { gameId: dice, bet: 100, params: { direction: 'over', target: 5050 } },
      { token: p.token },
    ),
  );
  const db = t.database.db;
  await db
    .insertInto('reward_grants')
    .values({
      user_id: p.userId,
      activity: 'test',
      grant_key: 'data-rights',
      awards: JSON.stringify([{ propId: 2001, count: 100 }]),
      coin: 100,
    })
    .execute();
  ok(
    await staffClient.call(support.cookie, 'mailSend', {
      userId: p.userId,
      title: 'About your question',
      body: 'We looked into it.',
    }),
  );
  const conversation = await db
    .insertInto('chat_conversations')
    .values({ user_id: p.userId, status: 'open', staff_id: support.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('chat_messages')
    .values([
      {
        conversation_id: conversation.id,
        seq: 1,
        author: 'player',
        sender_key: `u:${p.userId}`,
        text: 'My name is Pat Player, I live at 1 Harbor Road',
      },
      {
        conversation_id: conversation.id,
        seq: 2,
        author: 'staff',
        staff_id: support.id,
        staff_name: 'Support',
        sender_key: `s:${support.id}`,
        text: 'Thanks Pat, we will check',
      },
    ])
    .execute();
  ok(
    await accounts.call(
      'feedbackSubmit',
      { type: 2, text: 'My phone number is in this text', images: [await png()] },
      { token: p.token },
    ),
  );
  await db
    .insertInto('user_social_accounts')
    .values({
      user_id: p.userId,
      provider: 1,
      subject: `sub-${p.userId}`,
      name: 'Pat Social',
      email: `pat${p.userId}@mail.test`,
    })
    .execute();
  return { ...p, pendingOrderNo: pending.orderNo as string, orderNo, roundId: round.roundId };
};

describe('exportMyData', () => {
  it('answers every part of the player’s data, nothing of another player’s, no secret', async () => {
    const support = await staffClient.signedInStaff('support');
    const p = await richPlayer(support);
    const other = await kit.playerWithAccount(0);
    const otherOrder = await depositsClient(t).deposit(other.token, 10_000);
    // The player protection areas' parts: a limit, the reality check, the KYC details.
    ok(
      await accounts.call(
        'setPlayLimit',
        { kind: 'depositDay', value: 50_000 },
        { token: p.token },
      ),
    );
    ok(await accounts.call('setRealityCheck', { minutes: 15 }, { token: p.token }));
    ok(await accounts.call('kycSubmitDetails', KYC_DETAILS, { token: p.token }));

    const data = ExportMyDataAnswer.parse(ok(await exportOf(p.token)));
    expect(data).toMatchObject({ format: 'lobby-data-export', version: 1, userId: p.userId });
    expect(data.listCap).toBe(DATA_EXPORT_LIST_CAP);
    expect(data.capped).toEqual([]);
    type Rows = Record<string, unknown>[];
    const parts = data.parts as Record<string, unknown>;
    const list = (name: string) => parts[name] as Rows;
    expect(parts.profile).toMatchObject({ id: p.userId, mobile: p.mobile, hasPassword: true });
    expect(list('sessions').length).toBeGreaterThan(0);
    expect(list('sessions')[0]).toHaveProperty('lastSeenAt');
    expect(list('socialIdentities')).toEqual([
      expect.objectContaining({ name: 'Pat Social', email: `pat${p.userId}@mail.test` }),
    ]);
    expect(list('deposits')).toEqual([
      expect.objectContaining({ orderNo: p.orderNo, amount: 10_000, status: 'credited' }),
    ]);
    expect(list('withdrawals')).toEqual([
      expect.objectContaining({
        orderNo: p.pendingOrderNo,
        amount: 20_000,
        status: 'pending_review',
        accountNo: `****${p.accountNo.slice(-4)}`,
      }),
    ]);
    expect(list('receivingAccounts')).toEqual([
      expect.objectContaining({ accountName: 'Pat Player', accountNo: '****2233' }),
    ]);
    expect(list('rounds')).toEqual([expect.objectContaining({ roundId: p.roundId, bet: 100 })]);
    expect(list('rewards')).toEqual([expect.objectContaining({ activity: 'test', coin: 100 })]);
    expect(list('mail')).toEqual([expect.objectContaining({ title: 'About your question' })]);
    expect(
      list('chatMessages')
        .map((m) => m.author)
        .sort(),
    ).toEqual(['player', 'staff']);
    expect(list('chatConversations')).toHaveLength(1);
    expect(list('feedback')).toHaveLength(1);
    expect(list('feedbackMessages')).toEqual([
      expect.objectContaining({ text: 'My phone number is in this text' }),
    ]);
    expect((list('feedbackMessages')[0]!.images as string[]).length).toBe(1);
    expect(list('playLimits')).toEqual([
      expect.objectContaining({ kind: 'depositDay', value: 50_000 }),
    ]);
    expect(list('playLimitChanges')).toEqual([
      expect.objectContaining({ kind: 'depositDay', action: 'set', after: 50_000, byStaff: false }),
    ]);
    expect(parts.realityCheck).toMatchObject({ minutes: 15 });
    expect(parts.breaks).toEqual([]);
    expect(parts.kyc).toMatchObject({
      tier: 1,
      details: { fullName: 'Pat Player', dateOfBirth: '1990-04-02', country: 'GB' },
      documents: [],
      reviews: [],
    });

    const text = JSON.stringify(data);
    // No other player's data.
    expect(text).not.toContain(otherOrder);
    expect(text).not.toContain(other.mobile);
    // No secret: the full account number, a hash of a password, token, code or TOTP.
    expect(text).not.toContain(p.accountNo);
    expect(text).not.toMatch(/argon2|password_?hash|token_?hash|code_?hash|totp|fingerprint/i);
    expect(text).not.toContain(p.token);
    const hash = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', p.userId)
      .executeTakeFirstOrThrow();
    expect(text).not.toContain(hash.password_hash!);
  });

  it('is one export a player per hour on the lobby’s clock, each a security event', async () => {
    const p = await accounts.registerByAccount();
    const events = await t.securityEvents.count(SecurityEventKind.DataExported);
    ok(await exportOf(p.token));
    expect(await t.securityEvents.count(SecurityEventKind.DataExported)).toBe(events + 1);
    const again = await exportOf(p.token);
    expect(again.body.errcode).toBe(ErrorCode.DATA_EXPORT_TOO_SOON);
    expect(again.body.data.retryAfterSeconds).toBeGreaterThan(3_500);
    expect(again.body.data.retryAfterSeconds).toBeLessThanOrEqual(3_600);
    await setClock(59 * 60);
    expect((await exportOf(p.token)).body.errcode).toBe(ErrorCode.DATA_EXPORT_TOO_SOON);
    await setClock(60 * 60 + 1);
    ok(await exportOf(p.token));
    expect(await t.securityEvents.count(SecurityEventKind.DataExported)).toBe(events + 2);
  });

  it('answers one of 20 parallel asks; the others wait', async () => {
    const p = await accounts.registerByAccount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => exportOf(p.token)));
    const codes = answers.map((a) => a.body.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ErrorCode.DATA_EXPORT_TOO_SOON)).toHaveLength(19);
  });

  it('needs a session', async () => {
    expect((await accounts.call('exportMyData', {})).status).toBe(401);
  });
});

describe('closure and erasure', () => {
  it('refuses to erase an open account and to close one holding money; erases a closed one by another member', async () => {
    const support = await staffClient.signedInStaff('support');
    const admin = await staffClient.signedInStaff('admin');
    const second = await staffClient.signedInStaff('admin');
    const p = await richPlayer(support);
    const db = t.database.db;
    const call = staffClient.call;
    const roundsBefore = await db
      .selectFrom('game_rounds')
      .select('id')
      .where('user_id', '=', p.userId)
      .execute();

    // An open account is never erased.
    expect((await call(second.cookie, 'playerErase', { id: p.userId })).body.errcode).toBe(
      ErrorCode.ACCOUNT_NOT_CLOSED,
    );
    // Support may not erase at all (admin only).
    expect((await call(support.cookie, 'playerErase', { id: p.userId })).status).toBe(403);
    // Money held (coin and a pending withdrawal): not closed, nothing changed.
    const held = await call(support.cookie, 'playerClose', { id: p.userId, reason: 'asked' });
    expect(held.body.errcode).toBe(ErrorCode.ACCOUNT_HOLDS_MONEY);
    expect(ok(await call(support.cookie, 'playerDataRights', { id: p.userId }))).toMatchObject({
      closedAt: null,
      erasedAt: null,
    });
    // The withdrawal refused (back to coin), the coin taken out: now it closes.
    ok(await call(admin.cookie, 'withdrawalRefuse', { orderNo: p.pendingOrderNo, reason: 'test' }));
    const balances = ok(await call(admin.cookie, 'playerBalances', { id: p.userId }));
    expect(balances.withdrawHold).toBe(0);
    expect(
      (await call(support.cookie, 'playerClose', { id: p.userId, reason: 'asked' })).body.errcode,
    ).toBe(ErrorCode.ACCOUNT_HOLDS_MONEY);
    ok(
      await call(admin.cookie, 'playerAdjustBalance', {
        id: p.userId,
        direction: 'debit',
        amount: balances.coin,
        reason: 'paid out by hand before closing',
      }),
    );
    const closed = ok(
      await call(support.cookie, 'playerClose', { id: p.userId, reason: 'asked by mail' }),
    );
    expect(closed).toMatchObject({ closedReason: 'asked by mail', heldMoney: 0 });
    expect(closed.closedAt).toEqual(expect.any(Number));

    // The session ended; every sign-in answers ACCOUNT_CLOSED.
    expect((await accounts.call('refreshData', {}, { token: p.token })).status).toBe(401);
    const signIn = await accounts.call('accountLogin', {
      loginType: 1,
      mobile: p.mobile,
      password: p.password,
    });
    expect(signIn.body.errcode).toBe(ErrorCode.ACCOUNT_CLOSED);

    // The member who closed it may not erase it alone (four eyes); another admin does.
    await db.updateTable('users').set({ closed_by: admin.id }).where('id', '=', p.userId).execute();
    expect((await call(admin.cookie, 'playerErase', { id: p.userId })).body.errcode).toBe(
      ErrorCode.STAFF_APPROVER_RELATED,
    );
    const imageKeys = (
      await db.selectFrom('feedback_images').select('key').where('user_id', '=', p.userId).execute()
    ).map((row) => row.key);
    expect(imageKeys).toHaveLength(1);
    expect(feedbackFiles().filter((f) => f.startsWith(imageKeys[0]!))).toHaveLength(1);
    const erased = ok(await call(second.cookie, 'playerErase', { id: p.userId }));
    expect(erased.erasedAt).toEqual(expect.any(Number));

    // Personal data gone from every table covered.
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', p.userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      nickname: `erased-${p.userId}`,
      mobile: null,
      account: null,
      password_hash: null,
    });
    expect(
      await db
        .selectFrom('user_social_accounts')
        .where('user_id', '=', p.userId)
        .selectAll()
        .execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('sms_codes').where('mobile', '=', p.mobile).selectAll().execute(),
    ).toEqual([]);
    const sessions = await db
      .selectFrom('sessions')
      .select(['ip', 'user_agent', 'revoked_at'])
      .where('user_id', '=', p.userId)
      .execute();
    expect(sessions.every((s) => s.ip === null && s.user_agent === null && s.revoked_at)).toBe(
      true,
    );
    const accountNos = await db
      .selectFrom('receiving_accounts')
      .select(['account_no', 'account_name'])
      .where('user_id', '=', p.userId)
      .execute();
    expect(accountNos).toEqual([
      { account_no: expect.stringMatching(/^erased:/), account_name: '' },
    ]);
    const withdrawals = await db
      .selectFrom('withdrawals')
      .select(['account_no', 'amount'])
      .where('user_id', '=', p.userId)
      .execute();
    expect(withdrawals).toEqual([
      { account_no: expect.stringMatching(/^erased:/), amount: 20_000 },
    ]);
    const { rows: chat } = await sql<{ text: string }>`
      select m.text from chat_messages m join chat_conversations c on c.id = m.conversation_id
      where c.user_id = ${p.userId}
    `.execute(db);
    expect(chat.map((m) => m.text)).toEqual(['[erased]', '[erased]']);
    const { rows: feedback } = await sql<{ text: string }>`
      select m.text from feedback_messages m join feedback f on f.id = m.feedback_id
      where f.user_id = ${p.userId}
    `.execute(db);
    expect(feedback.map((m) => m.text)).toEqual(['[erased]']);
    expect(
      await db.selectFrom('feedback_images').where('user_id', '=', p.userId).selectAll().execute(),
    ).toEqual([]);
    expect(feedbackFiles().filter((f) => f.startsWith(imageKeys[0]!))).toEqual([]);

    // The ledger still sums and the rounds stay, under the pseudonymised user.
    await expectBooksBalanced(db);
    const roundsAfter = await db
      .selectFrom('game_rounds')
      .select('id')
      .where('user_id', '=', p.userId)
      .execute();
    expect(roundsAfter).toEqual(roundsBefore);
    expect(
      await db.selectFrom('deposit_orders').where('user_id', '=', p.userId).select('id').execute(),
    ).toHaveLength(1);

    // Audited, without the data it erased.
    const [entry] = await auditEntries(db, { action: 'playerErase' }).then((list) =>
      list.filter((e) => e.target === `player:${p.userId}`),
    );
    expect(entry).toMatchObject({ actorName: second.email, after: { erased: true } });
    expect(JSON.stringify(entry)).not.toContain(p.mobile);

    // An erased account is never reopened; erasing again changes nothing.
    expect(
      (await call(support.cookie, 'playerReopen', { id: p.userId, reason: 'back' })).body.errcode,
    ).toBe(ErrorCode.ACCOUNT_ERASED);
    ok(await call(second.cookie, 'playerErase', { id: p.userId }));

    // The phone is free: a sign-up with it makes a new account, nothing linked to the old.
    const again = await accounts.registerByPhone(p.mobile);
    expect(again.user.id).not.toBe(p.userId);
  });

  it('blanks the KYC details on erasure, and refuses to erase a player whose break still runs', async () => {
    const support = await staffClient.signedInStaff('support');
    const admin = await staffClient.signedInStaff('admin');
    const verified = await accounts.registerByPhone();
    ok(await accounts.call('kycSubmitDetails', KYC_DETAILS, { token: verified.token }));
    ok(
      await staffClient.call(support.cookie, 'playerClose', {
        id: verified.user.id,
        reason: 'asked',
      }),
    );
    ok(await staffClient.call(admin.cookie, 'playerErase', { id: verified.user.id }));
    const profile = await t.database.db
      .selectFrom('kyc_profiles')
      .select(['tier', 'full_name', 'date_of_birth', 'address_line1'])
      .where('user_id', '=', verified.user.id)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ tier: 1, full_name: null, date_of_birth: null, address_line1: null });

    // On a time-out: closed, but not erased until it ends (erasing frees the phone).
    const resting = await accounts.registerByPhone();
    ok(
      await accounts.call(
        'takeBreak',
        { kind: 'timeout', period: '24h', confirm: true },
        { token: resting.token },
      ),
    );
    ok(
      await staffClient.call(support.cookie, 'playerClose', {
        id: resting.user.id,
        reason: 'asked',
      }),
    );
    expect(
      (await staffClient.call(admin.cookie, 'playerErase', { id: resting.user.id })).body.errcode,
    ).toBe(ErrorCode.PLAYER_ON_BREAK);
  });

  it('reopens a closed account that was not erased: the player signs in again', async () => {
    const support = await staffClient.signedInStaff('support');
    const p = await accounts.registerByPhone();
    ok(await staffClient.call(support.cookie, 'playerClose', { id: p.user.id, reason: 'asked' }));
    const signIn = { loginType: 1, mobile: p.mobile, password: p.password };
    expect((await accounts.call('accountLogin', signIn)).body.errcode).toBe(
      ErrorCode.ACCOUNT_CLOSED,
    );
    // Every sign-in path: by SMS code too (the sessions trigger refuses the session).
    const smsCode = await accounts.codeFor(p.mobile, 3);
    expect(
      (await accounts.call('accountLoginSms', { mobile: p.mobile, smsCode })).body.errcode,
    ).toBe(ErrorCode.ACCOUNT_CLOSED);
    ok(
      await staffClient.call(support.cookie, 'playerReopen', { id: p.user.id, reason: 'changed' }),
    );
    ok(await accounts.call('accountLogin', signIn));
  });

  it('closes once and erases once under parallel asks', async () => {
    const support = await staffClient.signedInStaff('support');
    const admins = await Promise.all([1, 2, 3].map(() => staffClient.signedInStaff('admin')));
    const p = await accounts.registerByPhone();
    const closes = await Promise.all(
      Array.from({ length: 10 }, () =>
        staffClient.call(support.cookie, 'playerClose', { id: p.user.id, reason: 'asked' }),
      ),
    );
    expect(closes.every((c) => c.body.errcode === 0)).toBe(true);
    const erases = await Promise.all(
      [...admins, ...admins].map((admin) =>
        staffClient.call(admin.cookie, 'playerErase', { id: p.user.id }),
      ),
    );
    expect(erases.every((c) => c.body.errcode === 0)).toBe(true);
    const entries = (await auditEntries(t.database.db)).filter(
      (e) => e.target === `player:${p.user.id}`,
    );
    expect(entries.map((e) => e.action).sort()).toEqual(['playerClose', 'playerErase']);
  });
});
