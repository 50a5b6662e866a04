import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SOCKET_PATH, ChatCloseCode } from '@lobby/contract/values/chat';
import { inTransaction } from '@/db/database';
import { HouseAccount, reverse, transfer, UserAccount } from '@/ledger/ledger';
import { accountsClient } from '../../../test/accounts-client';
import { newDeviceId, socketBase, TestChatSocket } from '../../../test/chat-socket-client';
import { useTestApp } from '../../../test/test-app';

// A committed money movement nudges every socket of its player to ask the balance again
// (ADR 0063); nothing for a rolled-back one, a replay, or another player.

const t = useTestApp();
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

/** A chat socket, or (balanceOnly) the one a signed-in page keeps for the nudges alone. */
const socketOf = async (token: string, balanceOnly = false) => {
  const socket = await TestChatSocket.open(`${socketBase(t)}${CHAT_SOCKET_PATH}`);
  if (balanceOnly) {
    socket.send({ t: 'hello', token, deviceId: newDeviceId(), balanceOnly });
    await socket.next('watching');
  } else {
    socket.send({ t: 'hello', token, deviceId: newDeviceId() });
    await socket.next('welcome');
  }
  return socket;
};

const nudges = (socket: TestChatSocket) => socket.frames.filter((f) => f.t === 'balance').length;

let keySeq = 0;
const credit = (userId: number, amount = 500) => ({
  key: `balance-push-${keySeq++}`,
  kind: 'adjustment',
  userId,
  legs: [
    { account: { house: HouseAccount.Adjustments }, amount: -amount },
    { account: { userId, kind: UserAccount.Coin }, amount },
  ],
});

describe('balance changes over the player socket', () => {
  it("a credit reaches each of the player's sockets, not another player's", async () => {
    const client = accountsClient(t);
    const alice = await client.registerByAccount();
    const bob = await client.registerByAccount();
    const [phone, laptop, other] = await Promise.all([
      socketOf(alice.token),
      socketOf(alice.token, true),
      socketOf(bob.token, true),
    ]);

    const request = credit(alice.user.id);
    const first = await transfer(t.database.db, request);
    await phone.next('balance');
    await laptop.next('balance');
    // A replay moves nothing: no nudge.
    await transfer(t.database.db, request);
    // Inside a transaction, only once it commits.
    await inTransaction(t.database.db, async (trx) => {
      await transfer(trx, credit(alice.user.id));
      await phone.flush();
      expect(nudges(phone)).toBe(1);
    });
    await phone.next('balance');
    await reverse(t.database.db, first.transferId, `${request.key}:undo`);
    await laptop.next('balance');
    await laptop.next('balance');
    for (const socket of [phone, laptop, other]) await socket.flush();
    expect([nudges(phone), nudges(laptop), nudges(other)]).toEqual([3, 3, 0]);
    // The balance's socket is told nothing of the chat.
    phone.send({ t: 'send', clientId: 'balance-push-1', text: 'hello' });
    await phone.next('ack');
    await laptop.flush();
    expect(laptop.frames.map((f) => f.t)).toEqual([
      'watching',
      'balance',
      'balance',
      'balance',
      'pong',
      'pong',
    ]);
    for (const socket of [phone, laptop, other]) socket.close();
  });

  it("a visitor's balance-only hello is refused: there is no balance to watch", async () => {
    const socket = await TestChatSocket.open(`${socketBase(t)}${CHAT_SOCKET_PATH}`);
    socket.send({ t: 'hello', deviceId: newDeviceId(), balanceOnly: true });
    expect((await socket.whenClosed()).code).toBe(ChatCloseCode.Unauthorized);
  });

  it('a rolled-back transfer sends nothing', async () => {
    const alice = await accountsClient(t).registerByAccount();
    const phone = await socketOf(alice.token);
    await expect(
      inTransaction(t.database.db, async (trx) => {
        await transfer(trx, credit(alice.user.id));
        throw new Error('changed our mind');
      }),
    ).rejects.toThrow('changed our mind');
    await phone.flush();
    expect(nudges(phone)).toBe(0);
    // The next committed one does reach it.
    await transfer(t.database.db, credit(alice.user.id));
    await phone.next('balance');
    phone.close();
  });
});
