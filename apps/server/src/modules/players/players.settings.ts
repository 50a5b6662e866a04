import { z } from 'zod';

/** The operator setting of the four-eyes rule (operator_settings, key below). */
export const BALANCE_ADJUSTMENTS_KEY = 'balanceAdjustments';
export const BalanceAdjustmentRules = z.object({
  /**
   * What one member may create alone (hundredths) within FOUR_EYES_WINDOW_SECONDS: balance
   * adjustments posted alone (credits and debits alike) and the coin of the mail they sent alone
   * (docs/console.md "Four eyes"). A change that would take them above it waits for a second
   * member. Counted over the window, not per change, so splitting a large one into small ones
   * (or between an adjustment and a mail) does not skip the second pair of eyes.
   */
  fourEyesAbove: z.number().int().min(0).default(100_000),
});

/** The window over which a member's unreviewed adjustments and mail add up. */
export const FOUR_EYES_WINDOW_SECONDS = 24 * 60 * 60;
