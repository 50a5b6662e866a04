import { z } from 'zod';
import { TaskRules } from '../tasks/tasks.settings';
import { VipRules } from '../vip/vip.settings';
import { CouponDefinitions } from '../coupons/coupon-definitions';
import { RankActivity, RankRules } from '../rank/rank.settings';
import { SLOTS_HACK_ACTIVITY, SlotsHackRules } from '../slots-hack/slots-hack.settings';
import { FollowRules, FundRules } from '../offers/offers.settings';
import { couponKindOf } from '@lobby/contract/values/coupons';
import { LoginBonusRules, CheckInRules } from '../check-in/check-in.settings';
import { PointsShopRules } from '../points/points.settings';
import { AgentRules } from '../agent/agent.settings';
import { InviteSpinRules } from '../invite-spin/invite-spin.settings';
import { JackpotRules } from '../jackpot/jackpot.settings';

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

/** The bonus centre's tabs (/bonus/<type>). */
export const BONUS_TYPES = ['event', 'rebate', 'reward', 'tasks', 'vip'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

/** One activity: the bonus centre tab that lists it, and what it may pay out (hundredths). */
export const ActivityLimits = z.object({
  /** Unset: the built-in activity's own tab (BUILT_IN_TYPES), else `event`. */
  type: z.enum(BONUS_TYPES).optional(),
  /** The most the activity pays in all; 0 for no limit. */
  budget: z.number().int().min(0).default(0),
  /** The most it pays one player in all; 0 for no limit. */
  perPlayerCap: z.number().int().min(0).default(0),
  /**
   * It pays without a deposit: a claim passes the multi-account rules (a verified phone, no
   * linked account had it; modules/rewards/multi-account-guard.ts), as the sign-up bonus and
   * follow rewards always do.
   */
  noDeposit: z.boolean().optional(),
});
export type ActivityLimits = z.infer<typeof ActivityLimits>;

/**
 * Reward coin is bonus money: wagered this many times before it is cash, and converting to at
 * most this many times itself (docs/rewards/README.md).
 */
const COIN_TERMS = { wageringMultiple: 10, maxWinMultiple: 5 };

/**
 * The demo's limits: the leaderboards' budgets are a year of their full prize tables (125.00 a
 * day, 1,250.00 a week: docs/rewards/rank.md), the slots hack's 1,000 players at every tier.
 */
const DEMO_ACTIVITY_LIMITS: Record<string, ActivityLimits> = {
  [RankActivity.Day]: { budget: 4_562_500, perPlayerCap: 0 },
  [RankActivity.Week]: { budget: 6_500_000, perPlayerCap: 0 },
  [SLOTS_HACK_ACTIVITY]: { budget: 6_200_000, perPlayerCap: 0 },
};

/**
 * The rewards engine's rules (docs/rewards/README.md): the operator's time zone, in which days (and
 * ISO weeks, Monday first, and months) begin for every counter, grant and claim; the terms of
 * reward coin; the deposit coupons; each activity's budget and per-player cap.
 */
export const RewardsRules = z
  .object({
    timeZone: timeZone.default('UTC'),
    /** The terms reward coin is played under. */
    coinTerms: z
      .object({
        wageringMultiple: z.number().int().min(1).max(200),
        maxWinMultiple: z.number().int().min(1).max(1000),
      })
      .default(COIN_TERMS),
    /**
     * The sign-up bonus (activity `sign-up`, tab `reward`): the coin the app config's
     * `clientConfig.lobbyBonusAmount` promises, granted on registration, claimable once the
     * player's phone is verified and by one account per device, for this many days.
     */
    signUp: z
      .object({
        enabled: z.boolean().default(true),
        expiryDays: z.number().int().min(1).max(365).default(7),
      })
      .default({ enabled: true, expiryDays: 7 }),
    /** The VIP club: experience rates, claim window, VIP tasks (modules/vip/vip.settings.ts). */
    vip: VipRules,
    /**
     * The deposit coupons awards may hold, by prop id (docs/rewards/coupons.md): general
     * 1001–1099, fixed 1201–1299, give 1301–1399. A grant freezes the definition it names.
     */
    coupons: CouponDefinitions,
    /** The daily and weekly leaderboards' prizes (modules/rank/rank.settings.ts). */
    rank: RankRules,
    /** The slots hack's games, least bet and tiers (modules/slots-hack/slots-hack.settings.ts). */
    slotsHack: SlotsHackRules,
    /** Tasks: their liveness chests and claim window (modules/tasks/tasks.settings.ts). */
    tasks: TaskRules,
    /** Follow rewards: what following each social channel pays, once (modules/offers/offers.settings.ts). */
    follow: FollowRules,
    /** The growth fund: its price and VIP milestones (modules/offers/offers.settings.ts). */
    fund: FundRules,
    /** The free check-in calendar (modules/check-in/check-in.settings.ts). */
    signIn: CheckInRules,
    /** The login bonus's three days (modules/check-in/check-in.settings.ts). */
    loginBonus: LoginBonusRules,
    /** The points shop's items (modules/points/points.settings.ts). */
    pointsShop: PointsShopRules,
    /** The agent programme: the valid invite's bets, the claim window (modules/agent/agent.settings.ts). */
    agent5: AgentRules,
    /** The invite spin's target, wheel and spins (modules/invite-spin/invite-spin.settings.ts). */
    inviteSpin: InviteSpinRules,
    /** The lucky jackpot's cell weights, wheel, pools, chances and limits (modules/jackpot/jackpot.settings.ts). */
    jackpot: JackpotRules,
    /** Each activity's tab, budget and per-player cap (one not listed: event, no limits). */
    activities: z
      .record(z.string().regex(/^[a-z0-9-]{1,32}$/), ActivityLimits)
      .default(DEMO_ACTIVITY_LIMITS),
  })
  .superRefine((rules, ctx) => {
    // No award promises a coupon the claim could not deliver.
    const awards = [
      ...rules.signIn.days.flat(),
      ...rules.loginBonus.days.flat(),
      ...rules.pointsShop.items.flatMap((i) => i.awards),
    ];
    for (const { propId } of awards) {
      if (couponKindOf(propId) !== null && !rules.coupons[String(propId)])
        ctx.addIssue({ code: 'custom', message: `coupon ${propId} is not defined in coupons` });
    }
  });
export type RewardsRules = z.infer<typeof RewardsRules>;

/**
 * Every activity with a tab of its own: the built-in ones (each reward system registers its own
 * with the bonus centre) and those the operator lists.
 */
export const activityTypes = (
  rules: RewardsRules,
  builtIn: Readonly<Record<string, BonusType>>,
): Record<string, BonusType> => ({
  ...builtIn,
  ...Object.fromEntries(
    Object.entries(rules.activities).map(([name, a]) => [name, a.type ?? builtIn[name] ?? 'event']),
  ),
});
