import { z } from 'zod';
import { CoinOrPointsAwards, PropId } from '../rewards/awards';

/** The leaderboard's activities: one per period, keyed by the period (`d:…`, `w:…`). */
export const RankActivity = {
  Day: 'rank-day',
  Week: 'rank-week',
} as const;

/** Places `from` … `to` (1-based, inclusive) each win `awards`. */
export const RankPrize = z
  .object({
    from: z.number().int().min(1).max(1_000),
    to: z.number().int().min(1).max(1_000),
    awards: CoinOrPointsAwards,
  })
  .refine((p) => p.from <= p.to, 'from ≤ to');
export type RankPrize = z.infer<typeof RankPrize>;

/** A period's prize table: places in order, none twice. */
const PrizeTable = z
  .array(RankPrize)
  .max(50)
  .refine(
    (table) => table.every((p, i) => i === 0 || p.from > table[i - 1]!.to),
    'places ascending, none twice',
  );

const coin = (count: number) => [{ propId: PropId.Coin, count }];

// The demo's tables: 125.00 a day and 1,250.00 a week, at most (docs/rewards/rank.md).
const DAY: RankPrize[] = [
  { from: 1, to: 1, awards: coin(5_000) },
  { from: 2, to: 3, awards: coin(2_000) },
  { from: 4, to: 10, awards: coin(500) },
];
const WEEK: RankPrize[] = [
  { from: 1, to: 1, awards: [...coin(50_000), { propId: PropId.Points, count: 10_000 }] },
  { from: 2, to: 3, awards: coin(20_000) },
  { from: 4, to: 10, awards: coin(5_000) },
];

/**
 * The leaderboard (`rewards.rank`, docs/rewards/rank.md): the prize tables of the daily and
 * weekly boards (by valid bets of the operator's day and ISO week), the valid bets a player
 * needs to be ranked at all, and how long a prize stays claimable.
 */
export const RankRules = z
  .object({
    /** The period's valid bets (hundredths) a player needs to be ranked. */
    minValidBets: z.number().int().min(1).default(10_000),
    claimDays: z.number().int().min(1).max(365).default(7),
    day: PrizeTable.default(DAY),
    week: PrizeTable.default(WEEK),
  })
  .default({ minValidBets: 10_000, claimDays: 7, day: DAY, week: WEEK });
export type RankRules = z.infer<typeof RankRules>;

/** The most a period's table pays (coin, hundredths): every place at its prize. */
export const tableCoin = (table: readonly RankPrize[]) =>
  table.reduce(
    (sum, p) =>
      sum +
      (p.to - p.from + 1) *
        p.awards.filter((a) => a.propId === PropId.Coin).reduce((s, a) => s + a.count, 0),
    0,
  );
