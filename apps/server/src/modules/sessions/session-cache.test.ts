import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient } from '../../../test/accounts-client';
import { createTestDatabase } from '../../../test/test-db';
import { useTestApp, type TestApp } from '../../../test/test-app';
import { loadEnv } from '@/config/env';
import type { DatabaseHandle } from '@/db/database';
import type { SessionsEndedNotice } from '@/core/sessions';
import { SessionCache, type RevocationChannel } from './session-cache';

const info = (userId: number, sessionId = userId * 10) => ({ userId, sessionId });
const far = new Date('2100-01-01T00:00:00Z');

/** A cache on a clock the test moves. */
const cacheAt = (
  ttlMs = 5000,
  extra: { maxEntries?: number; channel?: RevocationChannel } = {},
) => {
  const clock = { now: 1_000_000 };
  const cache = new SessionCache({ ttlMs, now: () => clock.now, ...extra });
  return { cache, clock };
};

describe('the session cache', () => {
  it('answers a session for ttlMs, then forgets it', () => {
    const { cache, clock } = cacheAt();
    cache.set('a', info(1), far);
    clock.now += 4999;
    expect(cache.get('a')).toEqual(info(1));
    clock.now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('never keeps a session past its own expiry', () => {
    const { cache, clock } = cacheAt();
    cache.set('a', info(1), new Date(clock.now + 1000));
    clock.now += 1000;
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', info(2), new Date(clock.now - 1));
    expect(cache.get('b')).toBeUndefined();
  });

  it('drops every session of a user whose sessions ended, and keeps them out for a while', () => {
    const { cache, clock } = cacheAt();
    cache.set('a', info(1, 10), far);
    cache.set('b', info(1, 11), far);
    cache.set('c', info(2), far);
    cache.sessionsEnded(1);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([
      undefined,
      undefined,
      info(2),
    ]);
    // A lookup that raced the revoking transaction read the session live: not kept.
    cache.set('a', info(1, 10), far);
    expect(cache.get('a')).toBeUndefined();
    clock.now += 10_000;
    cache.set('d', info(1, 12), far);
    expect(cache.get('d')).toEqual(info(1, 12));
  });

  it('holds at most maxEntries, the oldest leaving first', () => {
    const { cache } = cacheAt(5000, { maxEntries: 2 });
    cache.set('a', info(1), far);
    cache.set('b', info(2), far);
    cache.set('c', info(3), far);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, info(2), info(3)]);
  });

  it('keeps nothing when turned off (SESSION_CACHE_MS=0)', () => {
    const { cache } = cacheAt(0);
    cache.set('a', info(1), far);
    expect(cache.get('a')).toBeUndefined();
  });

  it('tells the other instances, and hears them', () => {
    const listeners: ((notice: SessionsEndedNotice) => void)[] = [];
    const published: SessionsEndedNotice[] = [];
    const channel: RevocationChannel = {
      publish: (notice) => published.push(notice),
      subscribe: (onNotice) => listeners.push(onNotice),
      close: async () => {},
    };
    const { cache } = cacheAt(5000, { channel });
    const heard: SessionsEndedNotice[] = [];
    // A listener hears once the cache has forgotten: a check it makes reads the database.
    cache.onNotice((notice) => {
      if ('userId' in notice) expect(cache.get(notice.userId === 1 ? 'a' : 'b')).toBeUndefined();
      heard.push(notice);
    });
    cache.set('a', info(1), far);
    cache.set('b', info(2), far);
    cache.sessionsEnded(1);
    cache.staffSessionsChanged(7);
    expect(published).toEqual([{ userId: 1 }, { staffId: 7 }]);
    listeners.forEach((hear) => hear({ userId: 2 })); // another instance ended user 2's sessions
    expect(cache.get('b')).toBeUndefined();
    expect(published).toHaveLength(2);
    expect(heard).toEqual([{ userId: 1 }, { staffId: 7 }, { userId: 2 }]);
  });
});

describe('two instances on one database', () => {
  let database: DatabaseHandle;
  const redis = loadEnv().REDIS_URL;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  // A cache long enough that only a revocation, never the clock, can empty it here.
  const env = { SESSION_CACHE_MS: '60000', ...(redis ? { REDIS_URL: redis } : {}) };
  const a = useTestApp(() => ({ database, env }));
  const b = useTestApp(() => ({ database, env }));

  it('the instance that ends a session refuses it at once', async () => {
    const player = await accountsClient(a).registerByAccount();
    const refresh = (t: TestApp) =>
      accountsClient(t).call('refreshData', {}, { token: player.token });
    expect((await refresh(a)).status).toBe(200);
    expect((await accountsClient(a).call('logout', {}, { token: player.token })).status).toBe(200);
    expect((await refresh(a)).status).toBe(401);
  });

  // Without Redis each instance hears only itself (another keeps a revoked session at most
  // SESSION_CACHE_MS); CI's PostgreSQL pass sets REDIS_URL and runs this.
  it.skipIf(!redis)('another instance refuses it as soon as Redis tells it', async () => {
    const player = await accountsClient(a).registerByAccount();
    const refresh = (t: TestApp) =>
      accountsClient(t).call('refreshData', {}, { token: player.token });
    expect((await refresh(b)).status).toBe(200); // b now holds the session in its cache
    const other = await accountsClient(a).call(
      'accountLogin',
      { loginType: 2, account: player.account, password: player.password },
      { fingerprint: 'second-device' },
    );
    expect(other.body.errcode).toBe(0);
    await accountsClient(a).call('sessionEndOthers', {}, { token: other.body.data.token });
    await expect.poll(async () => (await refresh(b)).status, { timeout: 15_000 }).toBe(401);
  });
});
