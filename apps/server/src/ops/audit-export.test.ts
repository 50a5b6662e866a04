import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-db';
import { auditedChange } from '../modules/audit/audit-by';
import { runOps } from './ops-commands';

/**
 * `npm run ops -- audit export` and the recipe of docs/console.md "Audit log": the chain is
 * recomputed from the exported lines only, with node:crypto and the recipe as written there —
 * none of the audit module's hashing code — as an outside auditor would.
 */

const handle = useTestDatabase();

const ops = async (argv: string[], stdin?: string) => {
  const lines: string[] = [];
  const code = await runOps(
    {
      db: handle.db,
      out: (line) => lines.push(line),
      operator: 'tester@cli',
      ...(stdin === undefined ? {} : { readLine: async () => stdin }),
    },
    argv,
  );
  return { code, lines };
};

// ---- the recipe, from the documentation ----

/** Canonical JSON: object keys sorted (UTF-16 code units) at every depth, no spaces. */
const canonical = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    return `{${Object.keys(object)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(object[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
};

const HASHED = [
  'id',
  'at',
  'actorKind',
  'actorId',
  'actorName',
  'ip',
  'action',
  'target',
  'before',
  'after',
  'prevHash',
] as const;

/** Checks exported lines in order; the first bad entry's id, or the head's hash. */
const verifyExport = (
  lines: readonly string[],
): { ok: true; head: string } | { ok: false; badId: number } => {
  let previous = '0'.repeat(64);
  for (const line of lines) {
    const entry = JSON.parse(line) as Record<string, unknown>;
    const hashed: Record<string, unknown> = { v: 'lobby-audit-v1' };
    for (const field of HASHED) hashed[field] = entry[field];
    const hash = createHash('sha256').update(canonical(hashed), 'utf8').digest('hex');
    if (entry.prevHash !== previous || entry.hash !== hash)
      return { ok: false, badId: entry.id as number };
    previous = hash;
  }
  return { ok: true, head: previous };
};

describe('npm run ops -- audit export', () => {
  it('writes every entry as a JSON line from which the chain verifies by the recipe alone', async () => {
    expect(await ops(['audit', 'export'])).toEqual({ code: 0, lines: [] });
    // Changes of several kinds: staff and CLI actors, an IP or none, nested and unicode values,
    // a change with nothing before it, and a real command's entry.
    await auditedChange(
      handle.db,
      { actor: { kind: 'staff', id: 7, name: 'ada@lobby.test' }, ip: '198.51.100.4' },
      async () => ({
        result: undefined,
        audit: {
          action: 'configSave',
          target: 'config:notices',
          before: { z: 1, a: [{ b: 'Ünïcode 😀', a: null }], m: { y: true, x: 2.5 } },
          after: { z: 2, a: [], m: { y: false, x: -3 } },
        },
      }),
    );
    await auditedChange(handle.db, { actor: { kind: 'cli', name: 'bob@cli' } }, async () => ({
      result: undefined,
      audit: {
        action: 'rewards.grant',
        target: null,
        after: { awards: [{ kind: 'coin', amount: 500 }] },
      },
    }));
    expect((await ops(['staff', 'create', 'eve@lobby.test', '--role', 'auditor'])).code).toBe(0);
    for (let i = 0; i < 3; i++)
      await auditedChange(
        handle.db,
        { actor: { kind: 'staff', id: 8, name: 'cy@lobby.test' }, ip: '2001:db8::1' },
        async () => ({
          result: undefined,
          audit: {
            action: 'chatAssign',
            target: `conversation:${i}`,
            before: { status: 'queued' },
            after: { status: 'open', staffId: 8 },
          },
        }),
      );

    const exported = await ops(['audit', 'export']);
    expect(exported.code).toBe(0);
    expect(exported.lines).toHaveLength(6);
    const entries = exported.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(entries[0]).toEqual({
      id: 1,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
      actorKind: 'staff',
      actorId: 7,
      actorName: 'ada@lobby.test',
      ip: '198.51.100.4',
      action: 'configSave',
      target: 'config:notices',
      before: { z: 1, a: [{ b: 'Ünïcode 😀', a: null }], m: { y: true, x: 2.5 } },
      after: { z: 2, a: [], m: { y: false, x: -3 } },
      prevHash: '0'.repeat(64),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(entries[1]).toMatchObject({ actorKind: 'cli', actorId: null, ip: null, before: null });
    expect(entries[2]).toMatchObject({ action: 'staffCreate', actorName: 'tester@cli' });

    // The recipe reaches the head `audit verify` prints.
    const verdict = verifyExport(exported.lines);
    expect(verdict).toEqual({ ok: true, head: entries[5]!.hash });
    expect((await ops(['audit', 'verify'])).lines).toEqual([
      `audit log: 6 entries chained; head #6 ${entries[5]!.hash as string}`,
    ]);

    // Tampering with one line breaks it: an edited field fails that entry's own hash…
    const edited = [...exported.lines];
    edited[3] = JSON.stringify({ ...entries[3], after: { status: 'open', staffId: 9 } });
    expect(verifyExport(edited)).toEqual({ ok: false, badId: 4 });
    const renamed = [...exported.lines];
    renamed[0] = JSON.stringify({ ...entries[0], actorName: 'someone@else' });
    expect(verifyExport(renamed)).toEqual({ ok: false, badId: 1 });
    // …an entry re-hashed to match its edit breaks the link of the one after it…
    const rehashed = { ...entries[3], after: { status: 'open', staffId: 9 } } as Record<
      string,
      unknown
    >;
    const fields: Record<string, unknown> = { v: 'lobby-audit-v1' };
    for (const field of HASHED) fields[field] = rehashed[field];
    rehashed.hash = createHash('sha256').update(canonical(fields)).digest('hex');
    const relinked = [...exported.lines];
    relinked[3] = JSON.stringify(rehashed);
    expect(verifyExport(relinked)).toEqual({ ok: false, badId: 5 });
    // …and a removed line breaks the link of the entry after it.
    expect(verifyExport(exported.lines.filter((_, i) => i !== 2))).toEqual({ ok: false, badId: 4 });
  });
});
