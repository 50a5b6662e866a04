import { z } from 'zod';

/** The operator setting of the reality check (operator_settings key `realityCheck`). */
export const REALITY_CHECK_KEY = 'realityCheck';

/**
 * The reality check's rules (docs/player-protection.md "Reality check"): the interval a player
 * has until they pick one of 15, 30 or 60 minutes. There is no "off": regulators ask for it.
 */
export const RealityCheckRules = z.object({
  defaultMinutes: z.union([z.literal(15), z.literal(30), z.literal(60)]).default(30),
});
export type RealityCheckRules = z.infer<typeof RealityCheckRules>;
