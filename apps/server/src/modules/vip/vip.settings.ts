import { z } from 'zod';
import { VipTaskGoal, VipTaskPeriod } from '@lobby/contract/vip';
import { CoinOrPointsAwards, PropId } from '../rewards/awards';

/** The VIP club's activities (their grants), and the bonus-centre tab each is listed in. */
export const VipActivity = {
  Daily: 'vip-daily',
  SignIn: 'vip-sign-in',
  LevelUp: 'vip-level-up',
  Task: 'vip-task',
  Rebate: 'vip-rebate',
} as const;
export const VIP_ACTIVITIES: readonly string[] = Object.values(VipActivity);

/**
 * A rate of experience per 1.00 (of valid bets, of deposits): at most two decimals, so that a
 * rate in hundredths times an amount in hundredths is a whole number of ten-thousandths.
 */
const expRate = z
  .number()
  .min(0)
  .max(1_000)
  .refine((x) => Math.abs(x * 100 - Math.round(x * 100)) < 1e-9, 'at most two decimals');

/** One VIP task: a goal over a period, open from a level, paying its awards once per period. */
export const VipTaskRule = z.object({
  id: z.number().int().positive(),
  goal: VipTaskGoal,
  period: VipTaskPeriod,
  minLevel: z.number().int().min(0).default(0),
  /** Hundredths for validBets and depositAmount, a count for deposits and rounds. */
  target: z.number().int().positive(),
  /** Coin (2001) or points (2002): what the engine pays today. */
  awards: CoinOrPointsAwards,
});
export type VipTaskRule = z.infer<typeof VipTaskRule>;

/**
 * The default VIP tasks: 0.2% of the valid bets they ask, far below the house edge of reaching
 * them, and points for rounds (npm run sim -- bonus prints each). No deposit goal by default:
 * a deposit can be withdrawn again, so coin for depositing is free money to a farmer.
 */
const DEFAULT_TASKS: VipTaskRule[] = [
  {
    id: 1,
    goal: 'validBets',
    period: 'day',
    minLevel: 1,
    target: 100_000,
    awards: [{ propId: PropId.Coin, count: 200 }],
  },
  {
    id: 2,
    goal: 'validBets',
    period: 'week',
    minLevel: 2,
    target: 1_000_000,
    awards: [{ propId: PropId.Coin, count: 2_000 }],
  },
  {
    id: 3,
    goal: 'rounds',
    period: 'month',
    minLevel: 3,
    target: 1_000,
    awards: [{ propId: PropId.Points, count: 5_000 }],
  },
];

/**
 * The VIP club's rules, in the `rewards` setting under `vip` (docs/rewards/vip.md). The level table
 * itself (thresholds and what each level pays) is the app config's `levelConfigs`.
 */
export const VipRules = z
  .object({
    /** Experience per 1.00 of valid bets (bets weighted by their game's wagering weight). */
    expPerValidBet: expRate.default(1),
    /** Experience per 1.00 deposited. */
    expPerDeposit: expRate.default(0),
    /**
     * The daily award asks that day's valid bets of this many times the award, the sign-in
     * award that ISO week's (0: no play asked). Without it a farmed account at a level collects
     * its awards for nothing every week. At 120× the award, the house edge of the play a week's
     * awards ask is more than all that play earns at the level: the awards, the rebate and the
     * VIP tasks it reaches (npm run sim -- bonus).
     */
    awardPlayMultiple: z.number().int().min(0).max(1_000).default(120),
    /** Days a VIP or rebate grant stays claimable once granted. */
    claimDays: z.number().int().min(1).max(365).default(30),
    tasks: z
      .array(VipTaskRule)
      .refine((tasks) => new Set(tasks.map((t) => t.id)).size === tasks.length, 'task ids unique')
      .default(DEFAULT_TASKS),
  })
  .default({
    expPerValidBet: 1,
    expPerDeposit: 0,
    awardPlayMultiple: 120,
    claimDays: 30,
    tasks: DEFAULT_TASKS,
  });
export type VipRules = z.infer<typeof VipRules>;
