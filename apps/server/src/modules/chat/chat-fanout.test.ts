import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SOCKET_PATH, CONSOLE_CHAT_SOCKET_PATH } from '@lobby/contract/values/chat';
import { loadEnv } from '@/config/env';
import type { DatabaseHandle } from '@/db/database';
import { accountsClient } from '../../../test/accounts-client';
import {
  newClientId,
  newDeviceId,
  originOf,
  socketBase,
  TestChatSocket,
} from '../../../test/chat-socket-client';
import { consoleClient } from '../../../test/console-client';
import { useTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-db';

const redis = loadEnv().REDIS_URL;

// Two instances hear each other through Redis pub/sub only: without REDIS_URL there is nothing
// to test (each instance serves its own sockets). CI's PostgreSQL pass sets REDIS_URL.
describe.skipIf(!redis)('two instances, one conversation', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  const env = { REDIS_URL: redis! };
  const a = useTestApp(() => ({ database, env }));
  const b = useTestApp(() => ({ database, env }));
  beforeAll(async () => {
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('a player on one instance and staff on the other talk in real time', async () => {
    const account = await accountsClient(a).registerByAccount();
    const { cookie, name } = await consoleClient(b).signedInStaff('support');

    const desk = await TestChatSocket.open(`${socketBase(b)}${CONSOLE_CHAT_SOCKET_PATH}`, {
      cookie,
      origin: originOf(socketBase(b)),
    });
    desk.send({ t: 'hello' });
    await desk.next('welcome');
    const player = await TestChatSocket.open(`${socketBase(a)}${CHAT_SOCKET_PATH}`);
    player.send({ t: 'hello', token: account.token, deviceId: newDeviceId() });
    await player.next('welcome');
    // The player's second tab, on instance b.
    const tab = await TestChatSocket.open(`${socketBase(b)}${CHAT_SOCKET_PATH}`);
    tab.send({ t: 'hello', token: account.token, deviceId: newDeviceId() });
    await tab.next('welcome');

    player.send({ t: 'send', clientId: newClientId(), text: 'from instance a' });
    const { message } = await player.next('ack');
    const onDesk = await desk.next('message', (m) => m.message.id === message.id);
    expect(onDesk.message.text).toBe('from instance a');
    // The other tab sees it too, with its own side's clientId.
    expect((await tab.next('message')).message.clientId).toBe(message.clientId);

    desk.send({ t: 'typing', conversationId: message.conversationId, on: true });
    expect(await player.next('typing')).toMatchObject({ by: 'staff', on: true });
    desk.send({
      t: 'send',
      conversationId: message.conversationId,
      clientId: newClientId(),
      text: 'from instance b',
    });
    const reply = await player.next('message', (m) => m.message.from === 'staff');
    expect(reply.message).toMatchObject({ text: 'from instance b', staffName: name, seq: 2 });
    expect(
      (await player.next('conversation', (c) => c.conversation.status === 'open')).conversation
        .staffName,
    ).toBe(name);
    player.send({ t: 'read', seq: 2 });
    expect(await desk.next('read', (r) => r.by === 'player')).toMatchObject({ seq: 2 });
    for (const socket of [desk, player, tab]) socket.close();
  });
});
