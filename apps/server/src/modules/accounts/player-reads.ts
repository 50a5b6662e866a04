import type { AfterLoginInfo, UserInfo } from '@lobby/contract/account';
import { AppError, ErrorCode } from '@/core/app-error';
import { recordSessionDevice } from '../sessions/sessions.service';
import { type SessionInfo } from '@/core/sessions';
import type { AccountsContext } from './accounts-deps';
import type { User } from './accounts.repo';
import { playerReader } from './player-state';
import { toUserInfo } from './user-info';

/** What a player reads of themselves: the user info, refreshData, the after-login state. */
export class PlayerReads {
  constructor(private readonly deps: AccountsContext) {}

  /** The user info as committed now: the row's changes made before count, the row's fields do not. */
  async userInfo(user: Pick<User, 'id'>): Promise<UserInfo> {
    return (await this.read(user.id)).info;
  }

  /**
   * The balances and levels; the app asks as it opens (and on its light poll), so this is also
   * where the modules hear that the player opened the app today (the login bonus's day). One
   * after the other, not side by side: two at once take two pooled connections on PostgreSQL,
   * and the second prepares its statement again (the budget test counts it).
   */
  async refreshData(session: SessionInfo) {
    const { info } = await this.read(session.userId);
    await this.deps.appOpened?.(session.userId);
    return {
      coin: info.coin,
      safebox: info.safebox,
      lottery: info.lottery,
      vip: info.vip,
      vipExp: info.vipExp,
      userLevel: info.userLevel,
      bet: info.bet,
      exchange: info.exchange,
      bonusCoin: info.bonusCoin,
      bonusBet: info.bonusBet,
      bonusPayFrom: info.bonusPayFrom,
      hasPassword: info.hasPassword,
      hasSafeboxPassword: info.hasSafeboxPassword,
    };
  }

  async afterLoginInfo(
    session: SessionInfo,
    device: {
      os?: string | undefined;
      deviceModel?: string | undefined;
      messagingToken?: string | undefined;
    },
  ): Promise<AfterLoginInfo> {
    await recordSessionDevice(this.deps.db, session.sessionId, device);
    const { user, info, afterLogin } = await this.read(session.userId, true);
    return {
      user: info,
      inviteCode: user.inviteCode,
      aid: user.aid,
      firstRecharge: info.totalRecharge === 0,
      gameLikes: [],
      gameLikeIds: [],
      gameHistory: [],
      appUserBank: null,
      appUserBankList: [],
      activityIds: [],
      ...afterLogin,
    };
  }

  /** The served config version, and whether a native client's game list is out of date. */
  configVersionFor(gameListVersion: string | undefined) {
    const { version } = this.deps.config.current();
    return { version, gameListChanged: gameListVersion !== version };
  }

  /**
   * The user row, the user info and (when asked) the after-login parts of every module, in one
   * statement; an unknown user is a 401 (the session outlived its user).
   */
  private async read(userId: number, withAfterLogin = false) {
    const read = await this.reader(withAfterLogin)(userId);
    if (!read) throw new AppError(ErrorCode.UNAUTHORIZED);
    return {
      user: read.user,
      info: toUserInfo(read.user, read.socials, read.state),
      afterLogin: read.afterLogin,
    };
  }

  private readers = new Map<boolean, ReturnType<typeof playerReader>>();

  /**
   * The read of the user info alone or with the after-login state, built on first use: the
   * modules adding parts are assembled after this service.
   */
  private reader(withAfterLogin: boolean) {
    let reader = this.readers.get(withAfterLogin);
    if (!reader) {
      const parts = this.deps.stateParts?.() ?? { state: [], afterLogin: [] };
      reader = playerReader(this.deps.db, {
        state: parts.state,
        ...(withAfterLogin ? { afterLogin: parts.afterLogin } : {}),
      });
      this.readers.set(withAfterLogin, reader);
    }
    return reader;
  }
}
