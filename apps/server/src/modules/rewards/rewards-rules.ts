import { z } from 'zod';

/** The operator setting (operator_settings) of the rewards engine. */
export const REWARDS_RULES_KEY = 'rewards';

const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'an IANA time zone (e.g. UTC, Asia/Manila)');

/**
 * The rewards engine's rules (docs/rewards.md): the operator's time zone, in which days (and
 * ISO weeks, Monday first, and months) begin for every counter, grant and claim.
 */
export const RewardsRules = z.object({
  timeZone: timeZone.default('UTC'),
});
export type RewardsRules = z.infer<typeof RewardsRules>;
