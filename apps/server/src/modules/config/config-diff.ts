import diff from 'microdiff';
import type { ConfigChange } from '@lobby/contract/console-config';

type Diffable = Record<string, unknown> | unknown[];

const diffable = (value: unknown): Diffable =>
  value !== null && typeof value === 'object' ? (value as Diffable) : { value };

/**
 * What changed from `before` to `after`, path by path (object keys and array indexes), by
 * microdiff: an array's items compare by index, so an item inserted shows as each later item
 * changed.
 */
export const configChanges = (before: unknown, after: unknown): ConfigChange[] =>
  diff(diffable(before), diffable(after)).map((change) => {
    if (change.type === 'CREATE') return { kind: 'added', path: change.path, after: change.value };
    if (change.type === 'REMOVE')
      return { kind: 'removed', path: change.path, before: change.oldValue };
    return { kind: 'changed', path: change.path, before: change.oldValue, after: change.value };
  });

/**
 * An audit entry's before and after of a config change: the revisions, and the changed paths'
 * values (dotted) on each side, not the whole documents.
 */
export const auditOfChanges = (
  changes: readonly ConfigChange[],
  revisions: { before: number; after: number },
) => {
  const side = (pick: 'before' | 'after') =>
    Object.fromEntries(
      changes
        .filter((c) => (pick === 'before' ? c.kind !== 'added' : c.kind !== 'removed'))
        .map((c) => [c.path.join('.'), c[pick]]),
    );
  return {
    before: { revision: revisions.before, values: side('before') },
    after: { revision: revisions.after, values: side('after') },
  };
};
