import { z } from 'zod';
import {
  ActivityClickType,
  ActivityType,
  isJackpotTier,
  PropId,
  RECHARGE_BONUS_KINDS,
} from './values/enums';
import { couponKindOf } from './values/coupons';
import { bodyOf } from './common';
import { FEEDBACK_IMAGES_MAX } from './values/feedback';

/** The App config, served by anonymous/appConfig. Amounts in hundredths. */

const Id = z.number().int().positive();
const Money = z.number().int().min(0);
const Url = z.string().max(2048);
const Text = (max: number) => z.string().max(max);

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

export const VipMapEntry = z.object({
  name: Text(32),
  icon: Url,
  needExp: z.number().int().min(0),
});

export const LevelConfig = z.object({
  level: z.number().int().min(0).max(100),
  needExp: z.number().int().min(0),
  dailyAward: Money,
  signInAward: Money,
  levelUpBonus: Money,
  /** Rebate of valid bets in basis points. */
  rebateBp: z.number().int().min(0).max(10_000),
  dailyWithdrawTimes: z.number().int().min(0),
  dailyWithdrawLimit: Money,
});
export type LevelConfig = z.infer<typeof LevelConfig>;

export const Activity = z.object({
  id: Id,
  type: z.union(Object.values(ActivityType).map((t) => z.literal(t))),
  name: Text(64),
  title: Text(128),
  sort: z.number().int(),
  clickType: z.union(Object.values(ActivityClickType).map((t) => z.literal(t))),
  /** A route name, an outside URL or a game id, by clickType. */
  clickAction: Text(2048),
  /** 0: a signed-out player is sent to sign-in; 1: shown to everyone. */
  unloginShowStatus: z.union([z.literal(0), z.literal(1)]),
  icon: Url,
  banner: Url.nullable(),
  /** Shown as a start-up modal (once per session, in activity order). */
  popup: z.boolean(),
  startTime: z.number().int().nullable(),
  endTime: z.number().int().nullable(),
});
export type Activity = z.infer<typeof Activity>;

/**
 * What a task counts (docs/rewards.md "Tasks"). The server counts every goal but the
 * client-completed ones from the events it publishes: `bet` valid bets (hundredths), `deposit`
 * the amount deposited (hundredths), `deposits` credited deposits (a newbie `deposits` of 1 is the
 * first deposit), `rounds` settled rounds, `signIn` sign-ins, `bindPhone` a phone verified,
 * `safeboxPassword` the safebox password set, `invite` players registered with the player's
 * invite. `share`, `openDownload` and `visitPage` are done in the client, which says so with
 * `finishTask`.
 */
export const TaskGoal = z.enum([
  'bet',
  'deposit',
  'deposits',
  'rounds',
  'signIn',
  'bindPhone',
  'safeboxPassword',
  'invite',
  'share',
  'openDownload',
  'visitPage',
]);
export type TaskGoal = z.infer<typeof TaskGoal>;

/** The goals the client completes itself and reports with finishTask; the server counts the rest. */
export const CLIENT_TASK_GOALS: readonly TaskGoal[] = ['share', 'openDownload', 'visitPage'];

/**
 * One task: `kind` is its period (newbie: once ever; daily: the operator's day; weekly: the ISO
 * week), `target` what its goal must reach, and it pays `count` of `propId` (coin 2001, points
 * 2002, liveness 4001) plus `liveness` (prop 4001, the chests' progress). Coin is paid only for a
 * `bet` goal: every other goal costs a farmer nothing (a deposit can be withdrawn, rounds can be
 * played at the smallest bet, invites and the client's goals are free to fake).
 */
export const TaskConfig = z.object({
  id: Id,
  kind: z.enum(['daily', 'weekly', 'newbie']),
  goal: TaskGoal,
  target: z.number().int().positive(),
  title: Text(128),
  propId: z.union([z.literal(2001), z.literal(2002), z.literal(4001)]),
  count: z.number().int().min(0),
  /** Liveness (prop 4001, hundredths) the task pays besides its prop. */
  liveness: z.number().int().min(0).optional(),
  /** Where the "Go" button of a client-completed task leads: a path of the lobby. */
  action: z
    .string()
    .regex(/^\/[A-Za-z0-9/_?=&.-]*$/)
    .max(256)
    .optional(),
  sort: z.number().int(),
});

export type TaskConfig = z.infer<typeof TaskConfig>;

/**
 * What is wrong with a task the server would not pay as configured, or null: coin for any goal
 * but `bet`, a client goal whose target is not 1, or no award at all. A config holding one is
 * refused when it is saved; a stored one is not offered.
 */
export const taskConfigProblem = (t: TaskConfig): string | null => {
  if (t.propId === 2001 && t.count > 0 && t.goal !== 'bet')
    return 'only a bet goal pays coin (2001)';
  if (CLIENT_TASK_GOALS.includes(t.goal) && t.target !== 1)
    return 'a client-completed task is done once: target 1';
  if (t.count === 0 && (t.liveness ?? 0) === 0) return 'a task pays something';
  return null;
};

export const Agent5Config = z.object({
  levels: z.array(
    z.object({
      level: z.number().int().min(1).max(5),
      rebateBp: z.number().int().min(0).max(10_000),
    }),
  ),
  validInviteDeposit: Money,
  validInviteReward: Money,
});

export const RedPacketConfig = z.object({
  enabled: z.boolean(),
  minAmount: Money,
  maxAmount: Money,
  /** Hours of the day (0–23, UTC) at which a red packet opens. */
  hours: z.array(z.number().int().min(0).max(23)),
});

export const JackpotAward = z.object({
  id: Id,
  /** 1 a plain prize; 2 a jackpot tier (mega/major/minor/mini) paid from its pool. */
  type: z.union([z.literal(1), z.literal(2)]),
  propId: z.number().int().positive(),
  count: z.number().int().min(0),
  showNum: z.number().int().min(0),
});
export type JackpotAward = z.infer<typeof JackpotAward>;

/** Prop 50000: one lucky-jackpot draw chance (a count of chances, not hundredths). */
export const DRAW_CHANCE_PROP = 50_000;

/**
 * What is wrong with the lucky jackpot's cells the server would not draw as configured, one line
 * per problem (docs/rewards.md "The lucky jackpot"): a jackpot cell (type 2) names a tier
 * (50001–50004), each tier once; a fixed prize (type 1) pays coin, points, a coupon or a draw
 * chance (50000), a count above 0. A config holding one is refused when it is saved; a stored
 * cell that breaks them is not drawn.
 */
export const jackpotCellsProblems = (cells: readonly JackpotAward[]): string[] => {
  const problems: string[] = [];
  const tiers = new Set<number>();
  for (const cell of cells) {
    const problem = jackpotCellProblem(cell);
    if (problem) problems.push(`cell ${cell.id}: ${problem}`);
    if (cell.type === 2 && isJackpotTier(cell.propId)) {
      if (tiers.has(cell.propId)) problems.push(`cell ${cell.id}: tier ${cell.propId} twice`);
      tiers.add(cell.propId);
    }
  }
  return problems;
};

/** One cell's problem (see jackpotCellsProblems), or null. */
export const jackpotCellProblem = (cell: JackpotAward): string | null => {
  if (cell.type === 2)
    return isJackpotTier(cell.propId) ? null : 'a jackpot cell names a tier (50001–50004)';
  const payable =
    cell.propId === PropId.Coin ||
    cell.propId === PropId.Points ||
    cell.propId === DRAW_CHANCE_PROP ||
    couponKindOf(cell.propId) !== null;
  if (!payable) return 'a prize pays coin (2001), points (2002), a coupon or a draw chance (50000)';
  return cell.count > 0 ? null : 'a prize pays a count above 0';
};

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

export const SocialMedia = z.object({ id: Id, name: Text(64), icon: Url, url: Url });
export const ShareConfig = z.object({
  id: Id,
  channel: Text(32),
  title: Text(128),
  text: Text(1024),
  url: Url,
});

/** A native app's store page, offered on /download (an https URL, else not shown). */
export const NativeApp = z.object({
  platform: z.enum(['android', 'ios']),
  url: Url,
});
export type NativeApp = z.infer<typeof NativeApp>;

export const ClientConfig = z.object({
  lobbyBonusAmount: Money,
  /** When on, players who already deposited see minAmount2 as a channel's minimum. */
  minRechargeStatus: z.boolean(),
  downloadUrl: Url,
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
