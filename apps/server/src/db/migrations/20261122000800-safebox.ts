import { sql, type Kysely } from 'kysely';

/** The safebox password (argon2id), set once, changed with an SMS code. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table safebox_passwords (
      user_id bigint primary key references users (id),
      password_hash text not null,
      updated_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table safebox_passwords`.execute(db);
}
