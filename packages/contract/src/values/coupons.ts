import { PropRange } from './enums';
import { percentOf, type Hundredths } from './money';

/**
 * Deposit coupons (docs/rewards/coupons.md), pure and browser-safe: the server pays a coupon's
 * bonus by these rules and the deposit page shows the player the same numbers before they pick.
 *
 * - general (props 1001–1099): a share of any deposit of at least its minimum, up to a cap;
 * - fixed (1201–1299): a share of a deposit of exactly its amount, and of no other;
 * - give (1301–1399): a set bonus on any deposit of at least its minimum.
 */

export type CouponKind = 'general' | 'fixed' | 'give';

const RANGES: readonly (readonly [CouponKind, { from: number; to: number }])[] = [
  ['general', PropRange.GeneralCoupon],
  ['fixed', PropRange.FixedCoupon],
  ['give', PropRange.GiveCoupon],
];

/** The kind of coupon a prop id is, or null when it is not a coupon. */
export const couponKindOf = (propId: number): CouponKind | null =>
  RANGES.find(([, range]) => propId >= range.from && propId <= range.to)?.[0] ?? null;

/** The terms a coupon is used under, frozen when it is granted (hundredths, basis points). */
export interface CouponTerms {
  kind: CouponKind;
  /** general, fixed: the bonus as a share of the deposit (bp); give: 0. */
  percentBp: number;
  /** give: the bonus; general, fixed: 0. */
  bonus: Hundredths;
  /** general, give: the smallest deposit it applies to; fixed: its deposit. */
  minDeposit: Hundredths;
  /** fixed: the only deposit it applies to; general, give: 0 (any from the minimum). */
  exactDeposit: Hundredths;
  /** general: the most bonus it adds (0: no cap); fixed, give: 0. */
  maxBonus: Hundredths;
  /** Valid bets required before the bonus converts: this many times the deposit plus the bonus. */
  wageringMultiple: number;
  /** What converts to cash is at most the deposit plus this many times the bonus. */
  maxWinMultiple: number;
}

/** Why a deposit of some amount cannot use a coupon, or null when it can. */
export type CouponMisfit =
  | { reason: 'below_min'; minDeposit: Hundredths }
  | { reason: 'not_exact'; exactDeposit: Hundredths };

export const couponMisfit = (terms: CouponTerms, amount: Hundredths): CouponMisfit | null => {
  if (terms.kind === 'fixed') {
    return amount === terms.exactDeposit
      ? null
      : { reason: 'not_exact', exactDeposit: terms.exactDeposit };
  }
  return amount >= terms.minDeposit ? null : { reason: 'below_min', minDeposit: terms.minDeposit };
};

/**
 * The bonus a coupon adds to a deposit of `amount`: a share floored to a hundredth and capped
 * (general), the share of its exact deposit (fixed), or its set bonus (give); 0 when the
 * deposit does not fit it.
 */
export const couponBonus = (terms: CouponTerms, amount: Hundredths): Hundredths => {
  if (couponMisfit(terms, amount)) return 0;
  if (terms.kind === 'give') return terms.bonus;
  const share = percentOf(amount, terms.percentBp);
  return terms.maxBonus > 0 ? Math.min(share, terms.maxBonus) : share;
};
