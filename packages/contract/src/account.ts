import { z } from 'zod';
import { bodyOf, RequestId, RequestIdNumber } from './common';
import { LoginType, SmsPurpose, SocialProvider } from './values/enums';
import { INVITE_CODE_MAX_LENGTH } from './values/invite-link';
import { PayFromValue } from './bonus';

/**
 * The account calls of docs/api.md: sign-in, registration, password, binding, profile and the
 * after-login state. Lengths here are outer bounds only; the limits the client shows (appConfig
 * `limits`) are enforced by the server with the same numbers and refused as 400 issues.
 */

const Id = z.number().int().positive();
const Money = z.number().int();

/** E.164: a plus, a country code and up to 15 digits in all (`+15550001234`). */
export const Mobile = z
  .string()
  .regex(/^\+[1-9]\d{6,14}$/, 'Enter the phone number with its country code, like +15550001234.');
export const SmsCode = z.string().regex(/^\d{4,8}$/, 'The code is digits only.');
/**
 * Outer bounds only, so that a hash never runs on megabytes: appConfig limits.password (8–128)
 * and the password policy are the rule for a new password, checked by the server with a message
 * a player can act on. Sign-in takes any stored one.
 */
export const Password = z.string().min(1).max(1024);
/**
 * A solved proof-of-work challenge (base64 of `{ challenge, solution }`), sent again after a
 * CHALLENGE_REQUIRED refusal handed one out.
 */
export const ChallengeSolution = z.string().min(1).max(8192);
/** Outer bounds; appConfig limits.account (6–16 of [a-z0-9_]) is the rule. */
export const AccountName = z.string().min(1).max(32);
export const InviteCode = z
  .string()
  .regex(
    new RegExp(`^[A-Za-z0-9]{1,${INVITE_CODE_MAX_LENGTH}}$`),
    'Invite codes are letters and digits.',
  );

export const LoginTypeValue = z.union([
  z.literal(LoginType.Phone),
  z.literal(LoginType.Account),
  z.literal(LoginType.PhoneNoOtp),
]);
export const SmsPurposeValue = z.union([
  z.literal(SmsPurpose.Register),
  z.literal(SmsPurpose.Bind),
  z.literal(SmsPurpose.Forget),
  z.literal(SmsPurpose.LoginAndRegister),
]);
export const SocialProviderValue = z.union([
  z.literal(SocialProvider.Facebook),
  z.literal(SocialProvider.Line),
  z.literal(SocialProvider.Google),
]);

/**
 * How an account was first created: the login types 1–3, or 10 + the social provider
 * (13 Facebook, 14 LINE, 15 Google).
 */
export const AccountType = {
  Phone: 1,
  Account: 2,
  PhoneNoOtp: 3,
  Facebook: 13,
  Line: 14,
  Google: 15,
} as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];

/** The User info entity (docs/api.md "Sessions"). Amounts in hundredths. */
export const UserInfo = z.object({
  id: Id,
  uuid: z.string(),
  account: z.string().describe('The account name, or "" for accounts without one.'),
  password: z.literal('').describe('Never sent: always "". hasPassword says whether one is set.'),
  accountType: z
    .number()
    .int()
    .describe('1 phone, 2 account, 3 phone without OTP, 13/14/15 social.'),
  avatar: z.string().describe('The id of the chosen avatar from the built-in set.'),
  avatarOther: z.string().describe('An uploaded avatar URL, or "".'),
  nickname: z.string(),
  mobile: z.string().describe('The bound phone in E.164, or "".'),
  facebookAccount: z.string(),
  facebookName: z.string(),
  googleAccount: z.string(),
  googleName: z.string(),
  lineAccount: z.string(),
  lineName: z.string(),
  hasPassword: z.boolean(),
  hasSafeboxPassword: z.boolean(),
  hasKyc: z.boolean(),
  hasUserOther: z.boolean().describe('Whether a social account is bound.'),
  regPeriod: z.number().int().describe('Whole days since registration.'),
  pid: z.number().int().describe('The inviter’s user id, 0 for none.'),
  coin: Money,
  safebox: Money,
  lottery: z.number().int().describe('Jackpot draw chances.'),
  totalRecharge: Money,
  vip: z.number().int(),
  vipExp: z.number().int(),
  userLevel: z.number().int(),
  bet: Money.describe('Turnover still required before a withdrawal.'),
  exchange: Money.describe('What may be withdrawn now.'),
  bonusCoin: Money.describe(
    'The open bonus’s balance (the bonus and the deposit locked with it), apart from cash. 0 without one.',
  ),
  bonusBet: Money.describe('Valid bets still required before the open bonus converts to cash.'),
  bonusPayFrom: PayFromValue.describe(
    'What bets are paid from first while an open bonus and cash both cover them: cash (the default) or bonus.',
  ),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** Every sign-in answer: a new session token (the `authorization` header) and the user. */
export const SignInAnswer = z.object({ token: z.string(), user: UserInfo });
export type SignInAnswer = z.infer<typeof SignInAnswer>;

export const UserAnswer = z.object({ user: UserInfo });
export type UserAnswer = z.infer<typeof UserAnswer>;

export const EmptyAnswer = z.object({});

// ---- sign-in (public) ----

export const SmsSendRequest = bodyOf({
  mobile: Mobile,
  purpose: SmsPurposeValue,
  challenge: ChallengeSolution.optional(),
});
export const SmsSendAnswer = z.object({
  /** Seconds until another code may be asked for this number. */
  resendAfterSeconds: z.number().int(),
  /** Seconds the code stays valid. */
  expiresInSeconds: z.number().int(),
});

export const AccountLoginSmsRequest = bodyOf({
  mobile: Mobile,
  smsCode: SmsCode,
  inviteCode: InviteCode.optional(),
});
export const AccountRegist4Request = bodyOf({
  mobile: Mobile,
  smsCode: SmsCode,
  password: Password,
  inviteCode: InviteCode.optional(),
});
export const AccountRegistRequest = bodyOf({
  account: AccountName,
  password: Password,
  inviteCode: InviteCode.optional(),
});
export const AccountLoginRequest = bodyOf({
  loginType: LoginTypeValue,
  mobile: Mobile.optional(),
  account: AccountName.optional(),
  password: Password,
  inviteCode: InviteCode.optional(),
  challenge: ChallengeSolution.optional(),
}).superRefine((body, ctx) => {
  if (body.loginType === LoginType.Account ? !body.account : !body.mobile) {
    const field = body.loginType === LoginType.Account ? 'account' : 'mobile';
    ctx.addIssue({
      code: 'custom',
      path: [field],
      message: `${field} is required for this loginType.`,
    });
  }
});
export const ForgetPasswordRequest = bodyOf({
  mobile: Mobile,
  smsCode: SmsCode,
  password: Password,
});
/**
 * What proves a social sign-in: an ID token (Google, LINE, Facebook Limited Login), a Facebook
 * access token, or LINE's web-flow authorization code with its redirect URI and PKCE verifier
 * (the server trades it for the ID token, which needs the channel secret).
 */
const SocialProof = {
  idToken: z.string().min(1).max(8192).optional(),
  accessToken: z.string().min(1).max(2048).optional(),
  code: z.string().min(1).max(512).optional(),
  redirectUri: z.string().url().max(2048).optional(),
  codeVerifier: z.string().min(43).max(128).optional(),
  /** The nonce the client put in the sign-in request, when it used one. */
  nonce: z.string().max(256).optional(),
};
const hasProof = (body: { idToken?: string; accessToken?: string; code?: string }) =>
  body.idToken !== undefined || body.accessToken !== undefined || body.code !== undefined;
const proofMessage = {
  message: 'Send idToken (or accessToken for Facebook, or code and redirectUri for LINE).',
  path: ['idToken'],
};

export const SocialLoginRequest = bodyOf({
  ...SocialProof,
  inviteCode: InviteCode.optional(),
}).refine(hasProof, proofMessage);

// ---- signed in ----

export const LogoutRequest = bodyOf({});
export const InitPasswordRequest = bodyOf({
  password: Password,
  /** Required when the account already has a password (a change, not a first set). */
  oldPassword: Password.optional(),
  /**
   * A first password of a player with a bound phone: a code (purpose 1, bind) sent to it, so a
   * session alone cannot give itself a password.
   */
  smsCode: SmsCode.optional(),
});
export const BindAccountRequest = bodyOf({ mobile: Mobile, smsCode: SmsCode });
export const BindSocialAccountRequest = bodyOf({
  provider: SocialProviderValue,
  ...SocialProof,
}).refine(hasProof, proofMessage);

/** The built-in avatars a player picks from (the client draws them). */
export const AVATAR_IDS = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'] as const;
export type AvatarId = (typeof AVATAR_IDS)[number];

export const UpdateProfileRequest = bodyOf({
  /** appConfig limits.username (2–16) is the rule. */
  nickname: z.string().min(1).max(64).optional(),
  avatar: z.enum(AVATAR_IDS).optional(),
});
export const AgentFillRequest = bodyOf({
  /** The inviter: their user id or their invite code. */
  // A number is an inviter's id, a string their invite code (so no numeric-string id here).
  pid: z.union([RequestIdNumber, InviteCode]),
});

const DeviceFields = {
  os: z.string().max(64).optional(),
  deviceModel: z.string().max(128).optional(),
};
export const GetAfterLoginInfoWebRequest = bodyOf({
  version: z.string().max(64).optional(),
  ...DeviceFields,
});
export const GetAfterLoginInfoRequest = bodyOf({
  gameListVersion: z.string().max(64).optional(),
  messagingToken: z.string().max(4096).optional(),
  /** The device's details as the native app sends them: a JSON text, or the object itself. */
  phoneinfoJsonModel: z
    .union([z.string().max(8192), z.record(z.string().max(64), z.unknown())])
    .optional(),
  ...DeviceFields,
});

/** Receiving accounts (filled by the wallet issue). */
export const AppUserBank = z.object({
  id: Id,
  bankId: Id,
  accountName: z.string(),
  accountNo: z.string().describe('Masked: only the last four characters are shown.'),
  isDefault: z.boolean(),
});

/** The User info plus the player's other after-login state. */
export const AfterLoginInfo = z.object({
  user: UserInfo,
  inviteCode: z.string(),
  aid: z.number().int().describe('The agent at the top of the inviter chain, 0 for none.'),
  firstRecharge: z.boolean().describe('Whether the first deposit is still to come.'),
  gameLikes: z.array(Id).describe("Liked games, most recent first (the spec's name)."),
  gameLikeIds: z.array(Id).describe("The same list as gameLikes (the app's name)."),
  gameHistory: z.array(Id),
  appUserBank: AppUserBank.nullable(),
  appUserBankList: z.array(AppUserBank),
  activityIds: z
    .array(Id)
    .describe('The activities live now, in activity order: what getActivityIds answers.'),
});
export type AfterLoginInfo = z.infer<typeof AfterLoginInfo>;

export const GetAfterLoginInfoAnswer = AfterLoginInfo.extend({
  config: z.object({
    version: z.string().describe('The appConfig version now served.'),
    gameListChanged: z.boolean().describe('Whether gameListVersion differs from the served one.'),
  }),
});

export const RefreshDataRequest = bodyOf({});
export const RefreshDataAnswer = UserInfo.pick({
  hasSafeboxPassword: true,
  coin: true,
  safebox: true,
  lottery: true,
  vip: true,
  vipExp: true,
  userLevel: true,
  bet: true,
  exchange: true,
  bonusCoin: true,
  bonusBet: true,
  bonusPayFrom: true,
  hasPassword: true,
});
export type RefreshDataAnswer = z.infer<typeof RefreshDataAnswer>;

// ---- the player's sessions (devices signed in) ----

export const SessionListRequest = bodyOf({});
export const DeviceSession = z.object({
  id: Id,
  /** What the device is, as the app says ("Pixel 8 · Android 14") or its browser tells. */
  device: z.string(),
  /** The network it signed in from, masked: its /24 for IPv4, its /48 for IPv6; "" unknown. */
  ip: z.string(),
  /** Epoch seconds. */
  createdAt: z.number().int(),
  /** Epoch seconds, to the minute (a session's use is written at most once a minute). */
  lastSeenAt: z.number().int(),
  /** The session asking. */
  current: z.boolean(),
});
export const SessionListAnswer = z.object({ list: z.array(DeviceSession) });
/** Ends another of the player's own sessions; any other id is SESSION_NOT_FOUND. */
export const SessionEndRequest = bodyOf({ id: RequestId });
export const SessionEndOthersRequest = bodyOf({});
export const SessionEndAnswer = z.object({ ended: z.number().int() });
