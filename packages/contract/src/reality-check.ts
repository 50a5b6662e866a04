import { z } from 'zod';
import { bodyOf, RequestId } from './common';
import type { RealityCheckMinutes } from './values/reality-check';

const Minutes = z.union([
  z.literal(15),
  z.literal(30),
  z.literal(60),
]) satisfies z.ZodType<RealityCheckMinutes>;

export const RealityCheckRequest = bodyOf({});

/** The player's reality-check interval: their choice, or the operator's default. */
export const RealityCheckAnswer = z.object({
  minutes: Minutes,
  /** Whether the player chose it (false: the operator's default). */
  chosen: z.boolean(),
});
export type RealityCheckAnswer = z.infer<typeof RealityCheckAnswer>;

export const SetRealityCheckRequest = bodyOf({ minutes: Minutes });

export const GameSessionSummaryRequest = bodyOf({ gameId: RequestId });

/**
 * The open game session of that game: when it started and how long it has run (the lobby's
 * clock), and the net result of its rounds (payouts − stakes, hundredths; rolled-back rounds left
 * out), with the player's reality-check interval.
 */
export const GameSessionSummaryAnswer = z.object({
  sessionId: z.string(),
  /** Epoch seconds, the lobby's clock. */
  startedAt: z.number().int(),
  /** Epoch seconds now, the lobby's clock: the app reckons its own clock's distance from it. */
  now: z.number().int(),
  playedSeconds: z.number().int().min(0),
  rounds: z.number().int().min(0),
  bets: z.number().int(),
  wins: z.number().int(),
  net: z.number().int(),
  minutes: Minutes,
});
export type GameSessionSummaryAnswer = z.infer<typeof GameSessionSummaryAnswer>;

/** A player's reality check, as the console's player page shows it. */
export const PlayerRealityCheckAnswer = RealityCheckAnswer.extend({
  /** When the player chose it (epoch seconds), null while the operator's default applies. */
  chosenAt: z.number().int().nullable(),
});
export type PlayerRealityCheckAnswer = z.infer<typeof PlayerRealityCheckAnswer>;
