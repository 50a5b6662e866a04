import { sqlStateOf } from '@/db/errors';
import { isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { CommonBody } from '@lobby/contract/common';
import type { ValidationIssue } from '@lobby/contract/envelope';
import type { EventLogItem } from '@lobby/contract/telemetry';
import { inTransaction, type Db } from '@/db/database';
import { cleanRecord, pgText, pgTextOrNull } from '@/db/text';
import {
  createMonthPartition,
  insertEvents,
  type BatchSource,
  type EventRecord,
  listPartitions,
  recentEvents,
  nextMonth,
  partitionName,
  type Month,
} from './telemetry.repo';
import { DAY_MS } from '@/core/days';
import { readEventItem } from './event-item';

/**
 * How far an event's time may be from the server's clock. Months are partitions, created on
 * demand; this window keeps a client with a broken clock (or a hostile one) from creating
 * tables for arbitrary months. A batch is a few seconds old; an offline queue a few days.
 */
export const EVENT_MAX_AGE_SECONDS = 30 * 86_400;
export const EVENT_MAX_AHEAD_SECONDS = 86_400;

export interface EventSource {
  ip: string | null;
  userId: number | null;
  client: CommonBody;
  requestId: string | null;
}

const monthOf = (date: Date): Month => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
});

const monthKey = (month: Month) => partitionName(month);

/** Postgres "no partition of relation … found for row". */
const isMissingPartition = (error: unknown) =>
  sqlStateOf(error) === '23514' &&
  /partition/i.test(String((error as { message?: unknown }).message));

/**
 * Client telemetry into the month-partitioned event_log: each event of a batch is checked on its
 * own (a bad one is refused alone, named in the answer) and the good ones land in one multi-row
 * INSERT, with the common body
 * fields, the request's IP and the session's user, if any.
 */
export class TelemetryService {
  readonly #known = new Set<string>();
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: { log?: FastifyBaseLogger; onStored?: (count: number) => void } = {},
  ) {}

  /** Learns the existing partitions and creates this month's and the next, then daily. */
  async start(): Promise<void> {
    for (const name of await listPartitions(this.db)) this.#known.add(name);
    await this.ensureAhead();
    this.#timer = setInterval(() => {
      this.ensureAhead().catch((error: unknown) =>
        this.options.log?.warn({ err: error }, 'creating event_log partitions failed'),
      );
    }, DAY_MS);
    this.#timer.unref();
  }

  stop() {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  /** This month's partition and the next one exist. */
  async ensureAhead(now = new Date()): Promise<void> {
    const current = monthOf(now);
    await this.#ensure([current, nextMonth(current)]);
  }

  /**
   * Stores a batch's valid events and answers which were refused, each with its issues: one bad
   * event (a missing field, a time outside the window) never costs the others of its batch.
   */
  async ingest(
    list: readonly unknown[],
    source: EventSource,
    now = Date.now(),
  ): Promise<{ accepted: number; refused: { index: number; issues: ValidationIssue[] }[] }> {
    const nowSeconds = Math.floor(now / 1000);
    const items: EventLogItem[] = [];
    const refused: { index: number; issues: ValidationIssue[] }[] = [];
    list.forEach((raw, index) => {
      const read = readEventItem(raw, index);
      if ('issues' in read) return void refused.push({ index, issues: read.issues });
      const path = `eventList.${index}.eventTime`;
      if (read.event.eventTime < nowSeconds - EVENT_MAX_AGE_SECONDS) {
        refused.push({ index, issues: [{ path, message: 'older than 30 days' }] });
      } else if (read.event.eventTime > nowSeconds + EVENT_MAX_AHEAD_SECONDS) {
        refused.push({ index, issues: [{ path, message: 'more than a day ahead' }] });
      } else items.push(read.event);
    });
    if (items.length === 0) return { accepted: 0, refused };

    const events: EventRecord[] = items.map((item) => ({
      t: item.eventTime,
      n: item.eventName,
      c: pgText(item.channel),
      a: pgText(item.appId),
      v: pgText(item.version),
      u: pgText(String(item.eventUserId)),
      p: item.params ? cleanRecord(item.params) : null,
    }));
    const batch: BatchSource = {
      userId: source.userId,
      ip: source.ip && isIP(source.ip) ? source.ip : null,
      appId: pgTextOrNull(source.client.appId, 64),
      channel: pgTextOrNull(source.client.channel, 32),
      clientReferrer: pgTextOrNull(source.client.clientReferrer, 1024),
      platform: source.client.platform ?? null,
      appVersion: pgTextOrNull(source.client.appVersion, 32),
      requestId: source.requestId,
    };

    const months = items.map((item) => monthOf(new Date(item.eventTime * 1000)));
    await this.#ensure(months);
    try {
      await insertEvents(this.db, events, batch);
    } catch (error) {
      // A partition dropped behind our back: forget what we knew, recreate, try once more.
      if (!isMissingPartition(error)) throw error;
      this.#known.clear();
      await this.#ensure(months);
      await insertEvents(this.db, events, batch);
    }
    this.options.onStored?.(events.length);
    return { accepted: events.length, refused };
  }

  /** The newest stored events, for development tools and browser tests. */
  async recent(query: { eventName?: string; limit: number }) {
    const rows = await recentEvents(this.db, query);
    return rows.map((row) => ({
      eventTime: Math.floor(new Date(row.eventTime).getTime() / 1000),
      eventName: row.eventName,
      channel: row.channel,
      appId: row.appId,
      version: row.version,
      eventUserId: row.eventUserId,
      params: row.params,
    }));
  }

  async #ensure(months: readonly Month[]) {
    const missing = new Map<string, Month>();
    for (const month of months) {
      const key = monthKey(month);
      if (!this.#known.has(key)) missing.set(key, month);
    }
    if (missing.size === 0) return;
    await inTransaction(this.db, async (trx) => {
      for (const month of missing.values()) await createMonthPartition(trx, month);
    });
    for (const key of missing.keys()) this.#known.add(key);
  }
}
