import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { Camelized } from '../db/camel-columns';
import type { Db } from '../db/database';
import type { Jobs } from '../db/schema';

/** A claimed job: what its handler is given, and how many tries it has had of how many. */
export type ClaimedJob = Camelized<
  Pick<Selectable<Jobs>, 'id' | 'queue' | 'key' | 'payload' | 'attempts' | 'max_attempts'>
>;

export const insertJob = (
  db: Db,
  job: {
    queue: string;
    key: string | null;
    payload: unknown;
    runAt: Date | null;
    maxAttempts: number;
  },
) =>
  db
    .insertInto('jobs')
    .values({
      queue: job.queue,
      key: job.key,
      payload: JSON.stringify(job.payload ?? {}),
      max_attempts: job.maxAttempts,
      ...(job.runAt ? { run_at: job.runAt } : {}),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();

/** Claims the next due job of the given queues for `leaseSeconds`, or none. */
export const claimJob = async (db: Db, queues: readonly string[], leaseSeconds: number) => {
  if (queues.length === 0) return undefined;
  const result = await sql<ClaimedJob>`
    update jobs set locked_until = now() + make_interval(secs => ${leaseSeconds}),
                    attempts = attempts + 1
    where id = (
      select id from jobs
      where queue in (${sql.join(queues)})
        and done_at is null and failed_at is null and run_at <= now()
        and (locked_until is null or locked_until < now())
      order by run_at, id
      limit 1
      for update skip locked
    )
    returning id, queue, key, payload, attempts, max_attempts as "maxAttempts"
  `.execute(db);
  return result.rows[0];
};

export const completeJob = (db: Db, id: number) =>
  db
    .updateTable('jobs')
    .set({ done_at: sql<Date>`now()`, locked_until: null })
    .where('id', '=', id)
    .execute();

export const failJob = (db: Db, id: number, error: string, retryInSeconds: number | null) =>
  db
    .updateTable('jobs')
    .set({
      last_error: error.slice(0, 2000),
      locked_until: null,
      ...(retryInSeconds === null
        ? { failed_at: sql<Date>`now()` }
        : { run_at: sql<Date>`now() + make_interval(secs => ${retryInSeconds})` }),
    })
    .where('id', '=', id)
    .execute();

/** Deletes jobs done more than `doneDays` ago and jobs failed for good more than `failedDays` ago. */
export const deleteFinishedJobs = async (
  db: Db,
  retention: { doneDays: number; failedDays: number },
) =>
  Number(
    (
      await db
        .deleteFrom('jobs')
        .where((eb) =>
          eb.or([
            eb('done_at', '<', sql<Date>`now() - make_interval(days => ${retention.doneDays})`),
            eb('failed_at', '<', sql<Date>`now() - make_interval(days => ${retention.failedDays})`),
          ]),
        )
        .executeTakeFirst()
    ).numDeletedRows,
  );
