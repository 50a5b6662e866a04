/**
 * An audit entry's change as rows a person reads (features/audit): each field that differs
 * between before and after, by its dotted path (nested objects flattened), with its old and
 * new value, or added (absent before) or removed (absent after). Fields equal on both sides are
 * left out. An array is one value: shown whole while short, summarised by its count when long.
 */

/** A value as a row shows it: its text, or a long array's count of items. */
export type DiffValue = { text: string } | { items: number };

export type DiffRow =
  | { path: string; kind: 'changed'; before: DiffValue; after: DiffValue }
  | { path: string; kind: 'added'; after: DiffValue }
  | { path: string; kind: 'removed'; before: DiffValue };

/** The most items, and characters, an array may have to be shown whole. */
const ARRAY_ITEMS_SHOWN = 5;
const ARRAY_CHARS_SHOWN = 80;

/** A leaf: what it shows and what it is compared by (its JSON, exactly). */
interface Leaf {
  value: DiffValue;
  same: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const leafOf = (value: unknown): Leaf => {
  const json = JSON.stringify(value) ?? String(value);
  if (Array.isArray(value))
    return {
      value:
        value.length <= ARRAY_ITEMS_SHOWN && json.length <= ARRAY_CHARS_SHOWN
          ? { text: json }
          : { items: value.length },
      same: json,
    };
  return { value: { text: typeof value === 'string' ? value : json }, same: json };
};

/**
 * The leaves of a side, by dotted path: an object's fields (an empty one is a leaf `{}`), each
 * nested object's under its field's name. Nothing on a side (null, absent) has no leaves; a side
 * that is not an object is one leaf of the empty path.
 */
const flatten = (value: unknown, prefix = '', into = new Map<string, Leaf>()) => {
  if (prefix === '' && (value === null || value === undefined)) return into;
  if (!isRecord(value) || (Object.keys(value).length === 0 && prefix !== '')) {
    into.set(prefix, leafOf(value));
    return into;
  }
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined) continue;
    flatten(field, prefix === '' ? key : `${prefix}.${key}`, into);
  }
  return into;
};

/** The rows of a change: the after side's fields in order, then those only before had. */
export const auditDiff = (before: unknown, after: unknown): DiffRow[] => {
  const old = flatten(before);
  const now = flatten(after);
  const rows: DiffRow[] = [];
  for (const [path, leaf] of now) {
    const was = old.get(path);
    if (was === undefined) rows.push({ path, kind: 'added', after: leaf.value });
    else if (was.same !== leaf.same)
      rows.push({ path, kind: 'changed', before: was.value, after: leaf.value });
  }
  for (const [path, leaf] of old)
    if (!now.has(path)) rows.push({ path, kind: 'removed', before: leaf.value });
  return rows;
};
