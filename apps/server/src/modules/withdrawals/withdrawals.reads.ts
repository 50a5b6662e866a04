import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@/db/database';
import { cappedUserRows, countUserRows, type Paging } from '@/db/user-rows';
import { mobileSql, nicknameSql } from '../accounts/accounts.reads';
import { vipState } from '../vip/vip-state';
import type { HoldReason } from './withdrawal-holds';
import type { WithdrawalStatus } from './withdrawals.repo';

/**
 * What other modules may read of the withdrawals: the console's player page and money tool (the
 * review queue, an order, a day's reconciliation).
 */

/** A page of a player's orders, newest first (the console's player page). */
export const pageOfPlayerWithdrawals = (db: Db, userId: number, page: Paging) =>
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
      cappedUserRows('withdrawals', userId, page.countCap).as('counted'),
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

/** How many of a player's rows there are, up to the cap (a page past the end carries none). */
export const countPlayerWithdrawals = (db: Db, userId: number, cap: number) =>
  countUserRows(db, 'withdrawals', userId, cap);

export type { WithdrawalStatus } from './withdrawals.repo';

/** An order as the console's money tool lists it, with its player's nickname and VIP level. */
const consoleOrders = (db: Db) =>
  db
    .selectFrom('withdrawals as w')
    .select([
      'w.id',
      'w.order_no as orderNo',
      'w.user_id as userId',
      nicknameSql(sql.ref('w.user_id')).as('nickname'),
      sql<number | null>`${vipState.columns(sql.ref('w.user_id')).level}`.as('vip'),
      'w.amount',
      'w.fee',
      'w.status',
      'w.bank_code as bankCode',
      'w.bank_name as bankName',
      'w.account_name as accountName',
      'w.account_no as accountNo',
      'w.reviewed_by as reviewedBy',
      'w.reviewed_at as reviewedAt',
      'w.review_note as reviewNote',
      'w.provider',
      'w.provider_ref as providerRef',
      'w.failure_reason as failureReason',
      'w.created_at as createdAt',
      'w.settled_at as settledAt',
      sql<HoldReason[]>`w.hold_reasons`.as('holdReasons'),
    ]);

export type ConsoleWithdrawalRow = Awaited<
  ReturnType<ReturnType<typeof consoleOrders>['executeTakeFirstOrThrow']>
>;

/** The orders of a status (one player's, or everyone's), oldest first, with how many match. */
export const withdrawalQueue = async (
  db: Db,
  filter: { status: WithdrawalStatus; userId?: number | undefined },
  page: { limit: number; offset: number },
) => {
  let query = consoleOrders(db).where('w.status', '=', filter.status);
  if (filter.userId !== undefined) query = query.where('w.user_id', '=', filter.userId);
  let count = db
    .selectFrom('withdrawals')
    .select(sql<string>`count(*)`.as('n'))
    .where('status', '=', filter.status);
  if (filter.userId !== undefined) count = count.where('user_id', '=', filter.userId);
  const [rows, total] = await Promise.all([
    query.orderBy('w.created_at').orderBy('w.id').limit(page.limit).offset(page.offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
};

/** One order as the console lists it, by number. */
export const findConsoleWithdrawal = (db: Db, orderNo: string) =>
  consoleOrders(db).where('w.order_no', '=', orderNo).executeTakeFirst();

/** A player's latest orders as the console lists them, newest first. */
export const recentWithdrawalsOf = (db: Db, userId: number, limit: number) =>
  consoleOrders(db)
    .where('w.user_id', '=', userId)
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id', 'desc')
    .limit(limit)
    .execute();

/**
 * The orders the payout provider said were paid in [from, to), each with what it paid (the
 * amount less the fee): the providers' side of a reconciliation.
 */
export const withdrawalsPaidBetween = (db: Db, from: Date, to: Date) =>
  db
    .selectFrom('withdrawals')
    .select(['order_no as orderNo', 'provider', sql<string>`amount - fee`.as('amount')])
    .where('status', '=', 'paid')
    .where('settled_at', '>=', from)
    .where('settled_at', '<', to)
    .execute();

/** The provider of each of these orders, by order number (null before one took it). */
export const withdrawalProviders = async (db: Db, orderNos: readonly string[]) => {
  if (orderNos.length === 0) return new Map<string, string | null>();
  const rows = await db
    .selectFrom('withdrawals')
    .select(['order_no as orderNo', 'provider'])
    .where('order_no', 'in', [...orderNos])
    .execute();
  return new Map(rows.map((r) => [r.orderNo, r.provider]));
};

type UserRef = number | RawBuilder<unknown>;

/**
 * Whether two players share a payout account: a receiving account of one has the number of one
 * of the other's, or the other's phone (the rewards' valid-invite rule; SQL of their ids).
 */
export const sharedPayoutAccountSql = (invitee: UserRef, inviter: UserRef) => sql<boolean>`(
  exists (
    select 1 from receiving_accounts r
    where r.user_id = ${invitee} and (
      r.account_no in (select account_no from receiving_accounts where user_id = ${inviter})
      or r.account_no = ${mobileSql(inviter)}
    )
  )
  or exists (
    select 1 from receiving_accounts r
    where r.user_id = ${inviter} and r.account_no = ${mobileSql(invitee)}
  )
)`;

/** When the player's latest withdrawals were requested, newest first (the risk score). */
export const withdrawalTimesOf = async (db: Db, userId: number, limit: number) =>
  (
    await db
      .selectFrom('withdrawals')
      .select('created_at')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute()
  ).map((r) => new Date(r.created_at));

/** Whether a withdrawal of the player's is not yet paid, refused or failed (ADR 0074). */
export const hasOpenWithdrawal = async (db: Db, userId: number) =>
  (await db
    .selectFrom('withdrawals')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending_review', 'approved', 'paying'])
    .limit(1)
    .executeTakeFirst()) !== undefined;
/** What the player has asked to withdraw, since a moment or ever (modules/kyc's tier limits). */
export { withdrawnSinceSql } from './withdrawals.repo';
