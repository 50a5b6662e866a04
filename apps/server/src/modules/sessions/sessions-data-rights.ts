import { sql } from 'kysely';
import type { Db } from '@/db/database';
import { DATA_EXPORT_LIST_CAP } from '../server-module';

/**
 * The sessions' part of the data rights (ADR 0074), which the accounts module's part includes:
 * a player's sessions as they may read them (device, address, times; never the token's hash,
 * the fingerprint or the push token), and their erasure (every session ended, what identifies
 * the device blanked; the rows stay, as the rounds' session ids name them).
 */
export const exportSessions = async (db: Db, userId: number) => {
  const rows = await db
    .selectFrom('sessions')
    .select([
      'id',
      'created_at as createdAt',
      'last_seen_at as lastSeenAt',
      'expires_at as expiresAt',
      'revoked_at as revokedAt',
      'ip',
      'user_agent as userAgent',
      'device_os as deviceOs',
      'device_model as deviceModel',
      'platform',
      'app_version as appVersion',
      'channel',
    ])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(DATA_EXPORT_LIST_CAP)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    createdAt: new Date(row.createdAt).toISOString(),
    lastSeenAt: new Date(row.lastSeenAt).toISOString(),
    expiresAt: new Date(row.expiresAt).toISOString(),
    endedAt: row.revokedAt === null ? null : new Date(row.revokedAt).toISOString(),
    ip: row.ip === null ? null : String(row.ip),
    userAgent: row.userAgent,
    device: [row.deviceOs, row.deviceModel].filter(Boolean).join(' ') || null,
    platform: row.platform,
    appVersion: row.appVersion,
    channel: row.channel,
  }));
};

/** Ends every session of the player and blanks what identifies their devices and addresses. */
export const eraseSessions = async (trx: Db, userId: number) => {
  await trx
    .updateTable('sessions')
    .set({
      revoked_at: sql<Date>`coalesce(revoked_at, now())`,
      ip: null,
      user_agent: null,
      fingerprint: '',
      device_os: null,
      device_model: null,
      messaging_token: null,
      client_referrer: null,
    })
    .where('user_id', '=', userId)
    .execute();
};
