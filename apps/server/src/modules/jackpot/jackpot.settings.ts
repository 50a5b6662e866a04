import { z } from 'zod';
import type { JackpotTierValue } from '@lobby/contract/jackpot';
import { JackpotTier } from '@lobby/contract/values/enums';

/** The jackpot's activity: its fixed prizes are grants keyed `draw:<id>`, its cost this account's. */
export const JACKPOT_ACTIVITY = 'jackpot';

/** The four pools, largest first, and the prop that names each (50001–50004). */
export const JACKPOT_TIERS = [
  'mega',
  'major',
  'minor',
  'mini',
] as const satisfies readonly JackpotTierValue[];
export const TIER_PROP: Readonly<Record<JackpotTierValue, number>> = {
  mega: JackpotTier.Mega,
  major: JackpotTier.Major,
  minor: JackpotTier.Minor,
  mini: JackpotTier.Mini,
};
export const tierOfProp = (propId: number): JackpotTierValue | null =>
  JACKPOT_TIERS.find((tier) => TIER_PROP[tier] === propId) ?? null;

/**
 * A pool (hundredths): the share of every valid bet it is fed (basis points, paid by the
 * jackpot's promotions account), the least it holds (topped up to it after a win) and the most
 * (no feed beyond it).
 */
export const JackpotPoolRule = z
  .object({
    contributionBp: z.number().int().min(0).max(10_000),
    seed: z.number().int().min(0).max(10_000_000_000),
    cap: z.number().int().min(1).max(10_000_000_000),
  })
  .refine((p) => p.seed <= p.cap, 'a pool’s seed is at most its cap');
export type JackpotPoolRule = z.infer<typeof JackpotPoolRule>;

/** A sector of the wheel a tier win turns: the share of the pool it pays, and its weight. */
export const JackpotWheelRule = z.object({
  shareBp: z.number().int().min(1).max(10_000),
  weight: z.number().int().min(1).max(1_000_000),
});

/** The least multiple (hundredths) the big-win setting takes: ×2, so a ×1.01 round never counts. */
export const BIG_WIN_MIN_MULTIPLE_E2 = 200;

// The demo (docs/rewards/jackpot.md, its economics in jackpot-economics.ts): the
// weights of the demo config's ten cells total 10,000, so each weight is its chance in bp.
const DEMO = {
  cellWeights: {
    '1': 3_000,
    '2': 3_000,
    '3': 800,
    '4': 1_000,
    '5': 1_500,
    '6': 100,
    '7': 200,
    '8': 10,
    '9': 388,
    '10': 2,
  },
  wheel: [
    { shareBp: 500, weight: 50 },
    { shareBp: 1_000, weight: 30 },
    { shareBp: 2_500, weight: 15 },
    { shareBp: 5_000, weight: 5 },
  ],
  pools: {
    mega: { contributionBp: 10, seed: 500_000, cap: 5_000_000 },
    major: { contributionBp: 5, seed: 100_000, cap: 500_000 },
    minor: { contributionBp: 3, seed: 10_000, cap: 100_000 },
    mini: { contributionBp: 2, seed: 1_000, cap: 10_000 },
  },
  depositPerChance: 20_000,
  dailyChanceLimit: 5,
  dailyDrawLimit: 10,
  claimDays: 30,
  rankSteps: [0, 1_000, 10_000, 50_000, 200_000, 1_000_000],
  bigWin: { minBet: 100, minMultipleE2: 1_000, minWin: 1_000, feedSize: 20, refreshSeconds: 10 },
};

/**
 * The lucky jackpot (`rewards.jackpot`, docs/rewards/jackpot.md). The cells are the
 * app config's `jackpotAwardList`; these are the draw's rules: each cell's weight by its id (a
 * cell without one is not drawn), the four-sector wheel, the pools, how deposits earn chances,
 * the daily limits, the ranking's steps and the lobby's big-win feed.
 */
export const JackpotRules = z
  .object({
    /** Each drawable cell's weight, by its config id: its chance is weight ÷ the weights' total. */
    cellWeights: z
      .record(z.string().regex(/^[1-9]\d{0,8}$/), z.number().int().min(1).max(1_000_000))
      .refine((w) => Object.keys(w).length <= 64, 'at most 64 cells'),
    /** The wheel: four sectors, each a share of the pool won. */
    wheel: z.array(JackpotWheelRule).length(4),
    pools: z.object({
      mega: JackpotPoolRule,
      major: JackpotPoolRule,
      minor: JackpotPoolRule,
      mini: JackpotPoolRule,
    }),
    /** The deposit (hundredths) that earns one chance within an operator day. */
    depositPerChance: z.number().int().min(1).max(10_000_000_000),
    /** The chances deposits earn at most in an operator day (0: none). */
    dailyChanceLimit: z.number().int().min(0).max(1_000),
    /** The draws a player makes at most in an operator day (0: no limit). */
    dailyDrawLimit: z.number().int().min(0).max(10_000),
    /** Days a fixed prize waits in the bonus centre when its claim was refused (budget, cap). */
    claimDays: z.number().int().min(1).max(365),
    /** The ranking's sections (hundredths), ascending from 0: an amount shows as its step's range. */
    rankSteps: z
      .array(z.number().int().min(0))
      .min(1)
      .max(20)
      .refine((s) => s[0] === 0, 'the first step is 0')
      .refine((s) => s.every((v, i) => i === 0 || v > s[i - 1]!), 'steps ascending'),
    /**
     * The lobby's feed of big wins: a round of a bet of at least `minBet` whose win reaches
     * `minMultipleE2` ÷ 100 times it **and** at least `minWin` (both, so a large bet coming back
     * at ×1.01 is never a big win; the multiple is at least ×2); the feed's length, and how often
     * the server reads it again. The feed ranks what it lists (lobby-live.service.ts).
     */
    bigWin: z.object({
      minBet: z.number().int().min(1),
      minMultipleE2: z.number().int().min(BIG_WIN_MIN_MULTIPLE_E2).max(1_000_000),
      minWin: z.number().int().min(0),
      feedSize: z.number().int().min(1).max(50),
      refreshSeconds: z.number().int().min(1).max(300),
    }),
  })
  .refine(
    (r) => JACKPOT_TIERS.reduce((sum, t) => sum + r.pools[t].contributionBp, 0) <= 10_000,
    'the pools take at most all of a valid bet',
  )
  .default(DEMO);
export type JackpotRules = z.infer<typeof JackpotRules>;
