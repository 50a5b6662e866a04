import { z } from 'zod';
import { bodyOf } from './common';
import { STARTUP_MODAL_KEY } from './values/startup-modals';

/**
 * The start-up modals the app would show now, highest value first: the server records and
 * answers those it may show (today's limit not reached, none shown before today).
 */
export const ClaimStartupModalsRequest = bodyOf({
  keys: z.array(z.string().regex(STARTUP_MODAL_KEY)).max(50),
});

export const ClaimStartupModalsAnswer = z.object({
  /** The keys to show now, in the order asked; recorded as shown today. */
  keys: z.array(z.string()),
});
export type ClaimStartupModalsAnswer = z.infer<typeof ClaimStartupModalsAnswer>;
