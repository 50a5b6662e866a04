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
  /** Past the free tries: no try before this (the growing delay). */
  locked_until: NullableTimestamp;
  last_failed_at: NullableTimestamp;
}

/** What an anonymous caller spent, by key (`pw-ip:<ip>`, `sms-device:<fingerprint>` …), per window. */
export interface ThrottleCountersTable {
  key: string;
  count: number;
  window_started_at: RequiredTimestamp;
}

/** A player's wrong proofs (password asked again, safebox PIN), counting until `counting_until`. */
export interface ProofFailuresTable {
  user_id: number;
  failures: number;
  counting_until: RequiredTimestamp;
}

/** Proof-of-work challenges already solved: a solution serves once. */
export interface UsedChallengesTable {
  signature: string;
  expires_at: RequiredTimestamp;
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
  transfer_id: number;
  account_id: number;
  amount: number;
  balance_after: number;
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

export interface WithdrawalPlayersTable {
  user_id: number;
  blocked_until: NullableTimestamp;
  updated_at: Timestamp;
}

export interface ReceivingAccountsTable {
  id: Generated<number>;
  user_id: number;
  bank_id: number;
  account_name: string;
  /** In full (payouts need it); masked in every answer. */
  account_no: string;
  is_default: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  request_key: string;
  amount: number;
  fee: number;
  receiving_account_id: number;
  /** The payee as it was at request time. */
  bank_id: number;
  bank_code: string;
  bank_name: string;
  account_name: string;
  account_no: string;
  status: string;
  first_status: string;
  reviewed_by: string | null;
  reviewed_at: NullableTimestamp;
  review_note: string | null;
  provider: string | null;
  provider_ref: string | null;
  failure_reason: string | null;
  payout_checks: Generated<number>;
  /** When the next payout status query is due; a run finding one in the future adds none. */
  next_check_at: NullableTimestamp;
  submitted_at: NullableTimestamp;
  settled_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SandboxPayoutsTable {
  order_no: string;
  amount: number | null;
  account_no: string | null;
  status: Generated<string>;
  answers_lost: Generated<boolean>;
  submits: Generated<number>;
  submitted_at: NullableTimestamp;
  reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DepositOrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  recharge_type_id: number;
  amount: number;
  /** ISO 4217, as the provider is asked to charge it. */
  currency: string;
  provider: string;
  pay_url: string;
  status: Generated<string>;
  /** The client's idempotency key of the recharge call, UNIQUE per player. */
  client_key: string | null;
  /** The channel's bonus when the order was made (basis points). */
  channel_bonus_bp: Generated<number>;
  bonus: Generated<number>;
  bonus_rule: string | null;
  provider_ref: string | null;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
  paid_at: NullableTimestamp;
  credited_at: NullableTimestamp;
  /** When it became failed or expired. */
  closed_at: NullableTimestamp;
  /** When the provider's status was last asked for (reconciliation). */
  checked_at: NullableTimestamp;
  /** The player asked for the deposit's bonus (it locks the deposit with it). */
  take_bonus: Generated<boolean>;
  /** The provider's id of the order's hosted checkout, for its status query. */
  checkout_id: string | null;
}

export interface DepositTotalsTable {
  user_id: number;
  total: Generated<number>;
  deposits: Generated<number>;
  last_recharge_type_id: number | null;
  first_credited_at: NullableTimestamp;
  last_credited_at: NullableTimestamp;
  /** Channel bonus granted on `channel_bonus_day` (UTC), for its daily cap. */
  channel_bonus_day: Date | null;
  channel_bonus_today: Generated<number>;
}

export interface DepositEventsTable {
  id: Generated<number>;
  provider: string;
  /** webhook | status_query */
  source: string;
  order_no: string | null;
  event_id: string | null;
  outcome: string;
  detail: string | null;
  body: string | null;
  received_at: Timestamp;
}

export interface SandboxPaymentsTable {
  order_no: string;
  amount: number;
  currency: string;
  provider_ref: string;
  expires_at: RequiredTimestamp;
  result: string | null;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
}

export interface GameSessionsTable {
  id: string;
  user_id: number;
  game_id: number;
  provider: string;
  opened_at: Timestamp;
  last_seen_at: Timestamp;
  closed_at: NullableTimestamp;
  close_reason: string | null;
  /** The game's weight toward wagering (bp) and maximum bet (0: none), when the session opened. */
  wager_weight_bp: Generated<number>;
  max_bet: Generated<number>;
}

export interface GameLikesTable {
  user_id: number;
  game_id: number;
  created_at: Timestamp;
}

export interface GameHistoryTable {
  user_id: number;
  game_id: number;
  played_at: Timestamp;
}

export interface FairSeedsTable {
  user_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Generated<number>;
  created_at: Timestamp;
}

export interface FairSeedsRevealedTable {
  id: Generated<number>;
  user_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  created_at: RequiredTimestamp;
  revealed_at: Timestamp;
}

export interface GameRoundsTable {
  id: Generated<number>;
  provider: string;
  round_id: string;
  user_id: number;
  game_id: number;
  session_id: string;
  bet: Generated<number>;
  win: Generated<number>;
  status: Generated<'open' | 'settled' | 'rolled_back'>;
  detail: Json | null;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
  /** The player's account its bets came from, and wins go to. */
  funded_by: Generated<'coin' | 'bonus'>;
  /** Its bets' valid amount (weighted by risk). */
  valid_bet: Generated<number>;
}

export interface SeamlessTransactionsTable {
  provider: string;
  tx_id: string;
  op: 'debit' | 'credit' | 'rollback' | 'tombstone';
  round_id: string | null;
  user_id: number | null;
  amount: Generated<number>;
  ref_tx_id: string | null;
  request_hash: string;
  answer: Json | null;
  rolled_back_by: string | null;
  created_at: Timestamp;
  /** A debit's valid amount, and the bonus whose wagering it worked off. */
  valid_bet: Generated<number>;
  counted_for: number | null;
}

export interface DomainEventsTable {
  id: Generated<number>;
  type: string;
  user_id: number | null;
  payload: Json;
  created_at: Timestamp;
}

export type BonusStatus = 'open' | 'completed' | 'forfeited' | 'expired' | 'spent';

export interface BonusPackagesTable {
  id: Generated<number>;
  user_id: number;
  kind: 'first_deposit' | 'daily_first' | 'channel';
  order_no: string;
  deposit: number;
  bonus: number;
  wagering_required: number;
  wagering_left: number;
  max_bet: number;
  conversion_cap: number;
  status: Generated<BonusStatus>;
  close_reason: string | null;
  cash_returned: number | null;
  taken_back: number | null;
  expires_at: RequiredTimestamp;
  created_at: Timestamp;
  closed_at: NullableTimestamp;
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
  withdrawal_players: WithdrawalPlayersTable;
  receiving_accounts: ReceivingAccountsTable;
  withdrawals: WithdrawalsTable;
  sandbox_payouts: SandboxPayoutsTable;
  sms_outbox: SmsOutboxTable;
  deposit_orders: DepositOrdersTable;
  deposit_totals: DepositTotalsTable;
  deposit_events: DepositEventsTable;
  sandbox_payments: SandboxPaymentsTable;
  game_sessions: GameSessionsTable;
  game_likes: GameLikesTable;
  game_history: GameHistoryTable;
  fair_seeds: FairSeedsTable;
  fair_seeds_revealed: FairSeedsRevealedTable;
  game_rounds: GameRoundsTable;
  seamless_transactions: SeamlessTransactionsTable;
  domain_events: DomainEventsTable;
  bonus_packages: BonusPackagesTable;
  throttle_counters: ThrottleCountersTable;
  used_challenges: UsedChallengesTable;
  proof_failures: ProofFailuresTable;
}
