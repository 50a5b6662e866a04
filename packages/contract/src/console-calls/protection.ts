import { z } from 'zod';
import { defineConsoleCall } from './define-console-call';

/** A player on a marker's list: who, the marker's figure and when (epoch seconds). */
const MarkerPlayer = z.object({
  userId: z.number().int(),
  nickname: z.string().nullable(),
  /** Raises: how many; hits: how many; long play: seconds; night deposits: the loss before it. */
  figure: z.number().int(),
  at: z.number().int(),
});

export const HarmMarkerThresholds = z.object({
  raisedDays: z.number().int(),
  hitsAtLeast: z.number().int(),
  hitsDays: z.number().int(),
  playHours: z.number(),
  playDays: z.number().int(),
  nightLossOver: z.number().int(),
  nightEndHour: z.number().int(),
  nightDays: z.number().int(),
});
export type HarmMarkerThresholds = z.infer<typeof HarmMarkerThresholds>;

export const ProtectionMarkersAnswer = z.object({
  /** The thresholds the lists were drawn with (operator setting `protection`). */
  thresholds: HarmMarkerThresholds,
  /** At most this many players a list, the strongest marker first. */
  cap: z.number().int(),
  /** Asked for a raise or removal of a limit, or confirmed one (latest first). */
  raisedLimits: z.array(MarkerPlayer),
  /** Refused by a limit at least `hitsAtLeast` times (most first). */
  limitHits: z.array(MarkerPlayer),
  /** Played longer than `playHours` in one operator day (`at`: the day's start). */
  longPlay: z.array(MarkerPlayer.extend({ longestSession: z.number().int() })),
  /** Deposited at night after losing more than `nightLossOver` that night (`at`: the deposit). */
  nightDeposits: z.array(MarkerPlayer.extend({ orderNo: z.string(), amount: z.number().int() })),
});
export type ProtectionMarkersAnswer = z.infer<typeof ProtectionMarkersAnswer>;

/** The Player protection dashboard (docs/player-protection.md "Markers of harm", ADR 0075). */
export const protectionConsoleCalls = {
  protectionMarkers: defineConsoleCall({
    name: 'protectionMarkers',
    permission: 'protection.read',
    effect: 'read',
    summary:
      'The players who show a marker of harm: raised limits, repeated limit refusals, long play, deposits after losses at night.',
    request: z.object({}),
    answer: ProtectionMarkersAnswer,
  }),
} as const;
