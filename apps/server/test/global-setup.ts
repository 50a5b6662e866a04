import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { loadEnv, repoRoot } from '../src/config/env';
import { createPgPool, kyselyOnPglite, kyselyOnPool, pgliteParsers } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { adminUrl, quoteIdent, templateName } from './pg-names';

const here = dirname(fileURLToPath(import.meta.url));
const dbDir = resolve(here, '../src/db');

/**
 * Changes whenever a migration, a function's file or PGlite changes, so a stale template is never
 * reused.
 */
const schemaFingerprint = () => {
  const hash = createHash('sha256');
  for (const file of ['migrate.ts', 'sql-functions.ts'])
    hash.update(readFileSync(join(dbDir, file)));
  for (const folder of ['migrations', 'functions']) {
    const dir = join(dbDir, folder);
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
      const path = join(dir, file);
      if (statSync(path).isFile()) hash.update(join(folder, file)).update(readFileSync(path));
    }
  }
  const pglitePackage = JSON.parse(
    readFileSync(join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  return hash.update(pglitePackage.version).digest('hex').slice(0, 16);
};

/**
 * A migrated PGlite data directory, dumped to a tarball that every test file loads into its
 * own in-memory PGlite: creating one from scratch takes seconds, loading a dump a fraction.
 * Kept in .data-test/ between runs, keyed by the migrations' fingerprint.
 */
const preparePgliteTemplate = async (): Promise<string> => {
  const dir = join(repoRoot, '.data-test');
  const file = join(dir, `pglite-${schemaFingerprint()}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create({ parsers: pgliteParsers });
  const db = kyselyOnPglite(pglite);
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  renameSync(temporary, file);
  return file;
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Databases left by runs that were killed: named after a process that no longer exists. */
const dropLeftovers = async (admin: ReturnType<typeof createPgPool>, databaseUrl: string) => {
  const prefix = templateName(databaseUrl, 0).replace(/_tpl_0$/, '');
  const { rows } = await admin.query<{ datname: string }>(
    'select datname from pg_database where datname like $1',
    [`${prefix.replaceAll('_', '\\_')}\\_t%`],
  );
  for (const { datname } of rows) {
    const match = /_(?:tpl|t)_(\d+)(?:_[0-9a-f]+)?$/.exec(datname);
    if (match && !isAlive(Number(match[1]))) {
      await admin.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
    }
  }
};

/** A migrated database on the PostgreSQL server that test files copy (CREATE DATABASE … TEMPLATE). */
const preparePgTemplate = async (databaseUrl: string) => {
  const template = templateName(databaseUrl, process.pid);
  const admin = createPgPool(adminUrl(databaseUrl), 1);
  await dropLeftovers(admin, databaseUrl);
  await admin.query(`drop database if exists ${quoteIdent(template)} with (force)`);
  await admin.query(`create database ${quoteIdent(template)}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${template}`;
  const db = kyselyOnPool(createPgPool(url.toString(), 1));
  await migrateToLatest(db);
  await db.destroy();
  return {
    template,
    drop: async () => {
      await admin.query(`drop database if exists ${quoteIdent(template)} with (force)`);
      await admin.end();
    },
  };
};

export default async function setup(project: TestProject) {
  const env = loadEnv();
  project.provide('pgliteTemplate', await preparePgliteTemplate());
  if (!env.DATABASE_URL) {
    project.provide('pgTemplate', null);
    return;
  }
  const { template, drop } = await preparePgTemplate(env.DATABASE_URL);
  project.provide('pgTemplate', template);
  return drop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite dump. */
    pgliteTemplate: string;
    /** Name of the migrated template database when DATABASE_URL is set. */
    pgTemplate: string | null;
  }
}
