import { z } from 'zod';

/** The one answer shape of docs/api.md: `{ code, errcode, msg, data }`. */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    errcode: z.number().int(),
    msg: z.string(),
    data: data.optional(),
  });

export type Envelope<T> = { code: number; errcode: number; msg: string; data?: T };

export const ValidationIssue = z.object({ path: z.string(), message: z.string() });
export type ValidationIssue = z.infer<typeof ValidationIssue>;

export const okEnvelope = <T>(data: T): Envelope<T> => ({ code: 200, errcode: 0, msg: 'ok', data });
