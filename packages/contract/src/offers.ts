import { z } from 'zod';
import { bodyOf, RequestId } from './common';
import { AwardItem, MoneySummary } from './rewards';

/**
 * The offers' calls (docs/rewards/offers.md): the first-deposit offer (the deposit's own bonus, shown),
 * follow rewards (one per social channel) and the growth fund (bought once, returning bonus coin
 * at VIP milestones).
 */

const Money = z.number().int().min(0);
const EpochSeconds = z.number().int();

// ---- first deposit ----

/**
 * Where the first-deposit offer stands for the player: `open` until a deposit of theirs is
 * credited (a visitor's is open), then `done`.
 */
export const FirstDepositState = z.enum(['open', 'done']);
export type FirstDepositState = z.infer<typeof FirstDepositState>;

export const FirstDepositInfoRequest = bodyOf({});
export const FirstDepositInfoAnswer = z.object({
  /** The bonus on the first deposit, basis points of it (0: no offer). */
  percentBp: z.number().int().min(0),
  /** The most bonus one deposit earns (0: no cap). */
  maxBonus: Money,
  /** The smallest deposit that takes a bonus. */
  minDeposit: Money,
  /** The bonus is wagered this many times the deposit plus the bonus, and converts at most … */
  wageringMultiple: z.number().int().min(1),
  /** … the deposit plus this many times the bonus. */
  maxWinMultiple: z.number().int().min(1),
  state: FirstDepositState,
  /**
   * A bonus is being played now: one bonus at a time, so a deposit made now earns none until it
   * ends (false for a visitor).
   */
  bonusOpen: z.boolean(),
  /** The first deposit's bonus, when it took one (state done). */
  bonus: z
    .object({ orderNo: z.string(), deposit: Money, amount: Money, creditedAt: EpochSeconds })
    .nullable(),
});
export type FirstDepositInfoAnswer = z.infer<typeof FirstDepositInfoAnswer>;

// ---- follow rewards ----

/** A channel's reward for the player: not opened yet, opened (claimable), or claimed. */
export const FollowState = z.enum(['open', 'opened', 'claimed']);
export type FollowState = z.infer<typeof FollowState>;

export const FollowChannel = z.object({
  /** The app config's `socialMedia` id. */
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  url: z.string(),
  /** What following it pays once (null: no reward for this channel). */
  award: AwardItem.nullable(),
  state: FollowState,
});
export type FollowChannel = z.infer<typeof FollowChannel>;

export const FollowInfoRequest = bodyOf({});
export const FollowInfoAnswer = z.object({
  channels: z.array(FollowChannel),
  /** Reward coin is wagered this many times before it is cash. */
  wageringMultiple: z.number().int().min(1),
});
export type FollowInfoAnswer = z.infer<typeof FollowInfoAnswer>;

export const FollowOpenRequest = bodyOf({ channelId: RequestId });
export const FollowOpenAnswer = z.object({ channelId: z.number().int(), state: FollowState });

export const FollowReceiveRequest = bodyOf({ channelId: RequestId });

/** What a claim paid, for the reward modal, and where the player's money stands after. */
export const OfferClaimAnswer = z.object({
  grantId: z.number().int(),
  awards: z.array(AwardItem),
  money: MoneySummary,
});
export type OfferClaimAnswer = z.infer<typeof OfferClaimAnswer>;

// ---- growth fund ----

/**
 * A milestone of the fund for the player: `locked` (not bought, or the VIP level not reached),
 * `claimable`, or `claimed`.
 */
export const FundMilestoneState = z.enum(['locked', 'claimable', 'claimed']);
export type FundMilestoneState = z.infer<typeof FundMilestoneState>;

export const FundMilestone = z.object({
  vipLevel: z.number().int().min(1),
  /** Bonus coin, wagered like every reward coin before it is cash. */
  award: Money,
  state: FundMilestoneState,
});
export type FundMilestone = z.infer<typeof FundMilestone>;

export const FundInfoRequest = bodyOf({});
export const FundInfoAnswer = z.object({
  /** The operator sells the fund now (a player who bought it may still claim when off). */
  enabled: z.boolean(),
  /** What buying costs, from cash coin. */
  price: Money,
  /** Bought, and when (null: not bought). */
  boughtAt: EpochSeconds.nullable(),
  /** The player's VIP level (0 for a visitor). */
  level: z.number().int().min(0),
  milestones: z.array(FundMilestone),
  /** The reward coin's wagering multiple (the terms every reward coin is played under). */
  wageringMultiple: z.number().int().min(1),
  /** The player's cash coin, which buys the fund (0 for a visitor). */
  cash: Money,
});
export type FundInfoAnswer = z.infer<typeof FundInfoAnswer>;

export const FundBuyRequest = bodyOf({});
export const FundReceiveRequest = bodyOf({ level: z.number().int().min(1).max(1_000) });
