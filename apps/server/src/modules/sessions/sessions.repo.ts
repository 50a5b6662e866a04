import { sql } from 'kysely';
import { asCamel } from '@/db/camel-columns';
import type { Db } from '@/db/database';

/** How long a session lives: `idleDays` past its last request, never past `maxDays` from its start. */
export interface SessionLifetime {
  idleDays: number;
  maxDays: number;
}

/** The expiry from now: the idle one, capped by the absolute one counted from `startedAt`. */
const expiryFrom = (lifetime: SessionLifetime, startedAt = sql<Date>`now()`) =>
  sql<Date>`least(
    now() + make_interval(days => ${lifetime.idleDays}),
    ${startedAt} + make_interval(days => ${lifetime.maxDays})
  )`;

/** A cash-out-only session (ADR 0071) lives this long from its start and never slides. */
export const CASH_OUT_SESSION_MINUTES = 60;

/**
 * A new session, in one statement; with a fingerprint, the same user's live session on that
 * device ends in it too (`replaced` counts it). The ending and the insert commit together.
 */
export const insertSession = async (
  db: Db,
  session: {
    userId: number;
    tokenHash: Uint8Array;
    fingerprint: string;
    ip: string | null;
    userAgent: string | null;
    appId: string | null;
    channel: string | null;
    platform: number | null;
    appVersion: string | null;
    clientReferrer: string | null;
    cashOutOnly?: boolean;
  },
  lifetime: SessionLifetime,
) => {
  const replacing = session.fingerprint
    ? db
        .updateTable('sessions')
        .set({ revoked_at: sql<Date>`now()` })
        .where('user_id', '=', session.userId)
        .where('fingerprint', '=', session.fingerprint)
        .where('revoked_at', 'is', null)
        .returning('id')
    : db
        .selectFrom('sessions')
        .select('id')
        .where(sql<boolean>`false`);
  const inserted = await db
    .with('replaced', () => replacing)
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      token_hash: session.tokenHash,
      fingerprint: session.fingerprint,
      ip: session.ip,
      user_agent: session.userAgent,
      app_id: session.appId,
      channel: session.channel,
      platform: session.platform,
      app_version: session.appVersion,
      client_referrer: session.clientReferrer,
      cash_out_only: session.cashOutOnly ?? false,
      expires_at: session.cashOutOnly
        ? sql<Date>`now() + make_interval(mins => ${CASH_OUT_SESSION_MINUTES})`
        : expiryFrom(lifetime),
    })
    .returning([
      'id',
      'expires_at as expiresAt',
      sql<number>`(select count(*) from replaced)`.as('replaced'),
    ])
    .executeTakeFirstOrThrow();
  return { ...inserted, replaced: Number(inserted.replaced) };
};

/**
 * The live session with this token hash: not revoked, not expired, and younger than `maxDays`
 * (a session made before the operator shortened it ends on time too).
 */
export const findLiveSession = (db: Db, tokenHash: Uint8Array, lifetime: SessionLifetime) =>
  db
    .selectFrom('sessions')
    .select(asCamel(['id', 'user_id', 'last_seen_at', 'expires_at', 'cash_out_only']))
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('created_at', '>', sql<Date>`now() - make_interval(days => ${lifetime.maxDays})`)
    .executeTakeFirst();

/** The player a token's session was made for, live or ended (who a refused token was). */
export const findSessionOwner = async (db: Db, tokenHash: Uint8Array) =>
  (
    await db
      .selectFrom('sessions')
      .select('user_id as userId')
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst()
  )?.userId ?? null;

/**
 * Slides the inactivity expiry forward from now, never past the session's absolute end; a
 * cash-out-only session keeps its end.
 */
export const touchSession = (db: Db, id: number, lifetime: SessionLifetime) =>
  db
    .updateTable('sessions')
    .set({
      last_seen_at: sql<Date>`now()`,
      expires_at: sql<Date>`case when cash_out_only then expires_at else ${expiryFrom(lifetime, sql`created_at`)} end`,
    })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .returning('expires_at as expiresAt')
    .executeTakeFirst();

export const revokeSessionById = (db: Db, id: number) =>
  db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();

export const revokeSessionsOfUser = (db: Db, userId: number, fingerprint?: string) => {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (fingerprint !== undefined) query = query.where('fingerprint', '=', fingerprint);
  return query.executeTakeFirst();
};

/** A player's live sessions, the latest used first. */
export const listLiveSessions = (db: Db, userId: number) =>
  db
    .selectFrom('sessions')
    .select(
      asCamel([
        'id',
        'ip',
        'user_agent',
        'device_os',
        'device_model',
        'platform',
        'created_at',
        'last_seen_at',
      ]),
    )
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();

/** Ends one live session of this player's (another player's id ends nothing). */
export const revokeOwnSession = (db: Db, userId: number, id: number) =>
  db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();

/** Ends every live session of this player's but `keepId`. */
export const revokeSessionsExcept = (db: Db, userId: number, keepId: number) =>
  db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('id', '!=', keepId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();

export const updateSessionDevice = (
  db: Db,
  id: number,
  device: { deviceOs: string | null; deviceModel: string | null; messagingToken?: string | null },
) =>
  db
    .updateTable('sessions')
    .set({
      device_os: device.deviceOs,
      device_model: device.deviceModel,
      messaging_token: device.messagingToken,
    })
    .where('id', '=', id)
    .execute();
