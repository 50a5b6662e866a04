import { z } from 'zod';
import type { Db } from '@/db/database';
import { clearPasswordFailures, readPasswordGate, recordPasswordFailure } from './accounts.repo';

/**
 * The soft lock of repeated wrong passwords on one identity (docs/security.md "Signing in"):
 * past `passwordMaxFailures`, each further try waits `passwordDelayBaseSeconds`, doubling with
 * every failure, never more than `passwordLockMinutes`; a try during the wait is refused and
 * counts nothing. The players' sign-in (by account name or phone, with challenges on top) and
 * the console's staff sign-in (by email) both count here, each identity under its own prefix.
 */
export const PasswordThrottleRules = z.object({
  passwordMaxFailures: z.number().int().min(1).max(100).default(5),
  passwordDelayBaseSeconds: z.number().int().min(1).max(3_600).default(30),
  passwordLockMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** Wrong passwords are forgotten after this many hours without one. */
  passwordFailureResetHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
});
export type PasswordThrottleRules = z.output<typeof PasswordThrottleRules>;

/** The wait the rules set after a failure (recordPasswordFailure's). */
export const failureRules = (rules: PasswordThrottleRules) => ({
  freeTries: rules.passwordMaxFailures,
  baseSeconds: rules.passwordDelayBaseSeconds,
  capSeconds: rules.passwordLockMinutes * 60,
  resetHours: rules.passwordFailureResetHours,
});

/** A staff member's sign-in identity, apart from every player's. */
export const identityOfStaffEmail = (email: string) => `staff:${email}`;

/**
 * One identity's throttle, for a sign-in outside this module (the console's): how long it must
 * wait, a failure counted, the count cleared by a right password.
 */
export const passwordThrottle = (db: Db) => ({
  /** Seconds before a try is taken (0: now), with the failures still counting. */
  async waitOf(identity: string, rules: PasswordThrottleRules) {
    const { failures } = await readPasswordGate(
      db,
      identity,
      rules.passwordFailureResetHours,
      [],
      0,
    );
    return failures ?? { failures: 0, waitSeconds: 0 };
  },
  /** Counts a wrong password: the failures now, and the wait it set (0: none yet). */
  fail: (identity: string, rules: PasswordThrottleRules) =>
    recordPasswordFailure(db, identity, failureRules(rules)),
  clear: (identity: string) => clearPasswordFailures(db, [identity]),
});
export type PasswordThrottle = ReturnType<typeof passwordThrottle>;
