import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';
import { promotionsAccount, type HouseAccount } from './ledger-accounts';

/**
 * The ledger's reads across players, for the operator's tools (the console's money and reports
 * tools, the ops CLI, the test kits): the house's side of what moved. Only the ledger names its
 * tables; these are its reads, each one statement as its caller had it.
 */

/** Every activity's promotions account is this and the activity's name. */
const PROMO_PREFIX = promotionsAccount('');

/** What each activity's promotions account has paid out (hundredths), by activity. */
export const promotionsSpent = async (db: Db) =>
  (
    await db
      .selectFrom('ledger_accounts')
      .select(['kind', 'balance'])
      .where('user_id', 'is', null)
      .where('kind', 'like', `${PROMO_PREFIX}%`)
      .orderBy('kind')
      .execute()
  ).map((row) => ({
    activity: row.kind.slice(PROMO_PREFIX.length),
    spent: -Number(row.balance),
  }));

/**
 * What each activity's promotions account paid out in [from, to): its postings of the
 * transfers made in the range, negated, by activity.
 */
export const promotionsSpentBetween = async (db: Db, from: Date, to: Date) =>
  (
    await db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .innerJoin('ledger_transfers as t', 't.id', 'p.transfer_id')
      .select(['a.kind', sql<string>`-sum(p.amount)`.as('cost')])
      .where('a.user_id', 'is', null)
      .where('a.kind', 'like', `${PROMO_PREFIX}%`)
      .where('t.created_at', '>=', from)
      .where('t.created_at', '<', to)
      .groupBy('a.kind')
      .execute()
  ).map((row) => ({ activity: row.kind.slice(PROMO_PREFIX.length), cost: Number(row.cost) }));

/**
 * The postings on a house clearing account of the transfers of `transferKind` whose key is
 * `<prefix><orderNo>`, made in [from, to), summed by order: the ledger's side of a
 * reconciliation, each with its order number.
 */
export const clearingLines = (
  db: Db,
  line: { account: HouseAccount; transferKind: string; prefix: string; from: Date; to: Date },
) =>
  db
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_postings as p', 'p.transfer_id', 't.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select([
      sql<string>`substr(t.idempotency_key, ${line.prefix.length + 1}::int)`.as('orderNo'),
      sql<string>`sum(p.amount)`.as('amount'),
    ])
    .where('a.user_id', 'is', null)
    .where('a.kind', '=', line.account)
    .where('t.kind', '=', line.transferKind)
    .where('t.idempotency_key', 'like', `${line.prefix}%`)
    .where('t.created_at', '>=', line.from)
    .where('t.created_at', '<', line.to)
    .groupBy('t.idempotency_key')
    .execute();

/** A day's sums of the house's legs (houseLegsPerDay). */
export interface HouseDay {
  day: string;
  deposits: string | number;
  deposit_count: string | number;
  withdrawals: string | number;
  withdrawal_count: string | number;
  bets: string | number;
  wins: string | number;
  bonus: string | number;
  active: string | number;
}

/**
 * The house's side of each transfer made in [start, end) (SQL timestamps), summed per day as
 * `dayOf` puts a timestamp column (the caller's time zone): deposits credited (house:deposits,
 * kind deposit), withdrawals paid (house:payouts, net of the fee), every game's stakes and wins
 * (house:games; a rollback nets out), bonus cost (house:bonus and the activities'
 * house:promo:*), and the players a deposit or a round names. One range scan of the transfers
 * by their time.
 */
export const houseLegsPerDay = async (
  db: Db,
  dayOf: (column: string) => RawBuilder<unknown>,
  start: RawBuilder<unknown>,
  end: RawBuilder<unknown>,
) =>
  (
    await sql<HouseDay>`
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
    `.execute(db)
  ).rows;

/** The transfers under these keys, by id: each key's kind (a test kit's check of what moved). */
export const transfersUnder = (db: Db, keys: readonly string[]) =>
  db
    .selectFrom('ledger_transfers')
    .select(['idempotency_key as key', 'kind'])
    .where('idempotency_key', 'in', [...keys])
    .orderBy('id')
    .execute();
