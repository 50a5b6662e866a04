import { sql, type RawBuilder } from 'kysely';
import type { KycTier } from '@lobby/contract/values/kyc';
import { UserAccount } from '@/ledger/ledger';
import { balanceSql, wageringSql } from '@/ledger/ledger.repo';
import { asCamel } from '@/db/camel-columns';
import type { Db } from '@/db/database';
import { playersSql } from '../accounts/accounts.reads';
import { openBonusJsonSql, rewardCashSql } from '../bonus/bonus.reads';
import { depositCountSql, depositTotalSql } from '../deposits/deposits.reads';
import { kycTierSql, monthStartSql } from '../kyc/kyc.reads';
import { receivingAccountsJson } from './receiving-accounts.repo';

const withdrawalColumns = asCamel([
  'id',
  'order_no',
  'user_id',
  'request_key',
  'amount',
  'fee',
  'receiving_account_id',
  'bank_id',
  'bank_code',
  'bank_name',
  'account_name',
  'account_no',
  'status',
  'first_status',
  'reviewed_by',
  'reviewed_at',
  'review_note',
  'provider',
  'provider_ref',
  'failure_reason',
  'payout_checks',
  'next_check_at',
  'submitted_at',
  'settled_at',
  'created_at',
  'updated_at',
  'hold_reasons',
]);

/** A withdrawal order as services see it. */
export type Withdrawal = NonNullable<Awaited<ReturnType<typeof findWithdrawal>>>;
export type WithdrawalStatus = Withdrawal['status'];

// ---- the per-player row ----

const playerColumns = [
  'blocked_until as blockedUntil',
  sql<boolean>`coalesce(blocked_until > now(), false)`.as('blocked'),
] as const;

/**
 * The player's withdrawal row, created on first use and locked until the transaction ends:
 * requests and account changes of one player run one at a time behind it.
 */
export const lockPlayer = async (db: Db, userId: number) => {
  await db
    .insertInto('withdrawal_players')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return db
    .selectFrom('withdrawal_players')
    .select(playerColumns)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
};

/** Blocks withdrawals for `hours` from now (never shortening a block already running). */
export const blockPlayer = (db: Db, userId: number, hours: number) =>
  db
    .updateTable('withdrawal_players')
    .set({
      blocked_until: sql<Date>`greatest(coalesce(blocked_until, now()), now() + make_interval(hours => ${hours}))`,
      updated_at: sql<Date>`now()`,
    })
    .where('user_id', '=', userId)
    .execute();

export const findWithdrawalByRequestKey = (db: Db, userId: number, requestKey: string) =>
  db
    .selectFrom('withdrawals')
    .select(withdrawalColumns)
    .where('user_id', '=', userId)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();

export const findWithdrawal = (db: Db, orderNo: string) =>
  db
    .selectFrom('withdrawals')
    .select(withdrawalColumns)
    .where('order_no', '=', orderNo)
    .executeTakeFirst();

/** Requests the player made since the start of today (UTC, by the lobby's clock), failed payouts left out. */
export const countRequestsToday = async (db: Db, userId: number) => {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where(
      'created_at',
      '>=',
      sql<Date>`date_trunc('day', app_now() at time zone 'UTC') at time zone 'UTC'`,
    )
    .where('status', '<>', 'failed')
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const insertWithdrawal = (
  db: Db,
  order: Pick<
    Withdrawal,
    | 'orderNo'
    | 'userId'
    | 'requestKey'
    | 'amount'
    | 'fee'
    | 'receivingAccountId'
    | 'bankId'
    | 'bankCode'
    | 'bankName'
    | 'accountName'
    | 'accountNo'
    | 'status'
    | 'firstStatus'
    | 'nextCheckAt'
    | 'holdReasons'
  >,
) =>
  db
    .insertInto('withdrawals')
    .values({
      order_no: order.orderNo,
      user_id: order.userId,
      request_key: order.requestKey,
      amount: order.amount,
      fee: order.fee,
      receiving_account_id: order.receivingAccountId,
      bank_id: order.bankId,
      bank_code: order.bankCode,
      bank_name: order.bankName,
      account_name: order.accountName,
      account_no: order.accountNo,
      status: order.status,
      first_status: order.firstStatus,
      next_check_at: order.nextCheckAt,
      hold_reasons: JSON.stringify(order.holdReasons),
    })
    .returning(withdrawalColumns)
    .executeTakeFirstOrThrow();

/**
 * Moves an order from `from` to `to` and applies `change`, only if it is still in `from`: of
 * racing moves exactly one gets the row back, the others undefined.
 */
export const moveStatus = (
  db: Db,
  orderNo: string,
  from: WithdrawalStatus,
  to: WithdrawalStatus,
  change: Partial<
    Pick<Withdrawal, 'reviewedBy' | 'reviewNote' | 'provider' | 'failureReason' | 'providerRef'>
  > & { reviewed?: boolean; submitted?: boolean; settled?: boolean } = {},
) => {
  const { reviewed, submitted, settled } = change;
  return db
    .updateTable('withdrawals')
    .set({
      reviewed_by: change.reviewedBy,
      review_note: change.reviewNote,
      provider: change.provider,
      failure_reason: change.failureReason,
      provider_ref: change.providerRef,
      status: to,
      updated_at: sql<Date>`now()`,
      ...(reviewed ? { reviewed_at: sql<Date>`now()` } : {}),
      ...(submitted ? { submitted_at: sql<Date>`now()` } : {}),
      ...(settled ? { settled_at: sql<Date>`now()` } : {}),
    })
    .where('order_no', '=', orderNo)
    .where('status', '=', from)
    .returning(withdrawalColumns)
    .executeTakeFirst();
};

export const setProviderRef = (db: Db, orderNo: string, providerRef: string) =>
  db
    .updateTable('withdrawals')
    .set({ provider_ref: providerRef })
    .where('order_no', '=', orderNo)
    .execute();

/**
 * Books the next status query of an order in flight for `runAt`, unless one is booked for later
 * already (then a second chain of runs would start): answers whether it booked it.
 */
export const bookPayoutCheck = async (db: Db, orderNo: string, runAt: Date) =>
  (await db
    .updateTable('withdrawals')
    .set({ payout_checks: sql<number>`payout_checks + 1`, next_check_at: runAt })
    .where('order_no', '=', orderNo)
    .where((eb) =>
      eb.or([eb('next_check_at', 'is', null), eb('next_check_at', '<=', sql<Date>`now()`)]),
    )
    .returning('payout_checks as payoutChecks')
    .executeTakeFirst()) ?? null;

export const listUserWithdrawals = (
  db: Db,
  userId: number,
  filter: { status?: WithdrawalStatus | undefined; limit: number; offset: number },
) => {
  let query = db.selectFrom('withdrawals').where('user_id', '=', userId);
  if (filter.status) query = query.where('status', '=', filter.status);
  return Promise.all([
    query
      .select(withdrawalColumns)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
};

/** Orders for operators, oldest first (the review queue's order) or newest first. */
export const listWithdrawals = (
  db: Db,
  filter: {
    status?: WithdrawalStatus | undefined;
    userId?: number | undefined;
    limit: number;
    newestFirst?: boolean;
  },
) => {
  let query = db.selectFrom('withdrawals').select(withdrawalColumns);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  const direction = filter.newestFirst ? 'desc' : 'asc';
  return query
    .orderBy('created_at', direction)
    .orderBy('id', direction)
    .limit(filter.limit)
    .execute();
};

/**
 * Orders in approved or paying whose runs broke off: no status query booked within `seconds`
 * (a healthy chain always has one due within ten minutes).
 */
export const findStalledPayouts = (
  db: Db,
  seconds: number,
  limit: number,
  include: { paying: boolean } = { paying: true },
) =>
  db
    .selectFrom('withdrawals')
    .select(asCamel(['order_no', 'status']))
    .where('status', 'in', include.paying ? ['approved', 'paying'] : ['approved'])
    .where(
      sql<Date>`coalesce(next_check_at, updated_at)`,
      '<',
      sql<Date>`now() - make_interval(secs => ${seconds})`,
    )
    .orderBy('updated_at')
    .limit(limit)
    .execute();

/**
 * Everything the withdrawal page shows, in one statement: the balances, the hold, today's
 * requests, the receiving accounts, the open bonus, and the deposits and reward-derived cash of
 * the rule on the latter. Undefined for an unknown user.
 */
export const readExchangeView = (db: Db, userId: number, timeZone: string) => {
  const user = sql.ref<number>('u.id');
  return db
    .selectFrom(playersSql.as('u'))
    .select([
      'u.password_changed_at as passwordChangedAt',
      balanceSql(user, UserAccount.Coin).as('coin'),
      wageringSql(user).as('wagering'),
      sql<Date | null>`(select blocked_until from withdrawal_players where user_id = u.id)`.as(
        'blockedUntil',
      ),
      sql<number>`(
        select count(*) from withdrawals
        where user_id = u.id and status <> 'failed'
          and created_at >= date_trunc('day', app_now() at time zone 'UTC') at time zone 'UTC'
      )`.as('usedToday'),
      receivingAccountsJson(user).as('accounts'),
      openBonusJsonSql(user).as('openBonus'),
      depositTotalSql(user).as('deposited'),
      rewardCashSql(user).as('rewardCash'),
      kycTierSql(user).as('kycTier'),
      withdrawnSinceSql(user, monthStartSql(timeZone)).as('withdrawnMonth'),
      withdrawnSinceSql(user, null).as('withdrawnLifetime'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
};

/**
 * The player's verification tier and what they have asked to withdraw this month (from the
 * start of the month in `timeZone`) and ever, in one statement (ADR 0073).
 */
export const readTierUse = async (db: Db, userId: number, timeZone: string) => {
  const { rows } = await sql<{ tier: number; month: string; lifetime: string }>`
    select ${kycTierSql(userId)} as tier,
      ${withdrawnSinceSql(userId, monthStartSql(timeZone))} as month,
      ${withdrawnSinceSql(userId, null)} as lifetime
  `.execute(db);
  const row = rows[0]!;
  return {
    tier: Number(row.tier) as KycTier,
    depositMonthly: 0,
    withdrawMonthly: Number(row.month),
    withdrawLifetime: Number(row.lifetime),
  };
};

/**
 * What the trust rules of a request read (docs/rules.md "Withdrawals"), in one statement: the
 * player's credited deposits (count and total), the cash their no-deposit rewards converted
 * into, and whether an operator has approved a request of theirs before.
 */
export const readTrustFacts = async (db: Db, userId: number) => {
  const user = sql.ref<number>('u.id');
  const row = await db
    .selectFrom(playersSql.as('u'))
    .select([
      depositCountSql(user).as('deposits'),
      depositTotalSql(user).as('deposited'),
      rewardCashSql(user).as('rewardCash'),
      sql<boolean>`exists (
        select 1 from withdrawals
        where user_id = u.id and status in ('approved', 'paying', 'paid')
      )`.as('approvedBefore'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    deposits: Number(row.deposits),
    deposited: Number(row.deposited),
    rewardCash: Number(row.rewardCash),
    approvedBefore: row.approvedBefore,
  };
};

/**
 * What the player has asked to withdraw (every request but those rejected or failed), since
 * `from` or ever (null): SQL of their id, for the tier limits (modules/kyc, ADR 0073).
 */
export const withdrawnSinceSql = (
  userId: number | RawBuilder<unknown>,
  from: RawBuilder<unknown> | null,
) =>
  sql<number>`coalesce((
    select sum(amount) from withdrawals
    where user_id = ${userId} and status not in ('rejected', 'failed')
      ${from === null ? sql`` : sql`and created_at >= ${from}`}
  ), 0)`;
