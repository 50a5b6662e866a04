import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_SOCKET_PATH,
  ChatCloseCode,
  CONSOLE_CHAT_SOCKET_PATH,
} from '@lobby/contract/values/chat';
import { LoginType } from '@lobby/contract/values/enums';
import { ErrorCode } from '@lobby/contract/values/errors';
import { loadEnv } from '@/config/env';
import type { DatabaseHandle } from '@/db/database';
import { accountsClient } from '../../../test/accounts-client';
import {
  newDeviceId,
  originOf,
  socketBase,
  TestChatSocket,
} from '../../../test/chat-socket-client';
import { consoleClient } from '../../../test/console-client';
import { useTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-db';
import { SWEEP_CHAT_SESSIONS_QUEUE } from './chat.module';

const redis = loadEnv().REDIS_URL;

/**
 * A chat socket follows its authorisation (docs/security.md "Sessions"): the session is ended on
 * instance a, the socket is open on instance b, and it closes with 4410 (signed out) or 4403 (a
 * role without the chat); a socket of someone else stays open. Two instances hear each other
 * through Redis only (CI's PostgreSQL pass sets REDIS_URL); one instance runs the same cases
 * on every pass.
 */
const suite = (name: string, twoInstances: boolean) =>
  describe.skipIf(twoInstances && !redis)(name, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(async () => {
      await database?.close();
    });
    const env = twoInstances ? { REDIS_URL: redis! } : {};
    const a = useTestApp(() => ({ database, env }));
    const b = twoInstances ? useTestApp(() => ({ database, env })) : a;
    let admin: string;
    beforeAll(async () => {
      await a.app.listen({ port: 0, host: '127.0.0.1' });
      if (b !== a) await b.app.listen({ port: 0, host: '127.0.0.1' });
      ({ cookie: admin } = await consoleClient(a).signedInStaff('admin'));
    });

    /** A player signed in on instance a, with their chat socket open on instance b. */
    const playerOnB = async (fingerprint = newDeviceId()) => {
      const player = await accountsClient(a).registerByAccount(undefined, undefined, {
        fingerprint,
      });
      const socket = await TestChatSocket.open(`${socketBase(b)}${CHAT_SOCKET_PATH}`);
      socket.send({ t: 'hello', token: player.token, deviceId: newDeviceId() });
      await socket.next('welcome');
      return { ...player, socket, fingerprint };
    };

    /** A staff member signed in on instance a, with the desk's socket open on instance b. */
    const staffOnB = async (role: 'support' | 'admin' = 'support') => {
      const staff = await consoleClient(a).signedInStaff(role);
      const socket = await TestChatSocket.open(`${socketBase(b)}${CONSOLE_CHAT_SOCKET_PATH}`, {
        cookie: staff.cookie,
        origin: originOf(socketBase(b)),
      });
      socket.send({ t: 'hello' });
      await socket.next('welcome');
      return { ...staff, socket };
    };

    /**
     * Runs the sweep job on one instance (one run per slot; the bus takes it to every instance).
     * A session's expiry is the database's now(), not the lobby's test clock (modules/sessions):
     * the expiry cases move the session's expires_at into the past rather than the clock, and no
     * test waits for the minute's slot.
     */
    const sweep = async (t: TestApp = a) => {
      expect(await t.jobs.runNow(SWEEP_CHAT_SESSIONS_QUEUE)).toBe(1);
    };

    const signedOut = { code: ChatCloseCode.SignedOut, reason: 'signed out' };

    /** The bystander's socket is still open and answered. */
    const stillOpen = async (socket: TestChatSocket) => {
      await socket.flush();
      expect(socket.closed).toBeNull();
    };

    let bystander: Awaited<ReturnType<typeof playerOnB>>;
    let deskBystander: Awaited<ReturnType<typeof staffOnB>>;
    beforeAll(async () => {
      bystander = await playerOnB();
      deskBystander = await staffOnB();
    });

    describe('a player’s socket closes when their session ends', () => {
      it('by logout', async () => {
        const player = await playerOnB();
        const out = await accountsClient(a).call('logout', {}, { token: player.token });
        expect(out.body.errcode).toBe(0);
        expect(await player.socket.whenClosed()).toEqual(signedOut);
        await stillOpen(bystander.socket);
      });

      it('by staff locking the account', async () => {
        const player = await playerOnB();
        const lock = await consoleClient(a).call(admin, 'playerLock', {
          id: player.user.id,
          reason: 'chargeback fraud',
        });
        expect(lock.body.errcode, lock.body.msg).toBe(0);
        expect(await player.socket.whenClosed()).toEqual(signedOut);
        await stillOpen(bystander.socket);
      });

      it('by a sign-in on the same device, which replaces the session', async () => {
        const player = await playerOnB();
        const again = await accountsClient(a).call(
          'accountLogin',
          { loginType: LoginType.Account, account: player.account, password: player.password },
          { fingerprint: player.fingerprint },
        );
        expect(again.body.errcode, again.body.msg).toBe(0);
        expect(await player.socket.whenClosed()).toEqual(signedOut);
      });

      it('by another device signing the others out, and only those', async () => {
        const player = await playerOnB();
        const other = await accountsClient(a).call(
          'accountLogin',
          { loginType: LoginType.Account, account: player.account, password: player.password },
          { fingerprint: newDeviceId() },
        );
        const otherToken = other.body.data.token as string;
        const kept = await TestChatSocket.open(`${socketBase(b)}${CHAT_SOCKET_PATH}`);
        kept.send({ t: 'hello', token: otherToken, deviceId: newDeviceId() });
        await kept.next('welcome');
        const ended = await accountsClient(a).call('sessionEndOthers', {}, { token: otherToken });
        expect(ended.body.errcode, ended.body.msg).toBe(0);
        expect(await player.socket.whenClosed()).toEqual(signedOut);
        // The same player's socket on the session that stays is checked and stays open.
        await stillOpen(kept);
        kept.close();
      });

      it('by expiry, at the next sweep', async () => {
        const player = await playerOnB();
        await sql`update sessions set expires_at = now() - interval '1 second'
          where user_id = ${player.user.id}`.execute(database.db);
        await stillOpen(player.socket); // nobody ended it: nothing is told until the sweep
        await sweep();
        expect(await player.socket.whenClosed()).toEqual(signedOut);
        await stillOpen(bystander.socket);
      });

      it('and a visitor’s socket (no session) is never closed by a sweep', async () => {
        const visitor = await TestChatSocket.open(`${socketBase(b)}${CHAT_SOCKET_PATH}`);
        visitor.send({ t: 'hello', deviceId: newDeviceId() });
        await visitor.next('welcome');
        await sweep();
        await stillOpen(visitor);
        visitor.close();
      });
    });

    describe('a staff socket closes', () => {
      it('when the member signs out', async () => {
        const staff = await staffOnB();
        expect((await consoleClient(a).call(staff.cookie, 'staffSignOut')).body.errcode).toBe(0);
        expect(await staff.socket.whenClosed()).toEqual(signedOut);
        await stillOpen(deskBystander.socket);
      });

      it('when an admin disables the member', async () => {
        const staff = await staffOnB();
        const disable = await consoleClient(a).call(admin, 'staffUpdate', {
          id: staff.id,
          disabled: true,
        });
        expect(disable.body.errcode, disable.body.msg).toBe(0);
        expect(await staff.socket.whenClosed()).toEqual(signedOut);
        await stillOpen(deskBystander.socket);
      });

      it('when the member’s role loses the chat', async () => {
        const staff = await staffOnB();
        const demote = await consoleClient(a).call(admin, 'staffUpdate', {
          id: staff.id,
          // A role without `chat` that takes effect at once (finance, holding `ledger`, would
          // wait for a second admin: docs/console.md "Four eyes").
          role: 'auditor',
        });
        expect(demote.body.errcode, demote.body.msg).toBe(0);
        expect(await staff.socket.whenClosed()).toEqual({
          code: ChatCloseCode.Forbidden,
          reason: 'forbidden',
        });
        // And the same cookie opens no socket again.
        await expect(
          TestChatSocket.open(`${socketBase(b)}${CONSOLE_CHAT_SOCKET_PATH}`, {
            cookie: staff.cookie,
            origin: originOf(socketBase(b)),
          }),
        ).rejects.toThrow('403');
        await stillOpen(deskBystander.socket);
      });

      it('when the session expires, at the next sweep', async () => {
        const staff = await staffOnB();
        await sql`update staff_sessions set expires_at = now() - interval '1 second'
          where staff_id = ${staff.id}`.execute(database.db);
        await stillOpen(staff.socket);
        await sweep(b);
        expect(await staff.socket.whenClosed()).toEqual(signedOut);
        await stillOpen(deskBystander.socket);
      });

      it('while a member who keeps the chat keeps their socket through a name change', async () => {
        const staff = await staffOnB();
        const rename = await consoleClient(a).call(admin, 'staffUpdate', {
          id: staff.id,
          name: 'Renamed',
        });
        expect(rename.body.errcode).toBe(0);
        await sweep();
        await stillOpen(staff.socket);
        // Its sends still work: the check before each send agrees.
        staff.socket.send({ t: 'typing', conversationId: 1, on: true });
        const refused = staff.socket.frames.find(
          (f) => f.t === 'error' && f.code === ErrorCode.UNAUTHORIZED,
        );
        expect(refused).toBeUndefined();
        staff.socket.close();
      });
    });
  });

suite('one instance', false);
suite('two instances, one database', true);
