import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPgliteTestDatabase, useTestDatabase } from '../../test/test-db';
import { afterCommit, inTransaction, parseInt8, rootDb, type DatabaseHandle } from './database';
import { migrateDownAll, migrateToLatest, migrations } from './migrate';

describe('parseInt8', () => {
  it('gives numbers while they are safe, BigInt beyond', () => {
    expect(parseInt8('0')).toBe(0);
    expect(parseInt8('-42')).toBe(-42);
    expect(parseInt8('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseInt8('9007199254740993')).toBe(9007199254740993n);
  });
});

describe('the test database', () => {
  const handle = useTestDatabase();

  it('parses int8 the same way on either driver', async () => {
    const { rows } = await sql<{
      small: unknown;
      big: unknown;
      count: unknown;
    }>`select 5::int8 as small, 9007199254740993::int8 as big, count(*) as count from (values (1), (2)) v(x)`.execute(
      handle.db,
    );
    expect(rows[0]).toEqual({ small: 5, big: 9007199254740993n, count: 2 });
  });

  it('runs every migration down and up again', async () => {
    const down = await migrateDownAll(handle.db);
    expect(down).toEqual(Object.keys(migrations).reverse());
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from pg_tables where tablename in ('users', 'sessions', 'app_config', 'event_log')`.execute(
      handle.db,
    );
    expect(rows[0]?.n).toBe(0);
    const functions = await sql<{
      name: string;
    }>`select proname as name from pg_proc where pronamespace = 'public'::regnamespace`.execute(
      handle.db,
    );
    expect(functions.rows).toEqual([]);
    expect(await migrateToLatest(handle.db)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  it('rolls a failed transaction back whole', async () => {
    await expect(
      inTransaction(handle.db, async (trx) => {
        await trx.insertInto('users').values({ nickname: 'ghost' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const ghost = await handle.db
      .selectFrom('users')
      .select('id')
      .where('nickname', '=', 'ghost')
      .executeTakeFirst();
    expect(ghost).toBeUndefined();
  });

  it('runs what waits for the commit after it, once, and nothing of a rolled-back one', async () => {
    const told: string[] = [];
    afterCommit(handle.db, () => told.push('no transaction: at once'));
    const committed = inTransaction(handle.db, async (trx) => {
      afterCommit(trx, () => told.push('committed'));
      // A nested call joins the caller's transaction, and so does its hook.
      await inTransaction(trx, async (inner) => {
        afterCommit(inner, () => told.push('nested'));
      });
      expect(rootDb(trx)).toBe(handle.db);
      expect(told).toEqual(['no transaction: at once']);
    });
    await committed;
    await expect(
      inTransaction(handle.db, async (trx) => {
        afterCommit(trx, () => told.push('rolled back'));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(told).toEqual(['no transaction: at once', 'committed', 'nested']);
    // A transaction opened around inTransaction has no hooks to keep: refused, not dropped.
    await handle.db.transaction().execute(async (trx) => {
      expect(() => afterCommit(trx, () => undefined)).toThrow(/not opened by inTransaction/);
    });
  });

  it('never fails what has committed when a hook throws: reported, and the next hooks still run', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const told: string[] = [];
    const broken = () => {
      throw new Error('socket gone');
    };
    try {
      expect(() => afterCommit(handle.db, broken)).not.toThrow();
      await expect(
        inTransaction(handle.db, async (trx) => {
          afterCommit(trx, broken);
          afterCommit(trx, () => told.push('after the broken one'));
          return 'committed';
        }),
      ).resolves.toBe('committed');
      expect(told).toEqual(['after the broken one']);
      expect(reported).toHaveBeenCalledTimes(2);
    } finally {
      reported.mockRestore();
    }
  });
});

/**
 * PGlite has one connection; kysely-pglite-dialect queues whoever wants it, so a transaction
 * runs alone from begin to commit. A read-modify-write without any row lock is the sharpest
 * test: if two transactions ever interleaved, increments would be lost.
 */
describe('PGlite serialises concurrent transactions', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createPgliteTestDatabase();
    await sql`create table counter (id int primary key, value int not null)`.execute(handle.db);
    await sql`insert into counter values (1, 0)`.execute(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('loses nothing in 50 parallel read-modify-write transactions on one row', async () => {
    const increment = () =>
      handle.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{
          value: number;
        }>`select value from counter where id = 1`.execute(trx);
        await new Promise((resolve) => setImmediate(resolve)); // let everyone else try to cut in
        await sql`update counter set value = ${(rows[0]?.value ?? 0) + 1} where id = 1`.execute(
          trx,
        );
      });
    const plainReads = Array.from({ length: 20 }, () =>
      sql`select value from counter where id = 1`.execute(handle.db),
    );
    await Promise.all([...Array.from({ length: 50 }, increment), ...plainReads]);
    const { rows } = await sql<{ value: number }>`select value from counter where id = 1`.execute(
      handle.db,
    );
    expect(rows[0]?.value).toBe(50);
  });

  it('keeps a rolled-back transaction from leaking into the next one', async () => {
    const results = await Promise.allSettled([
      handle.db.transaction().execute(async (trx) => {
        await sql`update counter set value = value + 1000 where id = 1`.execute(trx);
        throw new Error('abort');
      }),
      handle.db.transaction().execute(async (trx) => {
        await sql`update counter set value = value + 1 where id = 1`.execute(trx);
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
    const { rows } = await sql<{ value: number }>`select value from counter where id = 1`.execute(
      handle.db,
    );
    expect(rows[0]?.value).toBe(51);
  });
});
