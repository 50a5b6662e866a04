import { sql, type Kysely } from 'kysely';

/**
 * Four eyes on the value mail creates (docs/console.md "Mail composer", docs/rewards/mail.md):
 * - `requested_by`: the staff member who sent the broadcast (null: the ops CLI, the dev route);
 * - `coin_total`: the coin it creates, hundredths: the coin of one copy × the players its segment
 *   reached when it was sent (what the member's budget of value created alone counts);
 * - `approval`: `alone` (sent within the budget, no second member), `pending` (copied to no one
 *   until another member decides), `approved`, `refused`; with who decided, when, and why.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table mail_broadcasts
      add column requested_by bigint,
      add column coin_total bigint not null default 0 check (coin_total >= 0),
      add column approval text not null default 'alone'
        check (approval in ('alone', 'pending', 'approved', 'refused')),
      add column decided_by bigint,
      add column decided_by_name text,
      add column decided_at timestamptz,
      add column refuse_reason text,
      add constraint mail_broadcasts_decided
        check ((approval in ('approved', 'refused')) = (decided_at is not null))
  `.execute(db);
  // A member's broadcasts sent alone in the window (their budget), and the approval queue.
  await sql`
    create index mail_broadcasts_alone on mail_broadcasts (requested_by, created_at)
    where approval = 'alone' and requested_by is not null
  `.execute(db);
  await sql`
    create index mail_broadcasts_pending on mail_broadcasts (id) where approval = 'pending'
  `.execute(db);
  for (const [column, text] of [
    ['requested_by', 'The staff member who sent it (null: the ops CLI).'],
    ['coin_total', 'The coin it creates, hundredths: one copy × the segment size when sent.'],
    ['approval', 'alone, pending (copied to no one), approved or refused by a second member.'],
  ] as const)
    await sql`comment on column ${sql.ref(`mail_broadcasts.${column}`)} is ${sql.lit(text)}`.execute(
      db,
    );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index mail_broadcasts_pending`.execute(db);
  await sql`drop index mail_broadcasts_alone`.execute(db);
  await sql`
    alter table mail_broadcasts
      drop constraint mail_broadcasts_decided,
      drop column requested_by, drop column coin_total, drop column approval,
      drop column decided_by, drop column decided_by_name, drop column decided_at,
      drop column refuse_reason
  `.execute(db);
}
