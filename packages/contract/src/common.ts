import { z } from 'zod';

/**
 * Fields every body carries (docs/api.md). The server accepts them on every call, records them with
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

/**
 * The largest id a request may name: what a PostgreSQL `integer` holds (2^31 − 1). Every id the
 * lobby hands out fits (bigserial keys would need two billion rows first), and a larger one in a
 * request is refused with a 400 rather than met by the database's overflow.
 */
export const MAX_REQUEST_ID = 2_147_483_647;
/** An id a request names as a number only (where a string means something else). */
export const RequestIdNumber = z.number().int().min(1).max(MAX_REQUEST_ID);

/**
 * An id as a client may send it: a number, or the same number as a string of digits (`"123"`),
 * as clients built to the spec do. Only plain decimal digits without a leading zero are read:
 * `""`, `" 1"`, `"1.5"`, `"1e3"`, `"-1"`, `"0x1"` and anything above MAX_REQUEST_ID are a 400.
 */
export const RequestId = z.union([
  RequestIdNumber,
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'an id is a whole number')
    .transform(Number)
    .pipe(RequestIdNumber),
]);

/**
 * The latest moment a request may name, in epoch seconds: the end of year 9999, which both a
 * JavaScript Date (±8.64e12 seconds) and PostgreSQL's timestamptz hold. The earliest is 1970.
 */
export const MAX_REQUEST_EPOCH_SECONDS = 253_402_300_799;
export const RequestEpochSeconds = z.number().int().min(0).max(MAX_REQUEST_EPOCH_SECONDS);
