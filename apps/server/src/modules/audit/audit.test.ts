import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/test-db';
import { loadEnv } from '@/config/env';
import { inTransaction, type Db } from '@/db/database';
import { auditHash, canonicalJson, GENESIS_HASH } from './audit-hash';
import { auditRowsAfter, recordAudit, type AuditEntry } from './audit.repo';
import { verifyAuditChain } from './audit-verify';

const cli = (action: string, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  actor: { kind: 'cli', name: 'tester@cli' },
  action,
  ...extra,
});

const record = (db: Db, entry: AuditEntry) => inTransaction(db, (trx) => recordAudit(trx, entry));

const allRows = (db: Db) => auditRowsAfter(db, 0, 10_000);

/** Every entry's prev_hash is the hash of the entry before it (the first's is zeros). */
const expectOneChain = async (db: Db) => {
  const rows = await allRows(db);
  rows.forEach((row, i) => {
    expect(row.prevHash.equals(i === 0 ? GENESIS_HASH : rows[i - 1]!.hash), `entry ${row.id}`).toBe(
      true,
    );
  });
  expect(await verifyAuditChain(db)).toMatchObject({ ok: true, entries: rows.length });
  return rows;
};

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined ones', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: null, y: 'x' }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"y":"x","z":null}]},"b":1}',
    );
    expect(canonicalJson(undefined)).toBe('null');
  });
});

describe('the audit log', () => {
  const handle = useTestDatabase();
  let db: Db;
  beforeAll(async () => {
    db = handle.db;
  });

  it('chains each entry to the one before, and stores what was given', async () => {
    await record(db, cli('first'));
    await record(db, {
      actor: { kind: 'staff', id: 7, name: 'ada@lobby.test' },
      ip: '203.0.113.9',
      action: 'chatAssign',
      target: 'conversation:12',
      before: { status: 'queued', staffId: null, at: new Date('2026-11-30T12:00:00.5Z') },
      after: { status: 'open', staffId: 7, big: 12n, nested: { b: [1.5, 'é'], a: true } },
    });
    await record(db, { actor: { kind: 'system', name: 'payout-job' }, action: 'third' });
    const rows = await expectOneChain(db);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatchObject({
      actorKind: 'staff',
      actorId: 7,
      actorName: 'ada@lobby.test',
      ip: '203.0.113.9',
      action: 'chatAssign',
      target: 'conversation:12',
      before: { status: 'queued', staffId: null, at: '2026-11-30T12:00:00.500Z' },
      after: { status: 'open', staffId: 7, big: '12', nested: { b: [1.5, 'é'], a: true } },
    });
    expect(rows[0]).toMatchObject({ actorKind: 'cli', actorId: null, before: null, after: null });
    // The time is the database's, to the microsecond, and hashed as stored.
    expect(rows[2]!.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(auditHash(rows[2]!).equals(rows[2]!.hash)).toBe(true);
  });

  it('refuses to run outside a transaction', async () => {
    await expect(recordAudit(db, cli('loose'))).rejects.toThrow(/transaction/);
  });

  it('keeps no entry of a transaction that rolled back, and chains the next past it', async () => {
    await expect(
      inTransaction(db, async (trx) => {
        await recordAudit(trx, cli('rolled-back'));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await record(db, cli('after-rollback'));
    const rows = await expectOneChain(db);
    expect(rows.map((r) => r.action)).not.toContain('rolled-back');
    expect(rows.at(-1)!.action).toBe('after-rollback');
  });

  it('chains entries of parallel transactions into one chain, in commit order', async () => {
    const before = (await allRows(db)).length;
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        inTransaction(db, async (trx) => {
          // Some work of the change first, as a real caller has.
          await sql`select pg_sleep(0)`.execute(trx);
          await recordAudit(trx, cli('parallel', { target: `n:${i}` }));
        }),
      ),
    );
    const rows = await expectOneChain(db);
    expect(rows.length - before).toBe(24);
    expect(new Set(rows.map((r) => r.prevHash.toString('hex'))).size).toBe(rows.length);
  });

  it.runIf(Boolean(loadEnv().DATABASE_URL))(
    'makes a second writer wait for the first to commit, then chain to its entry',
    async () => {
      let releaseFirst!: () => void;
      const held = new Promise<void>((resolve) => (releaseFirst = resolve));
      let firstRecorded!: () => void;
      const recorded = new Promise<void>((resolve) => (firstRecorded = resolve));
      const first = db.transaction().execute(async (trx) => {
        await recordAudit(trx, cli('first-writer'));
        firstRecorded();
        await held;
      });
      await recorded;
      const second = record(db, cli('second-writer'));
      // The second writer waits on the chain's lock (an advisory lock not granted).
      for (let i = 0; ; i++) {
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted
        `.execute(db);
        if (rows[0]!.n > 0) break;
        if (i > 500) throw new Error('the second writer never waited for the lock');
      }
      releaseFirst();
      await Promise.all([first, second]);
      const rows = await expectOneChain(db);
      expect(rows.slice(-2).map((r) => r.action)).toEqual(['first-writer', 'second-writer']);
    },
  );

  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    await expect(sql`update audit_log set action = 'forged'`.execute(db)).rejects.toThrow(
      /append-only: UPDATE/,
    );
    await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/append-only: DELETE/);
    await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow(/append-only: TRUNCATE/);
    await expectOneChain(db);
  });
});

describe('verifyAuditChain', () => {
  const handle = useTestDatabase();
  let db: Db;
  beforeAll(async () => {
    db = handle.db;
  });

  /** Five entries on a log whose triggers are dropped, as someone with the owner's rights can. */
  const tamperable = async () => {
    await sql`drop trigger if exists audit_log_no_update on audit_log`.execute(db);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await record(db, cli('step', { after: { i } }))).id);
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true });
    return ids;
  };

  it('answers ok on an empty log', async () => {
    expect(await verifyAuditChain(db)).toEqual({
      ok: true,
      entries: 0,
      headId: null,
      headHash: null,
    });
  });

  it('finds an edited row', async () => {
    const ids = await tamperable();
    await sql`update audit_log set after = '{"i": 99}' where id = ${ids[2]}`.execute(db);
    expect(await verifyAuditChain(db)).toMatchObject({
      ok: false,
      firstBadId: ids[2],
      reason: expect.stringMatching(/edited/),
    });
    // Its hash recomputed too: then the next entry's link breaks.
    const [row] = await auditRowsAfter(db, ids[2]! - 1, 1);
    await sql`update audit_log set hash = ${auditHash(row!)} where id = ${ids[2]}`.execute(db);
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, firstBadId: ids[3] });
    await sql`delete from audit_log`.execute(db);
  });

  it('finds a deleted middle row, and a deleted first one', async () => {
    const ids = await tamperable();
    await sql`delete from audit_log where id = ${ids[2]}`.execute(db);
    expect(await verifyAuditChain(db)).toMatchObject({
      ok: false,
      firstBadId: ids[3],
      reason: expect.stringMatching(/removed or inserted/),
    });
    await sql`delete from audit_log where id = ${ids[0]}`.execute(db);
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, firstBadId: ids[1] });
  });
});
