import { sql, type Kysely } from 'kysely';
import { createFunctions } from '../sql-functions';

/**
 * Data rights (docs/player-protection.md "Data rights", ADR 0074):
 * - `users.closed_at`, `closed_by`, `closed_reason`: an account staff closed on the player's
 *   request; a trigger refuses it a new session (errcode 1750), as the lock's does (ADR 0044);
 * - `users.erased_at`: when its personal data was erased (the row stays under a pseudonym, so
 *   the ledger and the rounds keep their owner);
 * - `data_export_marks`: a player's last data export, one row each (the export's rate limit).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column closed_at timestamptz,
      add column closed_by bigint references staff (id),
      add column closed_reason text check (length(closed_reason) <= 500),
      add column erased_at timestamptz,
      add constraint users_closed_reason check ((closed_at is null) = (closed_reason is null)),
      add constraint users_erased_closed check (erased_at is null or closed_at is not null)
  `.execute(db);
  await sql`
    comment on column users.closed_at is
      'When staff closed the account on the player''s request; null while open. A closed account gets no session.'
  `.execute(db);
  await sql`
    comment on column users.erased_at is
      'When the closed account''s personal data was erased (the row kept under a pseudonym).'
  `.execute(db);
  await createFunctions(db, ['sessions_refuse_closed_user']);
  await sql`
    create trigger sessions_refuse_closed_user before insert on sessions
    for each row execute function sessions_refuse_closed_user()
  `.execute(db);
  await sql`
    create table data_export_marks (
      user_id bigint primary key references users (id),
      last_at timestamptz not null,
      exports integer not null default 1
    )
  `.execute(db);
  await sql`
    comment on table data_export_marks is
      'A player''s last data export (exportMyData): one export per dataRights.exportEveryMinutes.'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table data_export_marks`.execute(db);
  await sql`drop trigger sessions_refuse_closed_user on sessions`.execute(db);
  await sql`drop function sessions_refuse_closed_user()`.execute(db);
  await sql`
    alter table users
      drop constraint users_erased_closed,
      drop constraint users_closed_reason,
      drop column erased_at,
      drop column closed_reason,
      drop column closed_by,
      drop column closed_at
  `.execute(db);
}
