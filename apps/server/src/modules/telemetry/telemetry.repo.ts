import { sql } from 'kysely';
import { asCamel } from '@/db/camel-columns';
import type { Db } from '@/db/database';

/** Serialises partition creation across connections and instances. */
const PARTITION_LOCK = 7_320_002;

/** A calendar month in UTC, as the key of its partition. */
export interface Month {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
}

export const partitionName = ({ year, month }: Month) =>
  `event_log_y${year}m${String(month).padStart(2, '0')}`;

const monthStart = ({ year, month }: Month) => new Date(Date.UTC(year, month - 1, 1));

export const nextMonth = ({ year, month }: Month): Month =>
  month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };

/** The names of event_log's partitions that exist now. */
export const listPartitions = async (db: Db): Promise<string[]> => {
  const { rows } = await sql<{ name: string }>`
    select child.relname as name
    from pg_inherits
    join pg_class parent on parent.oid = pg_inherits.inhparent
    join pg_class child on child.oid = pg_inherits.inhrelid
    where parent.relname = 'event_log'
  `.execute(db);
  return rows.map((row) => row.name);
};

/**
 * Creates the month's partition when missing. Bounds and name come from integers, never from
 * input, and DDL takes no bind parameters, hence sql.raw.
 */
export const createMonthPartition = async (db: Db, month: Month) => {
  await sql`select pg_advisory_xact_lock(${PARTITION_LOCK}::bigint)`.execute(db);
  const from = monthStart(month).toISOString();
  const to = monthStart(nextMonth(month)).toISOString();
  await sql
    .raw(
      `create table if not exists ${partitionName(month)} partition of event_log ` +
        `for values from ('${from}') to ('${to}')`,
    )
    .execute(db);
};

/** One event as it is stored (short keys: the fields of the event's own columns). */
export interface EventRecord {
  /** eventTime, seconds */
  t: number;
  n: string;
  c: string;
  a: string;
  v: string;
  u: string;
  p: Record<string, string | number | boolean> | null;
}

/** What a whole batch shares: who sent it and how. */
export interface BatchSource {
  userId: number | null;
  ip: string | null;
  appId: string | null;
  channel: string | null;
  clientReferrer: string | null;
  platform: number | null;
  appVersion: string | null;
  requestId: string | null;
}

/**
 * One multi-row INSERT for a whole batch. The events travel column-wise, one array parameter
 * per column that PostgreSQL unnests, so the statement text is the same for every batch size
 * and a row costs an array element per column: on PGlite about a third of the per-row cost of
 * the jsonb_to_recordset form this replaced (docs/adr/0005), which parsed a JSON document and
 * then each field out of it.
 */
export const insertEvents = (db: Db, events: readonly EventRecord[], source: BatchSource) => {
  const count = events.length;
  const times = new Array<number>(count);
  const names = new Array<string>(count);
  const channels = new Array<string>(count);
  const appIds = new Array<string>(count);
  const versions = new Array<string>(count);
  const userIds = new Array<string>(count);
  const params = new Array<string | null>(count);
  for (let i = 0; i < count; i++) {
    const event = events[i]!;
    times[i] = event.t;
    names[i] = event.n;
    channels[i] = event.c;
    appIds[i] = event.a;
    versions[i] = event.v;
    userIds[i] = event.u;
    params[i] = event.p ? JSON.stringify(event.p) : null;
  }
  return sql`
    insert into event_log (
      event_time, event_name, channel, app_id, version, event_user_id, params,
      user_id, ip, body_app_id, body_channel, client_referrer, platform, app_version, request_id
    )
    select
      to_timestamp(e.t), e.n, e.c, e.a, e.v, e.u, e.p,
      ${source.userId}::bigint, ${source.ip}::inet, ${source.appId}::text, ${source.channel}::text,
      ${source.clientReferrer}::text, ${source.platform}::smallint, ${source.appVersion}::text,
      ${source.requestId}::text
    from unnest(
      ${times}::bigint[], ${names}::text[], ${channels}::text[], ${appIds}::text[],
      ${versions}::text[], ${userIds}::text[], ${params}::jsonb[]
    ) as e(t, n, c, a, v, u, p)
  `.execute(db);
};

/** The newest stored events, optionally of one name (development endpoint). */
export const recentEvents = (db: Db, { eventName, limit }: { eventName?: string; limit: number }) =>
  db
    .selectFrom('event_log')
    .select(
      asCamel([
        'event_time',
        'event_name',
        'channel',
        'app_id',
        'version',
        'event_user_id',
        'params',
      ]),
    )
    .$if(eventName !== undefined, (query) => query.where('event_name', '=', eventName!))
    .orderBy('event_time', 'desc')
    .limit(limit)
    .execute();
