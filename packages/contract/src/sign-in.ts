import { z } from 'zod';
import { bodyOf } from './common';
import { AwardItem, MoneySummary } from './rewards';

/**
 * The free sign-in calendar (type 36) and the login bonus (type 23), docs/rewards/check-in.md.
 */

const Money = z.number().int().min(0);
const EpochSeconds = z.number().int();
/** A day of the seven-day cycle, 1 to 7. */
const CycleDay = z.number().int().min(1).max(7);

/**
 * A day of the cycle as the player sees it: `signed` (signed in that day), `madeUp` (signed
 * later for points), `today` (today, not signed yet), `missed` (a day gone by, not signed),
 * `upcoming` (after today).
 */
export const SignInDayState = z.enum(['signed', 'madeUp', 'today', 'missed', 'upcoming']);
export type SignInDayState = z.infer<typeof SignInDayState>;

export const SignInCalendarRequest = bodyOf({});
export const SignInCalendarAnswer = z.object({
  days: z.array(
    z.object({
      day: CycleDay,
      /** What the day pays (coin and points in hundredths, coupons by count). */
      awards: z.array(AwardItem),
      state: SignInDayState,
    }),
  ),
  /** Today's day of the cycle. */
  todayIndex: CycleDay,
  signedToday: z.boolean(),
  /**
   * Signing in now starts a new cycle at day 1: a day of this cycle was missed and not made up,
   * and the operator restarts the cycle on a miss.
   */
  restartsOnSignIn: z.boolean(),
  /** Whether the calendar is live now (its activity's window, by the lobby's clock). */
  live: z.boolean(),
  /** The rule text, its figures filled in. */
  rule: z.string(),
  /** Signing a missed day later, for points (prop 2002, hundredths). */
  makeUp: z.object({ enabled: z.boolean(), pricePoints: Money }),
  /** The player's points now (hundredths). */
  points: Money,
  /** When today (the operator's day) ends. */
  dayEndsAt: EpochSeconds,
});
export type SignInCalendarAnswer = z.infer<typeof SignInCalendarAnswer>;

/** What a sign-in paid, for the reward modal, and where the player's money stands after. */
export const SignInClaimAnswer = z.object({
  grantId: z.number().int(),
  day: CycleDay,
  awards: z.array(AwardItem),
  money: MoneySummary,
});
export type SignInClaimAnswer = z.infer<typeof SignInClaimAnswer>;

export const SignInTodayRequest = bodyOf({});
export const SignInMakeUpRequest = bodyOf({ day: CycleDay });
export const SignInMakeUpAnswer = SignInClaimAnswer.extend({
  /** The points the make-up cost, and the player's points after. */
  pricePoints: Money,
  points: Money,
});
export type SignInMakeUpAnswer = z.infer<typeof SignInMakeUpAnswer>;

/** A day of the login bonus: `claimed`, `claimable` today, or `locked` (a later day). */
export const LoginBonusDayState = z.enum(['claimed', 'claimable', 'locked']);
export type LoginBonusDayState = z.infer<typeof LoginBonusDayState>;

export const LoginBonus3UserRequest = bodyOf({});
export const LoginBonus3UserAnswer = z.object({
  days: z.array(
    z.object({
      day: z.number().int().min(1).max(3),
      awards: z.array(AwardItem),
      state: LoginBonusDayState,
    }),
  ),
  /** The day a claim today would pay; null once all three are claimed. */
  todayIndex: z.number().int().min(1).max(3).nullable(),
  claimable: z.boolean(),
  /** Whether the player has signed in today (a session begun today, operator's day). */
  signedInToday: z.boolean(),
  claimedToday: z.boolean(),
  done: z.boolean(),
  live: z.boolean(),
});
export type LoginBonus3UserAnswer = z.infer<typeof LoginBonus3UserAnswer>;

export const LoginBonus3UserReceiveRequest = bodyOf({});
export const LoginBonus3UserReceiveAnswer = z.object({
  grantId: z.number().int(),
  day: z.number().int().min(1).max(3),
  awards: z.array(AwardItem),
  money: MoneySummary,
});
export type LoginBonus3UserReceiveAnswer = z.infer<typeof LoginBonus3UserReceiveAnswer>;
