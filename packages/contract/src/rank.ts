import { z } from 'zod';
import { bodyOf } from './common';
import { AwardItem } from './rewards';

/** The leaderboard's call (docs/rewards/rank.md): a board by valid bets, and its prizes. */

const Money = z.number().int().min(0);
const EpochSeconds = z.number().int();

/** The daily board (the operator's day) or the weekly one (the ISO week, Monday first). */
export const RankPeriodValue = z.enum(['day', 'week']);
export type RankPeriodValue = z.infer<typeof RankPeriodValue>;

/** One place of a board: the player's nickname masked ("Pl***er"), their valid bets. */
export const RankEntry = z.object({
  /** Standard competition ranking: tied players share a rank (1, 2, 2, 4). */
  rank: z.number().int().min(1),
  nickname: z.string(),
  avatar: z.string(),
  /** The period's valid bets, hundredths. */
  amount: Money,
  /** The row is the asking player's. */
  me: z.boolean(),
});
export type RankEntry = z.infer<typeof RankEntry>;

/** Places `from` … `to` each win `awards` when the period closes. */
export const RankPrizeItem = z.object({
  from: z.number().int().min(1),
  to: z.number().int().min(1),
  awards: z.array(AwardItem),
});
export type RankPrizeItem = z.infer<typeof RankPrizeItem>;

export const RankListRequest = bodyOf({ period: RankPeriodValue });
export const RankListAnswer = z.object({
  period: RankPeriodValue,
  /** Whether a Rank activity is live now (its prizes are paid for periods it ran in). */
  live: z.boolean(),
  /** The lobby's clock now, and when the period ends: the countdown's two ends. */
  now: EpochSeconds,
  endsAt: EpochSeconds,
  /** The period's valid bets a player needs to be ranked. */
  minValidBets: Money,
  /** The top 50, best first. */
  list: z.array(RankEntry),
  /** The player's own place (null: not ranked yet) and valid bets this period. */
  mine: z.object({ rank: z.number().int().min(1).nullable(), amount: Money }),
  prizes: z.array(RankPrizeItem),
});
export type RankListAnswer = z.infer<typeof RankListAnswer>;
