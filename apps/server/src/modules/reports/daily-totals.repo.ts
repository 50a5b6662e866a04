import { sql } from 'kysely';
import type { DashboardDay } from '@lobby/contract/console-dashboard';
import type { Db } from '@/db/database';
import { emptyDay, type Day } from './daily-figures';

/**
 * `daily_totals`: a day's figures as rows per metric (ADR 0047). A day's rows are final when
 * they were rolled up at least the grace after the day ended: later than any transaction that
 * began in the day could still commit a row stamped with it. Rows rolled up sooner are rolled
 * again; until then the day is computed from its rows.
 */

/** How long after a day ends its rows may still be committing (a transaction's start time). */
export const ROLLUP_GRACE_SECONDS = 10 * 60;

type Metric = 'deposits' | 'withdrawals' | 'bets' | 'wins' | 'bonus' | 'new' | 'active';

const rowsOf = (d: DashboardDay): { metric: Metric; amount: number; count: number }[] => [
  { metric: 'deposits', amount: d.deposits, count: d.depositCount },
  { metric: 'withdrawals', amount: d.withdrawals, count: d.withdrawalCount },
  { metric: 'bets', amount: d.bets, count: 0 },
  { metric: 'wins', amount: d.wins, count: 0 },
  { metric: 'bonus', amount: d.bonusCost, count: 0 },
  { metric: 'new', amount: 0, count: d.newPlayers },
  { metric: 'active', amount: 0, count: d.activePlayers },
];

/** The final days' figures between `from` and `to` (both included). */
export const finalTotals = async (db: Db, timeZone: string, from: Day, to: Day) => {
  const { rows } = await sql<{ day: Day; metric: Metric; amount: string; count: string }>`
    select day::text as day, metric, amount, count
    from daily_totals
    where time_zone = ${timeZone} and day between ${from}::date and ${to}::date
      and rolled_at >= ((day + 1)::timestamp at time zone ${timeZone})
        + make_interval(secs => ${ROLLUP_GRACE_SECONDS})
  `.execute(db);
  const days = new Map<Day, DashboardDay>();
  for (const r of rows) {
    const d = days.get(r.day) ?? emptyDay(r.day);
    days.set(r.day, d);
    const amount = Number(r.amount);
    const count = Number(r.count);
    if (r.metric === 'deposits') Object.assign(d, { deposits: amount, depositCount: count });
    if (r.metric === 'withdrawals')
      Object.assign(d, { withdrawals: amount, withdrawalCount: count });
    if (r.metric === 'bets') d.bets = amount;
    if (r.metric === 'wins') d.wins = amount;
    if (r.metric === 'bonus') d.bonusCost = amount;
    if (r.metric === 'new') d.newPlayers = count;
    if (r.metric === 'active') d.activePlayers = count;
  }
  for (const d of days.values()) d.ggr = d.bets - d.wins;
  return days;
};

/** The closed days from `from` to `to` whose rows are missing or not final. */
export const daysToRoll = async (db: Db, timeZone: string, from: Day, to: Day) =>
  (
    await sql<{ day: Day }>`
      select d::date::text as day
      from generate_series(${from}::date, ${to}::date, interval '1 day') d
      where not exists (
        select 1 from daily_totals t
        where t.time_zone = ${timeZone} and t.day = d::date and t.metric = 'deposits'
          and t.rolled_at >= ((d::date + 1)::timestamp at time zone ${timeZone})
            + make_interval(secs => ${ROLLUP_GRACE_SECONDS})
      )
      order by 1
    `.execute(db)
  ).rows.map((r) => r.day);

/** Writes (or rewrites) the days' rows, stamped rolled up at `rolledAt`. */
export const upsertTotals = async (
  db: Db,
  timeZone: string,
  days: readonly DashboardDay[],
  rolledAt: Date,
) => {
  const rows = days.flatMap((d) => rowsOf(d).map((r) => ({ day: d.day, ...r })));
  if (rows.length === 0) return;
  await sql`
    insert into daily_totals (time_zone, day, metric, amount, count, rolled_at)
    select ${timeZone}, r.day, r.metric, r.amount, r.count, ${rolledAt}::timestamptz
    from unnest(
      ${sql.val(rows.map((r) => r.day))}::date[],
      ${sql.val(rows.map((r) => r.metric))}::text[],
      ${sql.val(rows.map((r) => r.amount))}::bigint[],
      ${sql.val(rows.map((r) => r.count))}::bigint[]
    ) as r (day, metric, amount, count)
    on conflict (time_zone, day, metric) do update
      set amount = excluded.amount, count = excluded.count, rolled_at = excluded.rolled_at
  `.execute(db);
};
