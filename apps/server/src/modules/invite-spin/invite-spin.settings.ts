import { z } from 'zod';

/** The invite spin's activity (its one grant per attempt, keyed `attempt:<id>`). */
export const INVITE_SPIN_ACTIVITY = 'invite-spin';

/** A sector of the wheel: what it adds toward the target (hundredths), and its weight. */
export const InviteSpinSectorRule = z.object({
  amount: z.number().int().min(1).max(100_000_000),
  weight: z.number().int().min(1).max(1_000_000),
});

// The demo wheel: eight sectors, a mean of 15.85 a spin (docs/rewards/invite-spin.md).
const DEMO_SECTORS = [
  { amount: 100, weight: 20 },
  { amount: 500, weight: 25 },
  { amount: 1_000, weight: 20 },
  { amount: 2_000, weight: 15 },
  { amount: 3_000, weight: 10 },
  { amount: 5_000, weight: 6 },
  { amount: 8_000, weight: 3 },
  { amount: 10_000, weight: 1 },
];

const DEMO = {
  target: 10_000,
  remainder: 100,
  validInvitesNeeded: 5,
  firstSpins: 1,
  spinsPerInvite: 1,
  spinsPerValidInvite: 2,
  attemptHours: 72,
  cooldownHours: 24,
  sectors: DEMO_SECTORS,
};

/**
 * The invite spin (`rewards.inviteSpin`, docs/rewards/invite-spin.md): an attempt of
 * `attemptHours` collects spins toward `target`; the total stays at most `target − remainder`
 * until the player has `validInvitesNeeded` valid invitees (../valid-invitee.ts: the same terms as
 * the agent programme's), so the last step always asks for real invitees. An expired attempt pays nothing; a new one may start `cooldownHours` later.
 * One attempt per player is exchanged, ever.
 */
export const InviteSpinRules = z
  .object({
    target: z.number().int().min(100).max(100_000_000),
    remainder: z.number().int().min(1),
    validInvitesNeeded: z.number().int().min(1).max(1_000),
    firstSpins: z.number().int().min(1).max(100),
    spinsPerInvite: z.number().int().min(0).max(100),
    spinsPerValidInvite: z.number().int().min(0).max(100),
    attemptHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 90),
    cooldownHours: z
      .number()
      .int()
      .min(0)
      .max(24 * 365),
    sectors: z.array(InviteSpinSectorRule).min(2).max(16),
  })
  .refine((r) => r.remainder < r.target, 'remainder below the target')
  .default(DEMO);
export type InviteSpinRules = z.infer<typeof InviteSpinRules>;
