import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_SOCKET_PATH,
  ChatCloseCode,
  chatImagePath,
  CONSOLE_CHAT_SOCKET_PATH,
  consoleChatImagePath,
} from '@lobby/contract/values/chat';
import { consolePath } from '@lobby/contract/values/console';
import { ErrorCode } from '@lobby/contract/values/errors';
import { CustomerServiceItemType } from '@lobby/contract/values/enums';
import { FEEDBACK_IMAGE_MAX_BYTES } from '@lobby/contract/values/feedback';
import { accountsClient } from '../../../test/accounts-client';
import { auditEntries } from '../../../test/audit-log';
import {
  newClientId,
  newDeviceId,
  originOf,
  socketBase,
  TestChatSocket,
} from '../../../test/chat-socket-client';
import { consoleClient } from '../../../test/console-client';
import { totpCodeOf } from '../staff/staff-totp';
import { useTestApp } from '../../../test/test-app';
import { CUSTOMER_SERVICE_KEY, CustomerServiceSettings } from './chat-settings';

let dataDir: string;
let base: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'lobby-chat-'));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});
const t = useTestApp(() => ({ env: { DATA_DIR: dataDir } }));
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = socketBase(t);
  ({ signedInStaff, call: consoleCall } = consoleClient(t));
});

let signedInStaff: ReturnType<typeof consoleClient>['signedInStaff'];
let consoleCall: (
  cookie: string,
  name: string,
  payload?: object,
) => ReturnType<ReturnType<typeof consoleClient>['call']>;

const visitor = async (deviceId = newDeviceId(), after = 0) => {
  const socket = await TestChatSocket.open(`${base}${CHAT_SOCKET_PATH}`);
  socket.send({ t: 'hello', deviceId, after });
  const welcome = await socket.next('welcome');
  return { socket, welcome, deviceId };
};

const player = async () => {
  const account = await accountsClient(t).registerByAccount();
  const socket = await TestChatSocket.open(`${base}${CHAT_SOCKET_PATH}`);
  socket.send({ t: 'hello', token: account.token, deviceId: newDeviceId() });
  const welcome = await socket.next('welcome');
  return { socket, welcome, account };
};

const staffSocket = async (cookie: string) => {
  const socket = await TestChatSocket.open(`${base}${CONSOLE_CHAT_SOCKET_PATH}`, {
    cookie,
    origin: originOf(base),
  });
  socket.send({ t: 'hello' });
  await socket.next('welcome');
  return socket;
};

const messagesOf = async (conversationId: number) =>
  t.database.db
    .selectFrom('chat_messages')
    .select(['seq', 'text', 'client_id'])
    .where('conversation_id', '=', conversationId)
    .orderBy('seq')
    .execute();

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c83c3c' } })
    .png()
    .toBuffer();

describe('getCustomerServices', () => {
  it('lists the online chat alone until the operator names an outside channel, and the hours', async () => {
    const answer = await t.call('getCustomerServices');
    expect(answer.body.errcode).toBe(0);
    expect(answer.body.data.code).toBe(200);
    const items = answer.body.data.appCustomerServiceQueue as { itemType: number }[];
    expect(items[0]).toEqual({
      itemType: CustomerServiceItemType.Online,
      param1: 'Live chat',
      param2: '',
    });
    // No placeholder contact: an outside channel is listed once the operator configures it.
    expect(items.map((i) => i.itemType)).toEqual([CustomerServiceItemType.Online]);
    expect(answer.body.data.chatHours).toMatchObject({ open: true, opensAt: null });
  });

  it('says when staff are back outside the working hours (on the lobby clock)', async () => {
    const now = await t.clock.now();
    const utcDay = now.getUTCDay();
    // Open only on the day after tomorrow (UTC), 09:00–17:00.
    const day = (utcDay + 2) % 7;
    await t.settings.set(CUSTOMER_SERVICE_KEY, CustomerServiceSettings, {
      hours: { timeZone: 'UTC', week: [{ day, from: '09:00', to: '17:00' }] },
    });
    try {
      const answer = await t.call('getCustomerServices');
      const hours = answer.body.data.chatHours;
      expect(hours.open).toBe(false);
      const expected = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 2, 9);
      expect(hours.opensAt).toBe(expected / 1000);
      // The chat takes messages all the same, and its welcome says so.
      const { welcome } = await visitor();
      expect(welcome).toMatchObject({ hours: { open: false, opensAt: expected / 1000 } });
    } finally {
      await t.settings.set(CUSTOMER_SERVICE_KEY, CustomerServiceSettings, {});
    }
  });

  it('takes https: channel links, and mailto: for the e-mail channel only', () => {
    const issues = (itemType: number, param2: string) => {
      const parsed = CustomerServiceSettings.safeParse({
        channels: [{ itemType, param1: 'x', param2 }],
      });
      return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
    };
    const { Online, Telegram, Email } = CustomerServiceItemType;
    for (const bad of [
      'javascript:alert(1)',
      'http://t.me/LobbySupport',
      'data:text/html,<script>alert(1)</script>',
      '//t.me/LobbySupport',
    ]) {
      expect(issues(Telegram, bad), bad).toEqual(['channels.0.param2']);
      expect(issues(Email, bad), bad).toEqual(['channels.0.param2']);
    }
    expect(issues(Telegram, 'mailto:support@lobby.example')).toEqual(['channels.0.param2']);
    expect(issues(Telegram, '')).toEqual(['channels.0.param2']);
    expect(issues(Online, 'https://t.me/LobbySupport')).toEqual(['channels.0.param2']);
    expect(issues(Email, 'mailto:support@lobby.example')).toEqual([]);
    expect(issues(Email, 'https://lobby.example/contact')).toEqual([]);
    expect(issues(Telegram, 'https://t.me/LobbySupport')).toEqual([]);
    expect(issues(Online, '')).toEqual([]);
    // The defaults pass their own rules.
    expect(CustomerServiceSettings.parse({}).channels).toHaveLength(1);
  });
});

describe('a visitor and staff', () => {
  it('stores messages in order, acknowledges each and queues the conversation', async () => {
    const { socket, welcome } = await visitor();
    expect(welcome).toMatchObject({ conversation: null, messages: [], unread: 0 });
    const ids = Array.from({ length: 12 }, newClientId);
    // Sent back to back, without waiting: stored in the order sent.
    for (const [i, clientId] of ids.entries()) socket.send({ t: 'send', clientId, text: `m${i}` });
    const acks = [];
    for (const clientId of ids) acks.push(await socket.next('ack', (a) => a.clientId === clientId));
    expect(acks.map((a) => a.message.seq)).toEqual(ids.map((_, i) => i + 1));
    expect(acks.map((a) => a.message.text)).toEqual(ids.map((_, i) => `m${i}`));
    const state = await socket.next('conversation');
    expect(state.conversation).toMatchObject({ status: 'queued', staffName: null });
    expect(state.conversation.queuePosition).toBeGreaterThanOrEqual(1);
    socket.close();
  });

  it('loses nothing and doubles nothing when the socket drops mid-conversation', async () => {
    const first = await visitor();
    const kept = newClientId();
    first.socket.send({ t: 'send', clientId: kept, text: 'before the drop' });
    const ack = await first.socket.next('ack');
    // Sent, then the network goes before its ack can arrive.
    const lost = newClientId();
    first.socket.send({ t: 'send', clientId: lost, text: 'during the drop' });
    first.socket.terminate();

    // The client reconnects holding seq 1, and resends what it has no ack for.
    const again = await visitor(first.deviceId, ack.message.seq);
    again.socket.send({ t: 'send', clientId: lost, text: 'during the drop' });
    const resent = await again.socket.next('ack', (a) => a.clientId === lost);
    expect(resent.message.seq).toBe(2);
    // Whether the first copy was stored before the drop or not, there is one.
    const rows = await messagesOf(ack.message.conversationId);
    expect(rows.map((r) => r.text)).toEqual(['before the drop', 'during the drop']);
    // A third connection from scratch reads both, once each.
    const third = await visitor(first.deviceId, 0);
    expect(third.welcome.t === 'welcome' && third.welcome.messages.map((m) => m.text)).toEqual([
      'before the drop',
      'during the drop',
    ]);
    again.socket.close();
    third.socket.close();
  });

  it('30 sends of one message from three sockets at once store it once', async () => {
    const deviceId = newDeviceId();
    const sockets = await Promise.all([1, 2, 3].map(() => visitor(deviceId)));
    const clientId = newClientId();
    for (let i = 0; i < 10; i++)
      for (const { socket } of sockets) socket.send({ t: 'send', clientId, text: 'once' });
    const acks = await Promise.all(
      sockets.flatMap(({ socket }) =>
        Array.from({ length: 10 }, () => socket.next('ack', (a) => a.clientId === clientId)),
      ),
    );
    expect(new Set(acks.map((a) => a.message.id)).size).toBe(1);
    expect(await messagesOf(acks[0]!.message.conversationId)).toHaveLength(1);
    for (const { socket } of sockets) socket.close();
  });

  it('relays messages, typing and receipts between the player and staff', async () => {
    const staff = await signedInStaff();
    const desk = await staffSocket(staff.cookie);
    const { socket } = await visitor();

    socket.send({ t: 'send', clientId: newClientId(), text: 'Where is my deposit?' });
    const ack = await socket.next('ack');
    const conversationId = ack.message.conversationId;
    const seen = await desk.next('message', (m) => m.message.conversationId === conversationId);
    expect(seen.message).toMatchObject({
      text: 'Where is my deposit?',
      from: 'player',
      clientId: null,
    });

    socket.send({ t: 'typing', on: true });
    expect(await desk.next('typing', (f) => f.conversationId === conversationId)).toMatchObject({
      by: 'player',
      on: true,
    });

    // Staff answer: the conversation leaves the queue, taken by them.
    desk.send({ t: 'typing', conversationId, on: true });
    expect(await socket.next('typing')).toMatchObject({ by: 'staff', on: true });
    const staffClientId = newClientId();
    desk.send({ t: 'send', conversationId, clientId: staffClientId, text: 'Let me check.' });
    const staffAck = await desk.next('ack');
    expect(staffAck.message).toMatchObject({ from: 'staff', staffName: staff.name, seq: 2 });
    const reply = await socket.next('message');
    expect(reply.message).toMatchObject({
      text: 'Let me check.',
      staffName: staff.name,
      clientId: null,
    });
    const taken = await socket.next('conversation', (c) => c.conversation.status === 'open');
    expect(taken.conversation).toMatchObject({ staffName: staff.name, queuePosition: null });

    // Receipts both ways.
    socket.send({ t: 'read', seq: 2 });
    expect(await desk.next('read', (r) => r.conversationId === conversationId)).toMatchObject({
      by: 'player',
      seq: 2,
    });
    desk.send({ t: 'read', conversationId, seq: 1 });
    expect(await socket.next('read', (r) => r.by === 'staff')).toMatchObject({ seq: 1 });
    // A read past the last message marks only what exists.
    socket.send({ t: 'read', seq: 99 });
    await socket.flush();
    const conversation = await consoleCall(staff.cookie, 'chatConversation', {
      id: conversationId,
    });
    expect(conversation.body.data.conversation).toMatchObject({
      playerReadSeq: 2,
      staffReadSeq: 1,
    });
    expect(conversation.body.data.messages.map((m: { seq: number }) => m.seq)).toEqual([1, 2]);

    // Closed: the player is told; their next message opens a new conversation.
    const closed = await consoleCall(staff.cookie, 'chatClose', { id: conversationId });
    expect(closed.body.data.status).toBe('closed');
    expect(
      (await socket.next('conversation', (c) => c.conversation.status === 'closed')).conversation
        .id,
    ).toBe(conversationId);
    desk.send({ t: 'send', conversationId, clientId: newClientId(), text: 'late' });
    expect(await desk.next('error')).toMatchObject({ code: ErrorCode.CHAT_CONVERSATION_CLOSED });
    socket.send({ t: 'send', clientId: newClientId(), text: 'One more thing' });
    const fresh = await socket.next('ack');
    expect(fresh.message.conversationId).not.toBe(conversationId);
    expect(fresh.message.seq).toBe(1);
    // Reopening the old one while the new one is active is refused: one at a time.
    const reopen = await consoleCall(staff.cookie, 'chatReopen', { id: conversationId });
    expect(reopen.body.errcode).toBe(ErrorCode.CHAT_CONVERSATION_CLOSED);
    socket.close();
    desk.close();
  });

  it('tells the queue its places as conversations are taken', async () => {
    const staff = await signedInStaff();
    const waiting = [await visitor(), await visitor()];
    const ids: number[] = [];
    for (const { socket } of waiting) {
      socket.send({ t: 'send', clientId: newClientId(), text: 'hello?' });
      ids.push((await socket.next('ack')).message.conversationId);
    }
    const before = await waiting[1]!.socket.next('conversation');
    const place = before.conversation.queuePosition!;
    await consoleCall(staff.cookie, 'chatAssign', { id: ids[0]! });
    const moved = await waiting[1]!.socket.next(
      'conversation',
      (c) => c.conversation.queuePosition === place - 1,
    );
    expect(moved.conversation.status).toBe('queued');
    const inbox = await consoleCall(staff.cookie, 'chatInbox', { view: 'mine' });
    expect(inbox.body.data.list.map((c: { id: number }) => c.id)).toContain(ids[0]);
    for (const { socket } of waiting) socket.close();
  });
});

describe('a signed-in player', () => {
  it('carries their id, VIP level and balance to the inbox', async () => {
    const staff = await signedInStaff();
    const { socket, account } = await player();
    socket.send({ t: 'send', clientId: newClientId(), text: 'hi' });
    const { message } = await socket.next('ack');
    const answer = await consoleCall(staff.cookie, 'chatConversation', {
      id: message.conversationId,
    });
    expect(answer.body.data.conversation).toMatchObject({
      userId: account.user.id,
      nickname: account.user.nickname,
      vip: account.user.vip,
      balance: account.user.coin,
      unread: 1,
    });
    socket.close();
  });

  it('sends an image checked by content, which only its conversation may see', async () => {
    const staff = await signedInStaff();
    const { socket, account } = await player();
    const uploaded = await t.call(
      'chatImageUpload',
      { image: (await png()).toString('base64') },
      { authorization: account.token },
    );
    expect(uploaded.body.errcode).toBe(0);
    const key = uploaded.body.data.key as string;
    socket.send({ t: 'send', clientId: newClientId(), imageKey: key });
    const { message } = await socket.next('ack');
    expect(message.image).toMatchObject({ key, type: 'image/png', width: 40, height: 30 });

    const own = await t.app.inject({
      url: chatImagePath(key),
      headers: { authorization: account.token },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    const other = await accountsClient(t).registerByAccount();
    const stranger = await t.app.inject({
      url: chatImagePath(key),
      headers: { authorization: other.token },
    });
    expect(stranger.statusCode).toBe(404);
    const desk = await t.app.inject({
      url: consoleChatImagePath(key),
      headers: { cookie: staff.cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(desk.statusCode).toBe(200);
    // Another player cannot send someone else's upload.
    const thief = await TestChatSocket.open(`${base}${CHAT_SOCKET_PATH}`);
    thief.send({ t: 'hello', token: other.token, deviceId: newDeviceId() });
    await thief.next('welcome');
    thief.send({ t: 'send', clientId: newClientId(), imageKey: key });
    expect(await thief.next('error')).toMatchObject({ code: ErrorCode.CHAT_IMAGE_UNKNOWN });
    socket.close();
    thief.close();
  });

  it('refuses a renamed executable and an oversized image', async () => {
    const { account } = await player();
    const elf = Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
      Buffer.alloc(200, 1),
    ]);
    const renamed = await t.call(
      'chatImageUpload',
      { image: elf.toString('base64') },
      { authorization: account.token },
    );
    expect(renamed.body.errcode).toBe(ErrorCode.FEEDBACK_IMAGE_TYPE);
    const big = Buffer.concat([await png(), Buffer.alloc(FEEDBACK_IMAGE_MAX_BYTES)]);
    const oversized = await t.call(
      'chatImageUpload',
      { image: big.toString('base64') },
      { authorization: account.token },
    );
    expect([ErrorCode.FEEDBACK_IMAGE_TOO_LARGE, ErrorCode.BAD_REQUEST]).toContain(
      oversized.body.errcode,
    );
    expect(
      await t.database.db
        .selectFrom('chat_images')
        .select('key')
        .where('uploader_key', '=', `u:${account.user.id}`)
        .execute(),
    ).toEqual([]);
  });

  it('limits how fast a player sends', async () => {
    const { socket } = await visitor();
    for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i++)
      socket.send({ t: 'send', clientId: newClientId(), text: `flood ${i}` });
    for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i++) await socket.next('ack');
    const over = newClientId();
    socket.send({ t: 'send', clientId: over, text: 'one too many' });
    const refused = await socket.next('error');
    expect(refused).toMatchObject({ code: ErrorCode.CHAT_RATE_LIMITED, clientId: over });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    socket.close();
  });

  it('closes a socket whose session ended, and refuses a hello with a bad token', async () => {
    const { socket, account } = await player();
    await accountsClient(t).call('logout', {}, { token: account.token });
    // The logout closes it (chat-revocation.test.ts has every cause, on two instances).
    expect(await socket.whenClosed()).toEqual({
      code: ChatCloseCode.SignedOut,
      reason: 'signed out',
    });

    const forged = await TestChatSocket.open(`${base}${CHAT_SOCKET_PATH}`);
    forged.send({ t: 'hello', token: 'x'.repeat(43), deviceId: newDeviceId() });
    expect((await forged.whenClosed()).code).toBe(ChatCloseCode.Unauthorized);
    const garbage = await TestChatSocket.open(`${base}${CHAT_SOCKET_PATH}`);
    garbage.socket.send('not json');
    expect((await garbage.whenClosed()).code).toBe(ChatCloseCode.ProtocolError);
  });

  it('answers a frame that is not valid with an error and keeps the socket', async () => {
    const { socket } = await visitor();
    const clientId = newClientId();
    socket.send({ t: 'send', clientId, text: 'x'.repeat(2001) });
    expect(await socket.next('error')).toMatchObject({ code: ErrorCode.BAD_REQUEST, clientId });
    socket.send({ t: 'send', clientId: newClientId(), text: '' });
    expect(await socket.next('error')).toMatchObject({ code: ErrorCode.BAD_REQUEST });
    await socket.flush();
    expect(socket.closed).toBeNull();
    socket.close();
  });
});

describe('console access', () => {
  it('refuses the chat to roles without it, to no session and to other sites', async () => {
    const finance = await signedInStaff('finance');
    expect((await consoleCall(finance.cookie, 'chatInbox')).body.errcode).toBe(
      ErrorCode.STAFF_FORBIDDEN,
    );
    expect((await consoleCall(finance.cookie, 'chatInbox')).status).toBe(403);
    expect((await consoleCall('console_session=nothing', 'chatInbox')).status).toBe(401);
    await expect(
      TestChatSocket.open(`${base}${CONSOLE_CHAT_SOCKET_PATH}`, {
        cookie: finance.cookie,
        origin: originOf(base),
      }),
    ).rejects.toThrow('403');
    await expect(TestChatSocket.open(`${base}${CONSOLE_CHAT_SOCKET_PATH}`)).rejects.toThrow('401');
    const support = await signedInStaff('support');
    await expect(
      TestChatSocket.open(`${base}${CONSOLE_CHAT_SOCKET_PATH}`, {
        cookie: support.cookie,
        origin: 'https://evil.example',
      }),
    ).rejects.toThrow('403');
  });

  it('lets the auditor read the inbox, a transcript and its images, and change nothing', async () => {
    const auditor = await signedInStaff('auditor');
    const { socket, account } = await player();
    const uploaded = await t.call(
      'chatImageUpload',
      { image: (await png()).toString('base64') },
      { authorization: account.token },
    );
    const key = uploaded.body.data.key as string;
    socket.send({ t: 'send', clientId: newClientId(), text: 'My withdrawal is late.' });
    const conversationId = (await socket.next('ack')).message.conversationId;
    socket.send({ t: 'send', clientId: newClientId(), imageKey: key });
    await socket.next('ack');

    const inbox = await consoleCall(auditor.cookie, 'chatInbox', { view: 'active' });
    expect(inbox.body.errcode, inbox.body.msg).toBe(0);
    expect(inbox.body.data.list.map((c: { id: number }) => c.id)).toContain(conversationId);
    const transcript = await consoleCall(auditor.cookie, 'chatConversation', {
      id: conversationId,
    });
    expect(transcript.body.errcode, transcript.body.msg).toBe(0);
    expect(transcript.body.data.messages).toMatchObject([
      { seq: 1, text: 'My withdrawal is late.' },
      { seq: 2, image: { key } },
    ]);
    const image = await t.app.inject({
      url: consoleChatImagePath(key),
      // As the console's <img> asks for it: same-origin (docs/security.md "Console CSRF").
      headers: { cookie: auditor.cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(image.statusCode).toBe(200);

    // Every call that changes a conversation, or speaks in one, is refused before its body.
    for (const [name, body] of [
      ['chatAssign', { id: conversationId }],
      ['chatClose', { id: conversationId }],
      ['chatReopen', { id: conversationId }],
      ['chatCannedReplies', {}],
      ['chatImageUpload', { image: (await png()).toString('base64') }],
    ] as const) {
      const refused = await consoleCall(auditor.cookie, name, body);
      expect(refused.status, name).toBe(403);
      expect(refused.body.errcode, name).toBe(ErrorCode.STAFF_FORBIDDEN);
    }
    await expect(
      TestChatSocket.open(`${base}${CONSOLE_CHAT_SOCKET_PATH}`, { cookie: auditor.cookie }),
    ).rejects.toThrow('403');
    const after = await consoleCall(auditor.cookie, 'chatConversation', { id: conversationId });
    expect(after.body.data.conversation).toMatchObject({ status: 'queued', staffName: null });
    expect(await auditEntries(t.database.db, { actor: auditor.email })).toEqual([
      expect.objectContaining({ action: 'staffSignIn' }),
    ]);
    socket.close();
  });

  it('signs in with the same refusal for an unknown email and a wrong password, and out', async () => {
    const staff = await signedInStaff('support');
    const attempt = (email: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: consolePath('staffSignIn'),
        payload: { email, password },
      });
    const wrong = await attempt(staff.email, 'wrong-password-123');
    const unknown = await attempt('nobody@lobby.test', 'wrong-password-123');
    expect(wrong.json().errcode).toBe(ErrorCode.STAFF_SIGN_IN_FAILED);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const me = await consoleCall(staff.cookie, 'staffMe');
    expect(me.body.data.staff).toMatchObject({ email: staff.email, role: 'support' });
    const first = await t.app.inject({
      method: 'POST',
      url: consolePath('staffSignIn'),
      payload: { email: staff.email, password: 'correct-horse-battery' },
    });
    // The password alone sets no cookie; the second factor does.
    expect(first.headers['set-cookie']).toBeUndefined();
    const cookieHeader = (
      await t.app.inject({
        method: 'POST',
        url: consolePath('staffSignInCode'),
        payload: {
          pendingToken: first.json().data.pendingToken,
          code: totpCodeOf(staff.totpSecret, Date.now() + 30_000),
        },
      })
    ).headers['set-cookie'];
    expect(String(cookieHeader)).toMatch(/HttpOnly/);
    expect(String(cookieHeader)).toMatch(/SameSite=Strict/);
    expect(String(cookieHeader)).toMatch(/Path=\/console/);
    await consoleCall(staff.cookie, 'staffSignOut');
    expect((await consoleCall(staff.cookie, 'staffMe')).status).toBe(401);
  });
});
