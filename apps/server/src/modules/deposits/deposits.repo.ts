import { sql, type Insertable } from 'kysely';
import type { RechargeStatus } from '@lobby/contract/values/wallet';
import type { Db } from '../../db/database';
import type { DepositEventsTable } from '../../db/schema';

export interface OrderRow {
  id: number;
  order_no: string;
  user_id: number;
  recharge_type_id: number;
  amount: number;
  currency: string;
  provider: string;
  pay_url: string;
  status: RechargeStatus;
  client_key: string | null;
  channel_bonus_bp: number;
  bonus: number;
  bonus_rule: string | null;
  provider_ref: string | null;
  created_at: Date;
  expires_at: Date;
  credited_at: Date | null;
  take_bonus: boolean;
}

const orderColumns = [
  'id',
  'order_no',
  'user_id',
  'recharge_type_id',
  'amount',
  'currency',
  'provider',
  'pay_url',
  'status',
  'client_key',
  'channel_bonus_bp',
  'bonus',
  'bonus_rule',
  'provider_ref',
  'created_at',
  'expires_at',
  'credited_at',
  'take_bonus',
] as const;

type Found = Promise<OrderRow | undefined>;

export const insertOrder = (
  db: Db,
  row: {
    order_no: string;
    user_id: number;
    recharge_type_id: number;
    amount: number;
    currency: string;
    provider: string;
    pay_url: string;
    client_key: string | null;
    channel_bonus_bp: number;
    take_bonus: boolean;
    checkout_id: string | null;
    expires_at: Date;
  },
) =>
  db
    .insertInto('deposit_orders')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'client_key']).doNothing())
    .returning(orderColumns)
    .executeTakeFirst() as Found;

export const findOrderByClientKey = (db: Db, userId: number, clientKey: string) =>
  db
    .selectFrom('deposit_orders')
    .select(orderColumns)
    .where('user_id', '=', userId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst() as Found;

export const findOrder = (db: Db, orderNo: string) =>
  db
    .selectFrom('deposit_orders')
    .select(orderColumns)
    .where('order_no', '=', orderNo)
    .executeTakeFirst() as Found;

/** The order, locked until the transaction ends: crediting runs one at a time per order. */
export const lockOrder = (trx: Db, orderNo: string) =>
  trx
    .selectFrom('deposit_orders')
    .select(orderColumns)
    .where('order_no', '=', orderNo)
    .forUpdate()
    .executeTakeFirst() as Found;

export const listOrders = (
  db: Db,
  userId: number,
  filter: { status?: RechargeStatus | undefined; limit: number; offset: number },
) => {
  let query = db.selectFrom('deposit_orders').where('user_id', '=', userId);
  if (filter.status) query = query.where('status', '=', filter.status);
  return Promise.all([
    query
      .select(orderColumns)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute() as Promise<OrderRow[]>,
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
};

/** created → failed; answers whether this call moved it. */
export const markFailed = async (db: Db, orderNo: string, providerRef: string) =>
  (
    await db
      .updateTable('deposit_orders')
      .set({ status: 'failed', closed_at: sql<Date>`now()`, provider_ref: providerRef })
      .where('order_no', '=', orderNo)
      .where('status', '=', 'created')
      .executeTakeFirst()
  ).numUpdatedRows > 0n;

/** created → expired once its time is up; answers whether this call moved it. */
export const markExpired = async (db: Db, orderNo: string) =>
  (
    await db
      .updateTable('deposit_orders')
      .set({ status: 'expired', closed_at: sql<Date>`now()` })
      .where('order_no', '=', orderNo)
      .where('status', '=', 'created')
      .where('expires_at', '<=', sql<Date>`now()`)
      .executeTakeFirst()
  ).numUpdatedRows > 0n;

/**
 * paid → credited (or, with `paidNow`, created, expired or failed → credited in one step: the
 * provider's word and the credit land together), with the bonus granted; `event` is logged in
 * the same statement. Answers the order as it now is.
 */
export const markCredited = (
  trx: Db,
  orderNo: string,
  bonus: { bonus: number; rule: string | null },
  options: { paidNow?: { providerRef: string }; event?: DepositEventRow } = {},
): Promise<OrderRow> => {
  const set = {
    status: 'credited' as const,
    credited_at: sql<Date>`now()`,
    bonus: bonus.bonus,
    bonus_rule: bonus.rule,
    ...(options.paidNow
      ? { paid_at: sql<Date>`now()`, provider_ref: options.paidNow.providerRef }
      : {}),
  };
  const from: RechargeStatus[] = options.paidNow ? ['created', 'expired', 'failed'] : ['paid'];
  const { event } = options;
  const update = event
    ? trx
        .with('logged', (db) => db.insertInto('deposit_events').values(event))
        .updateTable('deposit_orders')
        .set(set)
        .where('order_no', '=', orderNo)
        .where('status', 'in', from)
        .returning(orderColumns)
    : trx
        .updateTable('deposit_orders')
        .set(set)
        .where('order_no', '=', orderNo)
        .where('status', 'in', from)
        .returning(orderColumns);
  return update.executeTakeFirstOrThrow() as Promise<OrderRow>;
};

export const markChecked = (db: Db, orderNos: readonly string[]) =>
  orderNos.length === 0
    ? Promise.resolve()
    : db
        .updateTable('deposit_orders')
        .set({ checked_at: sql<Date>`now()` })
        .where('order_no', 'in', orderNos)
        .execute()
        .then(() => undefined);

export interface DueOrder {
  order_no: string;
  provider: string;
  status: RechargeStatus;
  checkout_id: string | null;
}

/** Unpaid orders whose time is up, oldest first. */
export const ordersToExpire = (db: Db, limit: number) =>
  db
    .selectFrom('deposit_orders')
    .select(['order_no', 'provider', 'status', 'checkout_id'])
    .where('status', '=', 'created')
    .where('expires_at', '<=', sql<Date>`now()`)
    .orderBy('expires_at')
    .limit(limit)
    .execute() as Promise<DueOrder[]>;

/**
 * What reconciliation looks at: paid orders not credited yet (a crash between the two steps),
 * created orders whose webhook is overdue, and orders expired lately (a payment may land after
 * the order's time), each asked about at most once per recheck interval.
 */
export const ordersToReconcile = (
  db: Db,
  rules: {
    reconcileAfterSeconds: number;
    recheckSeconds: number;
    lateCheckHours: number;
    lateRecheckMinutes: number;
  },
  limit: number,
) =>
  db
    .selectFrom('deposit_orders')
    .select(['order_no', 'provider', 'status', 'checkout_id'])
    .where((eb) =>
      eb.or([
        eb('status', '=', 'paid'),
        eb.and([
          eb('status', '=', 'created'),
          eb(
            'created_at',
            '<=',
            sql<Date>`now() - make_interval(secs => ${rules.reconcileAfterSeconds})`,
          ),
          eb.or([
            eb('checked_at', 'is', null),
            eb(
              'checked_at',
              '<=',
              sql<Date>`now() - make_interval(secs => ${rules.recheckSeconds})`,
            ),
          ]),
        ]),
        eb.and([
          eb('status', '=', 'expired'),
          eb('closed_at', '>', sql<Date>`now() - make_interval(hours => ${rules.lateCheckHours})`),
          eb.or([
            eb('checked_at', 'is', null),
            eb(
              'checked_at',
              '<=',
              sql<Date>`now() - make_interval(mins => ${rules.lateRecheckMinutes})`,
            ),
          ]),
        ]),
      ]),
    )
    .orderBy('created_at')
    .limit(limit)
    .execute() as Promise<DueOrder[]>;

// ---- the per-player summary ----

export interface TotalsRow {
  user_id: number;
  total: number;
  deposits: number;
  last_recharge_type_id: number | null;
  last_credited_at: Date | null;
}

export interface LockedTotals extends TotalsRow {
  first_today: boolean;
  /** Channel bonus granted so far in the current UTC day. */
  channel_bonus_today: number;
}

const totalsColumns = [
  'user_id',
  'total',
  'deposits',
  'last_recharge_type_id',
  'last_credited_at',
] as const;

export const findTotals = (db: Db, userId: number) =>
  db
    .selectFrom('deposit_totals')
    .select(totalsColumns)
    .where('user_id', '=', userId)
    .executeTakeFirst() as Promise<TotalsRow | undefined>;

/**
 * The player's summary, locked: one player's deposits are credited one at a time, so "first
 * ever" and "first of the day" are each true for one deposit only. `first_today` is by the
 * database's clock, in UTC days.
 */
export const lockTotals = async (trx: Db, userId: number) => {
  // One statement: made on the first deposit, locked by the no-op update otherwise.
  const row = await trx
    .insertInto('deposit_totals')
    .values({ user_id: userId })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ user_id: (eb) => eb.ref('excluded.user_id') }),
    )
    .returning(totalsColumns)
    .returning(
      sql<boolean>`last_credited_at is null or last_credited_at < date_trunc('day', now(), 'UTC')`.as(
        'first_today',
      ),
    )
    .returning(
      sql<number>`case when channel_bonus_day = (now() at time zone 'UTC')::date
        then channel_bonus_today else 0 end`.as('channel_bonus_today'),
    )
    .executeTakeFirstOrThrow();
  return {
    ...(row as unknown as LockedTotals),
    channel_bonus_today: Number(row.channel_bonus_today),
  };
};

/** Channel bonus the player earned so far in the current UTC day. */
export const channelBonusToday = async (db: Db, userId: number) => {
  const row = await db
    .selectFrom('deposit_totals')
    .select(
      sql<number>`case when channel_bonus_day = (now() at time zone 'UTC')::date
        then channel_bonus_today else 0 end`.as('today'),
    )
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.today ?? 0);
};

export const addToTotals = (
  trx: Db,
  userId: number,
  amount: number,
  rechargeTypeId: number,
  channelBonus: number,
) =>
  trx
    .updateTable('deposit_totals')
    .set((eb) => ({
      total: eb('total', '+', amount),
      deposits: eb('deposits', '+', 1),
      last_recharge_type_id: rechargeTypeId,
      first_credited_at: sql<Date>`coalesce(first_credited_at, now())`,
      last_credited_at: sql<Date>`now()`,
      ...(channelBonus > 0
        ? {
            channel_bonus_today: sql<number>`case when channel_bonus_day = (now() at time zone 'UTC')::date
              then channel_bonus_today else 0 end + ${channelBonus}`,
            channel_bonus_day: sql<Date>`(now() at time zone 'UTC')::date`,
          }
        : {}),
    }))
    .where('user_id', '=', userId)
    .execute();

// ---- the provider event log ----

export type DepositEventRow = Insertable<DepositEventsTable>;

export const insertEvent = (db: Db, row: DepositEventRow) =>
  db.insertInto('deposit_events').values(row).execute();
