import { z } from 'zod';

/** The props an award can hold (spec §3 prop ids). */
export const PropId = {
  /** Coin: bonus money, wagered before it is cash. */
  Coin: 2001,
  /** Points: an account of their own, never spendable as coin. */
  Points: 2002,
  /** Liveness: task-chest progress. */
  Liveness: 4001,
} as const;

/** Coupon prop ids: general (percent) 1001–1099, fixed (percent) 1201–1299, give (amount) 1301–1399. */
export const isCouponProp = (propId: number) =>
  (propId >= 1001 && propId <= 1099) ||
  (propId >= 1201 && propId <= 1299) ||
  (propId >= 1301 && propId <= 1399);

/** Jackpot props, reserved for the lucky jackpot (50000–50005). */
export const isJackpotProp = (propId: number) => propId >= 50_000 && propId <= 50_005;

/** One prop of an award and how many (hundredths for coin and points). */
export const Award = z.object({
  propId: z.number().int().positive(),
  count: z.number().int().positive(),
});
export type Award = z.infer<typeof Award>;

/** The coin an award list pays (what budgets and caps count). */
export const coinOf = (awards: readonly Award[]) =>
  awards.filter((a) => a.propId === PropId.Coin).reduce((sum, a) => sum + a.count, 0);
