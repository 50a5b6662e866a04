import { couponBonus } from '@lobby/contract/values/coupons';
import { stakeTerms } from '@lobby/contract/values/bonus-terms';
import type { BonusRules } from '../bonus/bonus-rules';
import { freeze, type CouponDefinition } from './coupon-definitions';

/**
 * A coupon's bonus-hunter scenarios (`npm run sim -- bonus`, docs/rewards/coupons.md): the
 * deposits where its bonus is the largest share of the deposit (a general coupon's minimum and
 * the deposit that reaches its cap, a fixed coupon's amount, a give coupon's minimum), each with
 * the package terms the coupon opens, played like any deposit bonus.
 */
export const couponScenarios = (
  coupons: Readonly<Record<string, CouponDefinition>>,
  rules: Pick<BonusRules, 'maxBetBp' | 'maxBetFloor'>,
) =>
  Object.entries(coupons).flatMap(([propId, definition]) => {
    const { terms } = freeze(definition);
    const deposits =
      terms.kind === 'general' && terms.maxBonus > 0
        ? [
            terms.minDeposit,
            Math.max(terms.minDeposit, Math.ceil((terms.maxBonus * 10_000) / terms.percentBp)),
          ]
        : [terms.minDeposit];
    return [...new Set(deposits)].map((deposit) => {
      const bonus = couponBonus(terms, deposit);
      return {
        label: `coupon ${propId} (${terms.kind}) on ${(deposit / 100).toFixed(2)}`,
        deposit,
        bonus,
        terms: stakeTerms(deposit, bonus, terms, rules),
      };
    });
  });
