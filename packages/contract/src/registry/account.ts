import * as A from '../account';
import { AppConfigAnswer, AppConfigRequest } from '../app-config';
import { ClaimStartupModalsAnswer, ClaimStartupModalsRequest } from '../startup-modals';
import { AppEventLogClientAnswer, AppEventLogClientRequest } from '../telemetry';
import { ExportMyDataAnswer, ExportMyDataRequest } from '../data-rights';
import { defineCall } from './define-call';

/**
 * The app config, telemetry, accounts and sessions, the profile and what a signed-in player loads
 * first.
 */
export const accountCalls = {
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
  claimStartupModals: defineCall({
    name: 'claimStartupModals',
    summary:
      'Of the start-up modals the app would show (highest value first), those it may show now: at most two a player per operator day, each once, across devices; recorded as shown.',
    request: ClaimStartupModalsRequest,
    answer: ClaimStartupModalsAnswer,
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
  exportMyData: defineCall({
    name: 'exportMyData',
    summary:
      'The player’s own data as one JSON document (profile, sessions, money, rounds, rewards, mail, chat …); once an hour at most.',
    request: ExportMyDataRequest,
    answer: ExportMyDataAnswer,
  }),
} as const;
