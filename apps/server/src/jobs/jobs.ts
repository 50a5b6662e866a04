import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { claimJob, completeJob, deleteFinishedJobs, failJob, insertJob } from './jobs.repo';

export type JobHandler = (payload: unknown, job: { id: number; attempts: number }) => Promise<void>;

export interface EnqueueOptions {
  /** Enqueue at most once per key (UNIQUE): the order number, the day … */
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/** Adds a job; with a key already used, nothing is added. Answers whether it was added. */
export const enqueue = async (
  db: Db,
  queue: string,
  payload: unknown,
  options: EnqueueOptions = {},
) =>
  (await insertJob(db, {
    queue,
    key: options.key ?? null,
    payload,
    runAt: options.runAt ?? null,
    maxAttempts: options.maxAttempts ?? 10,
  })) !== undefined;

const LEASE_SECONDS = 120;
/** 5 s, 10 s, 20 s … capped at 10 minutes. */
const backoffSeconds = (attempts: number) => Math.min(600, 5 * 2 ** (attempts - 1));

/**
 * Runs jobs from the database queue: each claim takes one due job with a lease, so instances
 * never run the same job at once; a job whose worker died runs again after the lease. Handlers
 * must therefore be safe to run twice, which money handlers are through ledger keys. Recurring
 * work is enqueued once per time slot by key, so one instance of a slot runs across the fleet;
 * each runner remembers when its next slot begins and sends nothing for it before then, so an
 * idle server's loop costs one claim a poll.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly recurring: { queue: string; everyMs: number }[] = [];
  /** When each recurring queue's next slot begins (epoch ms): nothing is enqueued before. */
  private readonly nextSlotAt = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  /** Set by stop(): the loop finishes the job in hand and claims no more. */
  private closing = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = 1_000,
  ) {}

  register(queue: string, handler: JobHandler): this {
    this.handlers.set(queue, handler);
    return this;
  }

  /** Runs `queue` every `everyMs` (one job per slot across all instances). */
  every(queue: string, everyMs: number, handler: JobHandler): this {
    this.register(queue, handler);
    this.recurring.push({ queue, everyMs });
    return this;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.closing = false;
    const tick = () => {
      if (this.stopped) return;
      this.running = this.runDue()
        .then(() => undefined)
        .catch((error: unknown) => this.log.error({ err: error }, 'job loop failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.pollMs);
        });
    };
    this.timer = setTimeout(tick, this.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** The queues this runner handles (what `/dev/v1/runJob {}` lists). */
  names(): string[] {
    return [...this.handlers.keys()].sort();
  }

  /**
   * Runs a queue now, outside its slots (tests, `/dev/v1/runJob`): one more job of it, then
   * every due job of that queue. Answers how many jobs ran (0 for a queue nobody handles).
   */
  async runNow(queue: string): Promise<number> {
    if (!this.handlers.has(queue)) return 0;
    await enqueue(this.db, queue, {}, { key: `${queue}@now:${randomUUID()}`, maxAttempts: 1 });
    return this.runDue([queue], { scheduleSlots: false });
  }

  /** Schedules the recurring slots that are due and runs every due job; answers how many ran. */
  async runDue(
    queues: readonly string[] = [...this.handlers.keys()],
    options: { scheduleSlots?: boolean } = {},
  ): Promise<number> {
    const now = Date.now();
    for (const { queue, everyMs } of this.recurring) {
      if (options.scheduleSlots === false) break;
      if (!queues.includes(queue) || now < (this.nextSlotAt.get(queue) ?? 0)) continue;
      const slot = Math.floor(now / everyMs);
      await enqueue(this.db, queue, {}, { key: `${queue}@${slot}`, maxAttempts: 1 });
      this.nextSlotAt.set(queue, (slot + 1) * everyMs);
    }
    let ran = 0;
    for (;;) {
      if (this.closing) return ran;
      const job = await claimJob(this.db, queues, LEASE_SECONDS);
      if (!job) return ran;
      ran++;
      const handler = this.handlers.get(job.queue);
      try {
        if (!handler) throw new Error(`no handler for queue ${job.queue}`);
        await handler(job.payload, { id: job.id, attempts: job.attempts });
        await completeJob(this.db, job.id);
      } catch (error) {
        const last = job.attempts >= job.maxAttempts;
        this.log[last ? 'error' : 'warn'](
          { err: error, job: job.id, queue: job.queue },
          'job failed',
        );
        await failJob(this.db, job.id, String(error), last ? null : backoffSeconds(job.attempts));
      }
    }
    return ran;
  }
}

export const PRUNE_QUEUE = 'jobs.prune';
/** How long finished jobs stay for the record: done ones a week, failed ones a month. */
export const JOB_RETENTION = { doneDays: 7, failedDays: 30 } as const;

/** Deletes finished jobs past their retention, hourly (one slot across the fleet). */
export const pruneFinishedJobs = (jobs: JobRunner, db: Db) =>
  jobs.every(PRUNE_QUEUE, 3_600_000, async () => {
    await deleteFinishedJobs(db, JOB_RETENTION);
  });
