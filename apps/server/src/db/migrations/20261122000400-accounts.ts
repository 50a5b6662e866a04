import { sql, type Kysely } from 'kysely';

/**
 * Accounts: sign-in identities on users (account name, phone, password hash), the inviter chain,
 * linked social accounts, SMS codes (hashed), password-failure counters for the lockout, device
 * details on sessions and the operator's editable settings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column account text unique,
      add column mobile text unique,
      add column mobile_verified boolean not null default false,
      add column password_hash text,
      add column password_changed_at timestamptz,
      add column account_type smallint not null default 2,
      add column avatar text not null default 'a1',
      add column avatar_other text not null default '',
      add column has_kyc boolean not null default false,
      add column pid bigint references users (id),
      add column aid bigint not null default 0,
      add column invite_code text not null unique
        default upper(substr(md5(random()::text || clock_timestamp()::text), 1, 10))
  `.execute(db);
  await sql`create index users_pid_idx on users (pid) where pid is not null`.execute(db);

  await sql`
    create table user_social_accounts (
      id bigserial primary key,
      user_id bigint not null references users (id) on delete cascade,
      provider smallint not null,
      subject text not null,
      name text not null default '',
      email text,
      created_at timestamptz not null default now(),
      unique (provider, subject),
      unique (user_id, provider)
    )
  `.execute(db);

  await sql`
    create table sms_codes (
      id bigserial primary key,
      mobile text not null,
      prefix text not null,
      purpose smallint not null,
      code_hash bytea not null,
      attempts smallint not null default 0,
      ip inet,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      consumed_at timestamptz
    )
  `.execute(db);
  await sql`create index sms_codes_mobile_idx on sms_codes (mobile, created_at desc)`.execute(db);
  await sql`create index sms_codes_prefix_idx on sms_codes (prefix, created_at)`.execute(db);
  await sql`create index sms_codes_ip_idx on sms_codes (ip, created_at) where ip is not null`.execute(
    db,
  );

  await sql`
    create table password_failures (
      identity text primary key,
      failures integer not null,
      first_failed_at timestamptz not null,
      locked_until timestamptz
    )
  `.execute(db);

  await sql`
    alter table sessions
      add column device_os text,
      add column device_model text,
      add column messaging_token text
  `.execute(db);

  await sql`
    create table operator_settings (
      key text primary key,
      value jsonb not null,
      updated_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table operator_settings`.execute(db);
  await sql`
    alter table sessions
      drop column device_os, drop column device_model, drop column messaging_token
  `.execute(db);
  await sql`drop table password_failures`.execute(db);
  await sql`drop table sms_codes`.execute(db);
  await sql`drop table user_social_accounts`.execute(db);
  await sql`
    alter table users
      drop column account, drop column mobile, drop column mobile_verified,
      drop column password_hash, drop column password_changed_at, drop column account_type,
      drop column avatar, drop column avatar_other, drop column has_kyc, drop column pid,
      drop column aid, drop column invite_code
  `.execute(db);
}
