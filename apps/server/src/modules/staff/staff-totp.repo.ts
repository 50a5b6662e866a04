import { sql } from 'kysely';
import type { Db } from '@/db/database';
import { asStaff, staffColumns } from './staff.repo';

/**
 * The second factor (ADR 0042): the pending sign-ins waiting for a code, the TOTP state of a
 * staff member and their recovery codes; the services hold the rules.
 */

/** What the second step needs of a pending sign-in's staff member, locked for the check. */
export const findPendingSignIn = async (db: Db, tokenHash: Buffer) => {
  const row = await db
    .selectFrom('staff_pending_sign_ins as p')
    .innerJoin('staff', 'staff.id', 'p.staff_id')
    .select([
      ...staffColumns,
      'staff.totp_secret',
      'staff.totp_enabled_at',
      'staff.totp_last_step',
      sql<boolean>`coalesce(staff.locked_until > now(), false)`.as('locked'),
    ])
    .where('p.token_hash', '=', tokenHash)
    .where('p.used_at', 'is', null)
    .where('p.expires_at', '>', sql<Date>`now()`)
    .where('staff.disabled_at', 'is', null)
    .forUpdate('staff')
    .executeTakeFirst();
  return row
    ? {
        ...asStaff(row),
        totpSecret: row.totp_secret,
        totpEnabled: row.totp_enabled_at !== null,
        lastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
        locked: row.locked,
      }
    : null;
};

export const insertPendingSignIn = (
  db: Db,
  input: { staffId: number; tokenHash: Buffer; seconds: number },
) =>
  db
    .insertInto('staff_pending_sign_ins')
    .values({
      token_hash: input.tokenHash,
      staff_id: input.staffId,
      expires_at: sql<Date>`now() + make_interval(secs => ${input.seconds})`,
    })
    .execute();

export const usePendingSignIn = (db: Db, tokenHash: Buffer) =>
  db
    .updateTable('staff_pending_sign_ins')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .execute();

/** Keeps a pending secret (enrolment not confirmed yet) or sets a new one; answers the secret. */
export const pendingTotpSecret = async (db: Db, staffId: number, fresh: string) => {
  const row = await db
    .updateTable('staff')
    .set({ totp_secret: sql<string>`coalesce(totp_secret, ${fresh})` })
    .where('id', '=', staffId)
    .where('totp_enabled_at', 'is', null)
    .returning('totp_secret')
    .executeTakeFirstOrThrow();
  return row.totp_secret!;
};

/** A wrong code: counted; the `maxFailures`th locks the account for `lockSeconds`. */
export const countWrongCode = async (
  db: Db,
  staffId: number,
  maxFailures: number,
  lockSeconds: number,
) => {
  const row = await db
    .updateTable('staff')
    .set({
      failed_codes: sql<number>`case when failed_codes + 1 >= ${maxFailures} then 0 else failed_codes + 1 end`,
      locked_until: sql<Date>`case when failed_codes + 1 >= ${maxFailures}
        then now() + make_interval(secs => ${lockSeconds}) else locked_until end`,
    })
    .where('id', '=', staffId)
    .returning(sql<boolean>`coalesce(locked_until > now(), false)`.as('locked'))
    .executeTakeFirstOrThrow();
  return row.locked;
};

/** A right code: the failures forgotten, the step remembered, enrolment confirmed. */
export const acceptCode = (db: Db, staffId: number, step: number | null) =>
  db
    .updateTable('staff')
    .set({
      failed_codes: 0,
      locked_until: null,
      totp_enabled_at: sql<Date>`coalesce(totp_enabled_at, now())`,
      ...(step === null ? {} : { totp_last_step: step }),
    })
    .where('id', '=', staffId)
    .execute();

/** Spends a recovery code; true when it was there and unused. */
export const spendRecoveryCode = async (db: Db, staffId: number, codeHash: Buffer) => {
  const row = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .returning('staff_id')
    .executeTakeFirst();
  return row !== undefined;
};

/** Replaces a staff member's recovery codes. */
export const replaceRecoveryCodes = async (db: Db, staffId: number, hashes: Buffer[]) => {
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  if (hashes.length > 0)
    await db
      .insertInto('staff_recovery_codes')
      .values(hashes.map((code_hash) => ({ staff_id: staffId, code_hash })))
      .execute();
};

export const recoveryCodesLeft = async (db: Db, staffId: number) => {
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/**
 * Sets (a known secret, sealed; confirmed unless told otherwise) or clears a staff member's TOTP
 * and recovery codes.
 */
export const setTotp = async (
  db: Db,
  staffId: number,
  secret: string | null,
  options: { confirmed: boolean } = { confirmed: true },
) => {
  await db
    .updateTable('staff')
    .set({
      totp_secret: secret,
      totp_enabled_at: secret === null || !options.confirmed ? null : sql<Date>`now()`,
      totp_last_step: null,
      failed_codes: 0,
      locked_until: null,
    })
    .where('id', '=', staffId)
    .execute();
  await replaceRecoveryCodes(db, staffId, []);
};
