import { sql, type Kysely } from 'kysely';
import { createFunctions } from '../sql-functions';

/**
 * The console's Players tool (docs/console.md "Players"):
 * - `users.locked_at`, `locked_reason`: a locked account; a trigger refuses a new session for it,
 *   waiting on the user's row, so a sign-in racing the lock either ends with the lock's
 *   revocation or is refused;
 * - `users_nickname_prefix`: search by the start of a nickname, case-insensitive;
 * - `player_notes`: staff notes on a player, with their author;
 * - `balance_adjustments`: manual changes of a player's coin, posted through the ledger at once
 *   or, above the four-eyes threshold, pending until another staff member decides.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column locked_at timestamptz,
      add column locked_reason text check (length(locked_reason) <= 500),
      add constraint users_locked_reason check ((locked_at is null) = (locked_reason is null))
  `.execute(db);
  await sql`comment on column users.locked_at is 'When staff locked the account; null while open.'`.execute(
    db,
  );
  await sql`
    create index users_nickname_prefix on users (lower(nickname) text_pattern_ops, id)
  `.execute(db);
  await createFunctions(db, ['sessions_refuse_locked_user']);
  await sql`
    create trigger sessions_refuse_locked_user before insert on sessions
    for each row execute function sessions_refuse_locked_user()
  `.execute(db);

  await sql`
    create table player_notes (
      id bigserial primary key,
      user_id bigint not null references users (id),
      staff_id bigint not null references staff (id),
      staff_name text not null,
      text text not null check (length(text) between 1 and 2000),
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index player_notes_user on player_notes (user_id, id desc)`.execute(db);
  await sql`comment on table player_notes is 'Staff notes on a player (staff_name: as it was then).'`.execute(
    db,
  );

  await sql`
    create table balance_adjustments (
      id bigserial primary key,
      user_id bigint not null references users (id),
      amount bigint not null check (amount <> 0),
      reason text not null check (length(reason) between 1 and 500),
      status text not null check (status in ('pending', 'posted', 'refused')),
      requested_by bigint not null references staff (id),
      requested_by_name text not null,
      decided_by bigint references staff (id),
      decided_by_name text,
      decided_at timestamptz,
      refuse_reason text check (length(refuse_reason) <= 500),
      transfer_id bigint references ledger_transfers (id),
      created_at timestamptz not null default now(),
      check ((status = 'posted') = (transfer_id is not null)),
      check ((status = 'pending') = (decided_at is null))
    )
  `.execute(db);
  await sql`create index balance_adjustments_status on balance_adjustments (status, id desc)`.execute(
    db,
  );
  await sql`create index balance_adjustments_user on balance_adjustments (user_id, id desc)`.execute(
    db,
  );
  // What one member posted alone lately (the four-eyes budget adds it up at each request).
  await sql`
    create index balance_adjustments_posted_alone on balance_adjustments (requested_by, decided_at)
      where status = 'posted'
  `.execute(db);
  await sql`
    comment on table balance_adjustments is
      'Manual changes of a player''s coin (+ credit, − debit): posted through the ledger (transfer_id), or pending a second staff member above the four-eyes threshold, or refused.'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table balance_adjustments`.execute(db);
  await sql`drop table player_notes`.execute(db);
  await sql`drop trigger sessions_refuse_locked_user on sessions`.execute(db);
  await sql`drop function sessions_refuse_locked_user()`.execute(db);
  await sql`drop index users_nickname_prefix`.execute(db);
  await sql`
    alter table users
      drop constraint users_locked_reason, drop column locked_reason, drop column locked_at
  `.execute(db);
}
