import { sql } from 'kysely';
import type { Db } from '@/db/database';

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
  row: {
    revision: number;
    json: string;
    contentHash: string;
    note: string;
    actor?: string | null;
    sections?: readonly string[];
  },
) =>
  db
    .insertInto('app_config')
    .values({
      revision: row.revision,
      document: row.json,
      content_hash: row.contentHash,
      note: row.note,
      actor: row.actor ?? null,
      sections: [...(row.sections ?? [])],
    })
    .execute();

/** One revision's document. */
export const findConfigRevision = (db: Db, revision: number) =>
  db
    .selectFrom('app_config')
    .select(['revision', 'document'])
    .where('revision', '=', revision)
    .executeTakeFirst();

/** The revision just before `revision` (null for the first). */
export const findConfigRevisionBefore = (db: Db, revision: number) =>
  db
    .selectFrom('app_config')
    .select(['revision', 'document'])
    .where('revision', '<', revision)
    .orderBy('revision', 'desc')
    .limit(1)
    .executeTakeFirst();

/** A page of revisions, newest first, without their documents. */
export const pageOfConfigRevisions = (db: Db, page: { limit: number; offset: number }) =>
  db
    .selectFrom('app_config')
    .select(['revision', 'created_at as createdAt', 'actor', 'note', 'sections'])
    .orderBy('revision', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const countConfigRevisions = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('app_config')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};
