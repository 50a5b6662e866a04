import { z } from 'zod';
import { bodyOf } from './common';
import { AwardItem } from './rewards';

/** The slots hack's call (docs/rewards/slots-hack.md): its tiers, games and the player's best. */

const Money = z.number().int().min(0);
const EpochSeconds = z.number().int();

/**
 * A tier for the player: `open` (not reached this event), `claimable` (reached: claim it with
 * betBonusReceive { id: grantId }), `claimed`, or `expired` (reached, not claimed in time).
 */
export const SlotsHackTierState = z.enum(['open', 'claimable', 'claimed', 'expired']);
export type SlotsHackTierState = z.infer<typeof SlotsHackTierState>;

export const SlotsHackTierItem = z.object({
  id: z.number().int().positive(),
  /** Win ÷ bet a round must reach. */
  multiplier: z.number().int().min(1),
  awards: z.array(AwardItem),
  state: SlotsHackTierState,
  /** The reward to claim once reached; null while open. */
  grantId: z.number().int().nullable(),
});
export type SlotsHackTierItem = z.infer<typeof SlotsHackTierItem>;

export const SlotsHackInfoRequest = bodyOf({});
export const SlotsHackInfoAnswer = z.object({
  /** Whether the event is running now (by the lobby's clock). */
  live: z.boolean(),
  now: EpochSeconds,
  /** The event's window; null: open-ended. */
  startsAt: EpochSeconds.nullable(),
  endsAt: EpochSeconds.nullable(),
  /** The least bet of a round that counts, hundredths. */
  minBet: Money,
  games: z.array(z.object({ id: z.number().int(), name: z.string(), icon: z.string() })),
  /** The player's best win ÷ bet of a counting round this event, in hundredths (250 = 2.5×). */
  bestE2: Money,
  tiers: z.array(SlotsHackTierItem),
});
export type SlotsHackInfoAnswer = z.infer<typeof SlotsHackInfoAnswer>;
