import { sql, type Kysely } from 'kysely';

/**
 * The composer's mail to one player with an attachment (docs/console.md "Mail composer"): like a
 * broadcast, it waits for a second member past its sender's budget, so its one copy is made when
 * the player opens the inbox once it is live and not pending, as a broadcast's copies are. The
 * open reads that player's own rows by this index (the live broadcasts to a segment keep theirs,
 * `mail_broadcasts_live`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index mail_broadcasts_to_player on mail_broadcasts (user_id, expires_at)
    where user_id is not null and cancelled_at is null
  `.execute(db);
  await sql`
    comment on column mail_broadcasts.user_id is
      'A mail to one player: words only (mailSend) copied when sent, or from the composer copied on their inbox''s open once live and approved; null for a broadcast to a segment.'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index mail_broadcasts_to_player`.execute(db);
  await sql`
    comment on column mail_broadcasts.user_id is
      'A mail to one player (mailSend): its copy is made when sent; null for a broadcast to a segment.'
  `.execute(db);
}
