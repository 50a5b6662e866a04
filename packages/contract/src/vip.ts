import { z } from 'zod';
import { bodyOf } from './common';
import { AwardItem, MoneySummary } from './rewards';

/** The VIP club's calls (docs/rewards/vip.md): the player's level, what it pays and its claims. */

const Money = z.number().int().min(0);
const EpochSeconds = z.number().int();

/**
 * Where one of the VIP awards stands for the player: `claimable` now, `claimed` in this period
 * (day, ISO week), or `unavailable` (the level pays none, or a task's goal is not reached).
 */
export const VipAwardState = z.enum(['claimable', 'claimed', 'unavailable']);
export type VipAwardState = z.infer<typeof VipAwardState>;

/** An award of a period (the day, the ISO week) and the valid bets of it that it asks. */
const PeriodAward = z.object({
  award: Money,
  state: VipAwardState,
  played: Money,
  playNeeded: Money,
});

/** What a VIP task counts, over its period, in the operator's time zone. */
export const VipTaskGoal = z.enum(['validBets', 'depositAmount', 'deposits', 'rounds']);
export type VipTaskGoal = z.infer<typeof VipTaskGoal>;
export const VipTaskPeriod = z.enum(['day', 'week', 'month']);
export type VipTaskPeriod = z.infer<typeof VipTaskPeriod>;

/** One VIP task as the player sees it this period. */
export const VipTaskItem = z.object({
  id: z.number().int().positive(),
  goal: VipTaskGoal,
  period: VipTaskPeriod,
  /** The lowest level the task is open to. */
  minLevel: z.number().int().min(0),
  /** Counted so far this period (hundredths for amounts, a count otherwise), at most `target`. */
  progress: z.number().int().min(0),
  target: z.number().int().positive(),
  awards: z.array(AwardItem),
  state: VipAwardState,
});
export type VipTaskItem = z.infer<typeof VipTaskItem>;

export const GetVipInfoRequest = bodyOf({});
export const GetVipInfoAnswer = z.object({
  level: z.number().int().min(0),
  /** Experience in whole points (1 point per 1.00 of valid bets unless the operator says). */
  exp: z.number().int().min(0),
  /** The next level, and the experience it needs in all; null at the top level. */
  nextLevel: z.number().int().min(0).nullable(),
  needExp: z.number().int().min(0).nullable(),
  /** Percent (0–100) of the way from this level's threshold to the next one's. */
  progress: z.number().int().min(0).max(100),
  /** This level's rebate of valid bets, basis points. */
  rebateBp: z.number().int().min(0).max(10_000),
  /**
   * Today's award of this level, and the play it asks: today's valid bets so far (`played`)
   * against what it needs (`playNeeded`; 0 when it asks none). Until they are reached it is
   * `unavailable`.
   */
  daily: PeriodAward,
  /** This ISO week's sign-in award of this level, asking this week's valid bets likewise. */
  signIn: PeriodAward,
  tasks: z.array(VipTaskItem),
  rebate: z.object({
    /** Today's valid bets so far, and the rebate they would make at this level (hundredths). */
    todayValidBets: Money,
    todayEstimate: Money,
    /** Rebate granted and waiting to be claimed. */
    claimable: Money,
  }),
  /** Every VIP and rebate reward waiting to be claimed (level-up bonuses, rebate, awards). */
  unclaimed: z.object({ count: z.number().int().min(0), coin: Money }),
  /** When today (the operator's day) ends: the daily award's next chance. */
  dayEndsAt: EpochSeconds,
});
export type GetVipInfoAnswer = z.infer<typeof GetVipInfoAnswer>;

/** What a VIP claim paid, for the reward modal, and where the player's money stands after. */
export const VipClaimAnswer = z.object({
  grantId: z.number().int(),
  awards: z.array(AwardItem),
  money: MoneySummary,
});
export type VipClaimAnswer = z.infer<typeof VipClaimAnswer>;

export const AppVipUserReceiveDailyRequest = bodyOf({});
export const AppVipUserReceiveSignInAwardRequest = bodyOf({});
export const ReceiveVipTaskRequest = bodyOf({ id: z.number().int().positive() });
export const ReceiveVipTaskUnReceiveBonusRequest = bodyOf({});

export const GetActivityIdsRequest = bodyOf({});
/**
 * The activities live for the player now (by the lobby's clock): `activityMap` maps each
 * activity type (the product's enum, as a string key) to its live activity's id,
 * `activityIds` lists those ids in activity order; `hasTurntable` says whether a wheel (the
 * invite spin) is live; `totalRecharge` is what the player has deposited in all (hundredths).
 */
export const GetActivityIdsAnswer = z.object({
  activityMap: z.record(z.string(), z.number().int()),
  activityIds: z.array(z.number().int()),
  hasTurntable: z.boolean(),
  totalRecharge: Money,
});
export type GetActivityIdsAnswer = z.infer<typeof GetActivityIdsAnswer>;
