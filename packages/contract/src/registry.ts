import type { z } from 'zod';
import * as A from './account';
import * as AG from './agent';
import * as B from './bonus';
import * as C from './coupons';
import * as CH from './chat';
import * as FB from './feedback';
import * as G from './games';
import * as IS from './invite-spin';
import * as J from './jackpot';
import * as M from './mail';
import * as O from './offers';
import * as R from './rewards';
import * as RK from './rank';
import * as SH from './slots-hack';
import * as SR from './sharing';
import * as T from './tasks';
import * as P from './points';
import * as S from './sign-in';
import * as V from './vip';
import * as W from './wallet';
import { AppConfigAnswer, AppConfigRequest } from './app-config';
import { AppEventLogClientAnswer, AppEventLogClientRequest } from './telemetry';
import { callAccess, type Access } from './values/calls';

export interface CallDef<Req extends z.ZodType = z.ZodType, Ans extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly access: Access;
  readonly summary: string;
  readonly request: Req;
  readonly answer: Ans;
}

const defineCall = <Req extends z.ZodType, Ans extends z.ZodType>(
  def: Omit<CallDef<Req, Ans>, 'access'>,
): CallDef<Req, Ans> => ({ ...def, access: callAccess(def.name) });

/**
 * The one call registry: name → request schema, answer schema, access (PUBLIC_CALLS of
 * values/calls.ts, which the browser reads too). Each call is served at POST /app/v1/<name>
 * (callPath). Later issues add their domains' calls here.
 */
export const callRegistry = {
  'anonymous/appConfig': defineCall({
    name: 'anonymous/appConfig',
    summary: 'The app config; answers notModified when the client already holds this version.',
    request: AppConfigRequest,
    answer: AppConfigAnswer,
  }),
  'anonymous/appEventLogClient': defineCall({
    name: 'anonymous/appEventLogClient',
    summary: 'A batch of up to 20 telemetry events; also sent by sendBeacon as text/plain.',
    request: AppEventLogClientRequest,
    answer: AppEventLogClientAnswer,
  }),
  smsSend: defineCall({
    name: 'smsSend',
    summary: 'Sends a sign-in code by SMS; a known and an unknown number get the same answer.',
    request: A.SmsSendRequest,
    answer: A.SmsSendAnswer,
  }),
  accountLoginSms: defineCall({
    name: 'accountLoginSms',
    summary: 'Signs in by phone and SMS code, registering the phone on first use.',
    request: A.AccountLoginSmsRequest,
    answer: A.SignInAnswer,
  }),
  accountRegist4: defineCall({
    name: 'accountRegist4',
    summary: 'Registers by phone, SMS code and password.',
    request: A.AccountRegist4Request,
    answer: A.SignInAnswer,
  }),
  accountRegist: defineCall({
    name: 'accountRegist',
    summary: 'Registers by account name and password.',
    request: A.AccountRegistRequest,
    answer: A.SignInAnswer,
  }),
  accountLogin: defineCall({
    name: 'accountLogin',
    summary:
      'Signs in by password: loginType 1 phone, 2 account, 3 phone without OTP (where enabled).',
    request: A.AccountLoginRequest,
    answer: A.SignInAnswer,
  }),
  forgetPassword: defineCall({
    name: 'forgetPassword',
    summary: 'Resets the password with an SMS code; ends every session and signs in.',
    request: A.ForgetPasswordRequest,
    answer: A.SignInAnswer,
  }),
  googleLogin: defineCall({
    name: 'googleLogin',
    summary: 'Signs in with a Google ID token.',
    request: A.SocialLoginRequest,
    answer: A.SignInAnswer,
  }),
  facebookLogin: defineCall({
    name: 'facebookLogin',
    summary: 'Signs in with a Facebook access token or Limited Login ID token.',
    request: A.SocialLoginRequest,
    answer: A.SignInAnswer,
  }),
  lineLogin: defineCall({
    name: 'lineLogin',
    summary: 'Signs in with a LINE ID token.',
    request: A.SocialLoginRequest,
    answer: A.SignInAnswer,
  }),
  logout: defineCall({
    name: 'logout',
    summary: 'Ends this session.',
    request: A.LogoutRequest,
    answer: A.EmptyAnswer,
  }),
  sessionList: defineCall({
    name: 'sessionList',
    summary: 'The devices signed in to this account: each live session, this one marked.',
    request: A.SessionListRequest,
    answer: A.SessionListAnswer,
  }),
  sessionEnd: defineCall({
    name: 'sessionEnd',
    summary: 'Signs another device of this account out (one of its own sessions).',
    request: A.SessionEndRequest,
    answer: A.SessionEndAnswer,
  }),
  sessionEndOthers: defineCall({
    name: 'sessionEndOthers',
    summary: 'Signs every other device of this account out; this one stays.',
    request: A.SessionEndOthersRequest,
    answer: A.SessionEndAnswer,
  }),
  initPassword: defineCall({
    name: 'initPassword',
    summary:
      'Sets a first password, or changes it with the old one; ends every session and answers a new one.',
    request: A.InitPasswordRequest,
    answer: A.SignInAnswer,
  }),
  bindAccount: defineCall({
    name: 'bindAccount',
    summary: 'Binds a phone (proved by an SMS code of purpose bind) to this account.',
    request: A.BindAccountRequest,
    answer: A.UserAnswer,
  }),
  bindSocialAccount: defineCall({
    name: 'bindSocialAccount',
    summary: 'Links a Google, Facebook or LINE account to this account.',
    request: A.BindSocialAccountRequest,
    answer: A.UserAnswer,
  }),
  updateProfile: defineCall({
    name: 'updateProfile',
    summary: 'Changes the nickname or the avatar.',
    request: A.UpdateProfileRequest,
    answer: A.UserAnswer,
  }),
  agentFill: defineCall({
    name: 'agentFill',
    summary: 'Sets the inviter once: never oneself or a player of one’s own downline.',
    request: A.AgentFillRequest,
    answer: A.UserAnswer,
  }),
  getAfterLoginInfoWeb: defineCall({
    name: 'getAfterLoginInfoWeb',
    summary: 'The user and the other user state, after sign-in on the web.',
    request: A.GetAfterLoginInfoWebRequest,
    answer: A.AfterLoginInfo,
  }),
  getAfterLoginInfo: defineCall({
    name: 'getAfterLoginInfo',
    summary: 'As getAfterLoginInfoWeb for the native app; stores the messaging token and device.',
    request: A.GetAfterLoginInfoRequest,
    answer: A.GetAfterLoginInfoAnswer,
  }),
  refreshData: defineCall({
    name: 'refreshData',
    summary: 'The balances and levels that change as the player plays.',
    request: A.RefreshDataRequest,
    answer: A.RefreshDataAnswer,
  }),
  recharge: defineCall({
    name: 'recharge',
    summary: 'Creates a deposit order and answers the checkout URL.',
    request: W.RechargeRequest,
    answer: W.RechargeAnswer,
  }),
  rechargeOrder: defineCall({
    name: 'rechargeOrder',
    summary: 'One deposit order of the player.',
    request: W.RechargeOrderRequest,
    answer: W.RechargeOrder,
  }),
  rechargeOrderList: defineCall({
    name: 'rechargeOrderList',
    summary: 'The player’s deposit orders, newest first.',
    request: W.RechargeOrderListRequest,
    answer: W.RechargeOrderListAnswer,
  }),
  couponList: defineCall({
    name: 'couponList',
    summary:
      'The player’s deposit coupons: those to pick now with their terms and expiry, and the latest used or expired.',
    request: C.CouponListRequest,
    answer: C.CouponListAnswer,
  }),
  tradeInfo: defineCall({
    name: 'tradeInfo',
    summary:
      'Trade info: total deposited, last deposit method, whether the first deposit is to come.',
    request: A.RefreshDataRequest,
    answer: W.TradeInfoAnswer,
  }),
  bonusWallet: defineCall({
    name: 'bonusWallet',
    summary:
      'The open bonus (balance, wagering left, maximum bet, conversion cap, expiry), the terms of new ones and the last closed.',
    request: B.BonusWalletRequest,
    answer: B.BonusWalletAnswer,
  }),
  bonusForfeit: defineCall({
    name: 'bonusForfeit',
    summary:
      'Ends the open bonus: the bonus and its winnings go back, what is left of the deposit returns to cash.',
    request: B.BonusForfeitRequest,
    answer: B.BonusForfeitAnswer,
  }),
  getExchange: defineCall({
    name: 'getExchange',
    summary: 'What may be withdrawn now, the limits, the fee and the receiving accounts.',
    request: W.GetExchangeRequest,
    answer: W.GetExchangeAnswer,
  }),
  exchange: defineCall({
    name: 'exchange',
    summary: 'Requests a withdrawal to a receiving account; the amount is held at once.',
    request: W.ExchangeRequest,
    answer: W.ExchangeAnswer,
  }),
  exchangeOrderList: defineCall({
    name: 'exchangeOrderList',
    summary: 'The player’s withdrawal orders, newest first.',
    request: W.ExchangeOrderListRequest,
    answer: W.ExchangeOrderListAnswer,
  }),
  addBankInfo: defineCall({
    name: 'addBankInfo',
    summary: 'Adds a receiving account (at most 5).',
    request: W.AddBankInfoRequest,
    answer: W.BankInfoListAnswer,
  }),
  modifyBankInfo: defineCall({
    name: 'modifyBankInfo',
    summary: 'Changes a receiving account; withdrawals pause for 24 hours.',
    request: W.ModifyBankInfoRequest,
    answer: W.BankInfoListAnswer,
  }),
  bankInfoList: defineCall({
    name: 'bankInfoList',
    summary: 'The player’s receiving accounts.',
    request: W.BankInfoListRequest,
    answer: W.BankInfoListAnswer,
  }),
  safeboxIn: defineCall({
    name: 'safeboxIn',
    summary: 'Moves coin into the safebox.',
    request: W.SafeboxInRequest,
    answer: W.BalancesAnswer,
  }),
  safeboxOut: defineCall({
    name: 'safeboxOut',
    summary: 'Moves coin out of the safebox with its password.',
    request: W.SafeboxOutRequest,
    answer: W.BalancesAnswer,
  }),
  setSafeboxPassword: defineCall({
    name: 'setSafeboxPassword',
    summary: 'Sets the safebox password; changing it needs an SMS code.',
    request: W.SetSafeboxPasswordRequest,
    answer: A.EmptyAnswer,
  }),
  retrieveBalance: defineCall({
    name: 'retrieveBalance',
    summary: 'Returns to coin what open game sessions still hold.',
    request: W.RetrieveBalanceRequest,
    answer: W.RetrieveBalanceAnswer,
  }),
  appUserCoinDetail: defineCall({
    name: 'appUserCoinDetail',
    summary: 'Every movement of the player’s coin, newest first, by kind and date.',
    request: W.AppUserCoinDetailRequest,
    answer: W.AppUserCoinDetailAnswer,
  }),
  startGame: defineCall({
    name: 'startGame',
    summary:
      'Opens a game session (closing any other) and answers the launch URL; tryIt plays demo coins and needs no session.',
    request: G.StartGameRequest,
    answer: G.StartGameAnswer,
  }),
  online: defineCall({
    name: 'online',
    summary: 'Keeps the open game session alive (every 60 s); a session silent 3 minutes closes.',
    request: G.OnlineRequest,
    answer: G.GamesEmptyAnswer,
  }),
  exitGame: defineCall({
    name: 'exitGame',
    summary: 'Closes the open game session (of that game, when given).',
    request: G.ExitGameRequest,
    answer: G.GamesEmptyAnswer,
  }),
  gameLike: defineCall({
    name: 'gameLike',
    summary: 'Toggles the like of a game.',
    request: G.GameLikeRequest,
    answer: G.GameLikeAnswer,
  }),
  gameLikeList: defineCall({
    name: 'gameLikeList',
    summary: 'The liked games, most recent first.',
    request: G.GameLikeListRequest,
    answer: G.GameLikeListAnswer,
  }),
  gameHistory: defineCall({
    name: 'gameHistory',
    summary: 'The last 50 distinct games played, most recent first.',
    request: G.GameHistoryRequest,
    answer: G.GameHistoryAnswer,
  }),
  fairSeeds: defineCall({
    name: 'fairSeeds',
    summary: 'The current seed pair of the built-in games: server seed hash, client seed, nonce.',
    request: G.FairSeedsRequest,
    answer: G.FairSeeds,
  }),
  fairRotate: defineCall({
    name: 'fairRotate',
    summary: 'Retires the seed pair, revealing its server seed, and starts a new one.',
    request: G.FairRotateRequest,
    answer: G.FairRotateAnswer,
  }),
  gamePlay: defineCall({
    name: 'gamePlay',
    summary:
      'One round of a built-in game through the house provider’s seamless wallet: debit, outcome, credit. With an idempotency-key header a repeat answers the round the key first played.',
    request: G.GamePlayRequest,
    answer: G.GamePlayAnswer,
  }),
  'anonymous/demoPlay': defineCall({
    name: 'anonymous/demoPlay',
    summary: 'One demo round of a built-in game with throwaway seeds; no ledger.',
    request: G.DemoPlayRequest,
    answer: G.DemoPlayAnswer,
  }),
  'anonymous/fairVerify': defineCall({
    name: 'anonymous/fairVerify',
    summary: 'Recomputes a built-in game’s round from revealed seeds.',
    request: G.FairVerifyRequest,
    answer: G.FairVerifyAnswer,
  }),
  betRecord: defineCall({
    name: 'betRecord',
    summary: 'The player’s settled rounds, newest first, by date and game.',
    request: G.BetRecordRequest,
    answer: G.BetRecordAnswer,
  }),
  betRecordReport: defineCall({
    name: 'betRecordReport',
    summary: 'Totals of the player’s settled rounds by UTC day and by game (at most 93 days).',
    request: G.BetRecordReportRequest,
    answer: G.BetRecordReportAnswer,
  }),
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
  // The leaderboard and the slots hack (docs/rewards.md "Rank", "Slots hack").
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
  // ---- offers: first deposit, follow rewards, growth fund (docs/rewards.md) ----
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
  appAgent5User: defineCall({
    name: 'appAgent5User',
    summary:
      'The agent programme: the player’s invite code and path, their team per level (members, new today, valid bets and commission today and yesterday), commission earned and claimable, and valid invites.',
    request: AG.AppAgent5UserRequest,
    answer: AG.AppAgent5UserAnswer,
  }),
  appAgent5UserReceive: defineCall({
    name: 'appAgent5UserReceive',
    summary:
      'Claims every settled commission waiting (one grant per day), each in its own transaction; as betBonusReceive.',
    request: AG.AppAgent5UserReceiveRequest,
    answer: R.BetBonusReceiveAnswer,
  }),
  appAgent5UserLog: defineCall({
    name: 'appAgent5UserLog',
    summary:
      'The agent programme’s history: commission settled per day and valid-invite rewards, with their claims, newest first (keyset paged).',
    request: AG.AppAgent5UserLogRequest,
    answer: AG.AppAgent5UserLogAnswer,
  }),
  appAgent5UserInviteValidReceive: defineCall({
    name: 'appAgent5UserInviteValidReceive',
    summary:
      'Grants and claims the valid-invite reward of every valid direct invitee not rewarded yet (once per invitee).',
    request: AG.AppAgent5UserInviteValidReceiveRequest,
    answer: R.BetBonusReceiveAnswer,
  }),
  // Sharing and invite links (docs/rewards.md).
  shareInfo: defineCall({
    name: 'shareInfo',
    summary:
      'The player’s invite code and link path, with the players they invited, the valid ones and the devices that opened the link.',
    request: SR.ShareInfoRequest,
    answer: SR.ShareInfoAnswer,
  }),
  actInviteClickInvite: defineCall({
    name: 'actInviteClickInvite',
    summary:
      'Records that this device opened an invite link, once per inviter and device; every code gets the same answer.',
    request: SR.ActInviteClickInviteRequest,
    answer: SR.ActInviteClickInviteAnswer,
  }),
  // ---- mail (docs/rewards.md "Mail") ----
  getMail2: defineCall({
    name: 'getMail2',
    summary:
      'The inbox, newest first (keyset paged): system mails and the operator’s broadcasts the player matches (their copies made on this first open), each read or unread with its attachment’s state; how many are unread and unclaimed.',
    request: M.GetMail2Request,
    answer: M.GetMail2Answer,
  }),
  getMailDetail: defineCall({
    name: 'getMailDetail',
    summary: 'A mail with its body and attachment, marked read.',
    request: M.GetMailDetailRequest,
    answer: M.GetMailDetailAnswer,
  }),
  receiveMail: defineCall({
    name: 'receiveMail',
    summary:
      'Claims a mail’s attachment (id), several (ids) or every one claimable (all), each once and in its own transaction; answers what was paid for the reward modal, the refusals and the money.',
    request: M.ReceiveMailRequest,
    answer: M.ReceiveMailAnswer,
  }),
  delMail: defineCall({
    name: 'delMail',
    summary:
      'Deletes mails; one with an attachment still to claim is refused (1514) unless claimFirst, which claims it first.',
    request: M.DelMailRequest,
    answer: M.DelMailAnswer,
  }),
  // ---- feedback (docs/content.md "Feedback") ----
  feedbackSubmit: defineCall({
    name: 'feedbackSubmit',
    summary:
      'Sends feedback: a type of the config, a text and images in base64 (JPEG, PNG or WebP by content; 2 MiB each, 6 MiB in all).',
    request: FB.FeedbackSubmitRequest,
    answer: FB.FeedbackSubmitAnswer,
  }),
  feedbackList: defineCall({
    name: 'feedbackList',
    summary: 'The player’s feedback with its status, the latest activity first.',
    request: FB.FeedbackListRequest,
    answer: FB.FeedbackListAnswer,
  }),
  feedbackDetail: defineCall({
    name: 'feedbackDetail',
    summary:
      'One of the player’s feedback threads: their messages and staff replies, oldest first.',
    request: FB.FeedbackDetailRequest,
    answer: FB.FeedbackDetailAnswer,
  }),
  feedbackReply: defineCall({
    name: 'feedbackReply',
    summary: 'The player’s follow-up message in one of their open feedback threads.',
    request: FB.FeedbackReplyRequest,
    answer: FB.FeedbackReplyAnswer,
  }),
  // ---- customer service and its chat (docs/service.md) ----
  getCustomerServices: defineCall({
    name: 'getCustomerServices',
    summary:
      'Customer service: the online chat (itemType 1) and the outside channels of the config, with the chat’s working hours.',
    request: CH.GetCustomerServicesRequest,
    answer: CH.GetCustomerServicesAnswer,
  }),
  chatImageUpload: defineCall({
    name: 'chatImageUpload',
    summary:
      'Uploads an image for the player’s chat (JPEG, PNG or WebP by content, 2 MiB); its key then goes in a send frame of the chat socket.',
    request: CH.ChatImageUploadRequest,
    answer: CH.ChatImage,
  }),
  // ---- the invite spin (activity type 20, docs/rewards.md "The invite spin") ----
  actInviteUser: defineCall({
    name: 'actInviteUser',
    summary:
      'The invite spin: starts the player’s attempt on the first call; its total, target, spins left, expiry, the wheel’s sectors and odds, and the next spin’s server seed hash.',
    request: IS.ActInviteUserRequest,
    answer: IS.ActInviteUserAnswer,
  }),
  actInviteUserStatus: defineCall({
    name: 'actInviteUserStatus',
    summary:
      'The invite spin’s flags for the home modal and the red dot: an attempt open, spins left, the target reached.',
    request: IS.ActInviteUserStatusRequest,
    answer: IS.ActInviteUserStatusAnswer,
  }),
  actInviteUserSpin: defineCall({
    name: 'actInviteUserSpin',
    summary:
      'Spins the wheel once (provably fair: the seed is revealed in the answer); a repeated nonce answers that spin again.',
    request: IS.ActInviteUserSpinRequest,
    answer: IS.ActInviteUserSpinAnswer,
  }),
  actInviteUserExchange: defineCall({
    name: 'actInviteUserExchange',
    summary:
      'Exchanges an attempt that reached its target to coin (bonus money with its wagering), once.',
    request: IS.ActInviteUserExchangeRequest,
    answer: IS.ActInviteUserExchangeAnswer,
  }),
  actInviteUserRecord: defineCall({
    name: 'actInviteUserRecord',
    summary:
      'The player’s invite-spin spins (with their seeds) or invitees, newest first (keyset paged).',
    request: IS.ActInviteUserRecordRequest,
    answer: IS.ActInviteUserRecordAnswer,
  }),
  // ---- the lucky jackpot (activity type 47, docs/rewards.md "The lucky jackpot") ----
  getJackpotDrawInfo: defineCall({
    name: 'getJackpotDrawInfo',
    summary:
      'The lucky jackpot: the player’s draw chances and the deposit that earns the next, the four pools with their sections, the ten cells and the wheel with their odds, the next draw’s server seed hash and the latest winners.',
    request: J.GetJackpotDrawInfoRequest,
    answer: J.GetJackpotDrawInfoAnswer,
  }),
  receiveDrawChance: defineCall({
    name: 'receiveDrawChance',
    summary:
      'Spends one draw chance and draws a cell (provably fair: the seed is revealed in the answer); a jackpot cell pays the wheel’s share of its pool. A repeated nonce answers that draw again.',
    request: J.ReceiveDrawChanceRequest,
    answer: J.ReceiveDrawChanceAnswer,
  }),
  getPersonJackpotDrawAwardLog: defineCall({
    name: 'getPersonJackpotDrawAwardLog',
    summary: 'The player’s jackpot draws with their seeds, newest first (20 a page).',
    request: J.GetPersonJackpotDrawAwardLogRequest,
    answer: J.GetPersonJackpotDrawAwardLogAnswer,
  }),
  getJackpotRank: defineCall({
    name: 'getJackpotRank',
    summary:
      'The jackpot ranking of the period by winnings (10 a page, amounts as sections) and the player’s own row.',
    request: J.GetJackpotRankRequest,
    answer: J.GetJackpotRankAnswer,
  }),
  'anonymous/lobbyLive': defineCall({
    name: 'anonymous/lobbyLive',
    summary:
      'The lobby’s jackpot ticker and its feed of recent big wins (rounds and jackpot draws, nicknames masked), served from memory.',
    request: J.LobbyLiveRequest,
    answer: J.LobbyLiveAnswer,
  }),
} as const;

export type CallRegistry = typeof callRegistry;
export type CallName = keyof CallRegistry;
export type CallRequest<N extends CallName> = z.input<CallRegistry[N]['request']>;
export type CallAnswer<N extends CallName> = z.output<CallRegistry[N]['answer']>;

export const callNames = Object.keys(callRegistry) as CallName[];
