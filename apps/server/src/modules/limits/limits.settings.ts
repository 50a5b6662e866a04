import { z } from 'zod';

/** The operator's settings of the players' limits (operator_settings, key below). */
export const PLAY_LIMITS_KEY = 'playLimits';
export const PlayLimitRules = z.object({
  /**
   * Hours a raise or removal of a limit waits before the player may confirm it (UKGC RTS 12:
   * at least 24 hours).
   */
  coolingOffHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
});
export type PlayLimitRules = z.infer<typeof PlayLimitRules>;
