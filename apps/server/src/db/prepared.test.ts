import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { statementCounter } from '../../test/statement-counter';
import { useTestDatabase } from '../../test/test-db';
import { preparedById } from './prepared';

describe('a read prepared by id', () => {
  const counter = statementCounter();
  const handle = useTestDatabase(counter.listener);
  beforeAll(async () => {
    await sql`create table prepared_things (id bigint primary key, name text)`.execute(handle.db);
    await sql`insert into prepared_things values (1, 'one'), (2, 'two')`.execute(handle.db);
  });
  const read = preparedById<{ name: string }>('select name from prepared_things where id = $1');

  it('prepares on first use, then only executes, answering what the plain select would', async () => {
    const first = await counter.during(() => read(handle.db, 1));
    expect(first.result.rows).toEqual([{ name: 'one' }]);
    expect(first.statements.some((s) => /^prepare hot_/.test(s))).toBe(true);
    const again = await counter.during(() => read(handle.db, 2));
    expect(again.result.rows).toEqual([{ name: 'two' }]);
    expect(again.statements).toEqual([expect.stringMatching(/^execute hot_\w+\(2\)$/)]);
    expect((await read(handle.db, 3)).rows).toEqual([]);
  });

  it('prepares again on a connection that lost it (a restart, a pooler)', async () => {
    await read(handle.db, 1);
    // Every connection forgets: PGlite has one; a pool's next checkout may be any of them.
    await handle.db.connection().execute(async (c) => {
      await sql`deallocate all`.execute(c);
    });
    const after = await counter.during(() => read(handle.db, 2));
    expect(after.result.rows).toEqual([{ name: 'two' }]);
  });

  it('takes nothing but a safe integer for the id it writes into EXECUTE', async () => {
    for (const id of [1.5, Number.NaN, 2 ** 60]) {
      await expect(read(handle.db, id)).rejects.toThrow(/not an id/);
    }
  });
});
