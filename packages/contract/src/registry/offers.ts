import * as O from '../offers';
import * as P from '../points';
import * as S from '../sign-in';
import * as T from '../tasks';
import { defineCall } from './define-call';

/** Offers, tasks, the check-in calendar, the login bonus and points (docs/rewards/offers.md). */
export const offersCalls = {
  // ---- offers: first deposit, follow rewards, growth fund (docs/rewards/offers.md) ----
  firstDepositInfo: defineCall({
    name: 'firstDepositInfo',
    summary:
      'The first-deposit offer (its percent, cap, minimum and wagering) and where it stands for the player: open, or done with the bonus the first deposit took.',
    request: O.FirstDepositInfoRequest,
    answer: O.FirstDepositInfoAnswer,
  }),
  followInfo: defineCall({
    name: 'followInfo',
    summary:
      'The social channels to follow, each with its reward and where it stands for the player (open, opened, claimed).',
    request: O.FollowInfoRequest,
    answer: O.FollowInfoAnswer,
  }),
  followOpen: defineCall({
    name: 'followOpen',
    summary: 'Records that the player opened a channel’s link: its reward may be claimed after.',
    request: O.FollowOpenRequest,
    answer: O.FollowOpenAnswer,
  }),
  followReceive: defineCall({
    name: 'followReceive',
    summary: 'Claims a channel’s follow reward, once ever, after its link was opened.',
    request: O.FollowReceiveRequest,
    answer: O.OfferClaimAnswer,
  }),
  fundInfo: defineCall({
    name: 'fundInfo',
    summary:
      'The growth fund: its price, whether the player bought it, their VIP level and each milestone’s return and state.',
    request: O.FundInfoRequest,
    answer: O.FundInfoAnswer,
  }),
  fundBuy: defineCall({
    name: 'fundBuy',
    summary: 'Buys the growth fund once, from cash coin; a repeat answers the purchase made.',
    request: O.FundBuyRequest,
    answer: O.FundInfoAnswer,
  }),
  fundReceive: defineCall({
    name: 'fundReceive',
    summary: 'Claims a growth-fund milestone’s return once the player’s VIP level reaches it.',
    request: O.FundReceiveRequest,
    answer: O.OfferClaimAnswer,
  }),
  getTaskUser: defineCall({
    name: 'getTaskUser',
    summary:
      'The player’s newbie, daily and weekly tasks with progress and state, and the day’s and week’s liveness chests.',
    request: T.GetTaskUserRequest,
    answer: T.GetTaskUserAnswer,
  }),
  finishTask: defineCall({
    name: 'finishTask',
    summary:
      'Records a task the client completes itself (share, open the download, visit a page), once per period.',
    request: T.FinishTaskRequest,
    answer: T.FinishTaskAnswer,
  }),
  receiveTaskAward: defineCall({
    name: 'receiveTaskAward',
    summary: 'Claims a task’s award once its goal is reached this period (once per period).',
    request: T.ReceiveTaskAwardRequest,
    answer: T.TaskClaimAnswer,
  }),
  receiveTaskChest: defineCall({
    name: 'receiveTaskChest',
    summary:
      'Claims a liveness chest once the day’s or week’s liveness reaches its threshold (once per period).',
    request: T.ReceiveTaskChestRequest,
    answer: T.TaskClaimAnswer,
  }),
  signInCalendar: defineCall({
    name: 'signInCalendar',
    summary:
      'The free sign-in calendar: the cycle’s seven days with their awards and states, today’s day, the rule text and the make-up price.',
    request: S.SignInCalendarRequest,
    answer: S.SignInCalendarAnswer,
  }),
  signInToday: defineCall({
    name: 'signInToday',
    summary:
      'Signs in today on the calendar and claims the day’s award (once per operator day; a repeat answers the first answer).',
    request: S.SignInTodayRequest,
    answer: S.SignInClaimAnswer,
  }),
  signInMakeUp: defineCall({
    name: 'signInMakeUp',
    summary:
      'Signs a missed day of this cycle for the make-up price in points, and claims its award, in one transaction.',
    request: S.SignInMakeUpRequest,
    answer: S.SignInMakeUpAnswer,
  }),
  loginBonus3User: defineCall({
    name: 'loginBonus3User',
    summary:
      'The login bonus: its three days with their awards and states, and whether today’s can be claimed.',
    request: S.LoginBonus3UserRequest,
    answer: S.LoginBonus3UserAnswer,
  }),
  loginBonus3UserReceive: defineCall({
    name: 'loginBonus3UserReceive',
    summary:
      'Claims the login bonus’s next day (one a day, once per account, after a sign-in today).',
    request: S.LoginBonus3UserReceiveRequest,
    answer: S.LoginBonus3UserReceiveAnswer,
  }),
  pointsInfo: defineCall({
    name: 'pointsInfo',
    summary: 'The player’s points and the points shop’s items, with what stock is left to them.',
    request: P.PointsInfoRequest,
    answer: P.PointsInfoAnswer,
  }),
  pointsLog: defineCall({
    name: 'pointsLog',
    summary: 'The movements of the player’s points, newest first (keyset paged).',
    request: P.PointsLogRequest,
    answer: P.PointsLogAnswer,
  }),
  pointsExchange: defineCall({
    name: 'pointsExchange',
    summary:
      'Buys a points-shop item: debits its price in points and pays its award in one transaction; a repeated requestId answers the first answer.',
    request: P.PointsExchangeRequest,
    answer: P.PointsExchangeAnswer,
  }),
} as const;
