import type { Db } from '../../db/database';

export const insertUser = (db: Db, nickname: string) =>
  db
    .insertInto('users')
    .values({ nickname })
    .returning(['id', 'uuid', 'nickname', 'created_at'])
    .executeTakeFirstOrThrow();

export const findUserById = (db: Db, id: number) =>
  db
    .selectFrom('users')
    .select(['id', 'uuid', 'nickname', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
