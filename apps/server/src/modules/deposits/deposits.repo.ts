import { sql, type Insertable } from 'kysely';
import type { RechargeStatus } from '@lobby/contract/values/wallet';
import type { Db } from '@/db/database';
import { asCamel, type Camelized } from '@/db/camel-columns';
import type { DepositEvents } from '@/db/schema';

const orderColumns = asCamel([
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
  'coupon_id',
]);

/** A deposit order as the service sees it. */
export type DepositOrder = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

export const insertOrder = (
  db: Db,
  order: {
    orderNo: string;
    userId: number;
    rechargeTypeId: number;
    amount: number;
    currency: string;
    provider: string;
    payUrl: string;
    clientKey: string | null;
    channelBonusBp: number;
    takeBonus: boolean;
    checkoutId: string | null;
    couponId: number | null;
    expiresAt: Date;
  },
) =>
  db
    .insertInto('deposit_orders')
    .values({
      order_no: order.orderNo,
      user_id: order.userId,
      recharge_type_id: order.rechargeTypeId,
      amount: order.amount,
      currency: order.currency,
      provider: order.provider,
      pay_url: order.payUrl,
      client_key: order.clientKey,
      channel_bonus_bp: order.channelBonusBp,
      take_bonus: order.takeBonus,
      checkout_id: order.checkoutId,
      coupon_id: order.couponId,
      expires_at: order.expiresAt,
    })
    .onConflict((oc) => oc.columns(['user_id', 'client_key']).doNothing())
    .returning(orderColumns)
    .executeTakeFirst();

export const findOrderByClientKey = (db: Db, userId: number, clientKey: string) =>
  db
    .selectFrom('deposit_orders')
    .select(orderColumns)
    .where('user_id', '=', userId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();

export const findOrder = (db: Db, orderNo: string) =>
  db
    .selectFrom('deposit_orders')
    .select(orderColumns)
    .where('order_no', '=', orderNo)
    .executeTakeFirst();

/** The order, locked until the transaction ends: crediting runs one at a time per order. */
export const lockOrder = (trx: Db, orderNo: string) =>
  trx
    .selectFrom('deposit_orders')
    .select(orderColumns)
    .where('order_no', '=', orderNo)
    .forUpdate()
    .executeTakeFirst();

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
      .execute(),
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
  options: { paidNow?: { providerRef: string }; event?: DepositEvent } = {},
): Promise<DepositOrder> => {
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
        .with('logged', (db) => db.insertInto('deposit_events').values(eventValues(event)))
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
  return update.executeTakeFirstOrThrow();
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

const dueColumns = asCamel(['order_no', 'provider', 'status', 'checkout_id']);

/** An order a job asks its provider about. */
export type DueOrder = Awaited<ReturnType<typeof ordersToExpire>>[number];

/** Unpaid orders whose time is up, oldest first. */
export const ordersToExpire = (db: Db, limit: number) =>
  db
    .selectFrom('deposit_orders')
    .select(dueColumns)
    .where('status', '=', 'created')
    .where('expires_at', '<=', sql<Date>`now()`)
    .orderBy('expires_at')
    .limit(limit)
    .execute();

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
    .select(dueColumns)
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
    .execute();

// ---- the per-player summary ----

const totalsColumns = asCamel([
  'user_id',
  'total',
  'deposits',
  'last_recharge_type_id',
  'last_credited_at',
  'first_bonus_taken',
]);

/** The player's summary; `firstToday`: no deposit yet this UTC day by the lobby's clock. */
export const findTotals = (db: Db, userId: number) =>
  db
    .selectFrom('deposit_totals')
    .select(totalsColumns)
    .select(
      sql<boolean>`last_credited_at is null or last_credited_at < date_trunc('day', app_now(), 'UTC')`.as(
        'firstToday',
      ),
    )
    .where('user_id', '=', userId)
    .executeTakeFirst();

/**
 * The player's summary, locked: one player's deposits are credited one at a time, so "first
 * ever" and "first of the day" are each true for one deposit only. `firstToday` is by the
 * lobby's clock (app_now(), which the test clock moves), in UTC days; `channelBonusToday` is the channel bonus granted so far that
 * day.
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
      sql<boolean>`last_credited_at is null or last_credited_at < date_trunc('day', app_now(), 'UTC')`.as(
        'firstToday',
      ),
    )
    .returning(
      sql<number>`case when channel_bonus_day = (app_now() at time zone 'UTC')::date
        then channel_bonus_today else 0 end`.as('channelBonusToday'),
    )
    .executeTakeFirstOrThrow();
  return { ...row, channelBonusToday: Number(row.channelBonusToday) };
};

/** Channel bonus the player earned so far in the current UTC day (by the lobby's clock). */
export const channelBonusToday = async (db: Db, userId: number) => {
  const row = await db
    .selectFrom('deposit_totals')
    .select(
      sql<number>`case when channel_bonus_day = (app_now() at time zone 'UTC')::date
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
  /** This deposit took the first-deposit bonus (it is offered no more). */
  firstBonus = false,
) =>
  trx
    .updateTable('deposit_totals')
    .set((eb) => ({
      ...(firstBonus ? { first_bonus_taken: true } : {}),
      total: eb('total', '+', amount),
      deposits: eb('deposits', '+', 1),
      last_recharge_type_id: rechargeTypeId,
      first_credited_at: sql<Date>`coalesce(first_credited_at, now())`,
      // The day rules read it against the lobby's clock, so it is written by that clock too.
      last_credited_at: sql<Date>`app_now()`,
      ...(channelBonus > 0
        ? {
            channel_bonus_today: sql<number>`case when channel_bonus_day = (app_now() at time zone 'UTC')::date
              then channel_bonus_today else 0 end + ${channelBonus}`,
            channel_bonus_day: sql<Date>`(app_now() at time zone 'UTC')::date`,
          }
        : {}),
    }))
    .where('user_id', '=', userId)
    .execute();

// ---- the provider event log ----

/** A provider event as logged: what it said of which order, and what became of it. */
export type DepositEvent = Camelized<Omit<Insertable<DepositEvents>, 'id' | 'received_at'>>;

const eventValues = (event: DepositEvent): Insertable<DepositEvents> => ({
  provider: event.provider,
  source: event.source,
  order_no: event.orderNo,
  event_id: event.eventId,
  outcome: event.outcome,
  detail: event.detail,
  body: event.body,
});

export const insertEvent = (db: Db, event: DepositEvent) =>
  db.insertInto('deposit_events').values(eventValues(event)).execute();
