import { z } from 'zod';
import { bodyOf } from './common';

/**
 * The player's deposit coupons (docs/rewards/coupons.md): what reward grants put in their
 * inventory, each used once with a deposit (`recharge`'s `couponId`). The amount rules are
 * values/coupons.ts.
 */

const Money = z.number().int().min(0);
const EpochSeconds = z.number().int();

export const CouponKindValue = z.enum(['general', 'fixed', 'give']);

/** A coupon's terms, frozen when it was granted (see values/coupons.ts CouponTerms). */
export const CouponTermsValue = z.object({
  kind: CouponKindValue,
  percentBp: z.number().int().min(0),
  bonus: Money,
  minDeposit: Money,
  exactDeposit: Money,
  maxBonus: Money,
  wageringMultiple: z.number().int().min(1),
  maxWinMultiple: z.number().int().min(1),
});

export const CouponStatusValue = z.enum(['available', 'reserved', 'used', 'expired']);

export const Coupon = z.object({
  id: z.number().int(),
  propId: z.number().int(),
  /**
   * available: can be picked; reserved: held by a deposit order being paid (available again if
   * it fails or expires); used: paid its bonus with a deposit; expired.
   */
  status: CouponStatusValue,
  terms: CouponTermsValue,
  createdAt: EpochSeconds,
  expiresAt: EpochSeconds,
  /** When it paid its bonus; null unless used. */
  usedAt: EpochSeconds.nullable(),
  /** The deposit order holding or having used it. */
  orderNo: z.string().nullable(),
  /** The bonus it paid; null unless used. */
  bonus: Money.nullable(),
});
export type Coupon = z.infer<typeof Coupon>;

export const CouponListRequest = bodyOf({});
export const CouponListAnswer = z.object({
  /** Coupons to pick now, soonest to expire first. */
  available: z.array(Coupon),
  /** The 20 latest reserved, used or expired. */
  recent: z.array(Coupon),
});
