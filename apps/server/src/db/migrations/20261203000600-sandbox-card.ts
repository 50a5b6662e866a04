import { sql, type Kysely } from 'kysely';

/**
 * The sandbox provider gives a payment-method fingerprint, as a card provider does (issue 30:
 * the risk desk links accounts that paid with one card): the card a sandbox payment was made
 * with, when the payer named one. The webhook carries only its fingerprint.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sandbox_payments add column card text`.execute(db);
  await sql`
    comment on column sandbox_payments.card is
      'The test card number the payer named (the sandbox development endpoint), null for none; the webhook sends its fingerprint.'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sandbox_payments drop column card`.execute(db);
}
