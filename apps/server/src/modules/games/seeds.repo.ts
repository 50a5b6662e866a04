import { sql } from 'kysely';
import { asCamel } from '@/db/camel-columns';
import type { Db } from '@/db/database';

/** The players' provably fair seed pairs and nonces (the built-in games). */

const seedColumns = asCamel([
  'user_id',
  'server_seed',
  'server_seed_hash',
  'client_seed',
  'nonce',
  'created_at',
]);

/** A player's current seed pair and the next nonce. */
export type Seeds = NonNullable<Awaited<ReturnType<typeof lockSeeds>>>;

export const insertSeedsIfMissing = (
  db: Db,
  seeds: { userId: number; serverSeed: string; serverSeedHash: string; clientSeed: string },
) =>
  db
    .insertInto('fair_seeds')
    .values({
      user_id: seeds.userId,
      server_seed: seeds.serverSeed,
      server_seed_hash: seeds.serverSeedHash,
      client_seed: seeds.clientSeed,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();

/** The player's seed row, locked: bets of one player take nonces one at a time. */
export const lockSeeds = async (db: Db, userId: number) => {
  const row = await db
    .selectFrom('fair_seeds')
    .select(seedColumns)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row ? { ...row, userId: Number(row.userId), nonce: Number(row.nonce) } : undefined;
};

export const findSeeds = (db: Db, userId: number) =>
  db
    .selectFrom('fair_seeds')
    .select(asCamel(['server_seed_hash', 'client_seed', 'nonce']))
    .where('user_id', '=', userId)
    .executeTakeFirst();

export const advanceNonce = (db: Db, userId: number, nonce: number) =>
  db
    .updateTable('fair_seeds')
    .set({ nonce: nonce + 1 })
    .where('user_id', '=', userId)
    .execute();

export const replaceSeeds = async (
  db: Db,
  old: Seeds,
  next: { serverSeed: string; serverSeedHash: string; clientSeed: string },
) => {
  await db
    .insertInto('fair_seeds_revealed')
    .values({
      user_id: old.userId,
      server_seed: old.serverSeed,
      server_seed_hash: old.serverSeedHash,
      client_seed: old.clientSeed,
      nonce: old.nonce,
      created_at: old.createdAt,
    })
    .execute();
  await db
    .updateTable('fair_seeds')
    .set({
      server_seed: next.serverSeed,
      server_seed_hash: next.serverSeedHash,
      client_seed: next.clientSeed,
      nonce: 0,
      created_at: sql<Date>`now()`,
    })
    .where('user_id', '=', old.userId)
    .execute();
};
