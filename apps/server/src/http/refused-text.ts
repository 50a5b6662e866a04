// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const SUSPECT = /[\u0000\uD800-\uDFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string is refused: a NUL character or a lone UTF-16 surrogate; null when it is not. */
const refusal = (value: string): string | null => {
  if (!SUSPECT.test(value)) return null;
  if (value.includes('\u0000')) return 'NUL characters are not allowed.';
  if (LONE_SURROGATE.test(value)) return 'Lone UTF-16 surrogates are not allowed.';
  return null;
};

/**
 * The path of a string in a parsed JSON body that no field of the API may hold, and why, if
 * any: a NUL character (PostgreSQL text cannot store U+0000, the statement fails) or a lone
 * UTF-16 surrogate, half of a pair without its other half (`\uD83D` alone: invalid in jsonb,
 * and no real text holds one; a whole pair, an emoji, is text like any other). A body holding
 * one is refused as a 400 naming the field before any handler sees it. Walks without
 * recursion: a hostile body may nest arrays thousands deep.
 */
export const refusedTextIn = (body: unknown): { path: string; message: string } | null => {
  const pending: { value: unknown; path: string }[] = [{ value: body, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      const message = refusal(value);
      if (message !== null) return { path: path || '(body)', message };
    } else if (value !== null && typeof value === 'object') {
      const items = Array.isArray(value) ? value.entries() : Object.entries(value);
      for (const [key, item] of items) {
        if (typeof item === 'string' || (item !== null && typeof item === 'object')) {
          pending.push({ value: item, path: path ? `${path}.${key}` : String(key) });
        }
      }
    }
  }
  return null;
};
