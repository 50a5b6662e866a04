import { sql } from 'kysely';
import type { Db } from '@/db/database';

/** Serialises the revisions of one setting's key (transaction-scoped). */
export const lockSettingRevisions = (db: Db, key: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`operator_settings:${key}`}))`.execute(db);

export const findLatestSettingRevision = (db: Db, key: string) =>
  db
    .selectFrom('operator_setting_revisions')
    .select(['revision', 'value'])
    .where('key', '=', key)
    .orderBy('revision', 'desc')
    .limit(1)
    .executeTakeFirst();

export const findSettingRevision = (db: Db, key: string, revision: number) =>
  db
    .selectFrom('operator_setting_revisions')
    .select(['revision', 'value'])
    .where('key', '=', key)
    .where('revision', '=', revision)
    .executeTakeFirst();

export const findSettingRevisionBefore = (db: Db, key: string, revision: number) =>
  db
    .selectFrom('operator_setting_revisions')
    .select(['revision', 'value'])
    .where('key', '=', key)
    .where('revision', '<', revision)
    .orderBy('revision', 'desc')
    .limit(1)
    .executeTakeFirst();

export const insertSettingRevision = (
  db: Db,
  row: {
    key: string;
    revision: number;
    value: unknown;
    actor: string | null;
    note: string;
    sections: readonly string[];
  },
) =>
  db
    .insertInto('operator_setting_revisions')
    .values({
      key: row.key,
      revision: row.revision,
      value: JSON.stringify(row.value),
      actor: row.actor,
      note: row.note,
      sections: [...row.sections],
    })
    .execute();

export const countSettingRevisions = async (db: Db, key: string): Promise<number> => {
  const row = await db
    .selectFrom('operator_setting_revisions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/** A page of one key's revisions, newest first, without their values. */
export const pageOfSettingRevisions = (
  db: Db,
  key: string,
  page: { limit: number; offset: number },
) =>
  db
    .selectFrom('operator_setting_revisions')
    .select(['revision', 'created_at as createdAt', 'actor', 'note', 'sections'])
    .where('key', '=', key)
    .orderBy('revision', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
