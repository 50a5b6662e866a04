/** The product's enums as typed constants (their numbers are the wire's). */

type ValueOf<T> = T[keyof T];

export const ActivityType = {
  Bind: 4,
  VIP: 8,
  Points: 9,
  SignUpBonus: 15,
  Fund: 16,
  LadderRecharge: 17,
  InviteUserSpin: 20,
  FollowRewards: 21,
  RedPacket: 22,
  FreeLoginBonus: 23,
  Notice: 25,
  Agent: 26,
  AccumulatedRecharge: 28,
  OutLink: 29,
  Supply: 30,
  AgentCount: 31,
  Download: 32,
  WeekendLottery: 33,
  Festival: 35,
  FreeSign: 36,
  Christmas: 37,
  NewYear: 38,
  FirstCharge: 39,
  InviteFriend1: 40,
  Agent5: 41,
  Tasks: 42,
  ContinuousRecharge: 43,
  FirstDeposit: 44,
  VipRebate: 45,
  LuckyJackpot: 47,
  HomeGuide: 48,
  Rank: 50,
  SlotsHack: 51,
  Tasks1: 10000,
} as const;
export type ActivityType = ValueOf<typeof ActivityType>;
export const activityTypes = /* @__PURE__ */ Object.values(ActivityType) as ActivityType[];

/** How tapping an activity behaves: through the activity-to-route map, an outside link, or a game. */
export const ActivityClickType = { None: 0, Route: 1, OutLink: 2, Game: 3 } as const;
export type ActivityClickType = ValueOf<typeof ActivityClickType>;

export const LoginType = { Phone: 1, Account: 2, PhoneNoOtp: 3 } as const;
export type LoginType = ValueOf<typeof LoginType>;

export const SmsPurpose = { Register: 0, Bind: 1, Forget: 2, LoginAndRegister: 3 } as const;
export type SmsPurpose = ValueOf<typeof SmsPurpose>;

export const SocialProvider = { Facebook: 3, Line: 4, Google: 5 } as const;
export type SocialProvider = ValueOf<typeof SocialProvider>;

/**
 * Customer-service entries (getCustomerServices): 1 is the built-in online chat; the others are
 * outside channels whose param2 is the link to open and param1 the address shown.
 */
export const CustomerServiceItemType = {
  Online: 1,
  Telegram: 2,
  WhatsApp: 3,
  Line: 4,
  Email: 5,
} as const;
export type CustomerServiceItemType = ValueOf<typeof CustomerServiceItemType>;

/** platform in every body: 0 on mobile devices, 1 otherwise. */
export const Platform = { Mobile: 0, Other: 1 } as const;
export type Platform = ValueOf<typeof Platform>;

export const APP_VERSION = '1.1.1';
export const APP_CHANNEL = 'WEB';

/** Recharge bonus kinds are numbered 1 to 13. */
export const RECHARGE_BONUS_KINDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as const;
export type RechargeBonusKind = (typeof RECHARGE_BONUS_KINDS)[number];

interface PropRange {
  readonly from: number;
  readonly to: number;
}

/** Prop id ranges (docs/glossary.md "prop"). */
export const PropRange = {
  GeneralCoupon: { from: 1001, to: 1099 },
  FixedCoupon: { from: 1201, to: 1299 },
  GiveCoupon: { from: 1301, to: 1399 },
  Jackpot: { from: 50000, to: 50005 },
  NewYear: { from: 40001, to: 40004 },
} as const satisfies Record<string, PropRange>;

export const PropId = {
  Coin: 2001,
  Points: 2002,
  Liveness: 4001,
  /** A lucky-jackpot draw chance: its count is how many, not hundredths. */
  DrawChance: 50000,
  JackpotMega: 50001,
  JackpotMajor: 50002,
  JackpotMinor: 50003,
  JackpotMini: 50004,
} as const;

export const JackpotTier = { Mega: 50001, Major: 50002, Minor: 50003, Mini: 50004 } as const;
export type JackpotTier = ValueOf<typeof JackpotTier>;

export type PropKind =
  | 'generalCoupon'
  | 'fixedCoupon'
  | 'giveCoupon'
  | 'coin'
  | 'points'
  | 'liveness'
  | 'jackpot'
  | 'newYear'
  | 'unknown';

const inRange = (id: number, range: PropRange) => id >= range.from && id <= range.to;

export const propKind = (propId: number): PropKind => {
  if (propId === PropId.Coin) return 'coin';
  if (propId === PropId.Points) return 'points';
  if (propId === PropId.Liveness) return 'liveness';
  if (inRange(propId, PropRange.GeneralCoupon)) return 'generalCoupon';
  if (inRange(propId, PropRange.FixedCoupon)) return 'fixedCoupon';
  if (inRange(propId, PropRange.GiveCoupon)) return 'giveCoupon';
  if (inRange(propId, PropRange.Jackpot)) return 'jackpot';
  if (inRange(propId, PropRange.NewYear)) return 'newYear';
  return 'unknown';
};

export const isJackpotTier = (propId: number): propId is JackpotTier =>
  (Object.values(JackpotTier) as number[]).includes(propId);

/**
 * The unit of a prop's count on the wire (docs/api.md "Reward counts", ADR 0061): `hundredths`
 * (coin, points, liveness, a jackpot tier's amount: divide by 100 to show) or `whole` (coupons and
 * draw chances: a count of one is one). Every answer's `{ propId, count }` names it as `unit`.
 */
export type RewardUnit = 'hundredths' | 'whole';

export const rewardUnit = (propId: number): RewardUnit => {
  if (propId === PropId.DrawChance) return 'whole';
  const kind = propKind(propId);
  return kind === 'generalCoupon' || kind === 'fixedCoupon' || kind === 'giveCoupon'
    ? 'whole'
    : 'hundredths';
};
