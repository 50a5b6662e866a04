import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db';
import type { DatabaseHandle } from '../db/database';
import { enqueue, JobRunner } from './jobs';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
const log = pino({ level: 'silent' });

describe('jobs', () => {
  it('run once per key, and again later when they fail, until their attempts are spent', async () => {
    const db = database.db;
    const seen: unknown[] = [];
    let fail = true;
    const runner = new JobRunner(db, log).register('q1', async (payload) => {
      seen.push(payload);
      if (fail) throw new Error('provider down');
    });
    expect(await enqueue(db, 'q1', { order: 'A' }, { key: 'q1:A', maxAttempts: 2 })).toBe(true);
    expect(await enqueue(db, 'q1', { order: 'A' }, { key: 'q1:A' })).toBe(false);

    expect(await runner.runDue()).toBe(1);
    const afterFailure = await db
      .selectFrom('jobs')
      .selectAll()
      .where('key', '=', 'q1:A')
      .executeTakeFirstOrThrow();
    expect(afterFailure).toMatchObject({
      attempts: 1,
      done_at: null,
      failed_at: null,
      last_error: 'Error: provider down',
    });
    expect(await runner.runDue()).toBe(0); // backing off

    await db
      .updateTable('jobs')
      .set({ run_at: sql<Date>`now()` })
      .where('key', '=', 'q1:A')
      .execute();
    expect(await runner.runDue()).toBe(1);
    const spent = await db
      .selectFrom('jobs')
      .selectAll()
      .where('key', '=', 'q1:A')
      .executeTakeFirstOrThrow();
    expect(spent.failed_at).not.toBeNull();
    expect(seen).toEqual([{ order: 'A' }, { order: 'A' }]);

    fail = false;
    await enqueue(db, 'q1', { order: 'B' });
    expect(await runner.runDue()).toBe(1);
    expect(seen).toHaveLength(3);
  });

  it('are shared by parallel runners: each job runs exactly once', async () => {
    const db = database.db;
    const ran: number[] = [];
    const handler = async (payload: unknown) => {
      ran.push((payload as { n: number }).n);
      await new Promise((r) => setTimeout(r, 1));
    };
    for (let n = 0; n < 40; n++) await enqueue(db, 'q2', { n });
    const runners = [1, 2, 3].map(() => new JobRunner(db, log).register('q2', handler));
    const counts = await Promise.all(runners.map((r) => r.runDue()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(40);
    expect([...ran].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
  });

  it('run recurring work once per time slot', async () => {
    const db = database.db;
    let runs = 0;
    const every = () => new JobRunner(db, log).every('tick', 3_600_000, async () => void runs++);
    await Promise.all([every().runDue(), every().runDue()]);
    await every().runDue();
    expect(runs).toBe(1);
  });
});
