import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { SmsCodesTable, UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;

// ---- users ----

export const findUserById = (db: Db, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByAccount = (db: Db, account: string) =>
  db.selectFrom('users').selectAll().where('account', '=', account).executeTakeFirst();

export const findUserByMobile = (db: Db, mobile: string) =>
  db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst();

export const findUserByInviteCode = (db: Db, inviteCode: string) =>
  db.selectFrom('users').selectAll().where('invite_code', '=', inviteCode).executeTakeFirst();

export const insertUser = (db: Db, row: Insertable<UsersTable>) =>
  db.insertInto('users').values(row).returningAll().executeTakeFirstOrThrow();

export const updateUser = (db: Db, id: number, set: Updateable<UsersTable>) =>
  db.updateTable('users').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** Sets the inviter only while none is set; undefined when one already was. */
export const setInviterOnce = (db: Db, id: number, pid: number, aid: number) =>
  db
    .updateTable('users')
    .set({ pid, aid })
    .where('id', '=', id)
    .where('pid', 'is', null)
    .returningAll()
    .executeTakeFirst();

/** Whether `ancestorId` is `userId` itself or anywhere up its inviter chain. */
export const isInInviterChain = async (db: Db, userId: number, ancestorId: number) => {
  const found = await sql<{ id: number }>`
    with recursive chain (id, pid, depth) as (
      select id, pid, 0 from users where id = ${userId}
      union all
      select u.id, u.pid, c.depth + 1 from users u join chain c on u.id = c.pid where c.depth < 1000
    )
    select id from chain where id = ${ancestorId} limit 1
  `.execute(db);
  return found.rows.length > 0;
};

/** Serialises inviter changes, so two players cannot become each other's inviter at once. */
export const lockInviterChanges = (db: Db) =>
  sql`select pg_advisory_xact_lock(hashtext('users.pid'))`.execute(db);

// ---- social accounts ----

export const findSocialAccount = (db: Db, provider: number, subject: string) =>
  db
    .selectFrom('user_social_accounts')
    .selectAll()
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();

export const listSocialAccounts = (db: Db, userId: number) =>
  db.selectFrom('user_social_accounts').selectAll().where('user_id', '=', userId).execute();

export const insertSocialAccount = (
  db: Db,
  row: { user_id: number; provider: number; subject: string; name: string; email: string | null },
) => db.insertInto('user_social_accounts').values(row).execute();

// ---- SMS codes ----

/** Serialises code sends and checks per number, so limits and single use hold under load. */
export const lockMobile = (db: Db, mobile: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`.execute(db);

export const nextSmsCodeId = async (db: Db) =>
  Number(
    (await sql<{ id: string }>`select nextval('sms_codes_id_seq') as id`.execute(db)).rows[0]!.id,
  );

export const insertSmsCode = (db: Db, row: Insertable<SmsCodesTable> & { id: number }) =>
  db.insertInto('sms_codes').values(row).execute();

export const newestSmsCodeTo = (db: Db, mobile: string) =>
  db
    .selectFrom('sms_codes')
    .select(['id', 'created_at'])
    .where('mobile', '=', mobile)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

type CountedBy = 'mobile' | 'prefix' | 'ip';

/** Codes created in the last `seconds` for one number, number prefix or client IP. */
export const countSmsCodesSince = async (
  db: Db,
  column: CountedBy,
  value: string,
  seconds: number,
) => {
  const row = await db
    .selectFrom('sms_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(column, '=', value)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** The newest unconsumed, unexpired code of a number for a purpose, locked for the check. */
export const findLiveSmsCode = (db: Db, mobile: string, purpose: number) =>
  db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash', 'attempts'])
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();

export const countSmsAttempt = (db: Db, id: number) =>
  db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();

export const consumeSmsCode = (db: Db, id: number) =>
  db
    .updateTable('sms_codes')
    .set({ consumed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();

// ---- password failures (lockout) ----

export const findPasswordLock = (db: Db, identity: string) =>
  db
    .selectFrom('password_failures')
    .select([
      sql<number>`greatest(0, ceil(extract(epoch from locked_until - now())))::int`.as(
        'lockedForSeconds',
      ),
    ])
    .where('identity', '=', identity)
    .where('locked_until', '>', sql<Date>`now()`)
    .executeTakeFirst();

/**
 * Counts one wrong password in the window (a failure after the window starts a new count) and
 * locks the identity when the count reaches `max`; answers the count. One statement, so
 * parallel wrong tries all count.
 */
export const recordPasswordFailure = async (
  db: Db,
  identity: string,
  max: number,
  lockMinutes: number,
) => {
  const stale = sql<boolean>`(
    password_failures.first_failed_at < now() - make_interval(mins => ${lockMinutes})
    or password_failures.locked_until <= now()
  )`;
  const row = await sql<{ failures: number }>`
    insert into password_failures (identity, failures, first_failed_at)
    values (${identity}, 1, now())
    on conflict (identity) do update set
      failures = case when ${stale} then 1 else password_failures.failures + 1 end,
      first_failed_at = case when ${stale} then now() else password_failures.first_failed_at end,
      locked_until = case
        when password_failures.locked_until > now() then password_failures.locked_until
      end
    returning failures
  `.execute(db);
  const failures = row.rows[0]!.failures;
  if (failures >= max) {
    await db
      .updateTable('password_failures')
      .set({ locked_until: sql<Date>`now() + make_interval(mins => ${lockMinutes})` })
      .where('identity', '=', identity)
      .where((eb) =>
        eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', sql<Date>`now()`)]),
      )
      .execute();
  }
  return failures;
};

export const clearPasswordFailures = (db: Db, identities: string[]) =>
  identities.length === 0
    ? Promise.resolve()
    : db.deleteFrom('password_failures').where('identity', 'in', identities).execute();
