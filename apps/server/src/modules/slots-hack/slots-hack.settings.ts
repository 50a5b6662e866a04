import { z } from 'zod';
import { CoinOrPointsAwards, PropId } from '../rewards/awards';

/** The slots hack's activity (its grants), keyed `<event start>:tier:<id>`. */
export const SLOTS_HACK_ACTIVITY = 'slots-hack';

/** A tier: a round paying at least `multiplier` × its bet wins `awards`, once per event. */
export const SlotsHackTier = z.object({
  id: z.number().int().positive(),
  /** Win ÷ bet, a whole number. */
  multiplier: z.number().int().min(2).max(100_000),
  awards: CoinOrPointsAwards,
});
export type SlotsHackTier = z.infer<typeof SlotsHackTier>;

/**
 * The demo's slots: three of the demo studio's 5×3 slots, by their lobby ids (the demo config
 * numbers its games from 1001 in catalogue order: Golden Orchard, Pharaoh's Vault, Clover
 * Fortune). A test holds these to the demo config and the tiers to the slots' math.
 */
const DEMO_GAMES = [1005, 1006, 1008];
// Their value to a player is a small part of the house edge of the spins it takes to hit them
// (docs/rewards/slots-hack.md; test/slots-hack-economics.slow.test.ts).
const DEMO_TIERS: SlotsHackTier[] = [
  { id: 1, multiplier: 200, awards: [{ propId: PropId.Coin, count: 200 }] },
  { id: 2, multiplier: 500, awards: [{ propId: PropId.Coin, count: 1_000 }] },
  { id: 3, multiplier: 1_000, awards: [{ propId: PropId.Coin, count: 5_000 }] },
];

/**
 * The slots hack (`rewards.slotsHack`, docs/rewards/slots-hack.md): during the SlotsHack
 * activity's window (the app config's startTime/endTime), a round of a listed slot at a bet of at
 * least `minBet` whose win reaches a tier's multiplier wins that tier, once per player and event.
 */
export const SlotsHackRules = z
  .object({
    /** The lobby ids of the games that count. */
    games: z.array(z.number().int().positive()).max(200).default(DEMO_GAMES),
    /** The least bet (hundredths) of a round that counts. */
    minBet: z.number().int().min(1).default(100),
    claimDays: z.number().int().min(1).max(365).default(7),
    tiers: z
      .array(SlotsHackTier)
      .max(20)
      .refine((t) => new Set(t.map((x) => x.id)).size === t.length, 'tier ids unique')
      .default(DEMO_TIERS),
  })
  .default({ games: DEMO_GAMES, minBet: 100, claimDays: 7, tiers: DEMO_TIERS });
export type SlotsHackRules = z.infer<typeof SlotsHackRules>;
