import { z } from 'zod';

/** The operator setting of time-outs and self-exclusions (operator_settings, key below). */
export const BREAKS_KEY = 'breaks';
export const BreakRules = z.object({
  /**
   * How long a self-exclusion past its end date still holds after the player asked it to end
   * (hours): the cooling-off the MGA directive and UKGC SR code 3.5.4 ask for.
   */
  exclusionEndWaitHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
});
export type BreakRules = z.infer<typeof BreakRules>;
