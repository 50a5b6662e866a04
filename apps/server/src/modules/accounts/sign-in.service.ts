import type { SignInAnswer } from '@lobby/contract/account';
import { AccountType } from '@lobby/contract/account';
import { LoginType, SmsPurpose, type SocialProvider } from '@lobby/contract/values/enums';
import { inTransaction } from '@/db/database';
import { AppError, ErrorCode } from '@/core/app-error';
import { SecurityEventKind, type SecurityEventFields } from '@/core/security-events';
import type { AccountsContext, Caller } from './accounts-deps';
import * as field from './account-fields';
import {
  bumpCounter,
  clearPasswordFailures,
  findSocialAccount,
  findUserByAccount,
  findUserById,
  findUserByMobile,
  insertSocialAccount,
  insertUser,
  readPasswordGate,
  recordPasswordFailure,
} from './accounts.repo';
import { inviterColumns, inviterFromCode } from './inviters';
import { withUniqueRetry, type NewSessions } from './new-sessions';
import { identityOfAccount, identityOfMobile, sourceKeys } from './password-identities';
import { phoneWords } from './password-policy';
import { failureRules } from './password-throttle';
import { hashPassword, verifyPassword } from './passwords';
import type { PhoneCodes } from './phone-codes';
import { socialAccountType, socialNickname, verifySocial } from './social-identity';
import type { SocialCredentials } from './social/social-verifier';

const HOUR_SECONDS = 3600;

/** "Player" and the number's last four digits. */
const defaultNickname = (mobile: string) => `Player${mobile.slice(-4)}`;

/**
 * Every way in (docs/rules.md "Accounts"): by code, password or provider, registering on first
 * use where the product does. Each ends in a new session and the full user (NewSessions).
 */
export class SignInService {
  constructor(
    private readonly deps: AccountsContext,
    private readonly codes: PhoneCodes,
    private readonly sessions: NewSessions,
  ) {}

  /** Phone + SMS code: signs in, registering the phone on first use. */
  async loginBySms(
    input: { mobile: string; smsCode: string; inviteCode?: string | undefined },
    caller: Caller,
  ): Promise<SignInAnswer> {
    const { db } = this.deps;
    const mobile = field.mobileNumber(input.mobile);
    const inviter = await inviterFromCode(db, input.inviteCode);
    await this.codes.consume(mobile, SmsPurpose.LoginAndRegister, input.smsCode);
    return withUniqueRetry(async () => {
      const existing = await findUserByMobile(db, mobile);
      if (existing) {
        if (existing.mobileVerified) return this.sessions.signIn(existing, caller);
        const started = await inTransaction(db, async (trx) =>
          this.sessions.start(
            await this.sessions.claimUnverified(trx, existing, caller, null),
            caller,
            trx,
          ),
        );
        return this.sessions.answer(started);
      }
      const started = await inTransaction(db, async (trx) => {
        const user = await insertUser(trx, {
          mobile,
          mobileVerified: true,
          accountType: AccountType.Phone,
          nickname: defaultNickname(mobile),
          ...inviterColumns(inviter),
        });
        return this.sessions.start(user, caller, trx, { signUp: true });
      });
      return this.sessions.answer(started);
    });
  }

  /** Phone + SMS code + password. */
  async registerByPhone(
    input: { mobile: string; smsCode: string; password: string; inviteCode?: string | undefined },
    caller: Caller,
  ): Promise<SignInAnswer> {
    const { db } = this.deps;
    const mobile = field.mobileNumber(input.mobile);
    const password = field.password(
      input.password,
      this.deps.appConfig().limits,
      phoneWords(mobile),
    );
    const inviter = await inviterFromCode(db, input.inviteCode);
    // The code first: whether a number has an account is told only to whoever owns it.
    await this.codes.consume(mobile, SmsPurpose.Register, input.smsCode);
    const passwordHash = await hashPassword(password);
    const holder = await findUserByMobile(db, mobile);
    if (holder?.mobileVerified) throw new AppError(ErrorCode.ACCOUNT_TAKEN);
    if (holder) {
      const started = await inTransaction(db, async (trx) =>
        this.sessions.start(
          await this.sessions.claimUnverified(trx, holder, caller, passwordHash),
          caller,
          trx,
        ),
      );
      return this.sessions.answer(started);
    }
    return this.sessions.insertAndSignIn(
      {
        mobile,
        mobileVerified: true,
        passwordHash: passwordHash,
        accountType: AccountType.Phone,
        nickname: defaultNickname(mobile),
        ...inviterColumns(inviter),
      },
      caller,
    );
  }

  /** Account name + password. */
  async registerByAccount(
    input: { account: string; password: string; inviteCode?: string | undefined },
    caller: Caller,
  ): Promise<SignInAnswer> {
    const { db } = this.deps;
    const limits = this.deps.appConfig().limits;
    const account = field.accountName(input.account, limits);
    const password = field.password(input.password, limits, [account]);
    const inviter = await inviterFromCode(db, input.inviteCode);
    if (await findUserByAccount(db, account)) throw new AppError(ErrorCode.ACCOUNT_TAKEN);
    const passwordHash = await hashPassword(password);
    return this.sessions.insertAndSignIn(
      {
        account,
        passwordHash: passwordHash,
        accountType: AccountType.Account,
        nickname: account.slice(0, limits.username.max),
        ...inviterColumns(inviter),
      },
      caller,
    );
  }

  /**
   * Password sign-in by phone (1), account (2), or phone without OTP (3, where config enables
   * it: an unknown phone registers, unverified). A wrong password and an unknown account give
   * the same answer. Locks are soft (docs/security.md "Sign-in"): past `passwordMaxFailures` on
   * an identity, each further try waits a growing delay (a try during it is refused and counts
   * nothing) and needs a solved challenge; a caller (IP or device) past its own budget of wrong
   * passwords needs challenges too. SMS sign-in and reset never wait on this.
   */
  async loginByPassword(
    input: {
      loginType: number;
      mobile?: string | undefined;
      account?: string | undefined;
      password: string;
      inviteCode?: string | undefined;
      challenge?: string | undefined;
    },
    caller: Caller,
  ): Promise<SignInAnswer> {
    const { db } = this.deps;
    const config = this.deps.appConfig();
    if (input.loginType === LoginType.PhoneNoOtp && !config.signIn.phoneNoOtp) {
      throw new AppError(ErrorCode.PHONE_NO_OTP_DISABLED);
    }
    const byAccount = input.loginType === LoginType.Account;
    const key = byAccount
      ? field.accountName(input.account ?? '', config.limits)
      : field.mobileNumber(input.mobile ?? '');
    const identity = byAccount ? identityOfAccount(key) : identityOfMobile(key);
    const rules = await this.deps.rules();
    const event = (kind: SecurityEventKind, extra: Partial<SecurityEventFields> = {}) =>
      this.deps.securityEvents.record(kind, {
        identity: key,
        ip: caller.ip,
        fingerprint: caller.fingerprint || null,
        call: 'accountLogin',
        ...extra,
      });

    const sources = sourceKeys(caller);
    const gate = await readPasswordGate(
      db,
      identity,
      rules.passwordFailureResetHours,
      sources,
      HOUR_SECONDS,
    );
    const { failures } = gate;
    const throttled = failures !== undefined && failures.failures >= rules.passwordMaxFailures;
    if (throttled && failures.waitSeconds > 0) {
      event(SecurityEventKind.SignInThrottled, { detail: { waitSeconds: failures.waitSeconds } });
      throw new AppError(ErrorCode.ACCOUNT_LOCKED, { retryAfterSeconds: failures.waitSeconds });
    }
    const sourceOverBudget = gate.sourceCount >= rules.passwordFailuresPerSourcePerHour;
    if (throttled || sourceOverBudget) {
      if (!(await this.deps.challenges.redeem(input.challenge, 'sign-in', identity))) {
        if (input.challenge)
          event(SecurityEventKind.ChallengeFailed, { detail: { purpose: 'sign-in' } });
        throw new AppError(ErrorCode.CHALLENGE_REQUIRED, {
          challenge: await this.deps.challenges.issue('sign-in', identity),
        });
      }
    }
    const user = byAccount ? await findUserByAccount(db, key) : await findUserByMobile(db, key);

    if (!user && input.loginType === LoginType.PhoneNoOtp) {
      const password = field.password(input.password, config.limits, phoneWords(key));
      const inviter = await inviterFromCode(db, input.inviteCode);
      const answer = await this.sessions
        .insertAndSignIn(
          {
            mobile: key,
            mobileVerified: false,
            passwordHash: await hashPassword(password),
            accountType: AccountType.PhoneNoOtp,
            nickname: defaultNickname(key),
            ...inviterColumns(inviter),
          },
          caller,
        )
        .catch((error: unknown) => {
          // Another request registered this phone a moment ago: sign in against it instead.
          if (error instanceof AppError && error.code === ErrorCode.ACCOUNT_TAKEN) return null;
          throw error;
        });
      if (answer) return answer;
      return this.loginByPassword({ ...input, loginType: LoginType.Phone }, caller);
    }

    if (!(await verifyPassword(user?.passwordHash ?? null, input.password)) || !user) {
      const counted = await recordPasswordFailure(db, identity, failureRules(rules));
      for (const source of sources) await bumpCounter(db, source, HOUR_SECONDS);
      event(SecurityEventKind.SignInFailed, {
        userId: user?.id ?? null,
        detail: { failures: counted.failures },
      });
      if (counted.waitSeconds > 0) {
        throw new AppError(ErrorCode.ACCOUNT_LOCKED, { retryAfterSeconds: counted.waitSeconds });
      }
      throw new AppError(ErrorCode.LOGIN_FAILED);
    }
    if (failures) await clearPasswordFailures(db, [identity]);
    return this.sessions.signIn(user, caller);
  }

  /** Resets the password with a code of purpose forget; ends every session, then signs in. */
  async resetPassword(
    input: { mobile: string; smsCode: string; password: string },
    caller: Caller,
  ): Promise<SignInAnswer> {
    const { db } = this.deps;
    const mobile = field.mobileNumber(input.mobile);
    await this.codes.consume(mobile, SmsPurpose.Forget, input.smsCode);
    const user = await findUserByMobile(db, mobile);
    // No account behind the number: answered as a wrong code, so the reset reveals nothing.
    if (!user) throw new AppError(ErrorCode.SMS_CODE_INVALID);
    const password = field.password(input.password, this.deps.appConfig().limits, [
      user.account,
      user.nickname,
      ...phoneWords(mobile),
    ]);
    const passwordHash = await hashPassword(password);
    const started = await inTransaction(db, async (trx) => {
      // The code proves the phone: an unverified account is its owner's from now on.
      const owned = user.mobileVerified
        ? user
        : await this.sessions.claimUnverified(trx, user, caller, passwordHash);
      const updated = await this.sessions.replacePassword(trx, owned, passwordHash);
      return this.sessions.start(updated, caller, trx);
    });
    return this.sessions.answer(started);
  }

  /** Google, Facebook or LINE: links by (provider, subject), never by email. */
  async loginBySocial(
    provider: SocialProvider,
    input: SocialCredentials & { inviteCode?: string | undefined },
    caller: Caller,
  ): Promise<SignInAnswer> {
    const { db } = this.deps;
    const identity = await verifySocial(this.deps, provider, input);
    const linked = await findSocialAccount(db, provider, identity.subject);
    if (linked) {
      const user = await findUserById(db, linked.userId);
      if (user) return this.sessions.signIn(user, caller);
    }
    const inviter = await inviterFromCode(db, input.inviteCode);
    const limits = this.deps.appConfig().limits;
    return withUniqueRetry(async () => {
      const again = await findSocialAccount(db, provider, identity.subject);
      if (again) {
        const user = await findUserById(db, again.userId);
        if (user) return this.sessions.signIn(user, caller);
      }
      const started = await inTransaction(db, async (trx) => {
        const user = await insertUser(trx, {
          accountType: socialAccountType[provider] ?? AccountType.Account,
          nickname: socialNickname(identity.name, limits.username.max),
          ...inviterColumns(inviter),
        });
        await insertSocialAccount(trx, {
          userId: user.id,
          provider,
          subject: identity.subject,
          name: identity.name.slice(0, 128),
          email: identity.email,
        });
        return this.sessions.start(user, caller, trx, { signUp: true });
      });
      return this.sessions.answer(started);
    });
  }
}
