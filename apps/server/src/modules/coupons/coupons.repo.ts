import { sql } from 'kysely';
import type { CouponTerms } from '@lobby/contract/values/coupons';
import { asCamel } from '@/db/camel-columns';
import type { Db } from '@/db/database';

const couponColumns = asCamel([
  'id',
  'user_id',
  'prop_id',
  'terms',
  'status',
  'activity',
  'order_no',
  'bonus',
  'created_at',
  'expires_at',
  'used_at',
]);

export interface CouponRow {
  id: number;
  userId: number;
  propId: number;
  terms: CouponTerms;
  status: 'available' | 'reserved' | 'used' | 'expired';
  activity: string;
  orderNo: string | null;
  bonus: number | null;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

const couponOf = (row: {
  id: number | string;
  userId: number | string;
  propId: number;
  terms: unknown;
  status: CouponRow['status'];
  activity: string;
  orderNo: string | null;
  bonus: number | string | null;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}): CouponRow => ({
  ...row,
  id: Number(row.id),
  userId: Number(row.userId),
  terms: (typeof row.terms === 'string' ? JSON.parse(row.terms) : row.terms) as CouponTerms,
  bonus: row.bonus === null ? null : Number(row.bonus),
});

/** Puts `count` coupons of one prop in the player's inventory, usable for `validDays` from now. */
export const insertCoupons = (
  trx: Db,
  coupon: {
    userId: number;
    propId: number;
    terms: CouponTerms;
    validDays: number;
    grantId: number;
    activity: string;
    count: number;
  },
) =>
  sql`
    insert into coupons (user_id, prop_id, terms, grant_id, activity, expires_at)
    select ${coupon.userId}, ${coupon.propId}, ${JSON.stringify(coupon.terms)}::jsonb,
      ${coupon.grantId}, ${coupon.activity}, app_now() + make_interval(days => ${coupon.validDays})
    from generate_series(1, ${coupon.count})
  `.execute(trx);

/**
 * The player's coupons to pick now (available, not past their expiry by the lobby's clock),
 * soonest to expire first, and their latest others: reserved, used, expired (or past expiry).
 */
export const listCoupons = async (db: Db, userId: number, recentLimit: number) => {
  const usable = sql<boolean>`status = 'available' and expires_at > app_now()`;
  const [available, recent] = await Promise.all([
    db
      .selectFrom('coupons')
      .select(couponColumns)
      .where('user_id', '=', userId)
      .where(usable)
      .orderBy('expires_at')
      .orderBy('id')
      .limit(200)
      .execute(),
    db
      .selectFrom('coupons')
      .select(couponColumns)
      .select(sql<boolean>`expires_at <= app_now()`.as('pastExpiry'))
      .where('user_id', '=', userId)
      .where(sql<boolean>`not (${usable})`)
      .orderBy('id', 'desc')
      .limit(recentLimit)
      .execute(),
  ]);
  return {
    available: available.map(couponOf),
    recent: recent.map(({ pastExpiry, ...row }) => {
      const coupon = couponOf(row);
      // The expiry job marks them in its own time; the player sees it at once.
      return coupon.status === 'available' && pastExpiry
        ? { ...coupon, status: 'expired' as const }
        : coupon;
    }),
  };
};

/** A coupon, whoever's it is, with whether it is past its expiry by the lobby's clock. */
export const findCoupon = async (db: Db, id: number) => {
  const row = await db
    .selectFrom('coupons')
    .select(couponColumns)
    .select(sql<boolean>`expires_at <= app_now()`.as('pastExpiry'))
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { ...couponOf(row), pastExpiry: row.pastExpiry } : undefined;
};

/**
 * available → reserved by the order, when it is the player's, available and not past its
 * expiry; in one statement, so of two orders racing for it one holds it. Answers whether this
 * call reserved it.
 */
export const reserveCoupon = async (trx: Db, id: number, userId: number, orderNo: string) =>
  (
    await trx
      .updateTable('coupons')
      .set({ status: 'reserved', order_no: orderNo })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', '=', 'available')
      .where('expires_at', '>', sql<Date>`app_now()`)
      .executeTakeFirst()
  ).numUpdatedRows > 0n;

/** The coupon, locked until the transaction ends (the deposit credit's turn). */
export const lockCoupon = async (trx: Db, id: number) => {
  const row = await trx
    .selectFrom('coupons')
    .select(couponColumns)
    .select(sql<boolean>`expires_at <= app_now()`.as('pastExpiry'))
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ? { ...couponOf(row), pastExpiry: row.pastExpiry } : undefined;
};

export const markUsed = (trx: Db, id: number, orderNo: string, bonus: number) =>
  trx
    .updateTable('coupons')
    .set({ status: 'used', order_no: orderNo, bonus, used_at: sql<Date>`app_now()` })
    .where('id', '=', id)
    .execute();

/** Gives a coupon back to the inventory (its order ends without using it). */
export const releaseCoupon = (trx: Db, id: number) =>
  trx
    .updateTable('coupons')
    .set({ status: 'available', order_no: null })
    .where('id', '=', id)
    .where('status', '=', 'reserved')
    .execute();

/** Every available coupon past its expiry becomes expired; answers how many. */
export const expireDue = async (db: Db) => {
  const result = await db
    .updateTable('coupons')
    .set({ status: 'expired' })
    .where('status', '=', 'available')
    .where('expires_at', '<=', sql<Date>`app_now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};
