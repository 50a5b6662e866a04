import { z } from 'zod';
import { bodyOf, RequestEpochSeconds, RequestId } from './common';
import { CursorPageRequest, cursorPageOf } from './pagination';
import {
  CLIENT_SEED_CHARACTERS,
  CLIENT_SEED_MAX_LENGTH,
  FAIR_GAME_NAMES,
  VERIFY_MAX_NONCE,
  VERIFY_SEED_MAX_LENGTH,
} from './values/games';

/**
 * The games calls (docs/rules.md "Games"): launching and keeping a game session, likes and
 * history, the built-in provably fair games (seeds, rotation, a round), public verification, and
 * the bet records. Amounts are integers of hundredths; times are epoch seconds.
 */

/** Game ids are the catalogue's: small, and bounded like every id a request names. */
const GameId = RequestId;
/** A game id in an answer. */
const GameIdValue = z.number().int().positive();
const EpochSeconds = z.number().int();
/** A bet: at least 0.01, at most 1,000,000.00. */
export const BetAmount = z.number().int().min(1).max(100_000_000);

// ---- launch and session ----

export const StartGameRequest = bodyOf({
  gameId: GameId,
  /** Demo coins that never touch the ledger; allowed without a session. */
  tryIt: z.boolean().optional(),
  activityId: RequestId.optional(),
});
export const StartGameAnswer = z.object({
  /** The page to show in an iframe. */
  launchUrl: z.string(),
  /** The game session (absent for tryIt): what the provider's wallet calls name. */
  sessionId: z.string().optional(),
});

export const ExitGameRequest = bodyOf({
  gameId: GameId.optional(),
  /** Only this game session (startGame's sessionId): a late exit never closes a newer one. */
  sessionId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'A game session id is letters, digits, _ and - only.')
    .optional(),
});
export const OnlineRequest = bodyOf({ gameId: GameId });
export const GamesEmptyAnswer = z.object({});

// ---- likes and history ----

export const GameLikeRequest = bodyOf({ gameId: GameId });
export const GameLikeAnswer = z.object({
  liked: z.boolean().describe('Whether the game is liked after this call.'),
  gameLikeIds: z.array(GameIdValue).describe('Liked games, most recent first.'),
});
export const GameLikeListRequest = bodyOf({});
export const GameLikeListAnswer = z.object({ gameLikeIds: z.array(GameIdValue) });
export const GameHistoryRequest = bodyOf({});
export const GameHistoryAnswer = z.object({
  gameHistory: z
    .array(GameIdValue)
    .describe('The last 50 distinct games played, most recent first.'),
});

// ---- provably fair seeds and the built-in games ----

export const FairGameName = z.enum(FAIR_GAME_NAMES);
export type FairGameName = z.infer<typeof FairGameName>;

const ClientSeed = z
  .string()
  .min(1)
  .max(CLIENT_SEED_MAX_LENGTH)
  .regex(CLIENT_SEED_CHARACTERS, 'printable ASCII without spaces');

export const FairSeeds = z.object({
  /** sha256(serverSeed), hex: the commitment shown before any bet with it. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce of the next bet (the number of bets made with this pair). */
  nonce: z.number().int().min(0),
});
export type FairSeeds = z.infer<typeof FairSeeds>;

export const FairSeedsRequest = bodyOf({});

export const FairRotateRequest = bodyOf({
  /** The client seed of the new pair; a random one when absent. */
  clientSeed: ClientSeed.optional(),
});
export const FairRotateAnswer = z.object({
  /** The pair just retired, its server seed revealed; nonce = the bets made with it. */
  previous: FairSeeds.extend({ serverSeed: z.string() }),
  current: FairSeeds,
});

/**
 * A bet's parameters, by game: dice `{ direction, target }` (target in hundredths), crash
 * `{ target }` (cash-out multiplier in hundredths), mines `{ mines, picks }`, slot `{}`.
 */
export const GamePlayParams = z.object({
  direction: z.enum(['under', 'over']).optional(),
  target: z.number().int().min(0).max(100_000_000).optional(),
  mines: z.number().int().min(1).max(24).optional(),
  picks: z.array(z.number().int().min(0).max(24)).min(1).max(24).optional(),
});
export type GamePlayParams = z.infer<typeof GamePlayParams>;

export const GamePlayRequest = bodyOf({
  /** A built-in game (provider builtin) with an open game session (startGame). */
  gameId: GameId,
  bet: BetAmount,
  params: GamePlayParams.default({}),
});
export const GamePlayAnswer = z.object({
  roundId: z.string(),
  game: FairGameName,
  bet: z.number().int(),
  /** Hundredths paid back, stake included; 0 on a loss. */
  payout: z.number().int(),
  /** The game's outcome as packages/games computes it (roll, crashPoint, mines, spins …). */
  outcome: z.record(z.string(), z.unknown()),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int().min(0),
  /** Coin after the round. */
  coin: z.number().int(),
});

export const DemoPlayRequest = bodyOf({
  gameId: GameId,
  bet: BetAmount,
  params: GamePlayParams.default({}),
});
export const DemoPlayAnswer = z.object({
  game: FairGameName,
  bet: z.number().int(),
  payout: z.number().int(),
  outcome: z.record(z.string(), z.unknown()),
  /** Demo rounds use throwaway seeds, revealed at once. */
  serverSeed: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});

export const FairVerifyRequest = bodyOf({
  game: FairGameName,
  serverSeed: z.string().min(1).max(VERIFY_SEED_MAX_LENGTH),
  clientSeed: z.string().min(1).max(VERIFY_SEED_MAX_LENGTH),
  nonce: z.number().int().min(0).max(VERIFY_MAX_NONCE),
  /** mines: `{ mines }` adds the mines of an m-mine round. */
  params: z.object({ mines: z.number().int().min(1).max(24).optional() }).optional(),
});
export const FairVerifyAnswer = z.object({
  serverSeedHash: z.string(),
  /** dice `{ roll }` (hundredths, floor(float × 10001)); crash `{ crashPoint }`; mines
   * `{ order, mines? }`; slot the spins of the round. */
  outcome: z.record(z.string(), z.unknown()),
});

// ---- bet records ----

export const BetRecordRequest = bodyOf({
  ...CursorPageRequest.shape,
  from: RequestEpochSeconds.optional(),
  to: RequestEpochSeconds.optional(),
  gameId: GameId.optional(),
});
export const BetRecord = z.object({
  roundId: z.string(),
  gameId: GameId,
  gameName: z.string(),
  bet: z.number().int(),
  win: z.number().int(),
  createdAt: EpochSeconds,
});
export type BetRecord = z.infer<typeof BetRecord>;
export const BetRecordAnswer = cursorPageOf(BetRecord);

/** At most 93 days. */
export const BetRecordReportRequest = bodyOf({
  from: RequestEpochSeconds,
  to: RequestEpochSeconds,
  /** The player's offset from UTC in minutes (UTC+8 → 480), for the days of byDay; default 0. */
  utcOffset: z.number().int().min(-840).max(840).optional(),
});
const Totals = {
  bets: z.number().int(),
  wins: z.number().int(),
  /** wins − bets: the player's result. */
  net: z.number().int(),
  rounds: z.number().int(),
};
export const BetRecordReportAnswer = z.object({
  /** The player's days (utcOffset), newest first. */
  byDay: z.array(
    z.object({ day: z.string().describe("YYYY-MM-DD, at the request's utcOffset"), ...Totals }),
  ),
  byGame: z.array(z.object({ gameId: GameIdValue, gameName: z.string(), ...Totals })),
  total: z.object(Totals),
});
