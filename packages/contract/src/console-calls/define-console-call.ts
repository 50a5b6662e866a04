import { z } from 'zod';
import type { ConsolePermission } from '../values/console';

/**
 * What a console call does to the server's data, as the server is held to it (docs/console.md
 * "What a call changes"; apps/server/src/http/console-effects.test.ts makes each call and checks):
 * - `read`: changes nothing (the router's touch of the caller's own session aside);
 * - `audited`: a console change: whatever it changes, it changes through `auditedChange`, which
 *   writes its audit entry, naming the staff member who made it, in the change's transaction;
 * - `pending`: writes only a pending row of the caller's own that nobody else sees, which a later
 *   step uses or which expires (the password step of a sign-in, whose session the audited
 *   staffSignInCode opens; a chat image uploaded and not yet sent): no change, no audit entry.
 */
export type ConsoleCallEffect = 'read' | 'audited' | 'pending';

export interface ConsoleCallDef<
  Req extends z.ZodType = z.ZodType,
  Ans extends z.ZodType = z.ZodType,
  Effect extends ConsoleCallEffect = ConsoleCallEffect,
> {
  readonly name: string;
  /** Null: any signed-in staff member (and staffSignIn: nobody signed in yet). */
  readonly permission: ConsolePermission | null;
  /** What it changes: read, audited or pending (ConsoleCallEffect). */
  readonly effect: Effect;
  readonly summary: string;
  readonly request: Req;
  readonly answer: Ans;
}

export const defineConsoleCall = <
  Req extends z.ZodType,
  Ans extends z.ZodType,
  Effect extends ConsoleCallEffect,
>(
  def: ConsoleCallDef<Req, Ans, Effect>,
) => def;

/** The body of a call that takes or answers nothing. */
export const None = z.object({});
