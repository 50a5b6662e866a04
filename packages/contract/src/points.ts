import { z } from 'zod';
import { bodyOf } from './common';
import { CursorPageRequest, cursorPageOf } from './pagination';
import { AwardItem, MoneySummary } from './rewards';

/** Points (prop 2002) and the points shop (type 9), docs/rewards/points.md. */

const Money = z.number().int().min(0);
const EpochSeconds = z.number().int();

/** How often an item's per-player stock comes back. */
export const PointsStockPeriod = z.enum(['day', 'week', 'month', 'life']);
export type PointsStockPeriod = z.infer<typeof PointsStockPeriod>;

export const PointsShopItem = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  /** Its price in points (hundredths). */
  pricePoints: Money,
  awards: z.array(AwardItem),
  /** How many a player may buy per period, and how many are left to them now; null: no limit. */
  stock: z
    .object({ limit: z.number().int().positive(), period: PointsStockPeriod, left: Money })
    .nullable(),
});
export type PointsShopItem = z.infer<typeof PointsShopItem>;

export const PointsInfoRequest = bodyOf({});
export const PointsInfoAnswer = z.object({
  /** The player's points (hundredths). */
  points: Money,
  /** Whether the shop is live now (its activity's window, by the lobby's clock). */
  live: z.boolean(),
  items: z.array(PointsShopItem),
});
export type PointsInfoAnswer = z.infer<typeof PointsInfoAnswer>;

export const PointsLogRequest = bodyOf({ ...CursorPageRequest.shape });
/** A movement of the player's points, newest first. */
export const PointsLogItem = z.object({
  id: z.number().int(),
  /** What moved them: `reward_points` (a reward paid points), `points_exchange`, `sign_in_make_up` … */
  kind: z.string(),
  /** The activity that paid them, for a reward. */
  activity: z.string().nullable(),
  /** + earned, − spent (hundredths), and the points after. */
  amount: z.number().int(),
  after: Money,
  createdAt: EpochSeconds,
});
export type PointsLogItem = z.infer<typeof PointsLogItem>;
export const PointsLogAnswer = cursorPageOf(PointsLogItem);

export const PointsExchangeRequest = bodyOf({
  itemId: z.number().int().positive().max(2_147_483_647),
  /** The client's id of this purchase: a replay answers the first answer and charges once. */
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, - or _'),
});
export const PointsExchangeAnswer = z.object({
  orderId: z.number().int(),
  itemId: z.number().int(),
  pricePoints: Money,
  awards: z.array(AwardItem),
  /** The player's points after the purchase. */
  points: Money,
  money: MoneySummary,
});
export type PointsExchangeAnswer = z.infer<typeof PointsExchangeAnswer>;
