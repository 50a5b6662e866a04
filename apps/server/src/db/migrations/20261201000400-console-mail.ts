import { sql, type Kysely } from 'kysely';

/**
 * The console's mail composer (docs/console.md "Mail composer"):
 * - `user_id`: a mail to one player (`mailSend`) is a broadcast row naming them, its one copy
 *   made when it is sent; the copying of broadcasts on an inbox's open skips these rows;
 * - `cancelled_at`, `cancelled_by`: a scheduled broadcast cancelled before it started is copied
 *   to no one (the row stays for the record).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table mail_broadcasts
      add column user_id bigint references users (id),
      add column cancelled_at timestamptz,
      add column cancelled_by text,
      add constraint mail_broadcasts_cancelled check ((cancelled_at is null) = (cancelled_by is null))
  `.execute(db);
  await sql`comment on column mail_broadcasts.user_id is 'A mail to one player (mailSend): its copy is made when sent; null for a broadcast to a segment.'`.execute(
    db,
  );
  await sql`comment on column mail_broadcasts.cancelled_at is 'Cancelled before it started: copied to no one.'`.execute(
    db,
  );
  // What an inbox's open scans: the live broadcasts to a segment, not the mails to one player.
  await sql`drop index mail_broadcasts_live`.execute(db);
  await sql`
    create index mail_broadcasts_live on mail_broadcasts (expires_at, starts_at)
    where user_id is null and cancelled_at is null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index mail_broadcasts_live`.execute(db);
  await sql`
    alter table mail_broadcasts
      drop column user_id, drop column cancelled_at, drop column cancelled_by
  `.execute(db);
  await sql`create index mail_broadcasts_live on mail_broadcasts (expires_at, starts_at)`.execute(
    db,
  );
}
