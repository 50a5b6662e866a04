import { sql, type Kysely } from 'kysely';

/**
 * What a column means where it is not plain from its name, kept in the database: kysely-codegen
 * writes these comments into the generated types (db/schema.generated.ts), and psql's `\d+`
 * shows them. Comments change no data and no plan.
 */
const comments: readonly (readonly [table: string, column: string, text: string])[] = [
  ['users', 'mobile', 'E.164.'],
  ['users', 'mobile_verified', 'False for phones registered by phoneNoOtp (no SMS proved them).'],
  ['users', 'password_hash', 'argon2id (PHC string).'],
  ['users', 'pid', 'The inviter.'],
  ['users', 'aid', 'The top of the inviter chain, 0 for none.'],
  [
    'sms_codes',
    'prefix',
    'The number without its last four digits: send limits per range of numbers.',
  ],
  ['sms_codes', 'code_hash', 'SHA-256 of `<id>:<code>`; the code itself is never stored.'],
  [
    'password_failures',
    'identity',
    '`account:<name>` or `mobile:<E.164>`: known or not, so a lockout reveals nothing.',
  ],
  [
    'password_failures',
    'locked_until',
    'Past the free tries: no try before this (the growing delay).',
  ],
  [
    'throttle_counters',
    'key',
    'What an anonymous caller spent, by key (`pw-ip:<ip>`, `sms-device:<fingerprint>` …), per window.',
  ],
  [
    'proof_failures',
    'counting_until',
    "A player's wrong proofs (password asked again, safebox PIN) count until then.",
  ],
  ['used_challenges', 'signature', 'A solved proof-of-work challenge: a solution serves once.'],
  ['sessions', 'token_hash', 'SHA-256 of the raw token; the raw token is never stored.'],
  ['app_config', 'revision', '1, 2, 3 … one row per saved version; the highest is current.'],
  [
    'sms_outbox',
    'mobile',
    'E.164. What the sandbox SMS provider sent, read back by the dev endpoint smsOutbox.',
  ],
  ['ledger_accounts', 'user_id', "Null for the house's accounts."],
  [
    'ledger_transfers',
    'request_hash',
    "SHA-256 of the transfer's fields: a key reused for other fields is refused.",
  ],
  ['receiving_accounts', 'account_no', 'In full (payouts need it); masked in every answer.'],
  ['withdrawals', 'bank_id', 'The payee as it was at request time (bank and account columns).'],
  [
    'withdrawals',
    'next_check_at',
    'When the next payout status query is due; a run finding one in the future adds none.',
  ],
  ['deposit_orders', 'currency', 'ISO 4217, as the provider is asked to charge it.'],
  [
    'deposit_orders',
    'client_key',
    "The client's idempotency key of the recharge call, UNIQUE per player.",
  ],
  [
    'deposit_orders',
    'channel_bonus_bp',
    "The channel's bonus when the order was made (basis points).",
  ],
  ['deposit_orders', 'closed_at', 'When it became failed or expired.'],
  [
    'deposit_orders',
    'checked_at',
    "When the provider's status was last asked for (reconciliation).",
  ],
  [
    'deposit_orders',
    'take_bonus',
    "The player asked for the deposit's bonus (it locks the deposit with it).",
  ],
  [
    'deposit_orders',
    'checkout_id',
    "The provider's id of the order's hosted checkout, for its status query.",
  ],
  [
    'deposit_totals',
    'channel_bonus_today',
    'Channel bonus granted on channel_bonus_day (UTC), for its daily cap.',
  ],
  ['deposit_events', 'source', 'webhook | status_query'],
  [
    'game_sessions',
    'wager_weight_bp',
    "The game's weight toward wagering (bp) when the session opened.",
  ],
  ['game_sessions', 'max_bet', "The game's maximum bet when the session opened (0: none)."],
  ['game_rounds', 'funded_by', "The player's account its bets came from, and wins go to."],
  ['game_rounds', 'valid_bet', "Its bets' valid amount (weighted by risk)."],
  ['seamless_transactions', 'valid_bet', "A debit's valid amount."],
  ['seamless_transactions', 'counted_for', 'The open bonus whose wagering the debit worked off.'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column, text] of comments) {
    await sql`comment on column ${sql.ref(`${table}.${column}`)} is ${sql.lit(text)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of comments) {
    await sql`comment on column ${sql.ref(`${table}.${column}`)} is null`.execute(db);
  }
}
