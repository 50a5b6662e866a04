import { sql } from 'kysely';
import type { StaffRole } from '@lobby/contract/values/console';
import type { Db } from '@/db/database';

/**
 * The staff members' rows (docs/console.md "Staff accounts"); their sessions are
 * staff-sessions.repo.ts, their second factor staff-totp.repo.ts; the services hold the rules.
 */

export interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

export const staffColumns = ['staff.id', 'staff.email', 'staff.name', 'staff.role'] as const;

export const asStaff = (row: {
  id: string | number;
  email: string;
  name: string;
  role: string;
}) => ({
  id: Number(row.id),
  email: row.email,
  name: row.name,
  role: row.role as StaffRole,
});

/**
 * Creates a staff member, or (`replace`) sets the name, role and password of the email's.
 * `createdBy`: the member who asked for the account (four eyes: staff-four-eyes.ts).
 */
export const upsertStaff = async (
  db: Db,
  input: {
    email: string;
    name: string;
    role: StaffRole;
    passwordHash: string;
    createdBy?: number | null;
  },
  replace: boolean,
): Promise<StaffRow | null> => {
  const query = db.insertInto('staff').values({
    email: input.email,
    name: input.name,
    role: input.role,
    password_hash: input.passwordHash,
    created_by: input.createdBy ?? null,
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

/**
 * Changes a member's name, role or disabled state. A role changed records who asked for it
 * (`roleChangedBy`, null for the ops CLI) and when, on the lobby's clock (four eyes).
 */
export const updateStaff = (
  db: Db,
  id: number,
  change: { name?: string; role?: StaffRole; disabled?: boolean },
  roleChangedBy: number | null = null,
) =>
  db
    .updateTable('staff')
    .set({
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.role === undefined
        ? {}
        : {
            role: change.role,
            role_changed_by: roleChangedBy,
            role_changed_at: sql<Date>`app_now()`,
          }),
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

/**
 * Whether one of the two members made the other, or last gave the other their role, within the
 * last `days` days of the lobby's clock (staff.created_by, staff.role_changed_by): one statement
 * on the two rows by their ids.
 */
export const madeOrPromotedLately = async (db: Db, a: number, b: number, days: number) => {
  const since = sql<Date>`app_now() - make_interval(days => ${days})`;
  const row = await db
    .selectFrom('staff')
    .select(sql<boolean>`true`.as('related'))
    .where((eb) =>
      eb.or([
        eb.and([eb('id', '=', a), eb('created_by', '=', b), eb('created_at', '>', since)]),
        eb.and([
          eb('id', '=', a),
          eb('role_changed_by', '=', b),
          eb('role_changed_at', '>', since),
        ]),
        eb.and([eb('id', '=', b), eb('created_by', '=', a), eb('created_at', '>', since)]),
        eb.and([
          eb('id', '=', b),
          eb('role_changed_by', '=', a),
          eb('role_changed_at', '>', since),
        ]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
};
