import { sql, type RawBuilder } from 'kysely';
import type { RechargeStatus } from '@lobby/contract/values/wallet';
import type { Db } from '@/db/database';
import { cappedUserRows, countUserRows, type Paging } from '@/db/user-rows';
import { nicknameSql } from '../accounts/accounts.reads';

/**
 * What other modules may read of the deposit orders and their providers' events: the console's
 * player page and money tool (search, an order, a day's reconciliation).
 */

/** The total a player ever deposited (credited), 0 before their first: SQL of their id. */
export const depositTotalSql = (userId: number | RawBuilder<unknown>) =>
  sql<number>`coalesce((select total from deposit_totals where user_id = ${userId}), 0)`;

/** How many deposits the player had credited, 0 before their first: SQL of their id. */
export const depositCountSql = (userId: number | RawBuilder<unknown>) =>
  sql<number>`coalesce((select deposits from deposit_totals where user_id = ${userId}), 0)`;

/**
 * The player's first credited order that took the first-deposit bonus, as a table of at most
 * one row (`order_no, amount, bonus, credited_at`), for a `left join lateral … on true`.
 */
export const firstDepositBonusOrderSql = (userId: number | RawBuilder<unknown>) => sql<{
  order_no: string;
  amount: number;
  bonus: number;
  credited_at: Date;
}>`(
  select order_no, amount, bonus, credited_at from deposit_orders
  where user_id = ${userId} and status = 'credited' and bonus_rule = 'first_deposit'
  order by id
  limit 1
)`;

/** A page of a player's orders, newest first (the console's player page). */
export const pageOfPlayerDeposits = (db: Db, userId: number, page: Paging) =>
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
      cappedUserRows('deposit_orders', userId, page.countCap).as('counted'),
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

/** How many of a player's rows there are, up to the cap (a page past the end carries none). */
export const countPlayerDeposits = (db: Db, userId: number, cap: number) =>
  countUserRows(db, 'deposit_orders', userId, cap);

/** An order as the console's money tool lists it, with its player's nickname. */
const consoleOrders = (db: Db) =>
  db
    .selectFrom('deposit_orders as d')
    .select([
      'd.id',
      'd.order_no as orderNo',
      'd.user_id as userId',
      nicknameSql(sql.ref('d.user_id')).as('nickname'),
      'd.amount',
      'd.bonus',
      'd.currency',
      'd.provider',
      'd.provider_ref as providerRef',
      'd.status',
      'd.created_at as createdAt',
      'd.paid_at as paidAt',
      'd.credited_at as creditedAt',
    ]);

export type ConsoleDepositRow = Awaited<
  ReturnType<ReturnType<typeof consoleOrders>['executeTakeFirstOrThrow']>
>;

/**
 * Orders by number, player or status (each filter optional), newest first, with how many
 * match: the console's deposit search.
 */
export const searchDepositOrders = async (
  db: Db,
  filter: {
    orderNo?: string | undefined;
    userId?: number | undefined;
    status?: RechargeStatus | undefined;
  },
  page: { limit: number; offset: number },
) => {
  let query = consoleOrders(db);
  let count = db.selectFrom('deposit_orders as d').select(sql<string>`count(*)`.as('n'));
  if (filter.orderNo !== undefined) {
    query = query.where('d.order_no', '=', filter.orderNo);
    count = count.where('d.order_no', '=', filter.orderNo);
  }
  if (filter.userId !== undefined) {
    query = query.where('d.user_id', '=', filter.userId);
    count = count.where('d.user_id', '=', filter.userId);
  }
  if (filter.status !== undefined) {
    query = query.where('d.status', '=', filter.status);
    count = count.where('d.status', '=', filter.status);
  }
  const [rows, total] = await Promise.all([
    query
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
};

/** One order as the console lists it, by number. */
export const findConsoleDeposit = (db: Db, orderNo: string) =>
  consoleOrders(db).where('d.order_no', '=', orderNo).executeTakeFirst();

/** Every event the order's provider sent (each webhook and status answer as received), in order. */
export const depositEventsOf = (db: Db, orderNo: string) =>
  db
    .selectFrom('deposit_events')
    .select([
      'id',
      'provider',
      'source',
      'event_id as eventId',
      'outcome',
      'detail',
      'body',
      'received_at as receivedAt',
    ])
    .where('order_no', '=', orderNo)
    .orderBy('id')
    .execute();

/** The orders the provider said were paid in [from, to) (the providers' side of a reconciliation). */
export const depositsPaidBetween = (db: Db, from: Date, to: Date) =>
  db
    .selectFrom('deposit_orders')
    .select(['order_no as orderNo', 'provider', 'amount'])
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .where('status', 'in', ['paid', 'credited'])
    .execute();

/** How many of the providers' events received in [from, to) did not match their order. */
export const mismatchedDepositEvents = async (db: Db, from: Date, to: Date) =>
  Number(
    (
      await db
        .selectFrom('deposit_events')
        .select(sql<string>`count(*)`.as('n'))
        .where('outcome', '=', 'mismatch')
        .where('received_at', '>=', from)
        .where('received_at', '<', to)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The provider of each of these orders, by order number (an order not found is left out). */
export const depositProviders = async (db: Db, orderNos: readonly string[]) => {
  if (orderNos.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('deposit_orders')
    .select(['order_no as orderNo', 'provider'])
    .where('order_no', 'in', [...orderNos])
    .execute();
  return new Map(rows.map((r) => [r.orderNo, r.provider]));
};

/**
 * What counts against a monthly deposit limit (modules/kyc, ADR 0073): the amounts of the
 * player's orders made since `from` that were paid, and of those still open (a checkout the
 * player may yet pay): SQL of their id.
 */
export const depositsCountedSinceSql = (
  userId: number | RawBuilder<unknown>,
  from: RawBuilder<unknown>,
) =>
  sql<number>`coalesce((
    select sum(amount) from deposit_orders
    where user_id = ${userId} and created_at >= ${from}
      and (status in ('paid', 'credited') or (status = 'created' and expires_at > now()))
  ), 0)`;

/**
 * SQL of the deposits asked for in the night (from midnight to `endHour` on the operator's
 * clock) in the last `days` days, as a table `(user_id, order_no, amount, created_at,
 * night_start)`; `created_at` and `night_start` (that night's midnight) on the database's clock
 * (the night deposits marker, ADR 0075). `shiftSeconds` moves orders onto the lobby's clock.
 */
export const nightDepositsSql = (q: {
  days: number;
  endHour: number;
  timeZone: string;
  shiftSeconds: number;
}) => sql`(
  select user_id, order_no, amount, created_at,
    (date_trunc('day', (created_at + make_interval(secs => ${q.shiftSeconds})) at time zone ${q.timeZone})
      at time zone ${q.timeZone}) - make_interval(secs => ${q.shiftSeconds}) as night_start
  from deposit_orders
  where created_at > now() - make_interval(days => ${q.days})
    and extract(hour from (created_at + make_interval(secs => ${q.shiftSeconds})) at time zone ${q.timeZone}) < ${q.endHour}
)`;
