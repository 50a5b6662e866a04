import { sql, type Kysely } from 'kysely';

/**
 * Clicks of shared invite links (docs/rewards/sharing.md): one row per inviter
 * and device, so a device opening the same link again, or thirty times at once, counts once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table invite_clicks (
      inviter_id bigint not null references users (id),
      fingerprint text not null check (length(fingerprint) between 1 and 128),
      created_at timestamptz not null default now(),
      primary key (inviter_id, fingerprint)
    )
  `.execute(db);
  await sql`
    comment on table invite_clicks is
      'A device (the fingerprint header) that opened an inviter''s shared link, once per pair.'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table invite_clicks`.execute(db);
}
