import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { claimJob, completeJob, failJob, insertJob } from './jobs.repo';

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
 * work is enqueued once per time slot by key, so one instance of a slot runs across the fleet.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly recurring: { queue: string; everyMs: number }[] = [];
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

  /** Schedules the recurring slots that are due and runs every due job; answers how many ran. */
  async runDue(queues: readonly string[] = [...this.handlers.keys()]): Promise<number> {
    const now = Date.now();
    for (const { queue, everyMs } of this.recurring) {
      if (!queues.includes(queue)) continue;
      const slot = Math.floor(now / everyMs);
      await enqueue(this.db, queue, {}, { key: `${queue}@${slot}`, maxAttempts: 1 });
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
        const last = job.attempts >= job.max_attempts;
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
