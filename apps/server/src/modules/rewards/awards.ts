import { z } from 'zod';

/** The props an award can hold, by the product's prop ids (docs/rewards/README.md). */
export const PropId = {
  /** Coin: bonus money, wagered before it is cash. */
  Coin: 2001,
  /** Points: an account of their own, never spendable as coin. */
  Points: 2002,
  /** Liveness: task-chest progress. */
  Liveness: 4001,
  /** A lucky-jackpot draw chance; its count is how many (docs/rewards/jackpot.md). */
  DrawChance: 50_000,
  // Coupons (general 1001–1099, fixed 1201–1299, give 1301–1399: couponKindOf in
  // @lobby/contract/values/coupons) go to the player's coupon inventory, their count being how
  // many. The jackpot's tiers (50001–50004) are paid by its draw alone, never by a grant.
} as const;

/** One prop of an award and how many (hundredths for coin and points). */
export const Award = z.object({
  propId: z.number().int().positive(),
  count: z.number().int().positive(),
});
export type Award = z.infer<typeof Award>;

/**
 * Awards of coin (2001, bonus money) and/or points (2002): what a rule's settings may promise
 * (VIP, tasks, rank, slots hack).
 */
export const CoinOrPointsAwards = z
  .array(
    z.object({
      propId: z.union([z.literal(PropId.Coin), z.literal(PropId.Points)]),
      count: z.number().int().positive(),
    }),
  )
  .min(1);

/** The coin an award list pays (what budgets and caps count). */
export const coinOf = (awards: readonly Award[]) =>
  awards.filter((a) => a.propId === PropId.Coin).reduce((sum, a) => sum + a.count, 0);
