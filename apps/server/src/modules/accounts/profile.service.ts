import { inTransaction } from '@/db/database';
import { AppError, ErrorCode } from '@/core/app-error';
import type { SessionInfo } from '@/core/sessions';
import type { AccountsContext } from './accounts-deps';
import * as field from './account-fields';
import {
  findUserById,
  isInInviterChain,
  lockInviterChanges,
  setInviterOnce,
  updateUser,
} from './accounts.repo';
import { findInviter } from './inviters';
import type { PlayerReads } from './player-reads';
import { signedInUser } from './signed-in-user';

/** What a player says of themselves: nickname, avatar, who invited them. */
export class ProfileService {
  constructor(
    private readonly deps: AccountsContext,
    private readonly player: PlayerReads,
  ) {}

  async updateProfile(
    session: SessionInfo,
    input: { nickname?: string | undefined; avatar?: string | undefined },
  ) {
    const limits = this.deps.appConfig().limits;
    const set: { nickname?: string; avatar?: string } = {};
    if (input.nickname !== undefined) set.nickname = field.nickname(input.nickname, limits);
    if (input.avatar !== undefined) set.avatar = input.avatar;
    const user =
      Object.keys(set).length === 0
        ? await signedInUser(this.deps.db, session.userId)
        : await updateUser(this.deps.db, session.userId, set);
    return { user: await this.player.userInfo(user) };
  }

  /** Sets the inviter once: never oneself, never a player of one's own downline. */
  async fillInviter(session: SessionInfo, pid: number | string) {
    const { db } = this.deps;
    const inviter =
      typeof pid === 'number' ? await findUserById(db, pid) : await findInviter(db, pid);
    if (!inviter) throw new AppError(ErrorCode.INVITE_CODE_INVALID);
    const user = await inTransaction(db, async (trx) => {
      await lockInviterChanges(trx);
      const me = await findUserById(trx, session.userId);
      if (!me) throw new AppError(ErrorCode.UNAUTHORIZED);
      if (me.pid !== null) throw new AppError(ErrorCode.INVITER_ALREADY_SET);
      if (await isInInviterChain(trx, inviter.id, me.id)) {
        throw new AppError(ErrorCode.INVITER_NOT_ALLOWED);
      }
      const updated = await setInviterOnce(trx, me.id, inviter.id, inviter.aid || inviter.id);
      if (!updated) throw new AppError(ErrorCode.INVITER_ALREADY_SET);
      return updated;
    });
    return { user: await this.player.userInfo(user) };
  }
}
