import type { z } from 'zod';
import { callAccess, type Access } from '../values/calls';

export interface CallDef<Req extends z.ZodType = z.ZodType, Ans extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly access: Access;
  readonly summary: string;
  readonly request: Req;
  readonly answer: Ans;
}

export const defineCall = <Req extends z.ZodType, Ans extends z.ZodType>(
  def: Omit<CallDef<Req, Ans>, 'access'>,
): CallDef<Req, Ans> => ({ ...def, access: callAccess(def.name) });
