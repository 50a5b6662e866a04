import type { Db } from '@/db/database';
import { AppError, ErrorCode } from '@/core/app-error';
import { findUserById, findUserByInviteCode, type User } from './accounts.repo';

/** The player an invite code names: their code, or their id in digits. */
export const findInviter = async (db: Db, code: string) => {
  const byCode = await findUserByInviteCode(db, code.toUpperCase());
  if (byCode) return byCode;
  return /^\d{1,15}$/.test(code) ? findUserById(db, Number(code)) : undefined;
};

/** The inviter of a registration; none without a code, INVITE_CODE_INVALID for a wrong one. */
export const inviterFromCode = async (db: Db, code: string | undefined) => {
  if (code === undefined || code === '') return null;
  const inviter = await findInviter(db, code);
  if (!inviter) throw new AppError(ErrorCode.INVITE_CODE_INVALID);
  return inviter;
};

/** A new player's inviter (pid) and agent (aid): the inviter's agent, or the inviter. */
export const inviterColumns = (inviter: User | null) =>
  inviter ? { pid: inviter.id, aid: inviter.aid || inviter.id } : {};
