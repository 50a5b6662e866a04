import { sql, type Kysely } from 'kysely';

/**
 * Four eyes between people, not accounts (docs/console.md "Four eyes"): each member records who
 * made them and who last gave them their role, and when, so a member the requester made or
 * promoted lately cannot approve the requester's requests; and a member holding `ledger`,
 * `mail.broadcast` or `staff` is made, or given such a role, only when a second admin approves
 * the request stored here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table staff
      add column created_by bigint references staff (id),
      add column role_changed_by bigint references staff (id),
      add column role_changed_at timestamptz
  `.execute(db);
  await sql`
    comment on column staff.created_by is
      'The member who asked for this account (null: made by the ops CLI, the server or before this was kept).'
  `.execute(db);
  await sql`
    comment on column staff.role_changed_by is
      'The member who last asked for this member''s role to change (null: never changed, or by the ops CLI).'
  `.execute(db);
  await sql`
    comment on column staff.role_changed_at is 'When the role last changed (the lobby''s clock).'
  `.execute(db);
  await sql`
    create table staff_requests (
      id bigserial primary key,
      kind text not null check (kind in ('create', 'role')),
      email text not null check (email = lower(email) and length(email) between 3 and 254),
      name text not null check (length(name) between 1 and 64),
      role text not null check (role in ('admin', 'finance', 'support', 'marketing', 'auditor')),
      staff_id bigint references staff (id),
      password_hash text,
      status text not null default 'pending' check (status in ('pending', 'approved', 'refused')),
      requested_by bigint not null references staff (id),
      requested_by_name text not null,
      decided_by bigint references staff (id),
      decided_by_name text,
      decided_at timestamptz,
      refuse_reason text check (length(refuse_reason) <= 500),
      created_at timestamptz not null default now(),
      check (kind = 'create' or staff_id is not null),
      check (status = 'pending' or decided_by is not null),
      check (status = 'pending' or password_hash is null)
    )
  `.execute(db);
  await sql`
    comment on table staff_requests is
      'A privileged member asked for (made, or given a role holding ledger, mail.broadcast or staff), waiting for a second admin.'
  `.execute(db);
  await sql`
    comment on column staff_requests.password_hash is
      'The new member''s password (argon2id) until the request is decided; never kept after.'
  `.execute(db);
  await sql`
    create unique index staff_requests_one_pending on staff_requests (email) where status = 'pending'
  `.execute(db);
  await sql`create index staff_requests_by_status on staff_requests (status, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table staff_requests`.execute(db);
  await sql`
    alter table staff
      drop column created_by,
      drop column role_changed_by,
      drop column role_changed_at
  `.execute(db);
}
