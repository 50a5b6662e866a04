import * as RK from '../rank';
import * as R from '../rewards';
import * as SH from '../slots-hack';
import * as V from '../vip';
import { defineCall } from './define-call';

/**
 * Rewards: the bet bonus, activities, VIP, the leaderboard and the slots hack (docs/rewards/README.md).
 */
export const rewardsCalls = {
  betBonus: defineCall({
    name: 'betBonus',
    summary:
      'A bonus centre tab: its rewards to claim and its latest ones, every tab’s count, and cash, bonus money and wagering.',
    request: R.BetBonusRequest,
    answer: R.BetBonusAnswer,
  }),
  betBonusReceive: defineCall({
    name: 'betBonusReceive',
    summary:
      'Claims one reward (id), or every claimable one of a tab (type) or of the centre; each is paid once.',
    request: R.BetBonusReceiveRequest,
    answer: R.BetBonusReceiveAnswer,
  }),
  betBonusLog: defineCall({
    name: 'betBonusLog',
    summary: 'Every reward of the bonus centre (or of a tab), newest first, whatever its state.',
    request: R.BetBonusLogRequest,
    answer: R.BetBonusLogAnswer,
  }),
  activityGetStatusList: defineCall({
    name: 'activityGetStatusList',
    summary:
      'The award flags and red dots: what the player can claim now, by system (false for systems not built yet).',
    request: R.ActivityGetStatusListRequest,
    answer: R.ActivityGetStatusListAnswer,
  }),
  activityAwardGetLog: defineCall({
    name: 'activityAwardGetLog',
    summary: 'Every award the player received, newest first, of one activity when asked.',
    request: R.ActivityAwardGetLogRequest,
    answer: R.ActivityAwardGetLogAnswer,
  }),
  getVipInfo: defineCall({
    name: 'getVipInfo',
    summary:
      'The player’s VIP level and experience, the next level, rebate rate, and what can be claimed now (daily, sign-in, tasks, rebate).',
    request: V.GetVipInfoRequest,
    answer: V.GetVipInfoAnswer,
  }),
  appVipUserReceiveDaily: defineCall({
    name: 'appVipUserReceiveDaily',
    summary: 'Claims today’s VIP daily award of the player’s level (once per operator day).',
    request: V.AppVipUserReceiveDailyRequest,
    answer: V.VipClaimAnswer,
  }),
  appVipUserReceiveSignInAward: defineCall({
    name: 'appVipUserReceiveSignInAward',
    summary: 'Claims this week’s VIP sign-in award of the player’s level (once per ISO week).',
    request: V.AppVipUserReceiveSignInAwardRequest,
    answer: V.VipClaimAnswer,
  }),
  receiveVipTask: defineCall({
    name: 'receiveVipTask',
    summary: 'Claims a VIP task’s award once its goal is reached (once per period).',
    request: V.ReceiveVipTaskRequest,
    answer: V.VipClaimAnswer,
  }),
  receiveVipTaskUnReceiveBonus: defineCall({
    name: 'receiveVipTaskUnReceiveBonus',
    summary:
      'Claims every VIP award the player can claim now: daily, sign-in, reached tasks, level-up bonuses and rebate.',
    request: V.ReceiveVipTaskUnReceiveBonusRequest,
    answer: R.BetBonusReceiveAnswer,
  }),
  getActivityIds: defineCall({
    name: 'getActivityIds',
    summary:
      'The activities live now (type → id, and ids in order), whether a wheel is live, and the player’s total deposits.',
    request: V.GetActivityIdsRequest,
    answer: V.GetActivityIdsAnswer,
  }),
  // The leaderboard and the slots hack (docs/rewards/rank.md, "Slots hack").
  rankList: defineCall({
    name: 'rankList',
    summary:
      'A leaderboard by valid bets (the operator’s day or ISO week): the top 50, the player’s own place, when the period ends and its prizes.',
    request: RK.RankListRequest,
    answer: RK.RankListAnswer,
  }),
  slotsHackInfo: defineCall({
    name: 'slotsHackInfo',
    summary:
      'The slots hack: its window, games, least bet, the player’s best multiplier, and each tier with its state (claimed through betBonusReceive).',
    request: SH.SlotsHackInfoRequest,
    answer: SH.SlotsHackInfoAnswer,
  }),
} as const;
