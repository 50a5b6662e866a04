import { z } from 'zod';
import { rewardUnit } from './values/enums';

const RewardUnitValue = z
  .enum(['hundredths', 'whole'])
  .describe(
    "The count's unit: hundredths (divide by 100 to show) or whole (coupons, draw chances).",
  );

/**
 * A `{ propId, count }` object of an answer that names its count's unit: whatever the server
 * hands it, `unit` leaves as the rule of `rewardUnit` says (docs/api.md "Reward counts").
 */
export const withRewardUnit = <
  S extends { propId: z.ZodType<number>; count: z.ZodType<number> } & z.ZodRawShape,
>(
  shape: S,
) =>
  z.object({ ...shape, unit: RewardUnitValue.optional() }).overwrite((award) => ({
    ...award,
    unit: rewardUnit((award as unknown as { propId: number }).propId),
  }));
