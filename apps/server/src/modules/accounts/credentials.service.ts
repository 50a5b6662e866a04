import type { SignInAnswer, UserInfo } from '@lobby/contract/account';
import { SmsPurpose, type SocialProvider } from '@lobby/contract/values/enums';
import { inTransaction } from '@/db/database';
import { isUniqueViolation } from '@/db/errors';
import { AppError, ErrorCode } from '@/core/app-error';
import type { SessionInfo } from '@/core/sessions';
import type { AccountsContext, Caller } from './accounts-deps';
import * as field from './account-fields';
import {
  findSocialAccount,
  findUserByMobile,
  insertSocialAccount,
  updateUser,
} from './accounts.repo';
import type { NewSessions } from './new-sessions';
import { phoneWords } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import type { PhoneCodes } from './phone-codes';
import type { PlayerReads } from './player-reads';
import type { Proofs } from './proofs';
import { signedInUser } from './signed-in-user';
import { verifySocial } from './social-identity';
import type { SocialCredentials } from './social/social-verifier';

/** A signed-in player's ways in: their password, their phone, their social accounts. */
export class CredentialsService {
  constructor(
    private readonly deps: AccountsContext,
    private readonly parts: {
      codes: PhoneCodes;
      proofs: Proofs;
      sessions: NewSessions;
      player: PlayerReads;
    },
  ) {}

  /**
   * Sets a first password, or changes it given the old one; every session ends, a new one
   * starts. The old password is a counted proof (Proofs.counted); a first password of a player
   * with a bound phone needs a code to it (purpose bind), so a stolen session cannot give itself
   * a password to confirm withdrawals with.
   */
  async setPassword(
    session: SessionInfo,
    input: { password: string; oldPassword?: string | undefined; smsCode?: string | undefined },
    caller: Caller,
  ): Promise<SignInAnswer> {
    const { codes, proofs, sessions } = this.parts;
    const user = await signedInUser(this.deps.db, session.userId);
    const password = field.password(input.password, this.deps.appConfig().limits, [
      user.account,
      user.nickname,
      ...phoneWords(user.mobile),
    ]);
    const stored = user.passwordHash;
    if (stored !== null) {
      const oldPassword = input.oldPassword;
      if (oldPassword === undefined) throw new AppError(ErrorCode.PASSWORD_WRONG);
      const right = await proofs.counted(user.id, 'password_change', () =>
        verifyPassword(stored, oldPassword),
      );
      if (!right) throw new AppError(ErrorCode.PASSWORD_WRONG);
    } else if (user.mobile !== null && user.mobileVerified) {
      if (input.smsCode === undefined) {
        throw new AppError(ErrorCode.PROOF_REQUIRED, { method: 'sms' });
      }
      await codes.consume(user.mobile, SmsPurpose.Bind, input.smsCode);
    }
    const passwordHash = await hashPassword(password);
    const started = await inTransaction(this.deps.db, async (trx) => {
      const updated = await sessions.replacePassword(trx, user, passwordHash);
      return sessions.start(updated, caller, trx);
    });
    return sessions.answer(started);
  }

  /** Binds a phone proved by a code of purpose bind; a phone added by phoneNoOtp becomes verified. */
  async bindPhone(session: SessionInfo, input: { mobile: string; smsCode: string }) {
    const { db } = this.deps;
    const mobile = field.mobileNumber(input.mobile);
    const user = await signedInUser(db, session.userId);
    if (user.mobile !== null && user.mobile !== mobile)
      throw new AppError(ErrorCode.ACCOUNT_HAS_PHONE);
    if (user.mobile === mobile && user.mobileVerified)
      throw new AppError(ErrorCode.ACCOUNT_HAS_PHONE);
    // The code first: whether a number is bound to somebody is told only to whoever owns it.
    await this.parts.codes.consume(mobile, SmsPurpose.Bind, input.smsCode);
    const holder = await findUserByMobile(db, mobile);
    if (holder && holder.id !== user.id) throw new AppError(ErrorCode.PHONE_ALREADY_BOUND);
    try {
      const updated = await updateUser(db, user.id, { mobile, mobileVerified: true });
      return { user: await this.parts.player.userInfo(updated) };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(ErrorCode.PHONE_ALREADY_BOUND);
      throw error;
    }
  }

  async bindSocial(
    session: SessionInfo,
    input: SocialCredentials & { provider: SocialProvider },
  ): Promise<{ user: UserInfo }> {
    const { db } = this.deps;
    const user = await signedInUser(db, session.userId);
    const identity = await verifySocial(this.deps, input.provider, input);
    const linked = await findSocialAccount(db, input.provider, identity.subject);
    if (linked) {
      if (linked.userId !== user.id) throw new AppError(ErrorCode.SOCIAL_ALREADY_BOUND);
      return { user: await this.parts.player.userInfo(user) };
    }
    try {
      await insertSocialAccount(db, {
        userId: user.id,
        provider: input.provider,
        subject: identity.subject,
        name: identity.name.slice(0, 128),
        email: identity.email,
      });
    } catch (error) {
      if (isUniqueViolation(error, 'user_social_accounts_user_id_provider_key')) {
        throw new AppError(ErrorCode.SOCIAL_SLOT_TAKEN);
      }
      if (isUniqueViolation(error)) throw new AppError(ErrorCode.SOCIAL_ALREADY_BOUND);
      throw error;
    }
    return { user: await this.parts.player.userInfo(user) };
  }
}
