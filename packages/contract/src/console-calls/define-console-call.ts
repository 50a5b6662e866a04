import { z } from 'zod';
import type { ConsolePermission } from '../values/console';

export interface ConsoleCallDef<
  Req extends z.ZodType = z.ZodType,
  Ans extends z.ZodType = z.ZodType,
> {
  readonly name: string;
  /** Null: any signed-in staff member (and staffSignIn: nobody signed in yet). */
  readonly permission: ConsolePermission | null;
  readonly summary: string;
  readonly request: Req;
  readonly answer: Ans;
}

export const defineConsoleCall = <Req extends z.ZodType, Ans extends z.ZodType>(
  def: ConsoleCallDef<Req, Ans>,
) => def;

/** The body of a call that takes or answers nothing. */
export const None = z.object({});
