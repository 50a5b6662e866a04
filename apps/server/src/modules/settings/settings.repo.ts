import { sql } from 'kysely';
import type { Db } from '@/db/database';

export const findSetting = (db: Db, key: string) =>
  db
    .selectFrom('operator_settings')
    .select(['value', 'updated_at as updatedAt'])
    .where('key', '=', key)
    .executeTakeFirst();

export const upsertSetting = (db: Db, key: string, value: unknown) =>
  db
    .insertInto('operator_settings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: sql`now()` }),
    )
    .execute();
