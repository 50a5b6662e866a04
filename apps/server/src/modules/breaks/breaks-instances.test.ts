import { ErrorCode } from '@lobby/contract/values/errors';
import { LoginType } from '@lobby/contract/values/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, newIp } from '../../../test/accounts-client';
import { createTestDatabase } from '../../../test/test-db';
import { useTestApp, type TestApp } from '../../../test/test-app';
import { loadEnv } from '@/config/env';
import type { DatabaseHandle } from '@/db/database';

// A break taken on one instance ends the player's sessions on every instance (ADR 0071): the
// database refuses them at once, the session caches are told (Redis between instances).

describe('two instances on one database', () => {
  let database: DatabaseHandle;
  const redis = loadEnv().REDIS_URL;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  describe('without a session cache', () => {
    const env = { SESSION_CACHE_MS: '0' };
    const a = useTestApp(() => ({ database, env }));
    const b = useTestApp(() => ({ database, env }));

    it('a break taken on one refuses the session and every sign-in on the other at once', async () => {
      const player = await accountsClient(a).registerByAccount();
      const refresh = (t: TestApp) =>
        accountsClient(t).call('refreshData', {}, { token: player.token });
      expect((await refresh(b)).body.errcode).toBe(0);
      const taken = await accountsClient(a).call(
        'takeBreak',
        { kind: 'timeout', period: '24h', confirm: true },
        { token: player.token },
      );
      expect(taken.body.errcode).toBe(0);
      expect((await refresh(b)).body.errcode).toBe(ErrorCode.PLAYER_ON_BREAK);
      const signIn = await accountsClient(b).callSolving(
        'accountLogin',
        { loginType: LoginType.Account, account: player.account, password: player.password },
        { fingerprint: 'other-instance-device', ip: newIp() },
      );
      expect(signIn.body.errcode).toBe(ErrorCode.PLAYER_ON_BREAK);
      expect(signIn.body.data).toMatchObject({ kind: 'timeout', until: taken.body.data.until });
    });
  });

  // With a cache, another instance hears of the break through Redis (CI's PostgreSQL pass sets
  // REDIS_URL and runs this); without Redis it keeps a session at most SESSION_CACHE_MS.
  describe.skipIf(!redis)('with session caches told through Redis', () => {
    const env = { SESSION_CACHE_MS: '60000', ...(redis ? { REDIS_URL: redis } : {}) };
    const a = useTestApp(() => ({ database, env }));
    const b = useTestApp(() => ({ database, env }));

    it('the other instance drops the cached session as soon as Redis tells it', async () => {
      const player = await accountsClient(a).registerByAccount();
      const refresh = (t: TestApp) =>
        accountsClient(t).call('refreshData', {}, { token: player.token });
      expect((await refresh(b)).body.errcode).toBe(0); // b now holds the session in its cache
      await accountsClient(a).call(
        'takeBreak',
        { kind: 'exclusion', period: '6m', confirm: true },
        { token: player.token },
      );
      await expect
        .poll(async () => (await refresh(b)).body.errcode, { timeout: 15_000 })
        .toBe(ErrorCode.PLAYER_ON_BREAK);
    });
  });
});
