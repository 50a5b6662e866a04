import { sql } from 'kysely';
import type { StaffRole } from '@lobby/contract/values/console';
import type { Db } from '@/db/database';

/** Staff and their console sessions (docs/console.md); the service holds the rules. */

export interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

const staffColumns = ['staff.id', 'staff.email', 'staff.name', 'staff.role'] as const;

const asStaff = (row: { id: string | number; email: string; name: string; role: string }) => ({
  id: Number(row.id),
  email: row.email,
  name: row.name,
  role: row.role as StaffRole,
});

/** Creates a staff member, or (`replace`) sets the name, role and password of the email's. */
export const upsertStaff = async (
  db: Db,
  input: { email: string; name: string; role: StaffRole; passwordHash: string },
  replace: boolean,
): Promise<StaffRow | null> => {
  const query = db.insertInto('staff').values({
    email: input.email,
    name: input.name,
    role: input.role,
    password_hash: input.passwordHash,
  });
  const row = await (
    replace
      ? query.onConflict((c) =>
          c.column('email').doUpdateSet({
            name: input.name,
            role: input.role,
            password_hash: input.passwordHash,
            disabled_at: null,
          }),
        )
      : query.onConflict((c) => c.column('email').doNothing())
  )
    .returning(['id', 'email', 'name', 'role'])
    .executeTakeFirst();
  return row ? asStaff(row) : null;
};

/** A staff member by email (disabled too), locked until the transaction ends; or null. */
export const lockStaffByEmail = async (db: Db, email: string) => {
  const row = await db
    .selectFrom('staff')
    .select([...staffColumns, 'staff.disabled_at'])
    .where('email', '=', email)
    .forUpdate()
    .executeTakeFirst();
  return row ? { ...asStaff(row), disabled: row.disabled_at !== null } : null;
};

/** An enabled staff member by email, with the password hash to verify and the TOTP state. */
export const findStaffForSignIn = async (db: Db, email: string) => {
  const row = await db
    .selectFrom('staff')
    .select([
      ...staffColumns,
      'staff.password_hash',
      'staff.totp_enabled_at',
      sql<boolean>`coalesce(staff.locked_until > now(), false)`.as('locked'),
    ])
    .where('email', '=', email)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row
    ? {
        ...asStaff(row),
        passwordHash: row.password_hash,
        totpEnabled: row.totp_enabled_at !== null,
        locked: row.locked,
      }
    : null;
};

export const listStaff = async (db: Db) =>
  (
    await db
      .selectFrom('staff')
      .select([...staffColumns, 'staff.disabled_at'])
      .orderBy('id')
      .execute()
  ).map((row) => ({ ...asStaff(row), disabled: row.disabled_at !== null }));

export const insertStaffSession = (
  db: Db,
  input: {
    staffId: number;
    tokenHash: Buffer;
    ip: string | null;
    userAgent: string | null;
    maxSeconds: number;
  },
) =>
  db
    .insertInto('staff_sessions')
    .values({
      staff_id: input.staffId,
      token_hash: input.tokenHash,
      ip: input.ip,
      user_agent: input.userAgent,
      expires_at: sql<Date>`now() + make_interval(secs => ${input.maxSeconds})`,
    })
    .returning(['id', sql<number>`extract(epoch from expires_at)::bigint`.as('expires_at')])
    .executeTakeFirstOrThrow();

/**
 * The live session of a token's hash and its staff member, and its use noted: a session lives
 * until its expiry, and no longer than `idleSeconds` after its last use (one statement).
 */
export const touchLiveStaffSession = async (db: Db, tokenHash: Buffer, idleSeconds: number) => {
  const { rows } = await sql<{
    session_id: string;
    expires_at: string;
    id: string;
    email: string;
    name: string;
    role: string;
  }>`
    with live as (
      update staff_sessions s set last_seen_at = now()
      from staff
      where s.token_hash = ${tokenHash} and staff.id = s.staff_id
        and s.ended_at is null and s.expires_at > now()
        and s.last_seen_at > now() - make_interval(secs => ${idleSeconds})
        and staff.disabled_at is null
      returning s.id as session_id, extract(epoch from s.expires_at)::bigint as expires_at,
        staff.id, staff.email, staff.name, staff.role
    )
    select * from live
  `.execute(db);
  const row = rows[0];
  return row
    ? { sessionId: Number(row.session_id), expiresAt: Number(row.expires_at), staff: asStaff(row) }
    : null;
};

export const endStaffSession = (db: Db, sessionId: number) =>
  db
    .updateTable('staff_sessions')
    .set({ ended_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();

/** Ends every session of a staff member (disabled, or their password changed). */
export const endSessionsOfStaff = (db: Db, staffId: number) =>
  db
    .updateTable('staff_sessions')
    .set({ ended_at: sql<Date>`now()` })
    .where('staff_id', '=', staffId)
    .where('ended_at', 'is', null)
    .execute();

// ---- the second factor (ADR 0042) ----

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

// ---- management ----

const memberColumns = [
  ...staffColumns,
  'staff.disabled_at',
  'staff.totp_enabled_at',
  sql<number>`extract(epoch from staff.created_at)::bigint`.as('created_epoch'),
] as const;

const asMember = (row: {
  id: string | number;
  email: string;
  name: string;
  role: string;
  disabled_at: Date | null;
  totp_enabled_at: Date | null;
  created_epoch: number | string;
}) => ({
  ...asStaff(row),
  disabled: row.disabled_at !== null,
  totpEnabled: row.totp_enabled_at !== null,
  createdAt: Number(row.created_epoch),
});

export const listMembers = async (db: Db) =>
  (await db.selectFrom('staff').select(memberColumns).orderBy('staff.id').execute()).map(asMember);

export const findMember = async (db: Db, id: number) => {
  const row = await db
    .selectFrom('staff')
    .select(memberColumns)
    .where('staff.id', '=', id)
    .executeTakeFirst();
  return row ? asMember(row) : null;
};

/** Locks a staff row for a change in the caller's transaction: what it was, or null. */
export const lockStaff = async (db: Db, id: number) => {
  const row = await db
    .selectFrom('staff')
    .select(['name', 'role', 'disabled_at', 'totp_enabled_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row
    ? {
        name: row.name,
        role: row.role as StaffRole,
        disabled: row.disabled_at !== null,
        totpEnabled: row.totp_enabled_at !== null,
      }
    : null;
};

export const updateStaff = (
  db: Db,
  id: number,
  change: { name?: string; role?: StaffRole; disabled?: boolean },
) =>
  db
    .updateTable('staff')
    .set({
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.role === undefined ? {} : { role: change.role }),
      ...(change.disabled === undefined
        ? {}
        : { disabled_at: change.disabled ? sql<Date>`coalesce(disabled_at, now())` : null }),
    })
    .where('id', '=', id)
    .execute();

export const findPasswordHash = async (db: Db, id: number) =>
  (
    await db
      .selectFrom('staff')
      .select('password_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).password_hash;

export const setPasswordHash = (db: Db, id: number, passwordHash: string) =>
  db.updateTable('staff').set({ password_hash: passwordHash }).where('id', '=', id).execute();

/** A staff member's live sessions, the latest used first. */
export const liveSessionsOf = async (db: Db, staffId: number, idleSeconds: number) =>
  (
    await db
      .selectFrom('staff_sessions')
      .select([
        'id',
        'ip',
        'user_agent',
        sql<string>`extract(epoch from created_at)::bigint`.as('created'),
        sql<string>`extract(epoch from last_seen_at)::bigint`.as('last_seen'),
        sql<string>`extract(epoch from expires_at)::bigint`.as('expires'),
      ])
      .where('staff_id', '=', staffId)
      .where('ended_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .where('last_seen_at', '>', sql<Date>`now() - make_interval(secs => ${idleSeconds})`)
      .orderBy('last_seen_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
  ).map((row) => ({
    id: Number(row.id),
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: Number(row.created),
    lastSeenAt: Number(row.last_seen),
    expiresAt: Number(row.expires),
  }));

/** Ends a session (of `staffId`, when given): its staff member's id, or null when none was live. */
export const endSessionOf = async (db: Db, sessionId: number, staffId?: number) => {
  let query = db
    .updateTable('staff_sessions')
    .set({ ended_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null);
  if (staffId !== undefined) query = query.where('staff_id', '=', staffId);
  const row = await query.returning('staff_id').executeTakeFirst();
  return row ? Number(row.staff_id) : null;
};

/** Ends every session of a staff member but one (their password changed from it). */
export const endOtherSessions = (db: Db, staffId: number, keep: number) =>
  db
    .updateTable('staff_sessions')
    .set({ ended_at: sql<Date>`now()` })
    .where('staff_id', '=', staffId)
    .where('id', '<>', keep)
    .where('ended_at', 'is', null)
    .execute();
