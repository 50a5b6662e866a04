import { z } from 'zod';
import { couponKindOf } from '@lobby/contract/values/coupons';
import { unknownFigures } from '../config/figure-names';
import { PropId } from '../rewards/awards';

/** The activities (grants) of the sign-in calendar and the login bonus. */
export const CheckInActivity = {
  /** A day of the calendar: the grant is the sign-in, keyed by the operator day it signs. */
  Day: 'sign-in',
  /** A day of the login bonus, keyed `day:<n>`: once per account. */
  LoginBonus: 'login-bonus',
} as const;

/**
 * One award a sign-in, the login bonus or a points-shop item may pay: coin (2001, bonus money),
 * points (2002) or a deposit coupon (by count); a coupon must be defined in `rewards.coupons`.
 */
export const PaidAward = z
  .object({ propId: z.number().int().positive(), count: z.number().int().positive() })
  .refine(
    (a) =>
      a.propId === PropId.Coin || a.propId === PropId.Points || couponKindOf(a.propId) !== null,
    'coin (2001), points (2002) or a coupon (1001–1099, 1201–1299, 1301–1399)',
  );
/**
 * What a sign-in pays: points or coupons, never coin. Coin for signing in would be free money a
 * multi-accounter collects for every account it keeps (no play, no deposit asked), so the
 * calendar and the login bonus cannot promise it (docs/rewards/check-in.md).
 */
export const CheckInAward = PaidAward.refine(
  (a) => a.propId !== PropId.Coin,
  'a sign-in pays points (2002) or coupons, not coin',
);
const Awards = z.array(CheckInAward).min(1).max(5);

/** A text the player reads: numbers only as `{{figures}}` that exist. */
export const RuleText = z
  .string()
  .min(1)
  .max(4_000)
  .refine((text) => unknownFigures(text).length === 0, 'names only known {{figures}}');

const points = (count: number) => ({ propId: PropId.Points, count });

/**
 * The demo week: points growing day by day, and a give coupon on day 7: 100.00 points a week,
 * which the points shop turns into at most 0.10 of coin (docs/rewards/check-in.md).
 */
const DEFAULT_DAYS = [
  [points(500)],
  [points(1_000)],
  [points(1_000)],
  [points(1_500)],
  [points(1_500)],
  [points(2_000)],
  [points(2_500), { propId: 1301, count: 1 }],
];

const DEFAULT_RULE = [
  'Sign in once a day to collect that day’s award. Seven days make a week, and after day 7 a new week begins at day 1.',
  'A full week pays {{signInWeekPoints}} points, and a deposit coupon on day 7. Points buy items in the points shop.',
  'Missed a day? Make it up for {{signInMakeUpPrice}} points while the week lasts. If you skip a day and do not make it up, your next sign-in starts again at day 1.',
].join('\n\n');

const SIGN_IN_DEFAULTS = {
  days: DEFAULT_DAYS,
  missedDayRestarts: true,
  makeUp: { enabled: true, pricePoints: 3_000 },
  claimDays: 7,
  rule: DEFAULT_RULE,
};

/**
 * The free sign-in calendar (`rewards.signIn`): what each day of the seven pays, whether a
 * missed day restarts the cycle, the make-up offer (paid in points, never cash: a make-up only
 * rescues a day the calendar pays anyway, so it never adds to what a week pays), how long an
 * award waits when its claim is refused (budget, cap), and the rule text.
 */
export const CheckInRules = z
  .object({
    days: z.array(Awards).length(7).default(DEFAULT_DAYS),
    missedDayRestarts: z.boolean().default(true),
    makeUp: z
      .object({
        enabled: z.boolean().default(true),
        pricePoints: z.number().int().positive().default(3_000),
      })
      .default(SIGN_IN_DEFAULTS.makeUp),
    claimDays: z.number().int().min(1).max(365).default(7),
    rule: RuleText.default(DEFAULT_RULE),
  })
  .default(SIGN_IN_DEFAULTS);
export type CheckInRules = z.infer<typeof CheckInRules>;

const DEFAULT_LOGIN_DAYS = [
  [points(2_000)],
  [points(3_000)],
  [points(5_000), { propId: 1001, count: 1 }],
];

/**
 * The login bonus (`rewards.loginBonus`): what each of its three days pays. A player claims one
 * day per operator day on which they signed in, day 1 to day 3, once per account: a break
 * does not restart it (the welcome bonus of a new player, its cost bounded per account).
 */
export const LoginBonusRules = z
  .object({
    days: z.array(Awards).length(3).default(DEFAULT_LOGIN_DAYS),
  })
  .default({ days: DEFAULT_LOGIN_DAYS });
export type LoginBonusRules = z.infer<typeof LoginBonusRules>;
