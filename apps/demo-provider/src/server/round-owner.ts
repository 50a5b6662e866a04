import { z } from 'zod';

/**
 * Who a round request plays for: the lobby's game session (real money) or a demo token (the
 * studio's play money), exactly one of them. The one-call rounds and the step rounds share it.
 */
const Token = z.string().min(1).max(128);

/** The owner's two fields of a request object. */
export const ownerFields = { session: Token.optional(), demoToken: Token.optional() };

/** The refinement a request object takes: exactly one of `session` and `demoToken`. */
export const exactlyOneOwner = [
  (body: { session?: string; demoToken?: string }) =>
    (body.session === undefined) !== (body.demoToken === undefined),
  { message: 'needs exactly one of session and demoToken' },
] as const;
