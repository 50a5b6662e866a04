import { z } from 'zod';
import { exactlyOneOwner, ownerFields } from './round-owner';

/** A step round's start (step-rounds.ts): the game, the first bet (and side bet), its owner. */
export const StepStartRequest = z
  .object({
    code: z.string().min(1).max(64),
    bet: z.number().int().min(1).max(1_000_000_000_000),
    side: z.number().int().min(0).max(1_000_000_000_000).optional(),
    ...ownerFields,
  })
  .strict()
  .refine(...exactlyOneOwner);
export type StepStartRequest = z.infer<typeof StepStartRequest>;

/** An action on an open step round, idempotent by `actionId`. */
export const StepActRequest = z
  .object({
    roundId: z.string().min(1).max(64),
    actionId: z.string().min(1).max(64),
    action: z.string().min(1).max(16),
    ...ownerFields,
  })
  .strict()
  .refine(...exactlyOneOwner);
export type StepActRequest = z.infer<typeof StepActRequest>;
