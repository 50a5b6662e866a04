/**
 * The path of a string in a parsed JSON body that holds a NUL character, if any. PostgreSQL
 * text cannot store U+0000 (the statement fails), and no field of the API has a use for it, so
 * a body holding one is refused as a 400 before any handler sees it. Walks without recursion:
 * a hostile body may nest arrays thousands deep.
 */
export const pathOfNul = (body: unknown): string | null => {
  const pending: { value: unknown; path: string }[] = [{ value: body, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path || '(body)';
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
