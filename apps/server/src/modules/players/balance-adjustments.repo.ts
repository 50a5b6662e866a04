import { sql } from 'kysely';
import type { AdjustmentStatus } from '@lobby/contract/console-players';
import type { Db } from '@/db/database';
import type { Paging } from '@/db/user-rows';
import { nicknameSql } from '../accounts/accounts.reads';

const columns = [
  'a.id',
  'a.user_id as userId',
  // Every adjustment's player exists (a foreign key): their nickname is never null.
  nicknameSql(sql.ref('a.user_id')).$castTo<string>().as('nickname'),
  'a.amount',
  'a.reason',
  'a.status',
  'a.requested_by as requestedBy',
  'a.requested_by_name as requestedByName',
  'a.decided_by as decidedBy',
  'a.decided_by_name as decidedByName',
  'a.transfer_id as transferId',
  'a.created_at as createdAt',
  'a.decided_at as decidedAt',
] as const;

export const insertAdjustment = (
  db: Db,
  row: { userId: number; amount: number; reason: string; staffId: number; staffName: string },
) =>
  db
    .insertInto('balance_adjustments')
    .values({
      user_id: row.userId,
      amount: row.amount,
      reason: row.reason,
      status: 'pending',
      requested_by: row.staffId,
      requested_by_name: row.staffName,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** An adjustment with its player's nickname; `lock`: under its row lock, for a decision. */
export const findAdjustment = (db: Db, id: number, lock = false) => {
  let query = db.selectFrom('balance_adjustments as a').select(columns).where('a.id', '=', id);
  if (lock) query = query.forUpdate('a');
  return query.executeTakeFirst();
};
export type AdjustmentRow = NonNullable<Awaited<ReturnType<typeof findAdjustment>>>;

/** Adjustments of one member take turns (advisory lock class, the staff id as the key). */
const ADJUSTMENT_REQUESTS_LOCK = 7_320_101;

/**
 * Serialises one staff member's new adjustments until the transaction ends, so that two made at
 * once cannot both count as alone under the four-eyes budget.
 */
export const lockAdjustmentsOf = (db: Db, staffId: number) =>
  sql`select pg_advisory_xact_lock(${ADJUSTMENT_REQUESTS_LOCK}::int, ${staffId}::int)`.execute(db);

/**
 * What a member posted alone (requested and decided by them, no second member) in the last
 * `seconds`: the sum of the amounts, credits and debits alike.
 */
export const postedAloneTotal = async (db: Db, staffId: number, seconds: number) => {
  const row = await db
    .selectFrom('balance_adjustments')
    .select(sql<string>`coalesce(sum(abs(amount)), 0)`.as('total'))
    .where('requested_by', '=', staffId)
    .where('decided_by', '=', staffId)
    .where('status', '=', 'posted')
    .where('decided_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .executeTakeFirstOrThrow();
  return Number(row.total);
};

/** Records a decision on a pending adjustment: posted with its transfer, or refused. */
export const decideAdjustment = (
  db: Db,
  id: number,
  decision: {
    status: Exclude<AdjustmentStatus, 'pending'>;
    staffId: number;
    staffName: string;
    transferId: number | null;
    refuseReason?: string | null;
  },
) =>
  db
    .updateTable('balance_adjustments')
    .set({
      status: decision.status,
      decided_by: decision.staffId,
      decided_by_name: decision.staffName,
      decided_at: sql<Date>`now()`,
      transfer_id: decision.transferId,
      refuse_reason: decision.refuseReason ?? null,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();

/** Adjustments of a status (one player's, or everyone's), newest first. */
export const pageOfAdjustments = async (
  db: Db,
  filter: { status: AdjustmentStatus; userId?: number | undefined },
  page: Paging,
) => {
  let matches = db.selectFrom('balance_adjustments as a').where('a.status', '=', filter.status);
  if (filter.userId !== undefined) matches = matches.where('a.user_id', '=', filter.userId);
  const [rows, counted] = await Promise.all([
    matches.select(columns).orderBy('a.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    db
      .selectFrom(matches.select('a.id').limit(page.countCap).as('m'))
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, counted: Number(counted.n) };
};

/** The oldest pending adjustments (at most `limit`) and how many are pending in all. */
export const oldestPending = async (db: Db, limit: number) => {
  const pending = db.selectFrom('balance_adjustments as a').where('a.status', '=', 'pending');
  const [rows, counted] = await Promise.all([
    pending.select(columns).orderBy('a.id', 'asc').limit(limit).execute(),
    pending.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(counted.n) };
};
