/** Any character pgText might change; most text has none and is returned as it is. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const SUSPECT = /[\u0000\uD800-\uDFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Client text that PostgreSQL would refuse: NUL is not allowed in text or jsonb, and a lone
 * UTF-16 surrogate (a string cut in half) is invalid in jsonb. Cleaned, not refused: a
 * telemetry event or a user agent is still worth keeping.
 */
export const pgText = (value: string): string =>
  SUSPECT.test(value) ? value.replace(LONE_SURROGATE, '\uFFFD').replaceAll('\u0000', '') : value;

/** pgText of the first `max` characters, and null for empty or missing. */
export const pgTextOrNull = (value: string | null | undefined, max: number): string | null => {
  if (!value) return null;
  const clean = pgText(value.slice(0, max));
  return clean === '' ? null : clean;
};

/** A flat record of client values with its keys and strings cleaned for jsonb. */
export const cleanRecord = (
  record: Readonly<Record<string, string | number | boolean>>,
): Record<string, string | number | boolean> =>
  Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      pgText(key),
      typeof value === 'string' ? pgText(value) : value,
    ]),
  );
