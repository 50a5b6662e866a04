import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff';

describe('an audit entry’s change as rows', () => {
  it('names each changed field with its old and new value, leaving equal fields out', () => {
    expect(
      auditDiff(
        { status: 'queued', staffId: null, note: 'x' },
        { status: 'open', staffId: 3, note: 'x' },
      ),
    ).toEqual([
      { path: 'status', kind: 'changed', before: { text: 'queued' }, after: { text: 'open' } },
      { path: 'staffId', kind: 'changed', before: { text: 'null' }, after: { text: '3' } },
    ]);
  });

  it('says a field is added or removed when one side lacks it', () => {
    expect(auditDiff({ a: 1, gone: true }, { a: 1, fresh: 'yes' })).toEqual([
      { path: 'fresh', kind: 'added', after: { text: 'yes' } },
      { path: 'gone', kind: 'removed', before: { text: 'true' } },
    ]);
  });

  it('adds every field of a thing created (before null) and removes every field of one deleted', () => {
    expect(auditDiff(null, { id: 4, role: 'admin' })).toEqual([
      { path: 'id', kind: 'added', after: { text: '4' } },
      { path: 'role', kind: 'added', after: { text: 'admin' } },
    ]);
    expect(auditDiff({ id: 4 }, undefined)).toEqual([
      { path: 'id', kind: 'removed', before: { text: '4' } },
    ]);
    expect(auditDiff(null, null)).toEqual([]);
  });

  it('flattens nested objects to dotted paths', () => {
    expect(
      auditDiff(
        { segment: { vip: { min: 1, max: 3 } }, title: 'Hi' },
        { segment: { vip: { min: 2, max: 3 }, deposited: true }, title: 'Hi' },
      ),
    ).toEqual([
      { path: 'segment.vip.min', kind: 'changed', before: { text: '1' }, after: { text: '2' } },
      { path: 'segment.deposited', kind: 'added', after: { text: 'true' } },
    ]);
    // A field that turns from a value into an object: the value goes, its fields come.
    expect(auditDiff({ a: 1 }, { a: { b: 2 } })).toEqual([
      { path: 'a.b', kind: 'added', after: { text: '2' } },
      { path: 'a', kind: 'removed', before: { text: '1' } },
    ]);
    // An empty object is a value of its own.
    expect(auditDiff({ a: {} }, { a: { b: 1 } })).toEqual([
      { path: 'a.b', kind: 'added', after: { text: '1' } },
      { path: 'a', kind: 'removed', before: { text: '{}' } },
    ]);
  });

  it('shows a short array whole and summarises a long one by its count', () => {
    const awards = [{ propId: 2001, count: 100 }];
    expect(auditDiff({ awards: [] }, { awards })).toEqual([
      {
        path: 'awards',
        kind: 'changed',
        before: { text: '[]' },
        after: { text: '[{"propId":2001,"count":100}]' },
      },
    ]);
    const long = Array.from({ length: 12 }, (_, i) => i);
    expect(auditDiff({ ids: long.slice(0, 11) }, { ids: long })).toEqual([
      { path: 'ids', kind: 'changed', before: { items: 11 }, after: { items: 12 } },
    ]);
    // Few items, but long text: summarised too.
    const words = ['x'.repeat(50), 'y'.repeat(50)];
    expect(auditDiff(null, { words })).toEqual([
      { path: 'words', kind: 'added', after: { items: 2 } },
    ]);
    // Arrays compare by content: equal ones are left out, a reordered one differs.
    expect(auditDiff({ ids: long }, { ids: [...long] })).toEqual([]);
    expect(auditDiff({ ids: [1, 2] }, { ids: [2, 1] })).toEqual([
      { path: 'ids', kind: 'changed', before: { text: '[1,2]' }, after: { text: '[2,1]' } },
    ]);
  });

  it('reads a side that is not an object as one value', () => {
    expect(auditDiff('draft', 'live')).toEqual([
      { path: '', kind: 'changed', before: { text: 'draft' }, after: { text: 'live' } },
    ]);
    expect(auditDiff(null, 5)).toEqual([{ path: '', kind: 'added', after: { text: '5' } }]);
  });

  it('counts a value whose type changed as changed, though its text reads the same', () => {
    expect(auditDiff({ a: '1' }, { a: 1 })).toEqual([
      { path: 'a', kind: 'changed', before: { text: '1' }, after: { text: '1' } },
    ]);
  });
});
