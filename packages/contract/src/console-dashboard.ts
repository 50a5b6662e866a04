import { z } from 'zod';

/**
 * The console's dashboard (docs/console.md "Dashboards", ADR 0047): the operator's figures per
 * day in the reporting time zone, from the ledger and the registrations and rounds. Amounts in
 * hundredths.
 */

const Money = z.number().int();
const Count = z.number().int().min(0);

/** One day's figures. */
export const DashboardDay = z.object({
  /** The day, YYYY-MM-DD in the reporting time zone. */
  day: z.string(),
  /** Deposits credited: their sum and how many. */
  deposits: Money,
  depositCount: Count,
  /** Withdrawals paid out (net of the fee): their sum and how many. */
  withdrawals: Money,
  withdrawalCount: Count,
  /** Stakes taken and wins paid by every game (house games and providers' rounds). */
  bets: Money,
  wins: Money,
  /** Gross gaming revenue: bets − wins. */
  ggr: Money,
  /** What promotions and deposit bonuses paid out, net of what came back. */
  bonusCost: Money,
  newPlayers: Count,
  /** Players with a round or a credited deposit that day. */
  activePlayers: Count,
});
export type DashboardDay = z.infer<typeof DashboardDay>;

export const DashboardRequest = z.object({
  /** How many days the series covers, today included. */
  days: z.number().int().min(1).max(90).default(30),
});
export const DashboardAnswer = z.object({
  /** The IANA time zone the days are cut in. */
  timeZone: z.string(),
  /** Today so far (the series' last day). */
  today: DashboardDay,
  /** Oldest first, today last. */
  series: z.array(DashboardDay),
});
export type DashboardAnswer = z.infer<typeof DashboardAnswer>;
