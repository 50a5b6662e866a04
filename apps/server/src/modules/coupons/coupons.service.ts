import { couponMisfit, type CouponTerms } from '@lobby/contract/values/coupons';
import type { Coupon } from '@lobby/contract/coupons';
import { AppError, ErrorCode } from '@/core/app-error';
import { epochSeconds } from '@/core/epoch-seconds';
import type { Db } from '@/db/database';
import type { BonusService } from '../bonus/bonus.service';
import {
  expireDue,
  findCoupon,
  listCoupons,
  lockCoupon,
  markUsed,
  releaseCoupon,
  reserveCoupon,
  type CouponRow,
} from './coupons.repo';

const RECENT = 20;

const view = (c: CouponRow): Coupon => ({
  id: c.id,
  propId: c.propId,
  status: c.status,
  terms: c.terms,
  createdAt: epochSeconds(c.createdAt),
  expiresAt: epochSeconds(c.expiresAt),
  usedAt: c.usedAt ? epochSeconds(c.usedAt) : null,
  orderNo: c.orderNo,
  bonus: c.bonus,
});

/** A coupon a deposit credit uses: its terms and the activity whose promotions account pays. */
export interface TakenCoupon {
  id: number;
  terms: CouponTerms;
  activity: string;
}

/**
 * The player's deposit coupons (docs/rewards/coupons.md): claims put them in the inventory
 * (insertCoupons, in the claim's transaction), a recharge reserves one for its order, and the
 * order's credit uses it (its bonus paid by the deposits module as bonus money) or, when the
 * order fails or expires, a trigger gives it back.
 */
export class CouponsService {
  constructor(private readonly deps: { db: Db; bonus: BonusService }) {}

  async list(userId: number) {
    const { available, recent } = await listCoupons(this.deps.db, userId, RECENT);
    return { available: available.map(view), recent: recent.map(view) };
  }

  /**
   * Why the player may not use the coupon with a deposit of `amount` now, as the errcode the
   * recharge refuses with: not theirs (or unknown), used or held by another order, expired, the
   * deposit not fitting its terms, or a bonus open (one at a time). Read before the order is
   * made; reserve() decides races.
   */
  async check(userId: number, couponId: number, amount: number) {
    const coupon = await findCoupon(this.deps.db, couponId);
    if (!coupon || coupon.userId !== userId) throw new AppError(ErrorCode.COUPON_NOT_FOUND);
    if (coupon.status === 'used' || coupon.status === 'reserved')
      throw new AppError(ErrorCode.COUPON_UNAVAILABLE);
    if (coupon.status === 'expired' || coupon.pastExpiry)
      throw new AppError(ErrorCode.COUPON_EXPIRED);
    const misfit = couponMisfit(coupon.terms, amount);
    if (misfit?.reason === 'below_min')
      throw new AppError(ErrorCode.COUPON_DEPOSIT_BELOW_MIN, { minDeposit: misfit.minDeposit });
    if (misfit?.reason === 'not_exact')
      throw new AppError(ErrorCode.COUPON_DEPOSIT_NOT_EXACT, {
        exactDeposit: misfit.exactDeposit,
      });
    if (await this.deps.bonus.hasOpen(this.deps.db, userId))
      throw new AppError(ErrorCode.COUPON_BONUS_OPEN);
  }

  /**
   * Holds the coupon for the order, in the transaction that makes the order: of two orders
   * racing for one coupon, one holds it and the other is refused (and not made).
   */
  async reserve(trx: Db, userId: number, couponId: number, orderNo: string) {
    if (await reserveCoupon(trx, couponId, userId, orderNo)) return;
    const coupon = await findCoupon(trx, couponId);
    if (!coupon || coupon.userId !== userId) throw new AppError(ErrorCode.COUPON_NOT_FOUND);
    if (coupon.status === 'available' && coupon.pastExpiry)
      throw new AppError(ErrorCode.COUPON_EXPIRED);
    throw new AppError(ErrorCode.COUPON_UNAVAILABLE);
  }

  /**
   * The coupon an order is credited with, locked, or null when it cannot be: it is held by this
   * order, or (the order failed or expired, and was paid after all) it is the player's,
   * available and not expired. A coupon the order held is honoured even past its expiry: the
   * order was made while it was valid.
   */
  async take(
    trx: Db,
    couponId: number,
    order: { orderNo: string; userId: number },
  ): Promise<TakenCoupon | null> {
    const coupon = await lockCoupon(trx, couponId);
    if (!coupon || coupon.userId !== order.userId) return null;
    const held = coupon.status === 'reserved' && coupon.orderNo === order.orderNo;
    const free = coupon.status === 'available' && !coupon.pastExpiry;
    return held || free ? { id: coupon.id, terms: coupon.terms, activity: coupon.activity } : null;
  }

  /** The coupon paid its bonus with the order's deposit. */
  used(trx: Db, couponId: number, orderNo: string, bonus: number) {
    return markUsed(trx, couponId, orderNo, bonus);
  }

  /** The coupon goes back to the inventory (it could not be used with the order). */
  release(trx: Db, couponId: number) {
    return releaseCoupon(trx, couponId);
  }

  /** The expiry job: available coupons past their time expire. */
  expireDue() {
    return expireDue(this.deps.db);
  }
}
