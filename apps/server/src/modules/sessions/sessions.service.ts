import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { CommonBody } from '@lobby/contract/common';
import type { Db } from '@/db/database';
import { sqlStateOf } from '@/db/errors';
import { pgTextOrNull } from '@/db/text';
import { AppError, ErrorCode } from '@/core/app-error';
import type { SessionInfo } from '@/core/sessions';
import {
  findLiveSession,
  findSessionOwner,
  insertSession,
  listLiveSessions,
  revokeOwnSession,
  revokeSessionById,
  revokeSessionsOfUser,
  touchSession,
  updateSessionDevice,
  type SessionLifetime,
} from './sessions.repo';

import type { SessionCache, SessionsEnded } from './session-cache';

export type { SessionLifetime } from './sessions.repo';

/**
 * Sessions (docs/security.md "Sessions"): the token is 32 random bytes in base64url, handed to
 * the client once; the database keeps only its SHA-256. A session ends when revoked, after
 * `idleDays` without a request (the expiry slides forward as the session is used), or
 * `maxDays` after it began, however active.
 */

export const DEFAULT_SESSION_LIFETIME: SessionLifetime = { idleDays: 30, maxDays: 90 };
/** last_seen_at is written at most this often per session, not on every request. */
const TOUCH_EVERY_MS = 60_000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** The SQLSTATE a new session of a locked account is refused with (migration players-console). */
const LOCKED_ACCOUNT_STATE = 'PLK01';
/** The SQLSTATE a new session of a closed account is refused with (migration data-rights). */
const CLOSED_ACCOUNT_STATE = 'PCL01';
/** The SQLSTATE a new session of a player on a break is refused with (migration play-breaks). */
const ON_BREAK_STATE = 'PBR01';

/**
 * A new session refused because the player is on a time-out or self-exclusion (ADR 0071): the
 * refusal names the break (`kind`, `until` in epoch seconds, null when permanent) and keeps,
 * off the wire, whose it is, so the sign-in can hand out a cash-out-only session instead.
 */
export class OnBreakRefusal extends AppError {
  constructor(
    readonly userId: number,
    readonly state: { kind: 'timeout' | 'exclusion'; until: number | null },
  ) {
    super(ErrorCode.PLAYER_ON_BREAK, state);
  }
}

/** The trigger's detail, `<kind>:<until>` (until empty when permanent). */
const breakOfDetail = (
  detail: unknown,
): { kind: 'timeout' | 'exclusion'; until: number | null } => {
  const [kind, until] = String(detail ?? '').split(':');
  return {
    kind: kind === 'timeout' ? 'timeout' : 'exclusion',
    until: until ? Number(until) : null,
  };
};

export interface NewSession {
  userId: number;
  /** The device's fingerprint header; a new session on the same one replaces the old. */
  fingerprint?: string;
  ip?: string | null;
  userAgent?: string | null;
  client?: CommonBody;
  lifetime?: SessionLifetime;
  /** A cash-out-only session (ADR 0071): the only kind a player on a break may get. */
  cashOutOnly?: boolean;
}

export const hashToken = (token: string): Buffer => createHash('sha256').update(token).digest();

export const newToken = (): string => randomBytes(32).toString('base64url');

/** The raw token from an authorization header: the token itself, or after "Bearer ". */
export const tokenFromHeader = (header: string | undefined): string | null => {
  if (!header) return null;
  const token = header.replace(/^bearer\s+/i, '').trim();
  return TOKEN_SHAPE.test(token) ? token : null;
};

/**
 * Creates a session and returns its raw token (the only time it exists outside the client).
 * The device's older session ends, and `ended` hears of it.
 */
export const createSession = async (db: Db, input: NewSession, ended: SessionsEnded) => {
  const token = newToken();
  const fingerprint = pgTextOrNull(input.fingerprint, 128) ?? '';
  const row = await insertSession(
    db,
    {
      userId: input.userId,
      tokenHash: hashToken(token),
      fingerprint,
      ip: input.ip && isIP(input.ip) ? input.ip : null,
      userAgent: pgTextOrNull(input.userAgent, 512),
      appId: pgTextOrNull(input.client?.appId, 64),
      channel: pgTextOrNull(input.client?.channel, 32),
      platform: input.client?.platform ?? null,
      appVersion: pgTextOrNull(input.client?.appVersion, 32),
      clientReferrer: pgTextOrNull(input.client?.clientReferrer, 1024),
      cashOutOnly: input.cashOutOnly ?? false,
    },
    input.lifetime ?? DEFAULT_SESSION_LIFETIME,
  ).catch((error: unknown) => {
    // The sessions_refuse_locked_user trigger: staff locked the account (modules/players).
    if (sqlStateOf(error) === LOCKED_ACCOUNT_STATE) throw new AppError(ErrorCode.PLAYER_LOCKED);
    // The sessions_refuse_closed_user trigger: staff closed the account (modules/data-rights).
    if (sqlStateOf(error) === CLOSED_ACCOUNT_STATE) throw new AppError(ErrorCode.ACCOUNT_CLOSED);
    // The sessions_refuse_player_on_break trigger: a time-out or self-exclusion (modules/breaks).
    if (sqlStateOf(error) === ON_BREAK_STATE) {
      throw new OnBreakRefusal(input.userId, breakOfDetail((error as { detail?: unknown }).detail));
    }
    throw error;
  });
  if (row.replaced > 0) ended.sessionsEnded(input.userId);
  return { token, sessionId: row.id, expiresAt: row.expiresAt };
};

/**
 * The live session a raw token names, sliding its expiry; null when unknown, revoked or expired.
 * With a cache, a session read in the last few seconds costs no statement (session-cache.ts).
 */
export const resolveSession = async (
  db: Db,
  token: string,
  lifetime = DEFAULT_SESSION_LIFETIME,
  cache?: SessionCache,
): Promise<SessionInfo | null> => {
  if (!TOKEN_SHAPE.test(token)) return null;
  const hash = hashToken(token);
  const key = cache?.enabled ? hash.toString('base64') : undefined;
  const cached = key === undefined ? undefined : cache?.get(key);
  if (cached) return cached;
  const row = await findLiveSession(db, hash, lifetime);
  if (!row) return null;
  let expiresAt = row.expiresAt;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    expiresAt = (await touchSession(db, row.id, lifetime))?.expiresAt ?? expiresAt;
  }
  const info: SessionInfo = row.cashOutOnly
    ? { sessionId: row.id, userId: row.userId, cashOutOnly: true }
    : { sessionId: row.id, userId: row.userId };
  if (key !== undefined) cache?.set(key, info, expiresAt);
  return info;
};

/** The player a token was handed to, whether or not its session still lives; null if none. */
export const ownerOfToken = async (db: Db, token: string): Promise<number | null> =>
  TOKEN_SHAPE.test(token) ? findSessionOwner(db, hashToken(token)) : null;

/** Ends one session (logout). */
export const revokeSession = async (
  db: Db,
  session: SessionInfo,
  ended: SessionsEnded,
): Promise<boolean> => {
  const revoked = Number((await revokeSessionById(db, session.sessionId)).numUpdatedRows) > 0;
  if (revoked) ended.sessionsEnded(session.userId);
  return revoked;
};

/** Ends every session of a user (logout everywhere, password change or reset). */
export const revokeUserSessions = async (
  db: Db,
  userId: number,
  ended: SessionsEnded,
): Promise<number> => {
  const count = Number((await revokeSessionsOfUser(db, userId)).numUpdatedRows);
  if (count > 0) ended.sessionsEnded(userId);
  return count;
};

/** A user's live sessions, the newest first (the console's player page). */
export const liveSessionsOf = (db: Db, userId: number) => listLiveSessions(db, userId);

/**
 * Ends a user's live sessions in the caller's transaction — every one, or the one named — and
 * answers how many ended. The caller tells the session cache (SessionsEnded) when any did.
 */
export const endSessionsOf = async (trx: Db, userId: number, sessionId?: number) =>
  Number(
    (sessionId === undefined
      ? await revokeSessionsOfUser(trx, userId)
      : await revokeOwnSession(trx, userId, sessionId)
    ).numUpdatedRows,
  );

/** Records what the client says about its device (and its push token, from the native app). */
export const recordSessionDevice = async (
  db: Db,
  sessionId: number,
  device: {
    os?: string | undefined;
    deviceModel?: string | undefined;
    messagingToken?: string | undefined;
  },
) => {
  await updateSessionDevice(db, sessionId, {
    deviceOs: pgTextOrNull(device.os, 64),
    deviceModel: pgTextOrNull(device.deviceModel, 128),
    ...(device.messagingToken === undefined
      ? {}
      : { messagingToken: pgTextOrNull(device.messagingToken, 4096) }),
  });
};
