// Generated from a freshly migrated database by `npm run db:types` (scripts/db-types.mjs):
// do not edit. db/codegen/schema-source.test.ts fails when it no longer matches the migrations.

import type { ColumnType } from 'kysely';

export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U>
    ? ColumnType<S, I | undefined, U>
    : ColumnType<T, T | undefined, T>;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface AppConfig {
  /**
   * Who saved it: a staff member's email, user@cli; null for a seed.
   */
  actor: string | null;
  content_hash: string;
  created_at: Generated<Timestamp>;
  document: ColumnType<unknown, string, string>;
  note: Generated<string>;
  /**
   * 1, 2, 3 … one row per saved version; the highest is current.
   */
  revision: number;
  /**
   * The top-level fields it changed against the revision before.
   */
  sections: Generated<string[]>;
}

export interface AppOpenDays {
  /**
   * The operator day (rewards.timeZone) of the player's first app open that day.
   */
  day: Timestamp;
  opened_at: Generated<Timestamp>;
  user_id: number;
}

export interface AuditLog {
  /**
   * What was done: the console call or ops command, e.g. chatAssign, withdrawal.approve.
   */
  action: string;
  /**
   * The staff member's id; null for cli and system.
   */
  actor_id: number | null;
  /**
   * staff (a console session), cli (the ops CLI) or system (the server itself).
   */
  actor_kind: 'staff' | 'cli' | 'system';
  /**
   * The staff member's email, the CLI's operator (user@cli), or the job's name.
   */
  actor_name: string;
  /**
   * The changed fields after the change (null: nothing was changed, e.g. a sign-in).
   */
  after: ColumnType<unknown, string, string> | null;
  /**
   * When, the database's clock_timestamp() once the chain's lock was held (microseconds).
   */
  at: Timestamp;
  /**
   * The changed fields before the change (null: the thing did not exist).
   */
  before: ColumnType<unknown, string, string> | null;
  /**
   * SHA-256 of the canonical JSON of this entry's fields and prev_hash (audit-hash.ts).
   */
  hash: Uint8Array;
  id: Generated<number>;
  /**
   * The console request's client IP; null for the CLI and the system.
   */
  ip: string | null;
  /**
   * The hash of the entry before; 32 zero bytes for the first.
   */
  prev_hash: Uint8Array;
  /**
   * What it was done to, e.g. conversation:12, withdrawal:W123.
   */
  target: string | null;
}

export interface BalanceAdjustments {
  amount: number;
  created_at: Generated<Timestamp>;
  decided_at: Timestamp | null;
  decided_by: number | null;
  decided_by_name: string | null;
  id: Generated<number>;
  reason: string;
  refuse_reason: string | null;
  requested_by: number;
  requested_by_name: string;
  status: 'pending' | 'posted' | 'refused';
  transfer_id: number | null;
  user_id: number;
}

export interface BetFunding {
  pay_from: 'cash' | 'bonus';
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface BonusPackages {
  bonus: number;
  cash_returned: number | null;
  close_reason: string | null;
  closed_at: Timestamp | null;
  conversion_cap: number;
  created_at: Generated<Timestamp>;
  deposit: number;
  expires_at: Timestamp;
  id: Generated<number>;
  kind: 'first_deposit' | 'daily_first' | 'channel' | 'coupon' | 'reward';
  max_bet: number;
  order_no: string;
  status: Generated<'open' | 'completed' | 'forfeited' | 'expired' | 'spent'>;
  taken_back: number | null;
  user_id: number;
  wagering_left: number;
  wagering_required: number;
}

export interface ChatConversations {
  closed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  device_id: string | null;
  id: Generated<number>;
  last_message_at: Generated<Timestamp>;
  last_seq: Generated<number>;
  player_read_seq: Generated<number>;
  queued_at: Generated<Timestamp>;
  staff_id: number | null;
  staff_read_seq: Generated<number>;
  status: Generated<'queued' | 'open' | 'closed'>;
  user_id: number | null;
}

export interface ChatImages {
  bytes: number;
  content_type: 'image/jpeg' | 'image/png' | 'image/webp';
  created_at: Generated<Timestamp>;
  height: number;
  key: string;
  uploader_key: string;
  width: number;
}

export interface ChatMessages {
  author: 'player' | 'staff' | 'system';
  client_id: string | null;
  conversation_id: number;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  image_key: string | null;
  sender_key: string;
  seq: number;
  staff_id: number | null;
  staff_name: string | null;
  text: string;
}

export interface Coupons {
  activity: string;
  bonus: number | null;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  grant_id: number;
  id: Generated<number>;
  order_no: string | null;
  prop_id: number;
  status: Generated<'available' | 'reserved' | 'used' | 'expired'>;
  terms: ColumnType<unknown, string, string>;
  used_at: Timestamp | null;
  user_id: number;
}

export interface DailyTotals {
  amount: Generated<number>;
  count: Generated<number>;
  day: Timestamp;
  metric: string;
  rolled_at: Generated<Timestamp>;
  time_zone: string;
}

export interface DataExportMarks {
  exports: Generated<number>;
  last_at: Timestamp;
  user_id: number;
}

export interface DepositEvents {
  body: string | null;
  detail: string | null;
  event_id: string | null;
  id: Generated<number>;
  order_no: string | null;
  outcome: string;
  provider: string;
  received_at: Generated<Timestamp>;
  /**
   * webhook | status_query
   */
  source: string;
}

export interface DepositOrders {
  amount: number;
  bonus: Generated<number>;
  bonus_rule: string | null;
  /**
   * The channel's bonus when the order was made (basis points).
   */
  channel_bonus_bp: Generated<number>;
  /**
   * When the provider's status was last asked for (reconciliation).
   */
  checked_at: Timestamp | null;
  /**
   * The provider's id of the order's hosted checkout, for its status query.
   */
  checkout_id: string | null;
  /**
   * The client's idempotency key of the recharge call, UNIQUE per player.
   */
  client_key: string | null;
  /**
   * When it became failed or expired.
   */
  closed_at: Timestamp | null;
  coupon_id: number | null;
  created_at: Generated<Timestamp>;
  credited_at: Timestamp | null;
  /**
   * ISO 4217, as the provider is asked to charge it.
   */
  currency: string;
  expires_at: Timestamp;
  id: Generated<number>;
  order_no: string;
  paid_at: Timestamp | null;
  pay_url: string;
  provider: string;
  provider_ref: string | null;
  recharge_type_id: number;
  status: Generated<'created' | 'paid' | 'credited' | 'failed' | 'expired'>;
  /**
   * The player asked for the deposit's bonus (it locks the deposit with it).
   */
  take_bonus: Generated<boolean>;
  user_id: number;
}

export interface DepositTotals {
  channel_bonus_day: Timestamp | null;
  /**
   * Channel bonus granted on channel_bonus_day (UTC), for its daily cap.
   */
  channel_bonus_today: Generated<number>;
  deposits: Generated<number>;
  /**
   * A credited deposit of the player took the first-deposit bonus (it is offered until then).
   */
  first_bonus_taken: Generated<boolean>;
  first_credited_at: Timestamp | null;
  last_credited_at: Timestamp | null;
  last_recharge_type_id: number | null;
  total: Generated<number>;
  user_id: number;
}

export interface DomainEvents {
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  payload: ColumnType<unknown, string, string>;
  tx: Generated<string>;
  type: string;
  user_id: number | null;
}

export interface EventLog {
  app_id: string;
  app_version: string | null;
  body_app_id: string | null;
  body_channel: string | null;
  channel: string;
  client_referrer: string | null;
  event_name: string;
  event_time: Timestamp;
  event_user_id: string;
  ip: string | null;
  params: ColumnType<unknown, string, string> | null;
  platform: number | null;
  received_at: Generated<Timestamp>;
  request_id: string | null;
  user_id: number | null;
  version: string;
}

export interface FairSeeds {
  client_seed: string;
  created_at: Generated<Timestamp>;
  nonce: Generated<number>;
  server_seed: string;
  server_seed_hash: string;
  user_id: number;
}

export interface FairSeedsRevealed {
  client_seed: string;
  created_at: Timestamp;
  id: Generated<number>;
  nonce: number;
  revealed_at: Generated<Timestamp>;
  server_seed: string;
  server_seed_hash: string;
  user_id: number;
}

export interface Feedback {
  closed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  status: Generated<'open' | 'replied' | 'closed'>;
  type_id: number;
  type_name: string;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface FeedbackImages {
  bytes: number;
  content_type: 'image/jpeg' | 'image/png' | 'image/webp';
  created_at: Generated<Timestamp>;
  height: number;
  key: string;
  message_id: number;
  position: number;
  user_id: number;
  width: number;
}

export interface FeedbackMessages {
  author: 'player' | 'staff';
  created_at: Generated<Timestamp>;
  feedback_id: number;
  id: Generated<number>;
  staff_name: string | null;
  text: string;
}

export interface FollowOpens {
  channel_id: number;
  opened_at: Generated<Timestamp>;
  user_id: number;
}

export interface FundPurchases {
  created_at: Generated<Timestamp>;
  /**
   * What the player paid from cash coin (hundredths), to house:promo:fund.
   */
  price: number;
  user_id: number;
}

export interface GameHistory {
  game_id: number;
  played_at: Generated<Timestamp>;
  user_id: number;
}

export interface GameLikes {
  created_at: Generated<Timestamp>;
  game_id: number;
  user_id: number;
}

export interface GameRounds {
  bet: Generated<number>;
  created_at: Generated<Timestamp>;
  detail: ColumnType<unknown, string, string> | null;
  /**
   * The player's account its bets came from, and wins go to.
   */
  funded_by: Generated<'coin' | 'bonus'>;
  game_id: number;
  id: Generated<number>;
  provider: string;
  round_id: string;
  session_id: string;
  settled_at: Timestamp | null;
  status: Generated<'open' | 'settled' | 'rolled_back'>;
  user_id: number;
  /**
   * Its bets' valid amount (weighted by risk).
   */
  valid_bet: Generated<number>;
  win: Generated<number>;
}

export interface GameSessions {
  close_reason: string | null;
  closed_at: Timestamp | null;
  game_id: number;
  id: string;
  last_seen_at: Generated<Timestamp>;
  /**
   * The game's maximum bet when the session opened (0: none).
   */
  max_bet: Generated<number>;
  /**
   * When the session opened, on the lobby's clock (app_now()): the reality check reckons the time played from it.
   */
  opened_at: Generated<Timestamp>;
  provider: string;
  user_id: number;
  /**
   * The game's weight toward wagering (bp) when the session opened.
   */
  wager_weight_bp: Generated<number>;
}

export interface InviteClicks {
  created_at: Generated<Timestamp>;
  fingerprint: string;
  inviter_id: number;
}

export interface InviteSpinAttempts {
  client_seed: string;
  exchanged_at: Timestamp | null;
  expires_at: Timestamp;
  id: Generated<number>;
  server_seed: string;
  server_seed_hash: string;
  spins_used: Generated<number>;
  started_at: Timestamp;
  target: number;
  total: Generated<number>;
  user_id: number;
}

export interface InviteSpinInvitees {
  attempt_id: number;
  created_at: Timestamp;
  invitee_id: number;
  inviter_id: number;
}

export interface InviteSpinSpins {
  amount: number;
  attempt_id: number;
  client_seed: string;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  nonce: number;
  sector: number;
  sector_amount: number;
  server_seed: string;
  server_seed_hash: string;
  total_after: number;
  user_id: number;
}

export interface JackpotChances {
  chances: Generated<number>;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface JackpotDeposits {
  amount: number;
  chances: number;
  created_at: Generated<Timestamp>;
  day_key: string;
  order_no: string;
  user_id: number;
}

export interface JackpotDraws {
  /**
   * Coin paid as bonus money: a coin prize, or the share of the pool (type 2); 0 otherwise.
   */
  bonus: Generated<number>;
  cell_id: number;
  cell_index: number;
  client_seed: string;
  count: number;
  created_at: Generated<Timestamp>;
  /**
   * The operator day of the draw (rewards.timeZone, the lobby's clock): the daily draw limit.
   */
  day_key: string;
  grant_id: number | null;
  id: Generated<number>;
  nonce: number;
  prop_id: number;
  section_max: number | null;
  section_min: number | null;
  server_seed: string;
  server_seed_hash: string;
  share_bp: number | null;
  tier: 'mega' | 'major' | 'minor' | 'mini' | null;
  type: number;
  user_id: number;
  wheel_sector: number | null;
}

export interface JackpotFeed {
  /**
   * Per pool: contributions not paid in yet, in hundredths × 10000 (valid bets × basis points).
   */
  carry: Generated<ColumnType<unknown, string, string>>;
  event_id: Generated<number>;
  id: Generated<boolean>;
  tx: Generated<string>;
}

export interface JackpotRank {
  amount: number;
  id: Generated<number>;
  last_at: Timestamp;
  user_id: number;
  week_key: string;
}

export interface JackpotSeeds {
  client_seed: string;
  nonce: Generated<number>;
  server_seed: string;
  server_seed_hash: string;
  user_id: number;
}

export interface Jobs {
  attempts: Generated<number>;
  created_at: Generated<Timestamp>;
  done_at: Timestamp | null;
  failed_at: Timestamp | null;
  id: Generated<number>;
  key: string | null;
  last_error: string | null;
  locked_until: Timestamp | null;
  max_attempts: Generated<number>;
  payload: Generated<ColumnType<unknown, string, string>>;
  queue: string;
  run_at: Generated<Timestamp>;
}

export interface KycDocuments {
  content_type: 'image/jpeg' | 'image/png' | 'image/webp';
  deleted_at: Timestamp | null;
  height: number;
  id: Generated<number>;
  image_key: string | null;
  review_id: number | null;
  side: 'front' | 'back' | 'selfie';
  uploaded_at: Generated<Timestamp>;
  user_id: number;
  width: number;
}

export interface KycProfiles {
  address_line1: string | null;
  address_line2: Generated<string>;
  city: string | null;
  closed_for_play_at: Timestamp | null;
  country: string | null;
  date_of_birth: Timestamp | null;
  details_at: Timestamp | null;
  full_name: string | null;
  postal_code: Generated<string>;
  tier: Generated<number>;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface KycReviews {
  decided_at: Timestamp | null;
  decided_by: number | null;
  id: Generated<number>;
  reason: string | null;
  status: Generated<'pending' | 'approved' | 'refused'>;
  submitted_at: Generated<Timestamp>;
  user_id: number;
}

export interface LedgerAccounts {
  allow_negative: Generated<boolean>;
  balance: Generated<number>;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  kind: string;
  /**
   * Null for the house's accounts.
   */
  user_id: number | null;
}

export interface LedgerPostings {
  account_id: number;
  amount: number;
  balance_after: number;
  transfer_id: number;
}

export interface LedgerTransfers {
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  idempotency_key: string;
  kind: string;
  memo: ColumnType<unknown, string, string> | null;
  /**
   * SHA-256 of the transfer's fields: a key reused for other fields is refused.
   */
  request_hash: Uint8Array;
  reverses_id: number | null;
  user_id: number | null;
}

export interface LobbyBigWins {
  bet: number;
  created_at: Timestamp;
  event_id: number;
  game_id: number;
  id: Generated<number>;
  user_id: number;
  win: number;
}

export interface Mail {
  /**
   * The attachment: [{ propId, count }], claimed once through the rewards engine.
   */
  awards: ColumnType<unknown, string, string> | null;
  broadcast_id: number | null;
  claimed_at: Timestamp | null;
  deleted_at: Timestamp | null;
  expires_at: Timestamp | null;
  /**
   * The attachment's grant (activity mail), made and claimed in one transaction.
   */
  grant_id: number | null;
  id: Generated<number>;
  /**
   * The template's values (amounts in hundredths).
   */
  params: Generated<ColumnType<unknown, string, string>>;
  read_at: Timestamp | null;
  sent_at: Timestamp;
  /**
   * What made it, unique per player: welcome, deposit:<orderNo>, b:<broadcast id> …
   */
  source_key: string;
  /**
   * A system mail's template (the app words it); null for a broadcast's copy.
   */
  template: string | null;
  user_id: number;
}

export interface MailBroadcasts {
  /**
   * alone, pending (copied to no one), approved or refused by a second member.
   */
  approval: Generated<'alone' | 'pending' | 'approved' | 'refused'>;
  /**
   * The attachment every copy carries: [{ propId, count }].
   */
  awards: ColumnType<unknown, string, string> | null;
  body: string;
  /**
   * Cancelled before it started: copied to no one.
   */
  cancelled_at: Timestamp | null;
  cancelled_by: string | null;
  /**
   * The coin it creates, hundredths: one copy × the segment size when sent.
   */
  coin_total: Generated<number>;
  created_at: Generated<Timestamp>;
  created_by: string;
  decided_at: Timestamp | null;
  decided_by: number | null;
  decided_by_name: string | null;
  /**
   * The segment: has deposited (true), never has (false), either (null).
   */
  deposited: boolean | null;
  expires_at: Timestamp;
  id: Generated<number>;
  refuse_reason: string | null;
  /**
   * The segment: registered at or after (null: any).
   */
  registered_from: Timestamp | null;
  /**
   * The segment: registered before (null: any).
   */
  registered_to: Timestamp | null;
  /**
   * The staff member who sent it (null: the ops CLI).
   */
  requested_by: number | null;
  starts_at: Timestamp;
  title: string;
  /**
   * A mail to one player: words only (mailSend) copied when sent, or from the composer copied on their inbox's open once live and approved; null for a broadcast to a segment.
   */
  user_id: number | null;
  vip_max: number | null;
  /**
   * The segment: VIP level at least (null: any).
   */
  vip_min: number | null;
}

export interface OperatorSettingRevisions {
  /**
   * Who saved it: a staff member's email, user@cli.
   */
  actor: string | null;
  created_at: Generated<Timestamp>;
  key: string;
  note: Generated<string>;
  revision: number;
  /**
   * The top-level fields it changed against the revision before.
   */
  sections: Generated<string[]>;
  /**
   * The setting as saved at this revision (operator_settings holds the newest).
   */
  value: ColumnType<unknown, string, string>;
}

export interface OperatorSettings {
  key: string;
  updated_at: Generated<Timestamp>;
  value: ColumnType<unknown, string, string>;
}

export interface PasswordFailures {
  failures: number;
  first_failed_at: Timestamp;
  /**
   * `account:<name>` or `mobile:<E.164>`: known or not, so a lockout reveals nothing.
   */
  identity: string;
  last_failed_at: Timestamp | null;
  /**
   * Past the free tries: no try before this (the growing delay).
   */
  locked_until: Timestamp | null;
}

export interface PlayBreaks {
  created_at: Generated<Timestamp>;
  end_requested_at: Timestamp | null;
  ends_at: Timestamp | null;
  id: Generated<number>;
  kind: 'timeout' | 'exclusion';
  period: '24h' | '7d' | '30d' | '6w' | '6m' | '1y' | '5y' | 'permanent';
  reason: string | null;
  released_at: Timestamp | null;
  staff_id: number | null;
  started_at: Timestamp;
  user_id: number;
}

export interface PlayerNotes {
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  staff_id: number;
  staff_name: string;
  text: string;
  user_id: number;
}

export interface PlayLimitChanges {
  action: 'set' | 'request' | 'confirm' | 'cancel';
  after: number | null;
  before: number | null;
  created_at: Generated<Timestamp>;
  effective_at: Timestamp | null;
  id: Generated<number>;
  kind: string;
  staff_id: number | null;
  user_id: number;
}

export interface PlayLimitDays {
  cash_paid: Generated<number>;
  cash_staked: Generated<number>;
  day: Timestamp;
  deposited: Generated<number>;
  staked: Generated<number>;
  user_id: number;
}

export interface PlayLimitHits {
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  kind: string;
  user_id: number;
}

export interface PlayLimits {
  kind:
    | 'depositDay'
    | 'depositWeek'
    | 'depositMonth'
    | 'lossDay'
    | 'lossWeek'
    | 'lossMonth'
    | 'wagerDay'
    | 'sessionDay';
  pending: Generated<boolean>;
  pending_at: Timestamp | null;
  pending_value: number | null;
  updated_at: Generated<Timestamp>;
  user_id: number;
  value: number | null;
}

export interface PointsOrders {
  answer: ColumnType<unknown, string, string>;
  created_at: Generated<Timestamp>;
  grant_id: number;
  id: Generated<number>;
  item_id: number;
  /**
   * The period of the item's stock the purchase counts in (d:…, w:…, m:… or life).
   */
  period_key: string;
  price: number;
  request_id: string;
  user_id: number;
}

export interface ProofFailures {
  /**
   * A player's wrong proofs (password asked again, safebox PIN) count until then.
   */
  counting_until: Timestamp;
  failures: number;
  user_id: number;
}

export interface RankPayouts {
  paid_at: Generated<Timestamp>;
  period_key: string;
  winners: number;
}

export interface RealityChecks {
  minutes: number;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface ReceivingAccounts {
  account_name: string;
  /**
   * In full (payouts need it); masked in every answer.
   */
  account_no: string;
  bank_id: number;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  is_default: Generated<boolean>;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface RewardCounters {
  metric: string;
  period_key: string;
  user_id: number;
  value: number;
}

export interface RewardCursors {
  consumer: string;
  event_id: number;
  tx: string;
  updated_at: Generated<Timestamp>;
}

export interface RewardGrants {
  activity: string;
  awards: ColumnType<unknown, string, string>;
  claim_answer: ColumnType<unknown, string, string> | null;
  claimed_at: Timestamp | null;
  coin: Generated<number>;
  coupon_terms: ColumnType<unknown, string, string> | null;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp | null;
  grant_key: string;
  id: Generated<number>;
  status: Generated<'claimable' | 'claimed' | 'expired'>;
  user_id: number;
}

export interface RiskSignals {
  first_seen: Generated<Timestamp>;
  kind: string;
  last_seen: Generated<Timestamp>;
  user_id: number;
  value: string;
}

export interface RiskVelocityEvents {
  at: Generated<Timestamp>;
  id: Generated<number>;
  rule: string;
  user_id: number;
  value: string;
}

export interface SafeboxPasswords {
  password_hash: string;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface SandboxPayments {
  amount: number;
  /**
   * The test card number the payer named (the sandbox development endpoint), null for none; the webhook sends its fingerprint.
   */
  card: string | null;
  created_at: Generated<Timestamp>;
  currency: string;
  decided_at: Timestamp | null;
  expires_at: Timestamp;
  order_no: string;
  provider_ref: string;
  result: 'paid' | 'failed' | null;
}

export interface SandboxPayouts {
  account_no: string | null;
  amount: number | null;
  answers_lost: Generated<boolean>;
  created_at: Generated<Timestamp>;
  order_no: string;
  reason: string | null;
  status: Generated<'pending' | 'paid' | 'failed'>;
  submits: Generated<number>;
  submitted_at: Timestamp | null;
  updated_at: Generated<Timestamp>;
}

export interface SeamlessTransactions {
  amount: Generated<number>;
  answer: ColumnType<unknown, string, string> | null;
  /**
   * The open bonus whose wagering the debit worked off.
   */
  counted_for: number | null;
  created_at: Generated<Timestamp>;
  op: 'debit' | 'credit' | 'rollback' | 'tombstone';
  provider: string;
  ref_tx_id: string | null;
  request_hash: string;
  rolled_back_by: string | null;
  round_id: string | null;
  tx_id: string;
  user_id: number | null;
  /**
   * A debit's valid amount.
   */
  valid_bet: Generated<number>;
}

export interface Sessions {
  app_id: string | null;
  app_version: string | null;
  /**
   * A session handed to a player on a break to take their money out: only the cash-out calls accept it; it lives an hour and never slides.
   */
  cash_out_only: Generated<boolean>;
  channel: string | null;
  client_referrer: string | null;
  created_at: Generated<Timestamp>;
  device_model: string | null;
  device_os: string | null;
  expires_at: Timestamp;
  fingerprint: Generated<string>;
  id: Generated<number>;
  ip: string | null;
  last_seen_at: Generated<Timestamp>;
  messaging_token: string | null;
  platform: number | null;
  revoked_at: Timestamp | null;
  /**
   * SHA-256 of the raw token; the raw token is never stored.
   */
  token_hash: Uint8Array;
  user_agent: string | null;
  user_id: number;
}

export interface SignInDays {
  created_at: Generated<Timestamp>;
  cycle_day: number;
  /**
   * The operator day the cycle's day 1 fell on: the cycle this sign-in belongs to.
   */
  cycle_start: Timestamp;
  /**
   * The operator day (rewards.timeZone) signed: the day itself, or a missed day made up later.
   */
  day: Timestamp;
  grant_id: number;
  made_up: Generated<boolean>;
  user_id: number;
}

export interface SlotsHackBest {
  /**
   * The best win/bet of a qualifying round of the event, in hundredths (12345 = 123.45×).
   */
  best_e2: number;
  event_key: string;
  game_id: number;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface SmsCodes {
  attempts: Generated<number>;
  /**
   * SHA-256 of `<id>:<code>`; the code itself is never stored.
   */
  code_hash: Uint8Array;
  consumed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  id: Generated<number>;
  ip: string | null;
  mobile: string;
  /**
   * The number without its last four digits: send limits per range of numbers.
   */
  prefix: string;
  purpose: number;
}

export interface SmsOutbox {
  code: string;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  /**
   * E.164. What the sandbox SMS provider sent, read back by the dev endpoint smsOutbox.
   */
  mobile: string;
  purpose: number;
  text: string;
}

export interface Staff {
  created_at: Generated<Timestamp>;
  /**
   * The member who asked for this account (null: made by the ops CLI, the server or before this was kept).
   */
  created_by: number | null;
  disabled_at: Timestamp | null;
  email: string;
  failed_codes: Generated<number>;
  id: Generated<number>;
  locked_until: Timestamp | null;
  name: string;
  password_hash: string;
  role: 'admin' | 'finance' | 'support' | 'marketing' | 'auditor';
  /**
   * When the role last changed (the lobby's clock).
   */
  role_changed_at: Timestamp | null;
  /**
   * The member who last asked for this member's role to change (null: never changed, or by the ops CLI).
   */
  role_changed_by: number | null;
  totp_enabled_at: Timestamp | null;
  totp_last_step: number | null;
  /**
   * The TOTP secret sealed with STAFF_TOTP_KEY (AES-256-GCM, the staff id as additional data); plain base32 only until the next start seals it.
   */
  totp_secret: string | null;
}

export interface StaffPendingSignIns {
  expires_at: Timestamp;
  staff_id: number;
  token_hash: Uint8Array;
  used_at: Timestamp | null;
}

export interface StaffRecoveryCodes {
  code_hash: Uint8Array;
  created_at: Generated<Timestamp>;
  staff_id: number;
  used_at: Timestamp | null;
}

export interface StaffRequests {
  created_at: Generated<Timestamp>;
  decided_at: Timestamp | null;
  decided_by: number | null;
  decided_by_name: string | null;
  email: string;
  id: Generated<number>;
  kind: 'create' | 'role';
  name: string;
  /**
   * The new member's password (argon2id) until the request is decided; never kept after.
   */
  password_hash: string | null;
  refuse_reason: string | null;
  requested_by: number;
  requested_by_name: string;
  role: 'admin' | 'finance' | 'support' | 'marketing' | 'auditor';
  staff_id: number | null;
  status: Generated<'pending' | 'approved' | 'refused'>;
}

export interface StaffSessions {
  created_at: Generated<Timestamp>;
  ended_at: Timestamp | null;
  expires_at: Timestamp;
  id: Generated<number>;
  ip: string | null;
  last_seen_at: Generated<Timestamp>;
  staff_id: number;
  token_hash: Uint8Array;
  user_agent: string | null;
}

export interface StartupModalsShown {
  day: Timestamp;
  modal_key: string;
  shown_at: Generated<Timestamp>;
  slot: number;
  user_id: number;
}

export interface TestClock {
  /**
   * Development only: app_now() holds at this instant (plus offset_seconds) instead of running with now().
   */
  frozen_at: Timestamp | null;
  id: Generated<boolean>;
  offset_seconds: Generated<number>;
}

export interface ThrottleCounters {
  count: number;
  /**
   * What an anonymous caller spent, by key (`pw-ip:<ip>`, `sms-device:<fingerprint>` …), per window.
   */
  key: string;
  window_started_at: Timestamp;
}

export interface UsedChallenges {
  expires_at: Timestamp;
  /**
   * A solved proof-of-work challenge: a solution serves once.
   */
  signature: string;
}

export interface UserAncestors {
  ancestor_id: number;
  depth: number;
  user_id: number;
}

export interface Users {
  account: string | null;
  account_type: Generated<number>;
  /**
   * The top of the inviter chain, 0 for none.
   */
  aid: Generated<number>;
  avatar: Generated<string>;
  avatar_other: Generated<string>;
  /**
   * When staff closed the account on the player's request; null while open. A closed account gets no session.
   */
  closed_at: Timestamp | null;
  closed_by: number | null;
  closed_reason: string | null;
  created_at: Generated<Timestamp>;
  /**
   * When the closed account's personal data was erased (the row kept under a pseudonym).
   */
  erased_at: Timestamp | null;
  has_kyc: Generated<boolean>;
  id: Generated<number>;
  invite_code: Generated<string>;
  /**
   * When staff locked the account; null while open.
   */
  locked_at: Timestamp | null;
  locked_reason: string | null;
  /**
   * E.164.
   */
  mobile: string | null;
  /**
   * False for phones registered by phoneNoOtp (no SMS proved them).
   */
  mobile_verified: Generated<boolean>;
  nickname: string;
  password_changed_at: Timestamp | null;
  /**
   * argon2id (PHC string).
   */
  password_hash: string | null;
  /**
   * The inviter.
   */
  pid: number | null;
  uuid: Generated<string>;
}

export interface UserSocialAccounts {
  created_at: Generated<Timestamp>;
  email: string | null;
  id: Generated<number>;
  name: Generated<string>;
  provider: number;
  subject: string;
  user_id: number;
}

export interface VipStandings {
  /**
   * Experience in ten-thousandths of a point (whole points: exp_e4 / 10000).
   */
  exp_e4: Generated<number>;
  /**
   * The highest level reached; it never goes down.
   */
  level: Generated<number>;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface Wagering {
  remaining: Generated<number>;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface WithdrawalPlayers {
  blocked_until: Timestamp | null;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface Withdrawals {
  account_name: string;
  account_no: string;
  amount: number;
  bank_code: string;
  /**
   * The payee as it was at request time (bank and account columns).
   */
  bank_id: number;
  bank_name: string;
  created_at: Generated<Timestamp>;
  failure_reason: string | null;
  fee: number;
  first_status: string;
  /**
   * Why the order went to review, as [{code, detail}] (empty when it was approved at once).
   */
  hold_reasons: Generated<ColumnType<unknown, string, string>>;
  id: Generated<number>;
  /**
   * When the next payout status query is due; a run finding one in the future adds none.
   */
  next_check_at: Timestamp | null;
  order_no: string;
  payout_checks: Generated<number>;
  provider: string | null;
  provider_ref: string | null;
  receiving_account_id: number;
  request_key: string;
  review_note: string | null;
  reviewed_at: Timestamp | null;
  reviewed_by: string | null;
  settled_at: Timestamp | null;
  status: 'pending_review' | 'approved' | 'paying' | 'paid' | 'rejected' | 'failed';
  submitted_at: Timestamp | null;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface DB {
  app_config: AppConfig;
  app_open_days: AppOpenDays;
  audit_log: AuditLog;
  balance_adjustments: BalanceAdjustments;
  bet_funding: BetFunding;
  bonus_packages: BonusPackages;
  chat_conversations: ChatConversations;
  chat_images: ChatImages;
  chat_messages: ChatMessages;
  coupons: Coupons;
  daily_totals: DailyTotals;
  data_export_marks: DataExportMarks;
  deposit_events: DepositEvents;
  deposit_orders: DepositOrders;
  deposit_totals: DepositTotals;
  domain_events: DomainEvents;
  event_log: EventLog;
  fair_seeds: FairSeeds;
  fair_seeds_revealed: FairSeedsRevealed;
  feedback: Feedback;
  feedback_images: FeedbackImages;
  feedback_messages: FeedbackMessages;
  follow_opens: FollowOpens;
  fund_purchases: FundPurchases;
  game_history: GameHistory;
  game_likes: GameLikes;
  game_rounds: GameRounds;
  game_sessions: GameSessions;
  invite_clicks: InviteClicks;
  invite_spin_attempts: InviteSpinAttempts;
  invite_spin_invitees: InviteSpinInvitees;
  invite_spin_spins: InviteSpinSpins;
  jackpot_chances: JackpotChances;
  jackpot_deposits: JackpotDeposits;
  jackpot_draws: JackpotDraws;
  jackpot_feed: JackpotFeed;
  jackpot_rank: JackpotRank;
  jackpot_seeds: JackpotSeeds;
  jobs: Jobs;
  kyc_documents: KycDocuments;
  kyc_profiles: KycProfiles;
  kyc_reviews: KycReviews;
  ledger_accounts: LedgerAccounts;
  ledger_postings: LedgerPostings;
  ledger_transfers: LedgerTransfers;
  lobby_big_wins: LobbyBigWins;
  mail: Mail;
  mail_broadcasts: MailBroadcasts;
  operator_setting_revisions: OperatorSettingRevisions;
  operator_settings: OperatorSettings;
  password_failures: PasswordFailures;
  play_breaks: PlayBreaks;
  play_limit_changes: PlayLimitChanges;
  play_limit_days: PlayLimitDays;
  play_limit_hits: PlayLimitHits;
  play_limits: PlayLimits;
  player_notes: PlayerNotes;
  points_orders: PointsOrders;
  proof_failures: ProofFailures;
  rank_payouts: RankPayouts;
  reality_checks: RealityChecks;
  receiving_accounts: ReceivingAccounts;
  reward_counters: RewardCounters;
  reward_cursors: RewardCursors;
  reward_grants: RewardGrants;
  risk_signals: RiskSignals;
  risk_velocity_events: RiskVelocityEvents;
  safebox_passwords: SafeboxPasswords;
  sandbox_payments: SandboxPayments;
  sandbox_payouts: SandboxPayouts;
  seamless_transactions: SeamlessTransactions;
  sessions: Sessions;
  sign_in_days: SignInDays;
  slots_hack_best: SlotsHackBest;
  sms_codes: SmsCodes;
  sms_outbox: SmsOutbox;
  staff: Staff;
  staff_pending_sign_ins: StaffPendingSignIns;
  staff_recovery_codes: StaffRecoveryCodes;
  staff_requests: StaffRequests;
  staff_sessions: StaffSessions;
  startup_modals_shown: StartupModalsShown;
  test_clock: TestClock;
  throttle_counters: ThrottleCounters;
  used_challenges: UsedChallenges;
  user_ancestors: UserAncestors;
  user_social_accounts: UserSocialAccounts;
  users: Users;
  vip_standings: VipStandings;
  wagering: Wagering;
  withdrawal_players: WithdrawalPlayers;
  withdrawals: Withdrawals;
}
