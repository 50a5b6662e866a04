import { z } from 'zod';
import { bodyOf } from './common';
import { PageRequest, pageOf } from './pagination';
import { MoneySummary } from './rewards';
import { withRewardUnit } from './reward-unit';
import { CLIENT_SEED_MAX_LENGTH } from './values/games';

/**
 * The lucky jackpot (activity type 47, docs/rewards/jackpot.md): draw chances earned
 * by deposits; each chance draws one of ten cells by published odds; a jackpot cell (type 2)
 * turns the four-sector wheel, which picks the share of that tier's pool paid. Every draw is
 * provably fair (docs/fairness.md "Jackpot draw").
 */

const Money = z.number().int().min(0);
const EpochSeconds = z.number().int();
const Bp = z.number().int().min(0).max(10_000);

/** The four pools, by their props: 50001 mega, 50002 major, 50003 minor, 50004 mini. */
export const JackpotTierValue = z.enum(['mega', 'major', 'minor', 'mini']);
export type JackpotTierValue = z.infer<typeof JackpotTierValue>;

/**
 * A pool: what it holds now, and its section, what a win of it pays now at the least and the
 * most (the smallest and the largest share of the wheel, hundredths). The modal shows amounts
 * re-drawn within the section every 6 s.
 */
export const JackpotPool = z.object({
  tier: JackpotTierValue,
  propId: z.number().int(),
  amount: Money,
  sectionMin: Money,
  sectionMax: Money,
});
export type JackpotPool = z.infer<typeof JackpotPool>;

/** A cell of the ten-cell grid, in grid order, with its chance (basis points, floored). */
export const JackpotCell = withRewardUnit({
  id: z.number().int(),
  /** 1 a fixed prize (`propId` × `count`); 2 a jackpot tier (`propId` 50001–50004) paid from its pool. */
  type: z.union([z.literal(1), z.literal(2)]),
  propId: z.number().int().positive(),
  count: z.number().int().min(0),
  /** The figure the cell shows (for a tier, the pool's amount now). */
  showNum: z.number().int().min(0),
  weight: z.number().int().min(1),
  oddsBp: Bp,
});
export type JackpotCell = z.infer<typeof JackpotCell>;

/** A sector of the jackpot wheel: the share of the pool it pays, and its chance. */
export const JackpotWheelSector = z.object({
  shareBp: z.number().int().min(1).max(10_000),
  weight: z.number().int().min(1),
  oddsBp: Bp,
});
export type JackpotWheelSector = z.infer<typeof JackpotWheelSector>;

/** A recent jackpot win, for the lucky-winners scroller. */
export const JackpotWinner = z.object({
  id: z.number().int(),
  /** Masked ("Pl***er"). */
  nickname: z.string(),
  avatar: z.string(),
  tier: JackpotTierValue,
  propId: z.number().int(),
  amount: Money,
  createTime: EpochSeconds,
});
export type JackpotWinner = z.infer<typeof JackpotWinner>;

/** The next draw's commitment: the server seed's sha256 (hex), the client seed and the nonce. */
export const JackpotSeeds = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int().min(0),
});
export type JackpotSeeds = z.infer<typeof JackpotSeeds>;

export const GetJackpotDrawInfoRequest = bodyOf({});
export const GetJackpotDrawInfoAnswer = z.object({
  /** The activity is live now. */
  live: z.boolean(),
  now: EpochSeconds,
  /** The player holds a chance and may draw now (live, not past today's draws). */
  canReceiveDrawChance: z.boolean(),
  /** Chances held. */
  chances: z.number().int().min(0),
  /** What the player must still deposit for their next chance (0 when today's chances are all earned). */
  needDeposit: Money,
  /** The deposit that earns one chance, and the chances deposits may earn in an operator day. */
  depositPerChance: Money,
  dailyChanceLimit: z.number().int().min(0),
  /** Chances earned by deposits today. */
  chancesEarnedToday: z.number().int().min(0),
  /** The four pools' amounts together. */
  total: Money,
  mega: JackpotPool,
  major: JackpotPool,
  minor: JackpotPool,
  mini: JackpotPool,
  cells: z.array(JackpotCell),
  wheel: z.array(JackpotWheelSector),
  seeds: JackpotSeeds,
  /** The latest jackpot (type 2) wins, newest first. */
  jackpotWinnerList: z.array(JackpotWinner),
});
export type GetJackpotDrawInfoAnswer = z.infer<typeof GetJackpotDrawInfoAnswer>;

export const ReceiveDrawChanceRequest = bodyOf({
  /**
   * The nonce of the draw the client means (`seeds.nonce`): a replay answers that draw. Absent
   * (a spec client sends none): the server takes the next draw's nonce, so a repeat draws again.
   */
  nonce: z.number().int().min(0).max(100_000_000).optional(),
  /** The client seed of this draw and the next ones; unset keeps the current one. */
  clientSeed: z
    .string()
    .regex(/^[!-~]+$/, 'printable characters without spaces')
    .max(CLIENT_SEED_MAX_LENGTH)
    .optional(),
});

/** One draw, as answered and listed in the record. */
const jackpotDrawFields = {
  id: z.number().int(),
  /** The cell's type: 1 a fixed prize, 2 a jackpot tier. */
  type: z.union([z.literal(1), z.literal(2)]),
  /** Where the cell stood in the grid (0–9), and its config id. */
  cellIndex: z.number().int().min(0),
  cellId: z.number().int(),
  /** What was paid: a prop and its count (for a tier, 50001–50004 and the amount in hundredths). */
  propId: z.number().int().positive(),
  count: z.number().int().min(0),
  /** Coin paid as bonus money (hundredths): a coin prize or a pool's share; 0 otherwise. */
  bonus: Money,
  /** A tier win's wheel sector (0–3) and the share of the pool it paid; null for type 1. */
  wheelSector: z.number().int().min(0).nullable(),
  shareBp: z.number().int().min(0).nullable(),
  /** A tier win's pool section when drawn (what the wheel could pay), else null. */
  amountSection: z.object({ min: Money, max: Money }).nullable(),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int().min(0),
  createTime: EpochSeconds,
};
export const JackpotDraw = withRewardUnit(jackpotDrawFields);
export type JackpotDraw = z.infer<typeof JackpotDraw>;

export const ReceiveDrawChanceAnswer = withRewardUnit({
  ...jackpotDrawFields,
  chances: z.number().int().min(0),
  /** The next draw's commitment. */
  seeds: JackpotSeeds,
  money: MoneySummary,
});
export type ReceiveDrawChanceAnswer = z.infer<typeof ReceiveDrawChanceAnswer>;

export const GetPersonJackpotDrawAwardLogRequest = PageRequest.extend({
  pageSize: z.number().int().min(1).max(100).default(20),
});
export const GetPersonJackpotDrawAwardLogAnswer = pageOf(JackpotDraw);
export type GetPersonJackpotDrawAwardLogAnswer = z.infer<typeof GetPersonJackpotDrawAwardLogAnswer>;

/**
 * A place of the jackpot ranking: the period's jackpot winnings of a player. `amountSection` is
 * the amount as the board shows it (a range of the configured steps, so the exact sum stays the
 * player's), `amount` is exact only on the player's own row.
 */
export const JackpotRankEntry = z.object({
  id: z.number().int(),
  rank: z.number().int().min(1),
  avatar: z.string(),
  nickname: z.string(),
  amountSection: z.object({ min: Money, max: Money.nullable() }),
  /** The latest win counted. */
  createTime: EpochSeconds,
  me: z.boolean(),
});
export type JackpotRankEntry = z.infer<typeof JackpotRankEntry>;

export const GetJackpotRankRequest = PageRequest.extend({
  pageSize: z.number().int().min(1).max(50).default(10),
});
export const GetJackpotRankAnswer = z.object({
  allRank: pageOf(JackpotRankEntry),
  /** The player's own place, with their exact amount; null when they have won nothing. */
  personRank: JackpotRankEntry.extend({ amount: Money }).nullable(),
});
export type GetJackpotRankAnswer = z.infer<typeof GetJackpotRankAnswer>;

/** A big win for the lobby's feed: a round paying a high multiple, or a jackpot draw. */
export const LobbyBigWin = z.object({
  /** Unique in the feed ("r:<round>", "j:<draw>"). */
  key: z.string(),
  kind: z.enum(['round', 'jackpot']),
  nickname: z.string(),
  /** The game's id and name for a round; for a jackpot win, its tier. */
  gameId: z.number().int().nullable(),
  gameName: z.string(),
  tier: JackpotTierValue.nullable(),
  /** Win ÷ bet in hundredths (250 = 2.5×) for a round; null for a jackpot win. */
  multiplier: z.number().int().min(0).nullable(),
  amount: Money,
  createTime: EpochSeconds,
});
export type LobbyBigWin = z.infer<typeof LobbyBigWin>;

export const LobbyLiveRequest = bodyOf({});
/** What the lobby's ticker and feed show, served from memory (refreshed by the server). */
export const LobbyLiveAnswer = z.object({
  /** When the server last refreshed it. */
  refreshedAt: EpochSeconds,
  /** The jackpot is live: its ticker shows. */
  jackpotLive: z.boolean(),
  total: Money,
  pools: z.array(JackpotPool),
  bigWins: z.array(LobbyBigWin),
});
export type LobbyLiveAnswer = z.infer<typeof LobbyLiveAnswer>;
