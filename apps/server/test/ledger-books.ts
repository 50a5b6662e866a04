import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../src/db/database';

/**
 * The ledger's books hold: every account's balance is the sum of its postings, all balances and
 * every transfer's postings sum to zero, no player balance is negative, and every transfer that
 * moves a player's account names that player (their records list the transfers naming them).
 */
export const expectBooksBalanced = async (db: Db) => {
  const drift = await sql<{ id: number }>`
    select a.id from ledger_accounts a
    left join ledger_postings p on p.account_id = a.id
    group by a.id, a.balance having a.balance <> coalesce(sum(p.amount), 0)
  `.execute(db);
  expect(drift.rows, 'balances that are not the sum of their postings').toEqual([]);
  const total = await sql<{ sum: string | null }>`
    select sum(balance) as sum from ledger_accounts
  `.execute(db);
  expect(Number(total.rows[0]!.sum ?? 0), 'the sum of all balances').toBe(0);
  const unbalanced = await sql<{ transfer_id: number }>`
    select transfer_id from ledger_postings group by transfer_id having sum(amount) <> 0
  `.execute(db);
  expect(unbalanced.rows, 'transfers whose legs do not sum to zero').toEqual([]);
  const negative = await sql<{ id: number }>`
    select id from ledger_accounts where user_id is not null and balance < 0
  `.execute(db);
  expect(negative.rows, 'negative player balances').toEqual([]);
  const unnamed = await sql<{ transfer_id: number }>`
    select p.transfer_id from ledger_postings p
    join ledger_accounts a on a.id = p.account_id
    join ledger_transfers t on t.id = p.transfer_id
    where a.user_id is not null and t.user_id is distinct from a.user_id
  `.execute(db);
  expect(unnamed.rows, 'transfers moving a player’s money without naming them').toEqual([]);
};
