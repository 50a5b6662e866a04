import { sql } from 'kysely';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, useTestDatabase } from '../../test/test-db';
import { enqueue, JobRunner, PRUNE_QUEUE, pruneFinishedJobs } from './jobs';

const database = useTestDatabase();
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

describe('the job loop on an idle server', () => {
  it('sends nothing for a recurring queue until its next slot begins', async () => {
    const statements: string[] = [];
    const counted = await createTestDatabase((sql) => statements.push(sql));
    try {
      const clock = { now: Date.UTC(2026, 10, 25, 12, 0, 30) };
      const realNow = Date.now;
      Date.now = () => clock.now;
      try {
        let runs = 0;
        const runner = new JobRunner(counted.db, log).every('minute', 60_000, async () => {
          runs++;
        });
        await runner.runDue();
        expect(runs).toBe(1);
        statements.length = 0;
        clock.now += 29_000; // 12:00:59, the same slot
        await runner.runDue();
        expect(statements.filter((s) => /insert into "jobs"/.test(s))).toEqual([]);
        expect(statements).toHaveLength(1); // the claim, finding nothing
        clock.now += 1_000; // 12:01:00, the next slot
        await runner.runDue();
        expect(runs).toBe(2);
      } finally {
        Date.now = realNow;
      }
    } finally {
      await counted.close();
    }
  });

  it('runs a queue now, outside its slots, as often as asked', async () => {
    let runs = 0;
    const runner = new JobRunner(database.db, log).every('hourly', 3_600_000, async () => {
      runs++;
    });
    await runner.runDue();
    expect(await runner.runNow('hourly')).toBe(1);
    expect(await runner.runNow('hourly')).toBe(1);
    expect(runs).toBe(3);
    expect(await runner.runNow('nobody-handles-this')).toBe(0);
  });

  it('prunes finished jobs past their retention, keeping the rest', async () => {
    const db = database.db;
    const add = async (key: string, set: Record<string, unknown>) => {
      await enqueue(db, 'prune-test', {}, { key });
      if (Object.keys(set).length > 0) {
        await db.updateTable('jobs').set(set).where('key', '=', key).execute();
      }
    };
    const daysAgo = (days: number) => sql<Date>`now() - make_interval(days => ${days})`;
    await add('done-old', { done_at: daysAgo(8) });
    await add('done-recent', { done_at: daysAgo(6) });
    await add('failed-old', { failed_at: daysAgo(31) });
    await add('failed-recent', { failed_at: daysAgo(29) });
    await add('pending', {});
    const runner = new JobRunner(db, log);
    pruneFinishedJobs(runner, db);
    expect(await runner.runNow(PRUNE_QUEUE)).toBeGreaterThanOrEqual(1);
    const left = await db
      .selectFrom('jobs')
      .select('key')
      .where('queue', '=', 'prune-test')
      .orderBy('key')
      .execute();
    expect(left.map((row) => row.key)).toEqual(['done-recent', 'failed-recent', 'pending']);
  });
});
