import type { ColumnType, Generated } from 'kysely';

/**
 * The Kysely view of the tables. Columns keep their SQL names (snake_case); repos map rows to
 * the camelCase shapes services use. int8 columns arrive as numbers (see parseInt8).
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T = unknown> = ColumnType<T, string, string>;

type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface UsersTable {
  id: Generated<number>;
  uuid: Generated<string>;
  nickname: string;
  created_at: Timestamp;
  account: string | null;
  /** E.164. */
  mobile: string | null;
  /** False for phones registered by phoneNoOtp (no SMS proved them). */
  mobile_verified: Generated<boolean>;
  /** argon2id (PHC string). */
  password_hash: string | null;
  password_changed_at: NullableTimestamp;
  account_type: Generated<number>;
  avatar: Generated<string>;
  avatar_other: Generated<string>;
  has_kyc: Generated<boolean>;
  /** The inviter. */
  pid: number | null;
  /** The top of the inviter chain, 0 for none. */
  aid: Generated<number>;
  invite_code: Generated<string>;
}

export interface UserSocialAccountsTable {
  id: Generated<number>;
  user_id: number;
  provider: number;
  subject: string;
  name: Generated<string>;
  email: string | null;
  created_at: Timestamp;
}

export interface SmsCodesTable {
  id: Generated<number>;
  mobile: string;
  /** The number without its last four digits: send limits per range of numbers. */
  prefix: string;
  purpose: number;
  /** SHA-256 of `<id>:<code>`; the code itself is never stored. */
  code_hash: Uint8Array;
  attempts: Generated<number>;
  ip: string | null;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
  consumed_at: NullableTimestamp;
}

export interface PasswordFailuresTable {
  /** `account:<name>` or `mobile:<E.164>`: known or not, so a lockout reveals nothing. */
  identity: string;
  failures: number;
  first_failed_at: RequiredTimestamp;
  locked_until: NullableTimestamp;
}

export interface OperatorSettingsTable {
  key: string;
  value: Json;
  updated_at: Timestamp;
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
  device_os: string | null;
  device_model: string | null;
  messaging_token: string | null;
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

/** What the sandbox SMS provider sent; read back by the dev endpoint smsOutbox. */
export interface SmsOutboxTable {
  id: Generated<number>;
  /** E.164. */
  mobile: string;
  purpose: number;
  text: string;
  code: string;
  created_at: Timestamp;
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  /** Null for the house's accounts. */
  user_id: number | null;
  kind: string;
  balance: Generated<number>;
  allow_negative: boolean;
  created_at: Timestamp;
}

export interface LedgerTransfersTable {
  id: Generated<number>;
  idempotency_key: string;
  kind: string;
  user_id: number | null;
  /** SHA-256 of the transfer's fields: a key reused for other fields is refused. */
  request_hash: Uint8Array;
  reverses_id: number | null;
  memo: Json | null;
  created_at: Timestamp;
}

export interface LedgerPostingsTable {
  id: Generated<number>;
  transfer_id: number;
  account_id: number;
  amount: number;
  balance_after: number;
  created_at: Timestamp;
}

export interface WageringTable {
  user_id: number;
  remaining: Generated<number>;
  updated_at: Timestamp;
}

export interface JobsTable {
  id: Generated<number>;
  queue: string;
  key: string | null;
  payload: Json;
  run_at: Timestamp;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  locked_until: NullableTimestamp;
  done_at: NullableTimestamp;
  failed_at: NullableTimestamp;
  last_error: string | null;
  created_at: Timestamp;
}

export interface SafeboxPasswordsTable {
  user_id: number;
  password_hash: string;
  updated_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  app_config: AppConfigTable;
  event_log: EventLogTable;
  user_social_accounts: UserSocialAccountsTable;
  sms_codes: SmsCodesTable;
  password_failures: PasswordFailuresTable;
  operator_settings: OperatorSettingsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_postings: LedgerPostingsTable;
  wagering: WageringTable;
  jobs: JobsTable;
  safebox_passwords: SafeboxPasswordsTable;
  sms_outbox: SmsOutboxTable;
}
