import { z } from 'zod';
import { RequestId } from '../common';
import { PlayerIdRequest } from '../console-players';
import { PlayLimitChange, PlayLimitKindSchema, PlayLimitsAnswer } from '../play-limits';
import { MAX_PLAY_LIMIT } from '../values/play-limits';
import { defineConsoleCall } from './define-console-call';

export const PlayerPlayLimitsAnswer = PlayLimitsAnswer.extend({
  /** Every change of the player's limits, newest first (at most 200). */
  history: z.array(PlayLimitChange),
});

export const PlayerAddPlayLimitRequest = z.object({
  id: RequestId,
  kind: PlayLimitKindSchema,
  value: z.number().int().min(1).max(MAX_PLAY_LIMIT),
  reason: z.string().trim().min(1).max(500),
});

/** A player's limits, read and added to on their behalf (never raised or lifted). */
export const limitsConsoleCalls = {
  playerPlayLimits: defineConsoleCall({
    name: 'playerPlayLimits',
    permission: 'players.read',
    effect: 'read',
    summary: 'A player’s limits, what they used of them, pending raises and every change.',
    request: PlayerIdRequest,
    answer: PlayerPlayLimitsAnswer,
  }),
  playerAddPlayLimit: defineConsoleCall({
    name: 'playerAddPlayLimit',
    permission: 'players.write',
    effect: 'audited',
    summary:
      'Adds a limit for the player or lowers one, at once; a value above the limit in force is refused.',
    request: PlayerAddPlayLimitRequest,
    answer: PlayerPlayLimitsAnswer,
  }),
} as const;
