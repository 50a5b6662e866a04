import { sql } from 'kysely';
import type { Db } from './database';

/**
 * A page of one user's rows of a table, counted up to a cap: what the console's player pages
 * read from the tables each module keeps, on the (user_id, …) index each such table has.
 */
export interface Paging {
  limit: number;
  offset: number;
  countCap: number;
}

/** A user's rows of a table counted up to the cap, as a column of the page's statement. */
export const cappedUserRows = (table: string, userId: number, cap: number) =>
  sql<string>`(select count(*) from (select 1 from ${sql.table(table)} where user_id = ${userId} limit ${cap}) c)`;

/** The same count on its own: a page past the end has no row to carry it. */
export const countUserRows = async (db: Db, table: string, userId: number, cap: number) =>
  Number(
    (await sql<{ n: string }>`select ${cappedUserRows(table, userId, cap)} as n`.execute(db))
      .rows[0]!.n,
  );
