import { sql, type Kysely } from 'kysely';

/**
 * Staff TOTP secrets are sealed with STAFF_TOTP_KEY (modules/staff/totp-secret-box.ts): the
 * column takes the sealed form `v1.<iv>.<tag>.<ciphertext>`. The plain base32 form stays
 * allowed for the secrets stored before, which the server seals at its next start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table staff
      drop constraint staff_totp_secret_check,
      add constraint staff_totp_secret_check check (
        totp_secret ~ '^v1\\.[A-Za-z0-9_-]{16}\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]+$'
        or totp_secret ~ '^[A-Z2-7]{32}$'
      )
  `.execute(db);
  await sql`
    comment on column staff.totp_secret is
      'The TOTP secret sealed with STAFF_TOTP_KEY (AES-256-GCM, the staff id as additional data); plain base32 only until the next start seals it.'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table staff
      drop constraint staff_totp_secret_check,
      add constraint staff_totp_secret_check check (totp_secret ~ '^[A-Z2-7]{32}$') not valid
  `.execute(db);
}
