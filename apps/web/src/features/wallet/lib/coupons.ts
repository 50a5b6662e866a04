import type { Coupon } from '@lobby/contract/coupons';
import { stakeTerms, type BonusPackageTerms } from '@lobby/contract/values/bonus-terms';
import { couponBonus, couponMisfit } from '@lobby/contract/values/coupons';
import type { Hundredths } from '@lobby/contract/values/money';

/** What a coupon adds to a deposit of `amount`, as the server pays it; 0 when it does not fit. */
export const couponBonusFor = (coupon: Coupon, amount: Hundredths | null): Hundredths =>
  amount === null ? 0 : couponBonus(coupon.terms, amount);

/** Why the coupon cannot go with a deposit of `amount` (an i18n key and its limit), or null. */
export const couponProblem = (
  coupon: Coupon,
  amount: Hundredths | null,
): { key: string; limit: Hundredths } | null => {
  const misfit = couponMisfit(coupon.terms, amount ?? 0);
  if (!misfit) return null;
  return misfit.reason === 'below_min'
    ? { key: 'coupons.needsMin', limit: misfit.minDeposit }
    : { key: 'coupons.needsExact', limit: misfit.exactDeposit };
};

/** The numbers the coupon's bonus is played under with a deposit of `amount`. */
export const couponPackage = (
  coupon: Coupon,
  amount: Hundredths,
  rules: { maxBetBp: number; maxBetFloor: number },
): BonusPackageTerms => stakeTerms(amount, couponBonusFor(coupon, amount), coupon.terms, rules);
