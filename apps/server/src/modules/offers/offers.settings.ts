import { z } from 'zod';
import { PropId } from '../rewards/awards';

/** The offers' activities (their grants and promotions accounts, `house:promo:<activity>`). */
export const OfferActivity = {
  Follow: 'follow',
  Fund: 'fund',
} as const;

/** A follow reward: a little coin (bonus money, wagered) or points. */
const FollowAward = z.object({
  propId: z.union([z.literal(PropId.Coin), z.literal(PropId.Points)]),
  /** Hundredths; 0: this channel pays nothing. */
  count: z.number().int().min(0).max(100_000),
});
export type FollowAward = z.infer<typeof FollowAward>;

const DEFAULT_FOLLOW_AWARD: FollowAward = { propId: PropId.Coin, count: 100 };

/**
 * Follow rewards (docs/rewards/offers.md): what following each of the app config's `socialMedia`
 * channels pays, once ever. The server cannot see a follow, so this is a bounded acquisition
 * cost: a small award per channel, behind the sign-up bonus's multi-account rules. `award` is
 * every channel's; `channels` (keyed by the channel's id) overrides it for one.
 */
export const FollowRules = z
  .object({
    award: FollowAward.default(DEFAULT_FOLLOW_AWARD),
    channels: z.record(z.string().regex(/^\d{1,9}$/), FollowAward).default({}),
  })
  .default({ award: DEFAULT_FOLLOW_AWARD, channels: {} });
export type FollowRules = z.infer<typeof FollowRules>;

/** One milestone of the growth fund: the VIP level that opens it, and its return in coin. */
const FundMilestoneRule = z.object({
  vipLevel: z.number().int().min(1).max(1_000),
  award: z.number().int().positive(),
});

/**
 * The demo fund: 100.00, returning 420.00 of bonus coin over VIP 1–5. Reaching VIP 5 takes
 * 100,000.00 of valid bets, whose house edge at the cheapest (2.6%) is 2,600.00; what a player
 * keeps of the returns is below the edge of the play that reaches each milestone (68% of it at
 * VIP 1, 14% at VIP 5), price aside (fund-economics.ts, npm run sim -- bonus).
 */
const DEFAULT_FUND = {
  enabled: true,
  price: 10_000,
  milestones: [
    { vipLevel: 1, award: 2_000 },
    { vipLevel: 2, award: 4_000 },
    { vipLevel: 3, award: 6_000 },
    { vipLevel: 4, award: 10_000 },
    { vipLevel: 5, award: 20_000 },
  ],
};

/**
 * The growth fund (docs/rewards/offers.md): bought once for `price` of cash coin, it returns each
 * milestone's `award` of bonus coin once the player's VIP level reaches its `vipLevel`.
 * `enabled: false` stops sales; a player who bought it still claims its milestones.
 */
export const FundRules = z
  .object({
    enabled: z.boolean().default(true),
    price: z.number().int().positive().default(DEFAULT_FUND.price),
    milestones: z
      .array(FundMilestoneRule)
      .min(1)
      .refine(
        (list) => new Set(list.map((m) => m.vipLevel)).size === list.length,
        'one milestone per VIP level',
      )
      .default(DEFAULT_FUND.milestones),
  })
  .default(DEFAULT_FUND);
export type FundRules = z.infer<typeof FundRules>;
