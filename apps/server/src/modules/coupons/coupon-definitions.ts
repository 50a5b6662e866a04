import { z } from 'zod';
import { couponKindOf, type CouponTerms } from '@lobby/contract/values/coupons';

/**
 * The coupons an operator offers (the `rewards` setting's `coupons`, keyed by prop id;
 * docs/rewards/coupons.md). A prop's kind comes from its id's range and its definition must
 * be of that kind. A grant freezes a definition into the coupons it awards; changing one later
 * changes only coupons granted after.
 */

const played = {
  /** Valid bets required before the bonus converts: this many times the deposit plus the bonus. */
  wageringMultiple: z.number().int().min(1).max(200),
  /** What converts to cash is at most the deposit plus this many times the bonus. */
  maxWinMultiple: z.number().int().min(1).max(1000),
  /** A coupon is usable for this many days from the claim that puts it in the inventory. */
  validDays: z.number().int().min(1).max(365),
};

export const CouponDefinition = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('general'),
    /** The bonus: this share of the deposit (bp, 1000 = 10%) … */
    percentBp: z.number().int().min(1).max(100_000),
    /** … up to this (hundredths; 0: no cap) … */
    maxBonus: z.number().int().min(0),
    /** … on any deposit of at least this. */
    minDeposit: z.number().int().min(1),
    ...played,
  }),
  z.object({
    kind: z.literal('fixed'),
    /** The bonus: this share (bp) of a deposit of exactly `deposit`, and of no other. */
    percentBp: z.number().int().min(1).max(100_000),
    deposit: z.number().int().min(1),
    ...played,
  }),
  z.object({
    kind: z.literal('give'),
    /** The bonus (hundredths), on any deposit of at least `minDeposit`. */
    bonus: z.number().int().min(1),
    minDeposit: z.number().int().min(1),
    ...played,
  }),
]);
export type CouponDefinition = z.infer<typeof CouponDefinition>;

/**
 * The coupons the lobby ships with (the demo grants them): the least wagering at which `npm run
 * sim -- bonus` finds a bonus hunter's best strategy worth clearly less than depositing without
 * the coupon (docs/rewards/coupons.md has the figures).
 */
const DEFAULT_COUPONS: Record<string, CouponDefinition> = {
  '1001': {
    kind: 'general',
    percentBp: 1_000,
    maxBonus: 5_000,
    minDeposit: 2_000,
    wageringMultiple: 3,
    maxWinMultiple: 5,
    validDays: 7,
  },
  '1201': {
    kind: 'fixed',
    percentBp: 3_000,
    deposit: 10_000,
    wageringMultiple: 8,
    maxWinMultiple: 5,
    validDays: 7,
  },
  '1301': {
    kind: 'give',
    bonus: 500,
    minDeposit: 5_000,
    wageringMultiple: 3,
    maxWinMultiple: 5,
    validDays: 7,
  },
};

export const CouponDefinitions = z
  .record(z.string().regex(/^\d{4}$/), CouponDefinition)
  .superRefine((coupons, ctx) => {
    for (const [propId, definition] of Object.entries(coupons)) {
      const kind = couponKindOf(Number(propId));
      if (kind !== definition.kind) {
        ctx.addIssue({
          code: 'custom',
          path: [propId],
          message: kind
            ? `prop ${propId} is a ${kind} coupon`
            : `prop ${propId} is not a coupon (general 1001–1099, fixed 1201–1299, give 1301–1399)`,
        });
      }
    }
  })
  .default(DEFAULT_COUPONS);

/** What a grant freezes of a definition: the terms the coupon is used under, and its validity. */
export interface FrozenCoupon {
  terms: CouponTerms;
  validDays: number;
}

export const freeze = (definition: CouponDefinition): FrozenCoupon => {
  const { wageringMultiple, maxWinMultiple, validDays } = definition;
  const base = { wageringMultiple, maxWinMultiple, percentBp: 0, bonus: 0, maxBonus: 0 };
  switch (definition.kind) {
    case 'general':
      return {
        validDays,
        terms: {
          ...base,
          kind: 'general',
          percentBp: definition.percentBp,
          maxBonus: definition.maxBonus,
          minDeposit: definition.minDeposit,
          exactDeposit: 0,
        },
      };
    case 'fixed':
      return {
        validDays,
        terms: {
          ...base,
          kind: 'fixed',
          percentBp: definition.percentBp,
          minDeposit: definition.deposit,
          exactDeposit: definition.deposit,
        },
      };
    case 'give':
      return {
        validDays,
        terms: {
          ...base,
          kind: 'give',
          bonus: definition.bonus,
          minDeposit: definition.minDeposit,
          exactDeposit: 0,
        },
      };
  }
};
