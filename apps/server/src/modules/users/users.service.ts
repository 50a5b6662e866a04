import type { Db } from '../../db/database';
import { findUserById, insertUser } from './users.repo';

/** The minimal user of this issue; the accounts issue extends the table and this service. */
export interface User {
  id: number;
  uuid: string;
  nickname: string;
  createdAt: Date;
}

const toUser = (row: { id: number; uuid: string; nickname: string; created_at: Date }): User => ({
  id: row.id,
  uuid: row.uuid,
  nickname: row.nickname,
  createdAt: row.created_at,
});

export const createUser = async (db: Db, input: { nickname: string }): Promise<User> =>
  toUser(await insertUser(db, input.nickname));

export const getUser = async (db: Db, id: number): Promise<User | null> => {
  const row = await findUserById(db, id);
  return row ? toUser(row) : null;
};
