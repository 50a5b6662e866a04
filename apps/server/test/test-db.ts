import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { loadEnv } from '../src/config/env';
import {
  createPgPool,
  kyselyOnPglite,
  kyselyOnPool,
  pgliteParsers,
  type DatabaseHandle,
  type StatementListener,
} from '../src/db/database';
import { adminUrl, fileDatabaseName, quoteIdent, urlOf } from './pg-names';
import { useOpened } from './use-opened';

let pgliteDump: Buffer | undefined;

/** A fresh, migrated, in-memory PGlite: the global template's dump, loaded. */
export const createPgliteTestDatabase = async (
  onStatement?: StatementListener,
): Promise<DatabaseHandle> => {
  pgliteDump ??= readFileSync(inject('pgliteTemplate'));
  const pglite = await PGlite.create({
    loadDataDir: new Blob([pgliteDump]),
    parsers: pgliteParsers,
  });
  const db = kyselyOnPglite(pglite, onStatement);
  return { db, kind: 'pglite', close: () => db.destroy() };
};

/** A fresh, migrated database on the PostgreSQL server, copied from the run's template. */
const createPostgresTestDatabase = async (
  databaseUrl: string,
  onStatement?: StatementListener,
): Promise<DatabaseHandle> => {
  const template = inject('pgTemplate');
  if (!template) throw new Error('global setup prepared no PostgreSQL template');
  const name = fileDatabaseName(databaseUrl, `${process.pid}_${randomBytes(4).toString('hex')}`);
  const admin = createPgPool(adminUrl(databaseUrl), 1);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`);
        break;
      } catch (error) {
        // Two files copying the template at the same instant: wait and retry.
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    await admin.query(`alter database ${quoteIdent(name)} set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const db = kyselyOnPool(createPgPool(urlOf(databaseUrl, name), 10), onStatement);
  return {
    db,
    kind: 'postgres',
    close: async () => {
      await db.destroy();
      const dropper = createPgPool(adminUrl(databaseUrl), 1);
      await dropper.query(`drop database if exists ${quoteIdent(name)} with (force)`);
      await dropper.end();
    },
  };
};

/** A fresh, migrated database for one test file: PostgreSQL when DATABASE_URL is set, else PGlite. */
export const createTestDatabase = (onStatement?: StatementListener): Promise<DatabaseHandle> => {
  const { DATABASE_URL } = loadEnv();
  return DATABASE_URL
    ? createPostgresTestDatabase(DATABASE_URL, onStatement)
    : createPgliteTestDatabase(onStatement);
};

/** The database of a file (or of a describe block): created in beforeAll, closed in afterAll. */
export const useTestDatabase = (onStatement?: StatementListener): DatabaseHandle =>
  useOpened(
    () => createTestDatabase(onStatement),
    (database) => database.close(),
  );
