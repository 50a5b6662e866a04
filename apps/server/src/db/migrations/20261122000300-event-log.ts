import { sql, type Kysely } from 'kysely';

// Client telemetry, range-partitioned by month on the event's time. Monthly partitions are
// created ahead by the telemetry service (at boot, daily, and for any month a batch touches), so
// no DEFAULT partition exists: a row can only land in a month that has its own table, and old
// months can be detached or dropped whole. Append-only, so no index beyond the partitioning.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table event_log (
      event_time timestamptz not null,
      received_at timestamptz not null default now(),
      event_name text not null,
      channel text not null,
      app_id text not null,
      version text not null,
      event_user_id text not null,
      params jsonb,
      user_id bigint,
      ip inet,
      body_app_id text,
      body_channel text,
      client_referrer text,
      platform smallint,
      app_version text,
      request_id text
    ) partition by range (event_time)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table event_log`.execute(db);
}
