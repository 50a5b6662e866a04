import { z } from 'zod';
import { PointsStockPeriod } from '@lobby/contract/points';
import { PropId } from '../rewards/awards';
import { PaidAward } from '../check-in/check-in.settings';

/** The activity (grants and promotions account) of what the points shop pays. */
export const POINTS_SHOP_ACTIVITY = 'points-shop';

/** One item of the points shop. */
export const PointsShopItemRule = z.object({
  id: z.number().int().positive(),
  /** What the player reads; the amounts it pays are shown from `awards`, never typed here. */
  title: z.string().min(1).max(60),
  pricePoints: z.number().int().positive(),
  awards: z.array(PaidAward).min(1).max(5),
  /** How many one player may buy per period; unset: no limit. */
  stock: z.object({ limit: z.number().int().positive(), period: PointsStockPeriod }).optional(),
});
export type PointsShopItemRule = z.infer<typeof PointsShopItemRule>;

/**
 * The demo shop. Its coin is 0.50 for 500.00 points (a point buys at most 1/1000 of a coin), one
 * a day: the points a week of the sign-in calendar pays buy 0.06 of coin, and the 50.00 points
 * VIP task 3 pays for 1,000 rounds buy 0.05, half the house edge of 1,000 rounds of the
 * smallest bet (0.01) at the cheapest edge (1%) (docs/rewards/points.md).
 */
const DEFAULT_ITEMS: PointsShopItemRule[] = [
  {
    id: 1,
    title: 'Bonus coin',
    pricePoints: 50_000,
    awards: [{ propId: PropId.Coin, count: 50 }],
    stock: { limit: 1, period: 'day' },
  },
  {
    id: 2,
    title: 'Deposit coupon',
    pricePoints: 15_000,
    awards: [{ propId: 1001, count: 1 }],
    stock: { limit: 2, period: 'week' },
  },
  {
    id: 3,
    title: 'Gift coupon',
    pricePoints: 30_000,
    awards: [{ propId: 1301, count: 1 }],
    stock: { limit: 1, period: 'week' },
  },
];

/** The points shop (`rewards.pointsShop`): its items, ids unique. */
export const PointsShopRules = z
  .object({
    items: z
      .array(PointsShopItemRule)
      .max(50)
      .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'item ids unique')
      .default(DEFAULT_ITEMS),
  })
  .default({ items: DEFAULT_ITEMS });
export type PointsShopRules = z.infer<typeof PointsShopRules>;
