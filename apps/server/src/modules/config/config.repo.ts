import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Serialises config writers (seeding, updates) across connections and instances. */
const CONFIG_WRITE_LOCK = 7_320_001;

export const lockConfigWrites = (db: Db) =>
  sql`select pg_advisory_xact_lock(${CONFIG_WRITE_LOCK}::bigint)`.execute(db);

export const findLatestRevision = (db: Db) =>
  db
    .selectFrom('app_config')
    .select(['revision', 'content_hash as contentHash'])
    .orderBy('revision', 'desc')
    .limit(1)
    .executeTakeFirst();

export const findLatestConfig = (db: Db) =>
  db
    .selectFrom('app_config')
    .select(['revision', 'document', 'content_hash as contentHash'])
    .orderBy('revision', 'desc')
    .limit(1)
    .executeTakeFirst();

export const insertConfig = (
  db: Db,
  row: { revision: number; json: string; contentHash: string; note: string },
) =>
  db
    .insertInto('app_config')
    .values({
      revision: row.revision,
      document: row.json,
      content_hash: row.contentHash,
      note: row.note,
    })
    .execute();

export const countConfigRevisions = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('app_config')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};
