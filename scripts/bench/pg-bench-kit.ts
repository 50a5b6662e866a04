// What the PostgreSQL benchmarks share: a scratch database per run, the concurrent loop that
// counts completed steps per second, and medians.
import { randomBytes } from 'node:crypto';
import {
  createPgPool,
  kyselyOnPool,
  type Db,
  type StatementListener,
} from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';

export const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const seconds = Number(process.env.LEDGER_SECONDS ?? 4);
export const rounds = Number(process.env.LEDGER_ROUNDS ?? 3);

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * Runs `work` on a fresh, migrated database of its own, dropped afterwards; `onStatement` is told
 * of every statement sent.
 */
export const withScratchDatabase = async <T>(
  poolSize: number,
  work: (db: Db) => Promise<T>,
  onStatement?: StatementListener,
) => {
  const name = `lobby_bench_${randomBytes(4).toString('hex')}`;
  const admin = createPgPool(databaseUrl, 1);
  await admin.query(`create database ${name}`);
  await admin.end();
  const db: Db = kyselyOnPool(createPgPool(withDatabase(databaseUrl, name), poolSize), onStatement);
  try {
    await migrateToLatest(db);
    return await work(db);
  } finally {
    await db.destroy();
    const dropper = createPgPool(databaseUrl, 1);
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  }
};

/** Runs `step(client, i)` in `clients` loops for `seconds`; answers completed steps per second. */
export const rate = async (clients: number, step: (client: number, i: number) => Promise<void>) => {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; Date.now() < until; i++) {
        await step(client, i);
        done++;
      }
    }),
  );
  return done / seconds;
};

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
