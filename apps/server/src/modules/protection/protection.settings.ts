import { z } from 'zod';

/**
 * The operator setting of the Player protection dashboard (operator_settings key below; the
 * console edits `markers` in Config, section `harmMarkers`): the thresholds of the markers of
 * harm (docs/player-protection.md "Markers of harm", ADR 0075).
 */
export const PROTECTION_KEY = 'protection';

export const HarmMarkers = z.object({
  /** Raised limits: a raise or removal asked for, or confirmed, in the last this many days. */
  raisedDays: z.number().int().min(1).max(365).default(30),
  /** Limit hits: refused by a limit at least this many times … */
  hitsAtLeast: z.number().int().min(1).max(10_000).default(3),
  /** … in the last this many days. */
  hitsDays: z.number().int().min(1).max(365).default(7),
  /** Long play: a game session, or one operator day's play, over this many hours … */
  playHours: z.number().min(0.25).max(24).default(3),
  /** … in the last this many days. */
  playDays: z.number().int().min(1).max(365).default(7),
  /** Night deposits: a deposit after net losses of that night's rounds over this (hundredths) … */
  nightLossOver: z.number().int().min(0).default(10_000),
  /** … the night being from the operator's midnight to this hour … */
  nightEndHour: z.number().int().min(1).max(12).default(6),
  /** … in the last this many days. */
  nightDays: z.number().int().min(1).max(365).default(7),
});

export const ProtectionRules = z.object({
  markers: HarmMarkers.default(HarmMarkers.parse({})),
});
export type ProtectionRules = z.infer<typeof ProtectionRules>;
