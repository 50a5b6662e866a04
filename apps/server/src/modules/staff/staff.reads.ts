import { sql, type RawBuilder } from 'kysely';

/**
 * What other modules may read of the staff: a member's name as an SQL piece of their id (a
 * column or a value) for another module's one statement, so only this module names `staff`.
 */

/** The staff member's name (null for no member, or a null id). */
export const staffNameSql = (staffId: number | RawBuilder<unknown>) =>
  sql<string | null>`(select name from staff where id = ${staffId})`;
