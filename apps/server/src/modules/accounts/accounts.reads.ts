import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@/db/database';
import type { Paging } from '@/db/user-rows';

/**
 * What other modules may read of the players' accounts (the console's Players tool): search, a
 * player's row, their summary and the players they invited; and SQL pieces of a player's id
 * (a column or a value) for another module's one statement, so only this module names `users`.
 */

type UserRef = number | RawBuilder<unknown>;

/** The player's nickname (null for no such player). */
export const nicknameSql = (userId: UserRef) =>
  sql<string | null>`(select nickname from users where id = ${userId})`;

/** When the player registered (null for no such player). */
export const registeredAtSql = (userId: UserRef) =>
  sql<Date | null>`(select created_at from users where id = ${userId})`;

/** The player's phone (E.164; null without one or for no such player). */
export const mobileSql = (userId: UserRef) =>
  sql<string | null>`(select mobile from users where id = ${userId})`;

/**
 * The players as a table of another module's statement (`from ${playersSql} u`, or kysely's
 * `selectFrom(playersSql.as('u'))`): the columns others may read. PostgreSQL flattens it into
 * the statement, so it reads as the table would (its indexes: id, pid).
 */
export const playersSql = sql<{
  id: number;
  /** The inviter, 0 for none. */
  pid: number;
  invite_code: string;
  nickname: string;
  avatar: string;
  created_at: Date;
  password_changed_at: Date | null;
}>`(select id, pid, invite_code, nickname, avatar, created_at, password_changed_at from users)`;

/** Whether the player proved their phone (null for no such player). */
export const mobileVerifiedSql = (userId: UserRef) =>
  sql<boolean | null>`(select mobile_verified from users where id = ${userId})`;

/** Whether the player proved their phone (a player of this id must exist). */
export const hasVerifiedMobile = async (db: Db, id: number) =>
  (
    await db
      .selectFrom('users')
      .select('mobile_verified')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).mobile_verified;

/** Whether a player of this id exists. */
export const playerExists = async (db: Db, id: number) =>
  (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/**
 * The registrations of each day in [start, end) (SQL timestamps), the day as `dayOf` puts a
 * timestamp column (the caller's time zone): one range scan of the registration time.
 */
export const registrationsPerDay = async (
  db: Db,
  dayOf: (column: string) => RawBuilder<unknown>,
  start: RawBuilder<unknown>,
  end: RawBuilder<unknown>,
) =>
  (
    await sql<{ day: string; registered: string | number }>`
      select ${dayOf('created_at')} as day, count(*) as registered
      from users
      where created_at >= ${start} and created_at < ${end}
      group by 1
    `.execute(db)
  ).rows;

const summaryColumns = [
  'id',
  'nickname',
  'account',
  'mobile',
  'invite_code as inviteCode',
  'locked_at as lockedAt',
  'created_at as createdAt',
] as const;

/** What a search input can be: a whole number is an id, a `+…` a phone. */
const asId = (q: string) => (/^[1-9]\d{0,14}$/.test(q) ? Number(q) : null);

/**
 * Players an input names: exactly by id, phone, account or invite code (their unique indexes),
 * or by the start of their nickname (users_nickname_prefix), ids ascending. Exact matches come
 * first.
 */
export const searchPlayers = async (db: Db, q: string, page: Paging) => {
  const id = asId(q);
  const prefix = `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches = db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        ...(id === null ? [] : [eb('id', '=', id)]),
        eb('mobile', '=', q),
        eb('account', '=', q),
        eb('invite_code', '=', q.toUpperCase()),
        eb(sql`lower(nickname)`, 'like', prefix),
      ]),
    );
  const [rows, counted] = await Promise.all([
    db
      .selectFrom('users')
      .select(summaryColumns)
      .where('id', 'in', matches)
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom(matches.limit(page.countCap).as('m'))
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, counted: Number(counted.n) };
};

/**
 * The players a reference names exactly, as staff give one (the mail composer's one player): by
 * id (a whole number), phone (E.164; spaces and dashes ignored) or account name, each a unique
 * index. Answers at most two ids, ascending: none, the one, or enough to know it is ambiguous.
 */
export const playersByRef = async (db: Db, ref: string) => {
  const q = ref.trim();
  const id = asId(q);
  const phone = q.startsWith('+') ? q.replace(/[\s-]/g, '') : q;
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        ...(id === null ? [] : [eb('id', '=', id)]),
        eb('mobile', '=', phone),
        eb('account', '=', q),
      ]),
    )
    .orderBy('id')
    .limit(2)
    .execute();
  return rows.map((r) => Number(r.id));
};

export const findPlayer = (db: Db, id: number, lock = false) => {
  let query = db
    .selectFrom('users')
    .select([
      ...summaryColumns,
      'uuid',
      'mobile_verified as mobileVerified',
      'has_kyc as hasKyc',
      'avatar',
      'pid as inviterId',
      'locked_reason as lockedReason',
      sql<boolean>`password_hash is not null`.as('hasPassword'),
    ])
    .where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
};
export type PlayerRow = NonNullable<Awaited<ReturnType<typeof findPlayer>>>;

/** The players a player invited (users_pid_idx), ids ascending. */
export const pageOfInvitees = async (db: Db, userId: number, page: Paging) => {
  const [rows, counted] = await Promise.all([
    db
      .selectFrom('users')
      .select(summaryColumns)
      .where('pid', '=', userId)
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom(
        db.selectFrom('users').select('id').where('pid', '=', userId).limit(page.countCap).as('i'),
      )
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, counted: Number(counted.n) };
};

export const findSummary = (db: Db, id: number) =>
  db.selectFrom('users').select(summaryColumns).where('id', '=', id).executeTakeFirst();

/** Whether staff locked the account (modules/players): its sessions ended with the lock. */
export const isAccountLocked = async (db: Db, userId: number) =>
  (await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('locked_at', 'is not', null)
    .executeTakeFirst()) !== undefined;
