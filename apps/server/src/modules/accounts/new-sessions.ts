import type { SignInAnswer } from '@lobby/contract/account';
import { inTransaction, type Db } from '@/db/database';
import { isUniqueViolation } from '@/db/errors';
import { AppError, ErrorCode } from '@/core/app-error';
import { SecurityEventKind } from '@/core/security-events';
import { phoneSignals, requestSignals, signUpSignals } from '../risk/risk-signals';
import { createSession, revokeUserSessions } from '../sessions/sessions.service';
import type { AccountsContext, Caller } from './accounts-deps';
import { clearPasswordFailures, insertUser, updateUser, type User } from './accounts.repo';
import { identityOfAccount, identityOfMobile } from './password-identities';
import type { PlayerReads } from './player-reads';
import type { BreakRefusals } from './break-refusals';

/**
 * How every way in ends: a new session for the player (replacing the device's old one) and the
 * sign-in answer; and the account changes that end every session first (a new password, a phone
 * claimed by its owner).
 */
export class NewSessions {
  constructor(
    private readonly deps: AccountsContext,
    private readonly player: PlayerReads,
    private readonly breaks: BreakRefusals,
  ) {}

  /**
   * A new session for the user, replacing the device's old one; its token. The risk desk
   * records what the request saw (its device, or none; its IP and network; the phone), and for
   * a sign-up (`signUp`) the network it came from, in the same transaction.
   */
  async start(user: User, caller: Caller, db: Db, { signUp = false }: { signUp?: boolean } = {}) {
    // No coming back as a new account while a linked one is on a break (ADR 0071).
    if (signUp) await this.breaks.refuseLinkedSignUp(db, user.id, caller, user.mobile);
    await this.deps.risk.recordSignals(db, user.id, [
      ...requestSignals(caller),
      ...phoneSignals(user.mobile),
      ...(signUp ? signUpSignals(caller.ip) : []),
    ]);
    const { token } = await createSession(
      db,
      {
        userId: user.id,
        fingerprint: caller.fingerprint,
        ip: caller.ip,
        userAgent: caller.userAgent,
        client: caller.client,
        lifetime: this.deps.sessionLifetime,
      },
      this.deps.sessionsEnded,
    );
    return { token, user };
  }

  /**
   * The sign-in answer, composed after any transaction committed: the player state comes from
   * other modules, which read through their own connection.
   */
  async answer(started: { token: string; user: User }): Promise<SignInAnswer> {
    return { token: started.token, user: await this.player.userInfo(started.user) };
  }

  async signIn(user: User, caller: Caller): Promise<SignInAnswer> {
    return this.answer(await this.start(user, caller, this.deps.db));
  }

  /** Registers the user and signs them in; a name or phone taken meanwhile is ACCOUNT_TAKEN. */
  async insertAndSignIn(row: Parameters<typeof insertUser>[1], caller: Caller) {
    const insert = () =>
      inTransaction(this.deps.db, async (trx) =>
        this.start(await insertUser(trx, row), caller, trx, { signUp: true }),
      );
    try {
      return await this.answer(await insert());
    } catch (error) {
      if (
        isUniqueViolation(error, 'users_account_key') ||
        isUniqueViolation(error, 'users_mobile_key')
      ) {
        throw new AppError(ErrorCode.ACCOUNT_TAKEN);
      }
      if (isUniqueViolation(error, 'users_invite_code_key')) {
        // Two users drew the same invite code (1 in 10^12 per pair): draw again, once.
        return this.answer(await insert());
      }
      throw error;
    }
  }

  /** Ends every session of the user and sets the new password, its failures forgotten. */
  async replacePassword(db: Db, user: User, passwordHash: string) {
    await revokeUserSessions(db, user.id, this.deps.sessionsEnded);
    const identities = [
      ...(user.account ? [identityOfAccount(user.account)] : []),
      ...(user.mobile ? [identityOfMobile(user.mobile)] : []),
    ];
    await clearPasswordFailures(db, identities);
    return updateUser(db, user.id, {
      passwordHash: passwordHash,
      passwordChangedAt: new Date(),
    });
  }

  /**
   * A phone proven by a code takes over the unverified account that holds it (one made by
   * phone + password without a code, `phoneNoOtp`): whoever made it may not be the phone's
   * owner, so every session of it ends and its password is cleared (or replaced by the one the
   * owner sets now), in one transaction. Answers the account, verified.
   */
  async claimUnverified(
    db: Db,
    user: User,
    caller: Caller | null,
    passwordHash: string | null,
  ): Promise<User> {
    await revokeUserSessions(db, user.id, this.deps.sessionsEnded);
    const claimed = await updateUser(db, user.id, {
      mobileVerified: true,
      passwordHash: passwordHash,
      passwordChangedAt: new Date(),
    });
    this.deps.securityEvents.record(SecurityEventKind.UnverifiedPhoneClaimed, {
      userId: user.id,
      identity: user.mobile,
      ip: caller?.ip ?? null,
      fingerprint: caller?.fingerprint || null,
    });
    return claimed;
  }
}

/** Runs a find-or-create once more when a parallel request created the same row first. */
export const withUniqueRetry = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) return work();
    throw error;
  }
};
