import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  couponBonus,
  couponKindOf,
  couponMisfit,
  type CouponTerms,
} from '@lobby/contract/values/coupons';
import { CouponDefinitions, freeze } from './coupon-definitions';

const played = { wageringMultiple: 3, maxWinMultiple: 5 };
const general: CouponTerms = {
  kind: 'general',
  percentBp: 1_000,
  bonus: 0,
  minDeposit: 2_000,
  exactDeposit: 0,
  maxBonus: 5_000,
  ...played,
};
const fixed: CouponTerms = {
  kind: 'fixed',
  percentBp: 3_000,
  bonus: 0,
  minDeposit: 10_000,
  exactDeposit: 10_000,
  maxBonus: 0,
  ...played,
};
const give: CouponTerms = {
  kind: 'give',
  percentBp: 0,
  bonus: 500,
  minDeposit: 5_000,
  exactDeposit: 0,
  maxBonus: 0,
  ...played,
};

describe('the coupons’ amount rules', () => {
  it.each([
    // kind, deposit, bonus
    [general, 1_999, 0], // below the minimum
    [general, 2_000, 200],
    [general, 2_009, 200], // floored to the hundredth: 200.9 → 200
    [general, 49_999, 4_999],
    [general, 50_000, 5_000],
    [general, 1_000_000, 5_000], // capped
    [{ ...general, maxBonus: 0 }, 1_000_000, 100_000], // no cap
    [fixed, 9_999, 0],
    [fixed, 10_000, 3_000], // exactly its deposit
    [fixed, 10_001, 0],
    [fixed, 20_000, 0],
    [give, 4_999, 0],
    [give, 5_000, 500],
    [give, 1_000_000, 500],
  ] as const)('%#: %o on %i pays %i', (terms, deposit, bonus) => {
    expect(couponBonus(terms, deposit)).toBe(bonus);
    expect(couponMisfit(terms, deposit) === null).toBe(bonus > 0);
  });

  it('never pays more than its share, its cap or its set bonus, and never a fraction', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000_000_000 }),
        (percentBp, maxBonus, minDeposit, deposit) => {
          const terms = { ...general, percentBp, maxBonus, minDeposit };
          const bonus = couponBonus(terms, deposit);
          expect(Number.isSafeInteger(bonus)).toBe(true);
          // floor(deposit × bp / 10⁴), exactly, then the cap; nothing below the minimum.
          const share = Number((BigInt(deposit) * BigInt(percentBp)) / 10_000n);
          const expected =
            deposit < minDeposit ? 0 : maxBonus > 0 ? Math.min(share, maxBonus) : share;
          expect(bonus).toBe(expected);
          expect(bonus * 10_000).toBeLessThanOrEqual(deposit * percentBp);
        },
      ),
    );
  });

  it('knows a coupon by its prop id’s range', () => {
    expect(
      [1000, 1001, 1099, 1100, 1201, 1299, 1300, 1301, 1399, 1400, 2001].map(couponKindOf),
    ).toEqual([
      null,
      'general',
      'general',
      null,
      'fixed',
      'fixed',
      null,
      'give',
      'give',
      null,
      null,
    ]);
  });

  it('ships definitions whose kinds match their props, frozen into the terms the rules read', () => {
    const defaults = CouponDefinitions.parse(undefined);
    expect(Object.keys(defaults).map(Number).map(couponKindOf)).toEqual([
      'general',
      'fixed',
      'give',
    ]);
    expect(freeze(defaults['1201']!)).toEqual({
      validDays: 7,
      terms: {
        kind: 'fixed',
        percentBp: 3_000,
        bonus: 0,
        minDeposit: 10_000,
        exactDeposit: 10_000,
        maxBonus: 0,
        wageringMultiple: defaults['1201']!.wageringMultiple,
        maxWinMultiple: 5,
      },
    });
  });
});
