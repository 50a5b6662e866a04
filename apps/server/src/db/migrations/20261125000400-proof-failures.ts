import { sql, type Kysely } from 'kysely';

/**
 * One counter of wrong proofs per player (docs/security.md "Proofs"): the sign-in password asked
 * again before money or credentials change (a receiving account, a withdrawal, a new password)
 * and the safebox PIN share it, so guesses spread over several calls still meet one limit. It
 * was the withdrawal row's before; the counts running now move over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table proof_failures (
      user_id bigint primary key references users (id) on delete cascade,
      failures integer not null,
      counting_until timestamptz not null
    )
  `.execute(db);
  await sql`
    insert into proof_failures (user_id, failures, counting_until)
    select user_id, wrong_proofs, wrong_proofs_until from withdrawal_players
    where wrong_proofs > 0 and wrong_proofs_until > now()
  `.execute(db);
  await sql`
    alter table withdrawal_players drop column wrong_proofs, drop column wrong_proofs_until
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table withdrawal_players
      add column wrong_proofs integer not null default 0,
      add column wrong_proofs_until timestamptz
  `.execute(db);
  await sql`drop table proof_failures`.execute(db);
}
