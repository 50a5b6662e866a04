import { z } from 'zod';
import { PasswordThrottleRules } from '../accounts/password-throttle';

/** The operator's settings of the console's staff (operator_settings, key below). */
export const STAFF_RULES_KEY = 'staff';
export const StaffRules = z.object({
  /**
   * Four eyes between people (docs/console.md "Four eyes"): for this many days after a member
   * made another, or gave them their role, neither may approve the other's requests (balance
   * adjustments, privileged members, mail over budget). 0 turns the rule off.
   */
  fourEyesRecentDays: z.number().int().min(0).max(365).default(30),
  /**
   * The password step of a console sign-in waits after repeated wrong passwords on one email,
   * as a player's does (docs/security.md "Staff sign-in"): the same mechanism and defaults.
   */
  ...PasswordThrottleRules.shape,
});
export type StaffRules = z.output<typeof StaffRules>;
