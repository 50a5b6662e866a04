import { z } from 'zod';
import { bodyOf, RequestId } from './common';
import { BREAK_KINDS, BREAK_PERIODS } from './values/breaks';

/**
 * Time-out and self-exclusion (docs/player-protection.md "Time-out and self-exclusion", ADR
 * 0071): the player's calls and the console's.
 */

const EpochSeconds = z.number().int();
const Kind = z.enum(BREAK_KINDS);
const Period = z.enum(BREAK_PERIODS as [string, ...string[]]);

/** One break as the player and the console see it. */
export const PlayBreak = z.object({
  id: z.number().int().positive(),
  kind: Kind,
  period: Period,
  startedAt: EpochSeconds,
  /** The end date: a time-out ends then; a self-exclusion may be asked to end from then. Null: permanent. */
  endsAt: EpochSeconds.nullable(),
  /** When the player asked a self-exclusion past its end date to end (it ends a wait later). */
  endRequestedAt: EpochSeconds.nullable(),
  /** When it is over: a time-out at its end, a self-exclusion a wait after the request; null until known. */
  releasedAt: EpochSeconds.nullable(),
  /** Taken by staff on the player's behalf (their id), or null when the player took it. */
  staffId: z.number().int().positive().nullable(),
  /** Whether it holds now. */
  active: z.boolean(),
});
export type PlayBreak = z.infer<typeof PlayBreak>;

/** The break in force, as a refusal names it. */
export const BreakState = z.object({
  kind: Kind,
  /** Epoch seconds; null for a permanent self-exclusion. */
  until: EpochSeconds.nullable(),
});
export type BreakState = z.infer<typeof BreakState>;

export const PlayBreakRequest = bodyOf({});
export const PlayBreakAnswer = z.object({
  /** The break in force now, or null. */
  current: BreakState.nullable(),
  /** Whether a self-exclusion past its end date may be asked to end now. */
  canRequestEnd: z.boolean(),
  /** The wait after an end request, in hours (a setting). */
  endWaitHours: z.number().int(),
  history: z.array(PlayBreak),
});
export type PlayBreakAnswer = z.infer<typeof PlayBreakAnswer>;

export const TakeBreakRequest = bodyOf({
  kind: Kind,
  period: Period,
  /** The player confirmed the dialog saying it cannot be undone before its end. */
  confirm: z.literal(true),
});

export const EndExclusionRequest = bodyOf({});
export const EndExclusionAnswer = z.object({
  /** When the self-exclusion ends (epoch seconds): the request plus the wait. */
  releasedAt: EpochSeconds,
});

// ---- the console ----
export const PlayerBreaksRequest = z.object({ id: RequestId });
export const PlayerBreaksAnswer = z.object({
  current: BreakState.nullable(),
  history: z.array(PlayBreak),
});
export type PlayerBreaksAnswer = z.infer<typeof PlayerBreaksAnswer>;

export const PlayerStartBreakRequest = z.object({
  id: RequestId,
  kind: Kind,
  period: Period,
  reason: z.string().trim().min(1).max(500),
});
