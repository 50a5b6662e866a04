import { sql, type Kysely } from 'kysely';

// Every SMS the sandbox provider "sends": nothing leaves the server, and the dev endpoint
// smsOutbox reads a number's messages back (newest first, hence the index).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sms_outbox (
      id bigserial primary key,
      mobile text not null,
      purpose smallint not null,
      text text not null,
      code text not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);

  await sql`
    create index sms_outbox_mobile_created_idx on sms_outbox (mobile, created_at desc)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sms_outbox`.execute(db);
}
