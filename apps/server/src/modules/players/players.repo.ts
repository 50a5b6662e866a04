import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The Players tool's reads (docs/console.md "Players"): each a page of one player's rows, on
 * the (user_id, …) index its table already has, counted up to `countCap`.
 */

export interface Paging {
  limit: number;
  offset: number;
  countCap: number;
}

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

export const setLocked = (db: Db, id: number, reason: string | null) =>
  db
    .updateTable('users')
    .set({ locked_at: reason === null ? null : sql<Date>`now()`, locked_reason: reason })
    .where('id', '=', id)
    .execute();

type UserTable =
  'deposit_orders' | 'withdrawals' | 'game_rounds' | 'reward_grants' | 'player_notes';

/** A player's rows of a table counted up to the cap, as a column of the page's statement. */
const capped = (table: UserTable, userId: number, cap: number) =>
  sql<string>`(select count(*) from (select 1 from ${sql.table(table)} where user_id = ${userId} limit ${cap}) c)`;

/** The same count on its own: a page past the end has no row to carry it. */
export const countUserRows = async (db: Db, table: UserTable, userId: number, cap: number) =>
  Number(
    (await sql<{ n: string }>`select ${capped(table, userId, cap)} as n`.execute(db)).rows[0]!.n,
  );

export const pageOfNotes = (db: Db, userId: number, page: Paging) =>
  db
    .selectFrom('player_notes')
    .select([
      'id',
      'text',
      'staff_id as staffId',
      'staff_name as staffName',
      'created_at as createdAt',
      capped('player_notes', userId, page.countCap).as('counted'),
    ])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const insertNote = (
  db: Db,
  note: { userId: number; staffId: number; staffName: string; text: string },
) =>
  db
    .insertInto('player_notes')
    .values({
      user_id: note.userId,
      staff_id: note.staffId,
      staff_name: note.staffName,
      text: note.text,
    })
    .returning([
      'id',
      'text',
      'staff_id as staffId',
      'staff_name as staffName',
      'created_at as createdAt',
    ])
    .executeTakeFirstOrThrow();

export const pageOfDeposits = (db: Db, userId: number, page: Paging) =>
  db
    .selectFrom('deposit_orders')
    .select([
      'id',
      'order_no as orderNo',
      'amount',
      'bonus',
      'status',
      'provider',
      'created_at as createdAt',
      'credited_at as creditedAt',
      capped('deposit_orders', userId, page.countCap).as('counted'),
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const pageOfWithdrawals = (db: Db, userId: number, page: Paging) =>
  db
    .selectFrom('withdrawals')
    .select([
      'id',
      'order_no as orderNo',
      'amount',
      'fee',
      'status',
      'bank_name as bankName',
      'created_at as createdAt',
      'settled_at as settledAt',
      capped('withdrawals', userId, page.countCap).as('counted'),
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const pageOfRounds = (db: Db, userId: number, page: Paging) =>
  db
    .selectFrom('game_rounds')
    .select([
      'id',
      'provider',
      'game_id as gameId',
      'round_id as roundId',
      'bet',
      'win',
      'status',
      'created_at as createdAt',
      capped('game_rounds', userId, page.countCap).as('counted'),
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const pageOfRewards = (db: Db, userId: number, page: Paging) =>
  db
    .selectFrom('reward_grants')
    .select([
      'id',
      'activity',
      'coin',
      'status',
      'created_at as createdAt',
      'claimed_at as claimedAt',
      capped('reward_grants', userId, page.countCap).as('counted'),
    ])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

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
