import { sql } from 'kysely';
import type { Db } from '@/db/database';

/** An event of the outbox as the rewards engine reads it. */
export interface OutboxEvent {
  id: number;
  /** The writing transaction's id (xid8, as text): the cursor's first half. */
  tx: string;
  type: string;
  userId: number | null;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/** Where a consumer stopped: the last event it applied, in (tx, id) order. */
export interface Cursor {
  tx: string;
  eventId: number;
}

const START: Cursor = { tx: '0', eventId: 0 };

/**
 * Locks the consumer's cursor (made at the start on first use) for the rest of the
 * transaction: two instances consuming at once take turns, the second reading where the first
 * stopped.
 */
export const lockCursor = async (trx: Db, consumer: string): Promise<Cursor> => {
  await trx
    .insertInto('reward_cursors')
    .values({ consumer, tx: START.tx, event_id: START.eventId })
    .onConflict((oc) => oc.column('consumer').doNothing())
    .execute();
  const row = await trx
    .selectFrom('reward_cursors')
    .select([sql<string>`tx::text`.as('tx'), 'event_id'])
    .where('consumer', '=', consumer)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { tx: row.tx, eventId: Number(row.event_id) };
};

export const saveCursor = (trx: Db, consumer: string, cursor: Cursor) =>
  trx
    .updateTable('reward_cursors')
    .set({
      tx: sql`${cursor.tx}::xid8`,
      event_id: cursor.eventId,
      updated_at: sql<Date>`now()`,
    })
    .where('consumer', '=', consumer)
    .execute();

/**
 * The events after `cursor`, oldest first, written by transactions that have all finished: a
 * transaction still open (its id at or above the snapshot's xmin) may yet commit events that
 * sort before later ones, so reading stops short of it. Ids alone would skip such an event for
 * ever (a sequence hands out ids in start order, transactions commit in any order).
 */
export const eventsAfter = async (
  db: Db,
  cursor: Cursor,
  limit: number,
): Promise<OutboxEvent[]> => {
  const { rows } = await sql<{
    id: string;
    tx: string;
    type: string;
    user_id: string | null;
    payload: Record<string, unknown> | string;
    created_at: Date;
  }>`
    select id, tx::text as tx, type, user_id, payload, created_at
    from domain_events
    where (tx, id) > (${cursor.tx}::xid8, ${cursor.eventId}::bigint)
      and tx < pg_snapshot_xmin(pg_current_snapshot())
    order by tx, id
    limit ${limit}
  `.execute(db);
  return rows.map((row) => ({
    id: Number(row.id),
    tx: row.tx,
    type: row.type,
    userId: row.user_id === null ? null : Number(row.user_id),
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    createdAt: new Date(row.created_at),
  }));
};

/** One increment of a counter: the metric of a player at a moment. */
export interface CounterStep {
  userId: number;
  metric: string;
  at: Date;
  value: number;
}

/**
 * Adds the steps to their counters, each under its moment's period keys (day, ISO week, month
 * in the operator's time zone `tz`, and lifetime), moved by the test clock's `offsetSeconds`:
 * one statement for a whole batch.
 */
export const addToCounters = async (
  trx: Db,
  steps: readonly CounterStep[],
  tz: string,
  offsetSeconds: number,
) => {
  if (steps.length === 0) return;
  await sql`
    insert into reward_counters (user_id, metric, period_key, value)
    select s.user_id, s.metric, k.period_key, sum(s.value)
    from unnest(
      ${sql.val(steps.map((s) => s.userId))}::bigint[],
      ${sql.val(steps.map((s) => s.metric))}::text[],
      ${sql.val(steps.map((s) => s.at.toISOString()))}::timestamptz[],
      ${sql.val(steps.map((s) => s.value))}::bigint[]
    ) as s (user_id, metric, at, value)
    cross join lateral unnest(
      reward_period_keys(s.at + make_interval(secs => ${offsetSeconds}), ${tz})
    ) as k (period_key)
    group by s.user_id, s.metric, k.period_key
    on conflict (user_id, metric, period_key)
    do update set value = reward_counters.value + excluded.value
  `.execute(trx);
};

/** A player's counters of the periods `at` falls in (moved by nothing: pass app_now()). */
export const countersAt = async (
  db: Db,
  userId: number,
  at: Date,
  tz: string,
): Promise<Record<string, number>> => {
  const { rows } = await sql<{ metric: string; period_key: string; value: string }>`
    select c.metric, c.period_key, c.value
    from reward_counters c
    where c.user_id = ${userId}
      and c.period_key = any (reward_period_keys(${at.toISOString()}::timestamptz, ${tz}))
  `.execute(db);
  const byKey: Record<string, number> = {};
  for (const row of rows) {
    const period = row.period_key === 'life' ? 'life' : row.period_key.slice(0, 1);
    byKey[`${row.metric}:${period}`] = Number(row.value);
  }
  return byKey;
};
