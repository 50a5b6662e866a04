import { sql } from 'kysely';
import type { DashboardDay } from '@lobby/contract/console-dashboard';
import type { Db } from '@/db/database';
import { houseLegsPerDay } from '@/ledger/ledger';
import { registrationsPerDay } from '../accounts/accounts.reads';

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
 * rows: two range scans, of the ledger's transfers and of the registrations, by their time (the
 * ledger's and the accounts' reads, one statement each).
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
    houseLegsPerDay(db, dayOf, start, end),
    registrationsPerDay(db, dayOf, start, end),
  ]);
  const days = new Map(daysFrom(from, to).map((day) => [day, emptyDay(day)]));
  for (const r of money) {
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
  for (const r of players) {
    const d = days.get(r.day);
    if (d) d.newPlayers = Number(r.registered);
  }
  return days;
};
