import type { ColumnType, Generated } from 'kysely';

/**
 * The Kysely view of the tables. Columns keep their SQL names (snake_case); repos map rows to
 * the camelCase shapes services use. int8 columns arrive as numbers (see parseInt8).
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T = unknown> = ColumnType<T, string, string>;

export interface UsersTable {
  id: Generated<number>;
  uuid: Generated<string>;
  nickname: string;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the raw token; the raw token is never stored. */
  token_hash: Uint8Array;
  fingerprint: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: RequiredTimestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ip: string | null;
  user_agent: string | null;
  app_id: string | null;
  channel: string | null;
  platform: number | null;
  app_version: string | null;
  client_referrer: string | null;
}

export interface AppConfigTable {
  /** 1, 2, 3 … one row per saved version; the highest is current. */
  revision: number;
  document: Json;
  content_hash: string;
  note: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

/** Partitioned by month on event_time (declarative range partitioning). */
export interface EventLogTable {
  event_time: RequiredTimestamp;
  received_at: Timestamp;
  event_name: string;
  channel: string;
  app_id: string;
  version: string;
  event_user_id: string;
  params: Json | null;
  user_id: number | null;
  ip: string | null;
  body_app_id: string | null;
  body_channel: string | null;
  client_referrer: string | null;
  platform: number | null;
  app_version: string | null;
  request_id: string | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  app_config: AppConfigTable;
  event_log: EventLogTable;
}
