import { sql } from 'kysely';
import type { DashboardDay } from '@lobby/contract/console-dashboard';
import type { Db } from '../../db/database';

/**
 * One day's figures computed from the rows themselves (docs/console.md "Dashboards"): the house's
 * side of each ledger transfer says what moved — deposits credited (house:deposits, kind
 * deposit), withdrawals paid (house:payouts, net of the fee), every game's stakes and wins
 * (house:games: the seamless wallet's rounds and the house games alike; a rollback nets out),
 * bonus cost (the rewards activities' house:promo:* and the deposit bonuses' house:bonus) — and
 * active players are those a deposit or a round names; new players are the registrations.
 */

/** Days are `YYYY-MM-DD` in the reporting time zone. */
export type Day = string;

const DAY_MS = 86_400_000;

/** The day `n` days after `day` (calendar arithmetic, no time zone in it). */
export const addDays = (day: Day, n: number): Day =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The days from `from` to `to`, both included. */
export const daysFrom = (from: Day, to: Day): Day[] => {
  const days: Day[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
};

export const emptyDay = (day: Day): DashboardDay => ({
  day,
  deposits: 0,
  depositCount: 0,
  withdrawals: 0,
  withdrawalCount: 0,
  bets: 0,
  wins: 0,
  ggr: 0,
  bonusCost: 0,
  newPlayers: 0,
  activePlayers: 0,
});

/** The start of `day` in `timeZone`, as an SQL timestamptz. */
export const dayStart = (timeZone: string, day: Day) =>
  sql`(${day}::date::timestamp at time zone ${timeZone})`;

/**
 * The figures of the days from `from` to `to` (both included) in `timeZone`, each day's from its
 * rows: two range scans, of the ledger's transfers and of the registrations, by their time.
 */
export const liveFigures = async (
  db: Db,
  timeZone: string,
  from: Day,
  to: Day,
): Promise<Map<Day, DashboardDay>> => {
  const start = dayStart(timeZone, from);
  const end = dayStart(timeZone, addDays(to, 1));
  const dayOf = (column: string) => sql`(${sql.ref(column)} at time zone ${timeZone})::date::text`;
  const [money, players] = await Promise.all([
    sql<{
      day: Day;
      deposits: string | number;
      deposit_count: string | number;
      withdrawals: string | number;
      withdrawal_count: string | number;
      bets: string | number;
      wins: string | number;
      bonus: string | number;
      active: string | number;
    }>`
      select ${dayOf('t.created_at')} as day,
        coalesce(sum(-h.amount) filter (where h.kind = 'house:deposits' and t.kind = 'deposit'), 0)
          as deposits,
        count(*) filter (where h.kind = 'house:deposits' and t.kind = 'deposit') as deposit_count,
        coalesce(sum(h.amount) filter (where h.kind = 'house:payouts' and t.kind = 'withdraw_paid'), 0)
          as withdrawals,
        count(*) filter (where h.kind = 'house:payouts' and t.kind = 'withdraw_paid')
          as withdrawal_count,
        coalesce(sum(h.amount) filter (where h.kind = 'house:games' and h.amount > 0), 0) as bets,
        coalesce(sum(-h.amount) filter (where h.kind = 'house:games' and h.amount < 0), 0) as wins,
        coalesce(sum(-h.amount) filter (
          where h.kind = 'house:bonus' or h.kind like 'house:promo:%'
        ), 0) as bonus,
        count(distinct t.user_id) filter (
          where h.kind = 'house:games' or (h.kind = 'house:deposits' and t.kind = 'deposit')
        ) as active
      from (
        select id, kind, user_id, created_at from ledger_transfers
        where created_at >= ${start} and created_at < ${end}
      ) t
      -- Each transfer's house legs by its key (offset 0 keeps the planner from starting at the
      -- house accounts instead, whose postings are most of the ledger).
      cross join lateral (
        select a.kind, p.amount
        from ledger_postings p join ledger_accounts a on a.id = p.account_id
        where p.transfer_id = t.id and a.user_id is null
        offset 0
      ) as h
      group by 1
    `.execute(db),
    sql<{ day: Day; registered: string | number }>`
      select ${dayOf('created_at')} as day, count(*) as registered
      from users
      where created_at >= ${start} and created_at < ${end}
      group by 1
    `.execute(db),
  ]);
  const days = new Map(daysFrom(from, to).map((day) => [day, emptyDay(day)]));
  for (const r of money.rows) {
    const d = days.get(r.day);
    if (!d) continue;
    Object.assign(d, {
      deposits: Number(r.deposits),
      depositCount: Number(r.deposit_count),
      withdrawals: Number(r.withdrawals),
      withdrawalCount: Number(r.withdrawal_count),
      bets: Number(r.bets),
      wins: Number(r.wins),
      ggr: Number(r.bets) - Number(r.wins),
      bonusCost: Number(r.bonus),
      activePlayers: Number(r.active),
    });
  }
  for (const r of players.rows) {
    const d = days.get(r.day);
    if (d) d.newPlayers = Number(r.registered);
  }
  return days;
};
