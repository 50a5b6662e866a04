import { z } from 'zod';

/**
 * Fields every body carries (spec §7). The server accepts them on every call, records them with
 * the session and telemetry, and never trusts them for authorisation; none is required.
 */
export const CommonBody = z.object({
  appId: z.string().max(64).optional(),
  channel: z.string().max(32).optional(),
  clientReferrer: z.string().max(1024).optional(),
  platform: z.union([z.literal(0), z.literal(1)]).optional(),
  appVersion: z.string().max(32).optional(),
});
export type CommonBody = z.infer<typeof CommonBody>;

export const commonFieldNames = Object.keys(CommonBody.shape) as (keyof CommonBody)[];

/** A call's own body, with the common fields merged in. */
export const bodyOf = <S extends z.ZodRawShape>(shape: S) => CommonBody.extend(shape);

export const Empty = z.object({});
