// The console's dashboard on a year of data (docs/console.md "Dashboards", ADR 0047), on the
// embedded PGlite (on disk, as the server opens it) and on PostgreSQL (DATABASE_URL, or the local server; skipped when none
// answers): DASH_PLAYERS players registered over the year and DASH_TRANSFERS ledger transfers
// spread over it (stakes, wins, deposits, payouts, rewards: the house's legs the dashboard
// reads). The rows are written set-based, shaped as the ledger writes them (balances are not
// kept: the dashboard never reads them). Then the rollup's catch-up of the last 90 days, and the
// dashboard's 30 days (today live, the closed days from daily_totals) DASH_RUNS times. Prints
// one JSON line: per database, the seed's size and time, the rollup's time, and the dashboard's
// median and p95 ms, before the rollup (every day from the rows) and after it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { dashboardAt, rollUpAt } from '../../apps/server/src/modules/reports/dashboard';
import { median, withScratchDatabase } from './pg-bench-kit';

const PLAYERS = Number(process.env.DASH_PLAYERS ?? 5_000);
const TRANSFERS = Number(process.env.DASH_TRANSFERS ?? 400_000);
const RUNS = Number(process.env.DASH_RUNS ?? 30);
const TIME_ZONE = 'Asia/Manila';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
};
const ms = (value: number) => Math.round(value * 10) / 10;
const since = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

/** A year of players and ledger transfers, the latest now. */
const seed = async (db: Db) => {
  await sql`
    insert into users (nickname, created_at)
    select 'bench' || g, now() - ((${PLAYERS} - g)::float / ${PLAYERS}) * interval '365 days'
    from generate_series(1, ${PLAYERS}) g
  `.execute(db);
  await sql`
    insert into ledger_accounts (user_id, kind, allow_negative)
    select id, k, false from users, unnest(array['coin', 'withdraw_hold']) k
  `.execute(db);
  await sql`
    insert into ledger_accounts (user_id, kind, allow_negative)
    select null, k, true
    from unnest(array['house:deposits', 'house:payouts', 'house:games', 'house:bonus',
      'house:promo:tasks']) k
    on conflict do nothing
  `.execute(db);
  // Of every hundred: 70 stakes, 18 wins, 6 deposits, 2 payouts, 4 rewards; a player's money
  // only after they registered.
  await sql`
    insert into ledger_transfers (idempotency_key, kind, user_id, request_hash, created_at)
    select 'bench:' || g,
      case when g % 100 < 70 then 'bet' when g % 100 < 88 then 'win'
        when g % 100 < 94 then 'deposit' when g % 100 < 96 then 'withdraw_paid'
        else 'reward_coin' end,
      1 + (g::bigint * 7919) % greatest(1, (g::bigint * ${PLAYERS}) / ${TRANSFERS}),
      '\\x00'::bytea,
      now() - ((${TRANSFERS} - g)::float / ${TRANSFERS}) * interval '365 days'
    from generate_series(1, ${TRANSFERS}) g
  `.execute(db);
  const amount = sql`(100 + t.id % 20000)`;
  const out = sql`t.kind in ('bet', 'withdraw_paid')`;
  // The player's leg, then the house's.
  await sql`
    insert into ledger_postings (transfer_id, account_id, amount, balance_after)
    select t.id, a.id, case when ${out} then -${amount} else ${amount} end, 0
    from ledger_transfers t
    join ledger_accounts a on a.user_id = t.user_id
      and a.kind = case t.kind when 'withdraw_paid' then 'withdraw_hold' else 'coin' end
  `.execute(db);
  await sql`
    insert into ledger_postings (transfer_id, account_id, amount, balance_after)
    select t.id, a.id, case when ${out} then ${amount} else -${amount} end, 0
    from ledger_transfers t
    join ledger_accounts a on a.user_id is null
      and a.kind = case t.kind when 'bet' then 'house:games' when 'win' then 'house:games'
        when 'deposit' then 'house:deposits' when 'withdraw_paid' then 'house:payouts'
        else 'house:promo:tasks' end
  `.execute(db);
  await sql`analyze`.execute(db);
};

const figures = async (db: Db) => {
  const seedStart = process.hrtime.bigint();
  await seed(db);
  const seedSeconds = since(seedStart) / 1000;
  const time = async () => {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = process.hrtime.bigint();
      await dashboardAt(db, TIME_ZONE, new Date(), 30);
      times.push(since(start));
    }
    return { median: ms(median(times)), p95: ms(percentile(times, 0.95)) };
  };
  const withoutSummary = await time();
  const rollStart = process.hrtime.bigint();
  let days = 0;
  for (;;) {
    const rolled = await rollUpAt(db, TIME_ZONE, new Date());
    if (rolled.length === 0) break;
    days += rolled.length;
  }
  const rollupMs = ms(since(rollStart));
  const dashboard = await time();
  const transfersToday = Number(
    (
      await sql<{ n: string }>`
        select count(*) as n from ledger_transfers
        where created_at >= (now() at time zone ${TIME_ZONE})::date::timestamp at time zone ${TIME_ZONE}
      `.execute(db)
    ).rows[0]!.n,
  );
  return {
    players: PLAYERS,
    transfers: TRANSFERS,
    transfersToday,
    seedSeconds: Math.round(seedSeconds),
    rollup: { days, ms: rollupMs },
    dashboardMs: dashboard,
    withoutSummaryMs: withoutSummary,
  };
};

/** The embedded database as the server opens it, in a scratch directory. */
const onPglite = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'lobby-dashboard-bench-'));
  const database = await openDatabase({ dataDir });
  try {
    await migrateToLatest(database.db);
    return await figures(database.db);
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
};

const onPostgres = async () => {
  try {
    return await withScratchDatabase(4, figures);
  } catch (error) {
    if (/ECONNREFUSED|connect/i.test(String(error))) return null;
    throw error;
  }
};

const main = async () => {
  const only = process.env.DASH_DB;
  const pglite = only === 'postgres' ? null : await onPglite();
  const postgres = only === 'pglite' ? null : await onPostgres();
  console.log(JSON.stringify({ pglite, postgres }));
};

await main();
