import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema';

/** A Kysely handle on our schema; a transaction is one too, so repos take either. */
export type Db = Kysely<Database>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Db;
  readonly kind: DatabaseKind;
  /** Closes the pool or the embedded database. */
  close(): Promise<void>;
}

const INT8_OID = 20;

/**
 * The one place int8 (bigint, bigserial, count(*)) is parsed, for both drivers: a number when it
 * is a safe integer (every id and amount we store is), a BigInt otherwise so nothing is silently
 * rounded. `pg` would hand out strings and PGlite number-or-BigInt by size.
 */
export const parseInt8 = (text: string): number | bigint => {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : BigInt(text);
};

export const pgliteParsers = { [pgliteTypes.INT8]: parseInt8 };

const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * Kysely over one PGlite instance. kysely-pglite-dialect queues connection requests, so a
 * transaction holds the only connection until it ends and concurrent requests never interleave
 * inside it. The flip side: inside a transaction, use the transaction object only — a query on
 * the outer db waits for the connection the transaction holds, forever.
 */
export const kyselyOnPglite = (pglite: PGlite, onStatement?: StatementListener): Db =>
  new Kysely<Database>({ dialect: new PGliteDialect(pglite), ...logOption(onStatement) });

export const kyselyOnPool = (pool: pg.Pool, onStatement?: StatementListener): Db =>
  new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...logOption(onStatement) });

/**
 * Told of every statement sent to the database (BEGIN and COMMIT included), with its SQL and
 * parameters.
 */
export type StatementListener = (sql: string, parameters: readonly unknown[]) => void;

/**
 * Kysely's log hook, which sees every statement a connection executes, transactions' BEGIN and
 * COMMIT too. Tests count statements per call with it (test/statement-counter.ts).
 */
const logOption = (onStatement: StatementListener | undefined) =>
  onStatement
    ? {
        log: (event: LogEvent) => {
          onStatement(event.query.sql, event.query.parameters);
        },
      }
    : {};

export const createPgPool = (
  connectionString: string,
  max = 10,
  onIdleError: (error: Error) => void = () => {},
): pg.Pool => {
  const pool = new pg.Pool({ connectionString, max, types: pgTypes });
  // An idle connection that the server ends (restart, failover, a forced DROP DATABASE) is an
  // 'error' event on the pool; unhandled it would crash the process. The pool drops that
  // connection and the next query opens a new one; queries in flight get their own errors.
  pool.on('error', onIdleError);
  return pool;
};

/** Opens an embedded PGlite in `<dataDir>/pglite`, created on first use. */
export const openPglite = async (dataDir: string): Promise<PGlite> => {
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return PGlite.create(dir, { parsers: pgliteParsers });
};

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolMax?: number;
  /** Told when the server ends an idle connection (the pool recovers on its own). */
  onIdleError?: (error: Error) => void;
}

/** PostgreSQL when a URL is given, the embedded PGlite in dataDir otherwise. */
export const openDatabase = async (options: OpenDatabaseOptions): Promise<DatabaseHandle> => {
  if (options.databaseUrl) {
    const pool = createPgPool(options.databaseUrl, options.poolMax, options.onIdleError);
    const db = kyselyOnPool(pool);
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const pglite = await openPglite(options.dataDir);
  const db = kyselyOnPglite(pglite);
  return { db, kind: 'pglite', close: () => db.destroy() };
};

/** A transaction's handle → the db it was opened on and what waits for its commit. */
const commitHooks = new WeakMap<Db, { root: Db; hooks: (() => void)[] }>();

/**
 * Runs a commit hook so that it can never fail what has committed: a hook that throws (a socket
 * gone, a bus down) is reported, and the money call it follows still answers its success.
 */
const runHook = (hook: () => void) => {
  try {
    hook();
  } catch (error) {
    console.error('a hook after a commit failed (what committed stands)', error);
  }
};

/**
 * Runs fn in a transaction, or inside the caller's when db already is one (Kysely refuses to
 * nest). Inside fn use the handle it receives, never the outer db (see kyselyOnPglite). What
 * `afterCommit` registered on it runs once it has committed; a rolled-back one runs nothing.
 */
export const inTransaction = async <T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> => {
  if (db.isTransaction) return fn(db);
  const hooks: (() => void)[] = [];
  const result = await db.transaction().execute((trx) => {
    commitHooks.set(trx, { root: db, hooks });
    return fn(trx);
  });
  for (const hook of hooks) runHook(hook);
  return result;
};

/**
 * Runs `hook` once what `db` wrote is committed: at once outside a transaction (each statement
 * commits on its own), after the commit inside one (opened by inTransaction), never if it rolls
 * back. A hook tells others (a socket's nudge); one that throws is reported, never rethrown.
 */
export const afterCommit = (db: Db, hook: () => void) => {
  if (!db.isTransaction) return runHook(hook);
  const pending = commitHooks.get(db);
  if (!pending) throw new Error('a transaction not opened by inTransaction has no commit hooks');
  pending.hooks.push(hook);
};

/** The database a handle belongs to: the db a transaction was opened on, or db itself. */
export const rootDb = (db: Db): Db => commitHooks.get(db)?.root ?? db;
