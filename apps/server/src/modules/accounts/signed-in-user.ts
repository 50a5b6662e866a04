import type { Db } from '@/db/database';
import { AppError, ErrorCode } from '@/core/app-error';
import { findUserById, type User } from './accounts.repo';

/** The row of a signed-in player; a user gone since the session began is a 401. */
export const signedInUser = async (db: Db, id: number): Promise<User> => {
  const user = await findUserById(db, id);
  if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
  return user;
};
