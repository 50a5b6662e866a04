import { createHash } from 'node:crypto';
import { CompiledQuery, type QueryResult } from 'kysely';
import type { Db } from './database';
import { sqlStateOf } from './errors';

/**
 * A hot read whose only parameter is a bigint id, prepared once per database connection and
 * then executed by name (docs/adr/0027). Planning a select of many correlated subqueries costs
 * several times its execution; a prepared statement is planned once per connection (PostgreSQL
 * keeps a generic plan after a few runs), so each call pays only for running it.
 *
 * `text` is the statement with `$1` for the id. The id is written into EXECUTE as an integer
 * literal (EXECUTE takes no bind parameters); `Number.isSafeInteger` guards it. A connection
 * that has not prepared the statement yet (a new pool connection, a server restart, a pooler
 * that moved us) answers 26000 and is prepared then; if the statement still cannot be executed
 * by name, the plain statement runs instead.
 */
export const preparedById = <Row>(text: string) => {
  const name = `hot_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  const prepare = CompiledQuery.raw(`prepare ${name}(bigint) as ${text}`);
  return async (db: Db, id: number): Promise<QueryResult<Row>> => {
    if (!Number.isSafeInteger(id)) throw new Error(`not an id: ${id}`);
    const execute = CompiledQuery.raw(`execute ${name}(${id})`);
    return db.connection().execute(async (connection) => {
      try {
        return await connection.executeQuery<Row>(execute);
      } catch (error) {
        if (sqlStateOf(error) !== '26000') throw error;
      }
      try {
        await connection.executeQuery(prepare);
        return await connection.executeQuery<Row>(execute);
      } catch (error) {
        // 42P05: prepared meanwhile on this connection; anything else: run it plainly.
        if (sqlStateOf(error) !== '42P05' && sqlStateOf(error) !== '26000') throw error;
        return connection.executeQuery<Row>(CompiledQuery.raw(text, [id]));
      }
    });
  };
};
