import { z } from 'zod';
import { bodyOf } from './common';
import { MAX_PLAY_LIMIT, PLAY_LIMIT_KINDS } from './values/play-limits';

export const PlayLimitKindSchema = z.enum(PLAY_LIMIT_KINDS);

/** A limit's value: hundredths of coin (minutes for `sessionDay`, at most 1440). */
const LimitValue = z.number().int().min(1).max(MAX_PLAY_LIMIT);

/** A raise or removal waiting for its cooling-off to end and the player's confirmation. */
export const PendingPlayLimit = z.object({
  /** The value asked for; null removes the limit. */
  value: LimitValue.nullable(),
  /** When it may be confirmed (epoch seconds). */
  effectiveAt: z.number().int(),
  /** Whether the cooling-off is over: the player may confirm it now. */
  due: z.boolean(),
});

export const PlayLimitState = z.object({
  kind: PlayLimitKindSchema,
  /** The limit in force; null: none. */
  value: LimitValue.nullable(),
  /** Used in the current period (hundredths, or minutes for the session limit). */
  used: z.number().int(),
  /** What is left in the period; null without a limit. */
  left: z.number().int().nullable(),
  /** When the current period ends and the count starts again (epoch seconds). */
  resetsAt: z.number().int(),
  pending: PendingPlayLimit.nullable(),
});
export type PlayLimitState = z.infer<typeof PlayLimitState>;

export const PlayLimitsAnswer = z.object({
  limits: z.array(PlayLimitState),
  /** The cooling-off before a raise or removal may be confirmed, in hours (setting). */
  coolingOffHours: z.number().int(),
});
export type PlayLimitsAnswer = z.infer<typeof PlayLimitsAnswer>;

export const PlayLimitsRequest = bodyOf({});

/**
 * Sets a limit: a new or lower one takes effect at once; a higher one, or null (removal), waits
 * for the cooling-off and the player's confirmation after it.
 */
export const SetPlayLimitRequest = bodyOf({
  kind: PlayLimitKindSchema,
  value: LimitValue.nullable(),
});

export const PlayLimitKindRequest = bodyOf({ kind: PlayLimitKindSchema });

/** One change of a limit, as the console's history lists it. */
export const PlayLimitChange = z.object({
  id: z.number().int(),
  kind: PlayLimitKindSchema,
  /** set (a new or lower limit, at once), request (a raise or removal waiting), confirm, cancel. */
  action: z.enum(['set', 'request', 'confirm', 'cancel']),
  before: z.number().int().nullable(),
  after: z.number().int().nullable(),
  /** Who: the player, or the staff member's email. */
  by: z.string(),
  effectiveAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type PlayLimitChange = z.infer<typeof PlayLimitChange>;
