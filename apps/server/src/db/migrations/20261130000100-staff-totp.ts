import { sql, type Kysely } from 'kysely';

/**
 * The console's second factor (ADR 0042, docs/console.md "Two-factor sign-in"):
 * - `staff` gains its TOTP secret (base32, server-side only; confirmed once totp_enabled_at is
 *   set), the last time step a code was accepted at (a code is good once), and the count of
 *   wrong codes with the lock they lead to;
 * - `staff_recovery_codes`: one-time codes by their SHA-256, each spent once;
 * - `staff_pending_sign_ins`: a password that was right, waiting for its second factor: the
 *   token the answer carries, by its SHA-256, good for a few minutes and once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table staff
      add column totp_secret text check (totp_secret ~ '^[A-Z2-7]{32}$'),
      add column totp_enabled_at timestamptz,
      add column totp_last_step bigint,
      add column failed_codes int not null default 0 check (failed_codes >= 0),
      add column locked_until timestamptz,
      add constraint staff_totp_enabled_has_secret
        check (totp_enabled_at is null or totp_secret is not null)
  `.execute(db);
  await sql`
    create table staff_recovery_codes (
      staff_id bigint not null references staff (id),
      code_hash bytea not null,
      used_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (staff_id, code_hash)
    )
  `.execute(db);
  await sql`
    comment on table staff_recovery_codes is
      'One-time recovery codes of a staff member''s second factor, by SHA-256; used_at spends one.'
  `.execute(db);
  await sql`
    create table staff_pending_sign_ins (
      token_hash bytea primary key,
      staff_id bigint not null references staff (id),
      expires_at timestamptz not null,
      used_at timestamptz
    )
  `.execute(db);
  await sql`create index staff_pending_sign_ins_staff on staff_pending_sign_ins (staff_id)`.execute(
    db,
  );
  await sql`
    comment on table staff_pending_sign_ins is
      'A right password waiting for its TOTP code (or enrolment): no session before the second factor.'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table staff_pending_sign_ins`.execute(db);
  await sql`drop table staff_recovery_codes`.execute(db);
  await sql`
    alter table staff
      drop constraint staff_totp_enabled_has_secret,
      drop column totp_secret,
      drop column totp_enabled_at,
      drop column totp_last_step,
      drop column failed_codes,
      drop column locked_until
  `.execute(db);
}
