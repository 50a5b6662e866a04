import { sql, type Kysely } from 'kysely';

/**
 * Money out needs a reason to trust (docs/rules.md "Withdrawals", issue 30): a withdrawal held
 * for review keeps the named reasons it was held for (`[{ code, detail }]`), which the console's
 * review queue shows; and a receiving account is found by its bank and number across players in
 * one indexed read (the shared payout account rule).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table withdrawals add column hold_reasons jsonb not null default '[]'::jsonb
  `.execute(db);
  await sql`
    comment on column withdrawals.hold_reasons is
      'Why the order went to review, as [{code, detail}] (empty when it was approved at once).'
  `.execute(db);
  await sql`
    create index receiving_accounts_payee_idx on receiving_accounts (bank_id, account_no)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index receiving_accounts_payee_idx`.execute(db);
  await sql`alter table withdrawals drop column hold_reasons`.execute(db);
}
