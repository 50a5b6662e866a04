import { z } from 'zod';
import { bodyOf } from './common';
import { withRewardUnit } from './reward-unit';
import { CursorPageRequest, cursorPageOf } from './pagination';

/** The rewards engine's calls (docs/rewards/README.md): the bonus centre and the award log. */

const EpochSeconds = z.number().int();
const Money = z.number().int().min(0);

const awardFields = {
  propId: z.number().int().positive(),
  count: z.number().int().positive(),
};

/** One prop of an award and how many, in the unit it names (hundredths for coin and points). */
export const AwardItem = withRewardUnit(awardFields);

/** An award's fields, for an answer that bounds its count otherwise (mail's stored awards). */
export const awardItemFields = awardFields;

/** The bonus centre's tabs (/bonus/<type>): which activities' rewards each lists. */
export const BonusTypeValue = z.enum(['event', 'rebate', 'reward', 'tasks', 'vip']);
export type BonusTypeValue = z.infer<typeof BonusTypeValue>;

export const GrantStatusValue = z.enum(['claimable', 'claimed', 'expired']);

/** A reward as the bonus centre shows it. */
export const BonusItem = z.object({
  id: z.number().int(),
  activity: z.string(),
  awards: z.array(AwardItem),
  status: GrantStatusValue,
  createdAt: EpochSeconds,
  /** Null: it does not expire. */
  expiresAt: EpochSeconds.nullable(),
  claimedAt: EpochSeconds.nullable(),
});
export type BonusItem = z.infer<typeof BonusItem>;

/** Where the player's money stands: cash, bonus money and the bonus's wagering. */
export const MoneySummary = z.object({
  cash: Money,
  bonus: Money,
  wageringDone: Money,
  wageringRequired: Money,
});

export const BetBonusRequest = bodyOf({ type: BonusTypeValue });
export const BetBonusAnswer = z.object({
  /** The tab's rewards to claim, soonest to expire first, then those claimed or expired lately. */
  list: z.array(BonusItem),
  /** How many rewards wait in each tab (its red dot). */
  claimable: z.record(BonusTypeValue, z.number().int().min(0)),
  money: MoneySummary,
});

/** One reward (`id`), or every claimable one of a tab (`type`), or every claimable one. */
export const BetBonusReceiveRequest = bodyOf({
  id: z.number().int().positive().optional(),
  type: BonusTypeValue.optional(),
});
export const BetBonusReceiveAnswer = z.object({
  /** The rewards paid by this call (a repeat of a paid one answers it again). */
  claimed: z.array(z.number().int()),
  /** What they paid, one line per prop, for the reward modal. */
  awards: z.array(AwardItem),
  /** Rewards left unpaid: their errcode (budget spent, cap reached, expired). */
  refused: z.array(z.object({ id: z.number().int(), errcode: z.number().int() })),
  money: MoneySummary,
});

export const BetBonusLogRequest = bodyOf({
  ...CursorPageRequest.shape,
  type: BonusTypeValue.optional(),
});
export const BetBonusLogAnswer = cursorPageOf(BonusItem);

export const ActivityAwardGetLogRequest = bodyOf({
  ...CursorPageRequest.shape,
  activity: z.string().max(32).optional(),
});
/** Every award the player received, newest first. */
export const ActivityAwardGetLogAnswer = cursorPageOf(
  z.object({
    id: z.number().int(),
    activity: z.string(),
    awards: z.array(AwardItem),
    claimedAt: EpochSeconds,
  }),
);

export const ActivityGetStatusListRequest = bodyOf({});
/**
 * What the player can claim, for the red dots and the award flags, in one cheap read. A flag of
 * a system not built yet is false.
 */
export const ActivityGetStatusListAnswer = z.object({
  spinAwardFlag: z.boolean(),
  taskAwardFlag: z.boolean(),
  agent5AwardFlag: z.boolean(),
  vipAwardFlag: z.boolean(),
  signInFlag: z.boolean(),
  emailAwardFlag: z.boolean(),
  canReceiveDrawChance: z.boolean(),
  hasTask: z.boolean(),
  hasMail: z.boolean(),
  hasSignUpBonus: z.boolean(),
  hasFund: z.boolean(),
  hasAgent: z.boolean(),
  hasFreeBonus: z.boolean(),
});
export type ActivityGetStatusListAnswer = z.infer<typeof ActivityGetStatusListAnswer>;
