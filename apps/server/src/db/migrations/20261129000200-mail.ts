import { sql, type Kysely } from 'kysely';
import { createFunctions } from '../sql-functions';

/**
 * Mail (docs/rewards/mail.md, ADR 0036):
 * - `mail_broadcasts`: an operator's message to every player or a segment, stored once, with an
 *   optional attachment, a start and an expiry;
 * - `mail`: a player's inbox. A system mail is a row the engine's mail rule writes from an event
 *   (a template and its params, no prose); a broadcast's copy is a row made the first time the
 *   player opens the inbox while it is live, never ahead for every player. `source_key` is unique
 *   per player (`welcome`, `deposit:<orderNo>`, `b:<broadcast id>` …), so a mail exists once
 *   however often it is made; a deleted mail keeps its row (`deleted_at`) so a broadcast is never
 *   copied to that player again;
 * - the outbox's `withdrawal.paid` and `withdrawal.refused`, from a trigger on `withdrawals`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mail_broadcasts (
      id bigserial primary key,
      title text not null check (char_length(title) between 1 and 80),
      body text not null check (char_length(body) between 1 and 2000),
      awards jsonb check (awards is null or jsonb_array_length(awards) > 0),
      vip_min int check (vip_min >= 0),
      vip_max int check (vip_max >= 0 and vip_max >= coalesce(vip_min, 0)),
      registered_from timestamptz,
      registered_to timestamptz check (registered_to > registered_from),
      deposited boolean,
      starts_at timestamptz not null,
      expires_at timestamptz not null check (expires_at > starts_at),
      created_by text not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index mail_broadcasts_live on mail_broadcasts (expires_at, starts_at)`.execute(
    db,
  );
  await sql`
    create table mail (
      id bigserial primary key,
      user_id bigint not null references users (id),
      source_key text not null,
      template text,
      params jsonb not null default '{}',
      broadcast_id bigint references mail_broadcasts (id),
      awards jsonb check (awards is null or jsonb_array_length(awards) > 0),
      sent_at timestamptz not null,
      expires_at timestamptz,
      read_at timestamptz,
      claimed_at timestamptz,
      grant_id bigint references reward_grants (id),
      deleted_at timestamptz,
      constraint mail_source unique (user_id, source_key),
      check ((template is null) <> (broadcast_id is null)),
      check ((claimed_at is null) = (grant_id is null)),
      check (grant_id is null or awards is not null)
    )
  `.execute(db);
  await sql`create index mail_inbox on mail (user_id, id desc) where deleted_at is null`.execute(
    db,
  );
  // The operator's count of a broadcast's copies and claims.
  await sql`
    create index mail_broadcast on mail (broadcast_id) where broadcast_id is not null
  `.execute(db);
  // The red dots' reads: a player's unread mails and unclaimed attachments, a few index entries.
  await sql`
    create index mail_unread on mail (user_id) where read_at is null and deleted_at is null
  `.execute(db);
  await sql`
    create index mail_unclaimed on mail (user_id, expires_at)
    where awards is not null and claimed_at is null and deleted_at is null
  `.execute(db);
  for (const [table, column, text] of [
    [
      'mail',
      'source_key',
      'What made it, unique per player: welcome, deposit:<orderNo>, b:<broadcast id> …',
    ],
    [
      'mail',
      'template',
      "A system mail's template (the app words it); null for a broadcast's copy.",
    ],
    ['mail', 'params', "The template's values (amounts in hundredths)."],
    [
      'mail',
      'awards',
      'The attachment: [{ propId, count }], claimed once through the rewards engine.',
    ],
    [
      'mail',
      'grant_id',
      "The attachment's grant (activity mail), made and claimed in one transaction.",
    ],
    ['mail_broadcasts', 'awards', 'The attachment every copy carries: [{ propId, count }].'],
    ['mail_broadcasts', 'vip_min', 'The segment: VIP level at least (null: any).'],
    ['mail_broadcasts', 'registered_from', 'The segment: registered at or after (null: any).'],
    ['mail_broadcasts', 'registered_to', 'The segment: registered before (null: any).'],
    [
      'mail_broadcasts',
      'deposited',
      'The segment: has deposited (true), never has (false), either (null).',
    ],
  ] as const) {
    await sql`comment on column ${sql.ref(`${table}.${column}`)} is ${sql.lit(text)}`.execute(db);
  }

  await createFunctions(db, ['publish_withdrawal_settled']);
  await sql`
    create trigger withdrawals_publish_settled after update of status on withdrawals
    for each row
    when (new.status in ('paid', 'rejected', 'failed') and old.status is distinct from new.status)
    execute function publish_withdrawal_settled()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger withdrawals_publish_settled on withdrawals`.execute(db);
  await sql`drop function publish_withdrawal_settled()`.execute(db);
  await sql`drop table mail`.execute(db);
  await sql`drop table mail_broadcasts`.execute(db);
}
