import { z } from 'zod';
import { RECHARGE_BONUS_KINDS } from './values/enums';
import { bodyOf } from './common';
import { FEEDBACK_IMAGES_MAX } from './values/feedback';
import { Id, Money, Text, Url } from './app-config/fields';
import { httpsUrl } from './link-urls';
import {
  Activity,
  Agent5Config,
  JackpotAward,
  LevelConfig,
  RedPacketConfig,
  TaskConfig,
  VipMapEntry,
} from './app-config/rewards';

export * from './app-config/rewards';

/** The App config, served by anonymous/appConfig. Amounts in hundredths. */

export const LengthLimit = z.object({ min: z.number().int().min(0), max: z.number().int().min(1) });
export type LengthLimit = z.infer<typeof LengthLimit>;

export const Limits = z.object({
  account: LengthLimit,
  username: LengthLimit,
  password: LengthLimit,
  withdrawAccount: LengthLimit,
  smsCode: LengthLimit,
  safeboxPassword: LengthLimit,
});
export type Limits = z.infer<typeof Limits>;

export const SignInConfig = z.object({
  phoneNoOtp: z.boolean(),
  defaultCountryCode: Text(4),
  google: z.object({ clientId: Text(256) }).nullable(),
  facebook: z.object({ appId: Text(256) }).nullable(),
  line: z.object({ channelId: Text(256) }).nullable(),
});

export const GameType = z.object({
  id: Id,
  code: Text(32),
  name: Text(64),
  icon: Url,
  sort: z.number().int(),
});
export type GameType = z.infer<typeof GameType>;

export const Brand = z.object({
  id: Id,
  code: Text(32),
  name: Text(64),
  logo: Url,
  sort: z.number().int(),
});
export type Brand = z.infer<typeof Brand>;

export const Game = z.object({
  id: Id,
  name: Text(128),
  typeId: Id,
  brandId: Id,
  icon: Url,
  hot: z.boolean(),
  new: z.boolean(),
  sort: z.number().int(),
  /**
   * false: the operator switched the game off: it leaves the catalogue the player app is served
   * and does not start. Absent: on (configs saved before the flag existed).
   */
  enabled: z.boolean().optional(),
  /** 'builtin' games are ours (packages/games); others come from a provider. */
  provider: Text(32),
  code: Text(64),
  supportsTryIt: z.boolean(),
  /**
   * How much of a bet counts toward wagering (deposit turnover and bonus wagering), in basis
   * points: the lower a game's house edge, the less it counts (docs/rules.md "Bonus money").
   */
  wagerWeightBp: z.number().int().min(0).max(10_000),
  /** The largest bet of one round; 0 for none. */
  maxBet: Money,
  /** The most one round may win; a bet that could win more is refused; 0 for none. */
  maxWin: Money,
});
export type Game = z.infer<typeof Game>;

export const RechargeType = z.object({
  id: Id,
  name: Text(64),
  icon: Url,
  sort: z.number().int(),
  /** Minimum deposit; 100 when unset (docs/rules.md "Deposits"). */
  minAmount: Money,
  /** Minimum for players who already deposited, when the minimum-recharge status is on; 10000 when unset. */
  minAmount2: Money,
  maxAmount: Money,
  isDefault: z.boolean(),
  bonusKind: z.union(RECHARGE_BONUS_KINDS.map((k) => z.literal(k))).nullable(),
  /** Bonus in basis points of the deposit (500 = 5%). */
  bonusBp: z.number().int().min(0).max(100_000),
});
export type RechargeType = z.infer<typeof RechargeType>;

export const RechargeItem = z.object({ id: Id, price: Money, hot: z.boolean() });
export type RechargeItem = z.infer<typeof RechargeItem>;

export const Bank = z.object({
  id: Id,
  code: Text(32),
  name: Text(128),
  icon: Url,
  sort: z.number().int(),
});
export type Bank = z.infer<typeof Bank>;

export const Faq = z.object({
  id: Id,
  question: Text(256),
  answer: Text(4096),
  sort: z.number().int(),
});
export type Faq = z.infer<typeof Faq>;

export const Notice = z.object({
  id: Id,
  title: Text(128),
  content: Text(4096),
  image: Url.nullable(),
  sort: z.number().int(),
  popup: z.boolean(),
  /**
   * Who it is for: a notice that asks to sign up is for visitors, one about a player's account
   * for players; absent, everyone.
   */
  audience: z.enum(['signedOut', 'signedIn']).optional(),
});
export type Notice = z.infer<typeof Notice>;

/** A channel of the operator's, opened out of the app: an https: page. */
export const SocialMedia = z.object({ id: Id, name: Text(64), icon: Url, url: httpsUrl() });
export const ShareConfig = z.object({
  id: Id,
  channel: Text(32),
  title: Text(128),
  text: Text(1024),
  /** The share page, an https: URL (its `{url}`, `{code}`, `{text}` filled when opened). */
  url: httpsUrl(),
});

/** A native app's store page, offered on /download: an https: URL. */
export const NativeApp = z.object({
  platform: z.enum(['android', 'ios']),
  url: httpsUrl(),
});
export type NativeApp = z.infer<typeof NativeApp>;

export const ClientConfig = z.object({
  lobbyBonusAmount: Money,
  /** When on, players who already deposited see minAmount2 as a channel's minimum. */
  minRechargeStatus: z.boolean(),
  /** The app's download page: https: or a path of this site. */
  downloadUrl: Url,
  /** An outside chat page (https:) or a page of this site; linked only when it is https:. */
  customerServiceUrl: Url,
  /** The native apps' store pages (docs/content.md); none: /download offers the web app only. */
  nativeApps: z.array(NativeApp).max(4).default([]),
});

/** A type a player picks for their feedback; its name is kept with each feedback sent. */
export const FeedbackType = z.object({ id: Id, name: Text(64) });
export type FeedbackType = z.infer<typeof FeedbackType>;

export const FeedbackConfig = z.object({
  imagesLimit: z.number().int().min(0).max(FEEDBACK_IMAGES_MAX),
  types: z
    .array(FeedbackType)
    .min(1)
    .max(20)
    .default([{ id: 1, name: 'General' }]),
});

/**
 * An operator's page of plain text (about us, terms of use, privacy policy): an intro, headed
 * sections of paragraphs and the date it was last changed. Shown as text, never as HTML.
 */
export const TextPage = z.object({
  intro: Text(4096),
  sections: z
    .array(z.object({ heading: Text(128), paragraphs: z.array(Text(4096)).max(20) }))
    .max(30),
  updated: Text(64),
});
export type TextPage = z.infer<typeof TextPage>;

/** The operator-editable pages; one not configured says it is not published yet. */
export const TextPages = z.object({
  aboutUs: TextPage.optional(),
  termsOfUse: TextPage.optional(),
  privacyPolicy: TextPage.optional(),
});
export type TextPages = z.infer<typeof TextPages>;

export const AppConfig = z.object({
  limits: Limits,
  signIn: SignInConfig,
  games: z.array(Game),
  gameTypes: z.array(GameType),
  brands: z.array(Brand),
  rechargeTypes: z.array(RechargeType),
  items: z.array(RechargeItem),
  banks: z.array(Bank),
  vipMap: z.record(z.string(), VipMapEntry),
  levelConfigs: z.array(LevelConfig),
  activities: z.array(Activity),
  tasks: z.array(TaskConfig),
  agent5: Agent5Config,
  redPacket: RedPacketConfig,
  jackpotAwardList: z.array(JackpotAward),
  faq: z.array(Faq),
  notices: z.array(Notice),
  socialMedia: z.array(SocialMedia),
  shareConfigs: z.array(ShareConfig),
  feedbackConfig: FeedbackConfig,
  textPages: TextPages.default({}),
  clientConfig: ClientConfig,
  gameShowNum: z.number().int().min(1).max(60),
});
export type AppConfig = z.infer<typeof AppConfig>;

export const AppConfigRequest = bodyOf({
  /** The version the client holds; when it is current the answer is `{ version, notModified: true }`. */
  version: z.string().max(64).optional(),
});
export type AppConfigRequest = z.infer<typeof AppConfigRequest>;

export const AppConfigAnswer = z.union([
  z.object({ version: z.string(), notModified: z.literal(true) }),
  z.object({ version: z.string(), notModified: z.literal(false), config: AppConfig }),
]);
export type AppConfigAnswer = z.infer<typeof AppConfigAnswer>;
