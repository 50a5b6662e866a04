import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { common, useTestApp } from '../../../test/test-app';
import { extraCalls } from '../../../test/test-calls';
import { createUser } from '../../../test/users';
import {
  createSession,
  hashToken,
  resolveSession,
  revokeSession,
  revokeUserSessions,
  tokenFromHeader,
} from './sessions.service';

const t = useTestApp({ extraCalls });

const whoami = (authorization?: string) =>
  t.call('test/whoami', common, authorization === undefined ? {} : { authorization });

const newUserSession = async (fingerprint = '') => {
  const user = await createUser(t.database.db, { nickname: 'player' });
  const session = await createSession(
    t.database.db,
    {
      userId: user.id,
      fingerprint,
      ip: '203.0.113.7',
      userAgent: 'vitest',
      client: common,
    },
    t.sessionCache,
  );
  return { user, ...session };
};

describe('session tokens', () => {
  it('are 32 random bytes in base64url, stored only as their SHA-256', async () => {
    const { token, sessionId } = await newUserSession();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const row = await t.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.token_hash).equals(hashToken(token))).toBe(true);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row).toMatchObject({ ip: '203.0.113.7', user_agent: 'vitest', channel: 'WEB' });
  });

  it('come from the authorization header as the raw token or after Bearer', () => {
    const token = 'a'.repeat(43);
    expect(tokenFromHeader(token)).toBe(token);
    expect(tokenFromHeader(`Bearer ${token}`)).toBe(token);
    expect(tokenFromHeader('Bearer')).toBeNull();
    expect(tokenFromHeader('x'.repeat(5000))).toBeNull();
    expect(tokenFromHeader(undefined)).toBeNull();
  });
});

describe('a session call', () => {
  it('answers 401 in the envelope without a token', async () => {
    const { status, body } = await whoami();
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, errcode: 401, msg: expect.any(String) });
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['an unknown token', 'b'.repeat(43)],
    ['an empty header', ''],
  ])('answers 401 for %s', async (_label, authorization) => {
    expect((await whoami(authorization)).status).toBe(401);
  });

  it('runs with a live session and knows its user', async () => {
    const { user, token, sessionId } = await newUserSession();
    const { status, body } = await whoami(token);
    expect(status).toBe(200);
    expect(body.data).toEqual({ userId: user.id, sessionId });
    expect((await whoami(`Bearer ${token}`)).status).toBe(200);
  });

  it('answers 401 once the session is revoked', async () => {
    const { token, sessionId, user } = await newUserSession();
    expect((await whoami(token)).status).toBe(200);
    expect(await revokeSession(t.database.db, { sessionId, userId: user.id }, t.sessionCache)).toBe(
      true,
    );
    expect((await whoami(token)).status).toBe(401);
  });

  it('answers 401 once the session has expired', async () => {
    const { token, sessionId } = await newUserSession();
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', sessionId)
      .execute();
    expect((await whoami(token)).status).toBe(401);
  });

  it('refuses before reading the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/app/v1/test/whoami',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('session lifetime', () => {
  const lifetime = { idleDays: 30, maxDays: 90 };
  it('slides the inactivity expiry forward when the session is used', async () => {
    const { token, sessionId } = await newUserSession();
    await t.database.db
      .updateTable('sessions')
      .set({
        last_seen_at: sql<Date>`now() - interval '10 days'`,
        expires_at: sql<Date>`now() + interval '20 days'`,
      })
      .where('id', '=', sessionId)
      .execute();
    expect(await resolveSession(t.database.db, token, lifetime)).toMatchObject({ sessionId });
    const row = await t.database.db
      .selectFrom('sessions')
      .select(['expires_at', 'last_seen_at'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    const days = (row.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(Date.now() - row.last_seen_at.getTime()).toBeLessThan(60_000);
  });

  it('ends the session SESSION_MAX_DAYS after it began, however active', async () => {
    const { token, sessionId } = await newUserSession();
    const startedDaysAgo = (days: number) =>
      t.database.db
        .updateTable('sessions')
        .set({
          created_at: sql<Date>`now() - ${days} * interval '1 day'`,
          last_seen_at: sql<Date>`now() - interval '2 minutes'`,
          expires_at: sql<Date>`now() + interval '20 days'`,
        })
        .where('id', '=', sessionId)
        .execute();
    // Used on day 89.5: the expiry slides no further than day 90.
    await startedDaysAgo(89.5);
    expect(await resolveSession(t.database.db, token, lifetime)).toMatchObject({ sessionId });
    const row = await t.database.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    const hoursLeft = (row.expires_at.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(11.9);
    expect(hoursLeft).toBeLessThanOrEqual(12);
    // On day 91 it is over, whatever its stored expiry says.
    await startedDaysAgo(91);
    expect(await resolveSession(t.database.db, token, lifetime)).toBeNull();
    expect((await whoami(token)).status).toBe(401);
  });

  it('replaces the old session of the same device on a new sign-in', async () => {
    const first = await newUserSession('device-1');
    expect((await whoami(first.token)).status).toBe(200); // now in the instance's cache
    const second = await createSession(
      t.database.db,
      { userId: first.user.id, fingerprint: 'device-1' },
      t.sessionCache,
    );
    const other = await createSession(
      t.database.db,
      { userId: first.user.id, fingerprint: 'device-2' },
      t.sessionCache,
    );
    expect((await whoami(first.token)).status).toBe(401);
    expect((await whoami(second.token)).status).toBe(200);
    expect((await whoami(other.token)).status).toBe(200);
  });

  it('ends every session of a user at once', async () => {
    const a = await newUserSession('a');
    const b = await createSession(
      t.database.db,
      { userId: a.user.id, fingerprint: 'b' },
      t.sessionCache,
    );
    expect((await whoami(a.token)).status).toBe(200);
    expect((await whoami(b.token)).status).toBe(200);
    expect(await revokeUserSessions(t.database.db, a.user.id, t.sessionCache)).toBe(2);
    expect((await whoami(a.token)).status).toBe(401);
    expect((await whoami(b.token)).status).toBe(401);
  });
});
