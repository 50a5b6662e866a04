import type { FastifyBaseLogger } from 'fastify';
import type { AfterLoginInfo, SignInAnswer, UserInfo } from '@lobby/contract/account';
import { AccountType } from '@lobby/contract/account';
import type { AppConfig } from '@lobby/contract/app-config';
import { LoginType, SmsPurpose, SocialProvider } from '@lobby/contract/enums';
import type { CommonBody } from '@lobby/contract/common';
import { inTransaction, type Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError, ErrorCode } from '../../http/app-error';
import type { SecurityEvents } from '../../http/security-events';
import type { ConfigService } from '../config/config.service';
import {
  createSession,
  recordSessionDevice,
  revokeSession,
  revokeUserSessions,
  type SessionInfo,
} from '../sessions/sessions.service';
import type { SettingsService } from '../settings/settings.service';
import type { SmsProvider } from '../sms/sms-provider';
import type { SocialCredentials, SocialVerifier } from '../social/social-verifier';
import * as field from './account-fields';
import { ACCOUNT_RULES_KEY, AccountRules } from './account-rules';
import {
  clearPasswordFailures,
  findPasswordLock,
  findSocialAccount,
  findUserByAccount,
  findUserById,
  findUserByInviteCode,
  findUserByMobile,
  insertSocialAccount,
  insertUser,
  isInInviterChain,
  listSocialAccounts,
  lockInviterChanges,
  recordPasswordFailure,
  setInviterOnce,
  updateUser,
  type UserRow,
} from './accounts.repo';
import { hashPassword, verifyPassword } from './passwords';
import { consumeSmsCodeOrThrow, issueSmsCode, smsText } from './sms-codes';
import { newPlayerState, toUserInfo, type PlayerStateSource } from './user-info';

/** Who is asking: the request's device and network details, kept with the new session. */
export interface Caller {
  fingerprint: string;
  ip: string | null;
  userAgent: string | null;
  client: CommonBody;
}

export interface AccountsDeps {
  db: Db;
  config: ConfigService;
  settings: SettingsService;
  sms: SmsProvider;
  social: SocialVerifier;
  log: FastifyBaseLogger;
  /** Failed sign-ins, wrong codes, throttles … (http/security-events.ts). */
  securityEvents: SecurityEvents;
  sessionIdleDays: number;
  playerState?: PlayerStateSource;
  /** Other modules' parts of the after-login state (receiving accounts, liked games …). */
  afterLoginExtras?: (userId: number) => Promise<Partial<Omit<AfterLoginInfo, 'user'>>>;
}

const identityOfAccount = (account: string) => `account:${account}`;
const identityOfMobile = (mobile: string) => `mobile:${mobile}`;

const socialAccountType: Record<number, number> = {
  [SocialProvider.Facebook]: AccountType.Facebook,
  [SocialProvider.Line]: AccountType.Line,
  [SocialProvider.Google]: AccountType.Google,
};

/**
 * Sign-in, registration, passwords, binding and the profile (RULES.md "Accounts"). Every way in
 * ends in `signIn`: a new session (replacing the device's old one) and the full user.
 */
export class AccountsService {
  private readonly playerState: PlayerStateSource;

  constructor(private readonly deps: AccountsDeps) {
    this.playerState = deps.playerState ?? newPlayerState;
  }

  private get db() {
    return this.deps.db;
  }

  private appConfig(): AppConfig {
    return this.deps.config.current().config;
  }

  private rules(): Promise<AccountRules> {
    return this.deps.settings.get(ACCOUNT_RULES_KEY, AccountRules);
  }

  // ---- SMS ----

  /**
   * Sends a code. A known and an unknown number get the same answer; a reset code is texted only
   * to numbers that have an account (the others would only be spammed).
   */
  async sendSmsCode(input: { mobile: string; purpose: number }, ip: string | null) {
    const mobile = field.mobileNumber(input.mobile);
    const rules = await this.rules();
    const digits = this.appConfig().limits.smsCode.max;
    const issued = await issueSmsCode(
      this.db,
      { mobile, purpose: input.purpose, ip, digits },
      rules,
    );
    const worthSending =
      input.purpose !== SmsPurpose.Forget ||
      (await findUserByMobile(this.db, mobile)) !== undefined;
    if (worthSending) {
      try {
        await this.deps.sms.send({
          mobile,
          purpose: input.purpose as SmsPurpose,
          code: issued.code,
          text: smsText(rules.smsBrand, issued.code, input.purpose, rules.smsCodeTtlSeconds),
        });
      } catch (error) {
        this.deps.log.error({ err: error, provider: this.deps.sms.name }, 'sms send failed');
        throw new AppError(ErrorCode.UNAVAILABLE);
      }
    }
    return {
      resendAfterSeconds: rules.smsResendSeconds,
      expiresInSeconds: issued.expiresInSeconds,
    };
  }

  private async consumeCode(mobile: string, purpose: number, code: string) {
    field.smsCode(code, this.appConfig().limits);
    await consumeSmsCodeOrThrow(this.db, { mobile, purpose, code }, await this.rules());
  }

  // ---- sign-in and registration ----

  /** Phone + SMS code: signs in, registering the phone on first use. */
  async loginBySms(
    input: { mobile: string; smsCode: string; inviteCode?: string | undefined },
    caller: Caller,
  ): Promise<SignInAnswer> {
    const mobile = field.mobileNumber(input.mobile);
    const inviter = await this.inviterFromCode(input.inviteCode);
    await this.consumeCode(mobile, SmsPurpose.LoginAndRegister, input.smsCode);
    return this.withUniqueRetry(async () => {
      const existing = await findUserByMobile(this.db, mobile);
      if (existing) {
        const user = existing.mobile_verified
          ? existing
          : await updateUser(this.db, existing.id, { mobile_verified: true });
        return this.signIn(user, caller);
      }
      const started = await inTransaction(this.db, async (trx) => {
        const user = await insertUser(trx, {
          mobile,
          mobile_verified: true,
          account_type: AccountType.Phone,
          nickname: defaultNickname(mobile),
          ...inviterColumns(inviter),
        });
        return this.startSession(user, caller, trx);
      });
      return this.answer(started);
    });
  }

  /** Phone + SMS code + password. */
  async registerByPhone(
    input: { mobile: string; smsCode: string; password: string; inviteCode?: string | undefined },
    caller: Caller,
  ): Promise<SignInAnswer> {
    const mobile = field.mobileNumber(input.mobile);
    const password = field.password(input.password, this.appConfig().limits);
    const inviter = await this.inviterFromCode(input.inviteCode);
    if (await findUserByMobile(this.db, mobile)) throw new AppError(ErrorCode.ACCOUNT_TAKEN);
    await this.consumeCode(mobile, SmsPurpose.Register, input.smsCode);
    const passwordHash = await hashPassword(password);
    return this.insertAndSignIn(
      {
        mobile,
        mobile_verified: true,
        password_hash: passwordHash,
        account_type: AccountType.Phone,
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
    const limits = this.appConfig().limits;
    const account = field.accountName(input.account, limits);
    const password = field.password(input.password, limits);
    const inviter = await this.inviterFromCode(input.inviteCode);
    if (await findUserByAccount(this.db, account)) throw new AppError(ErrorCode.ACCOUNT_TAKEN);
    const passwordHash = await hashPassword(password);
    return this.insertAndSignIn(
      {
        account,
        password_hash: passwordHash,
        account_type: AccountType.Account,
        nickname: account.slice(0, limits.username.max),
        ...inviterColumns(inviter),
      },
      caller,
    );
  }

  /**
   * Password sign-in by phone (1), account (2), or phone without OTP (3, where config enables
   * it: an unknown phone registers, unverified). A wrong password and an unknown account give
   * the same answer; `passwordMaxFailures` in a row lock the identity, known or not.
   */
  async loginByPassword(
    input: {
      loginType: number;
      mobile?: string | undefined;
      account?: string | undefined;
      password: string;
      inviteCode?: string | undefined;
    },
    caller: Caller,
  ): Promise<SignInAnswer> {
    const config = this.appConfig();
    if (input.loginType === LoginType.PhoneNoOtp && !config.signIn.phoneNoOtp) {
      throw new AppError(ErrorCode.PHONE_NO_OTP_DISABLED);
    }
    const byAccount = input.loginType === LoginType.Account;
    const key = byAccount
      ? field.accountName(input.account ?? '', config.limits)
      : field.mobileNumber(input.mobile ?? '');
    const identity = byAccount ? identityOfAccount(key) : identityOfMobile(key);
    const rules = await this.rules();

    const lock = await findPasswordLock(this.db, identity);
    if (lock) {
      throw new AppError(ErrorCode.ACCOUNT_LOCKED, { retryAfterSeconds: lock.lockedForSeconds });
    }
    const user = byAccount
      ? await findUserByAccount(this.db, key)
      : await findUserByMobile(this.db, key);

    if (!user && input.loginType === LoginType.PhoneNoOtp) {
      const password = field.password(input.password, config.limits);
      const inviter = await this.inviterFromCode(input.inviteCode);
      const answer = await this.insertAndSignIn(
        {
          mobile: key,
          mobile_verified: false,
          password_hash: await hashPassword(password),
          account_type: AccountType.PhoneNoOtp,
          nickname: defaultNickname(key),
          ...inviterColumns(inviter),
        },
        caller,
      ).catch((error: unknown) => {
        // Another request registered this phone a moment ago: sign in against it instead.
        if (error instanceof AppError && error.code === ErrorCode.ACCOUNT_TAKEN) return null;
        throw error;
      });
      if (answer) return answer;
      return this.loginByPassword({ ...input, loginType: LoginType.Phone }, caller);
    }

    if (!(await verifyPassword(user?.password_hash ?? null, input.password)) || !user) {
      const failures = await recordPasswordFailure(
        this.db,
        identity,
        rules.passwordMaxFailures,
        rules.passwordLockMinutes,
      );
      if (failures > rules.passwordMaxFailures) {
        throw new AppError(ErrorCode.ACCOUNT_LOCKED, {
          retryAfterSeconds: rules.passwordLockMinutes * 60,
        });
      }
      throw new AppError(ErrorCode.LOGIN_FAILED);
    }
    await clearPasswordFailures(this.db, [identity]);
    return this.signIn(user, caller);
  }

  /** Resets the password with a code of purpose forget; ends every session, then signs in. */
  async resetPassword(
    input: { mobile: string; smsCode: string; password: string },
    caller: Caller,
  ): Promise<SignInAnswer> {
    const mobile = field.mobileNumber(input.mobile);
    const password = field.password(input.password, this.appConfig().limits);
    await this.consumeCode(mobile, SmsPurpose.Forget, input.smsCode);
    const user = await findUserByMobile(this.db, mobile);
    // No account behind the number: answered as a wrong code, so the reset reveals nothing.
    if (!user) throw new AppError(ErrorCode.SMS_CODE_INVALID);
    const passwordHash = await hashPassword(password);
    const started = await inTransaction(this.db, async (trx) => {
      const updated = await this.replacePassword(trx, user, passwordHash);
      return this.startSession(updated, caller, trx);
    });
    return this.answer(started);
  }

  /** Google, Facebook or LINE: links by (provider, subject), never by email. */
  async loginBySocial(
    provider: SocialProvider,
    input: SocialCredentials & { inviteCode?: string | undefined },
    caller: Caller,
  ): Promise<SignInAnswer> {
    const identity = await this.verifySocial(provider, input);
    const linked = await findSocialAccount(this.db, provider, identity.subject);
    if (linked) {
      const user = await findUserById(this.db, linked.user_id);
      if (user) return this.signIn(user, caller);
    }
    const inviter = await this.inviterFromCode(input.inviteCode);
    const limits = this.appConfig().limits;
    return this.withUniqueRetry(async () => {
      const again = await findSocialAccount(this.db, provider, identity.subject);
      if (again) {
        const user = await findUserById(this.db, again.user_id);
        if (user) return this.signIn(user, caller);
      }
      const started = await inTransaction(this.db, async (trx) => {
        const user = await insertUser(trx, {
          account_type: socialAccountType[provider] ?? AccountType.Account,
          nickname: socialNickname(identity.name, limits.username.max),
          ...inviterColumns(inviter),
        });
        await insertSocialAccount(trx, {
          user_id: user.id,
          provider,
          subject: identity.subject,
          name: identity.name.slice(0, 128),
          email: identity.email,
        });
        return this.startSession(user, caller, trx);
      });
      return this.answer(started);
    });
  }

  // ---- signed in ----

  async logout(session: SessionInfo): Promise<void> {
    await revokeSession(this.db, session.sessionId);
  }

  /** Sets a first password, or changes it given the old one; every session ends, a new one starts. */
  async setPassword(
    session: SessionInfo,
    input: { password: string; oldPassword?: string | undefined },
    caller: Caller,
  ): Promise<SignInAnswer> {
    const user = await this.userRow(session.userId);
    const password = field.password(input.password, this.appConfig().limits);
    if (user.password_hash !== null) {
      if (!input.oldPassword || !(await verifyPassword(user.password_hash, input.oldPassword))) {
        throw new AppError(ErrorCode.PASSWORD_WRONG);
      }
    }
    const passwordHash = await hashPassword(password);
    const started = await inTransaction(this.db, async (trx) => {
      const updated = await this.replacePassword(trx, user, passwordHash);
      return this.startSession(updated, caller, trx);
    });
    return this.answer(started);
  }

  /** Binds a phone proved by a code of purpose bind; a phone added by phoneNoOtp becomes verified. */
  async bindPhone(session: SessionInfo, input: { mobile: string; smsCode: string }) {
    const mobile = field.mobileNumber(input.mobile);
    const user = await this.userRow(session.userId);
    if (user.mobile !== null && user.mobile !== mobile)
      throw new AppError(ErrorCode.ACCOUNT_HAS_PHONE);
    if (user.mobile === mobile && user.mobile_verified)
      throw new AppError(ErrorCode.ACCOUNT_HAS_PHONE);
    const holder = await findUserByMobile(this.db, mobile);
    if (holder && holder.id !== user.id) throw new AppError(ErrorCode.PHONE_ALREADY_BOUND);
    await this.consumeCode(mobile, SmsPurpose.Bind, input.smsCode);
    try {
      const updated = await updateUser(this.db, user.id, { mobile, mobile_verified: true });
      return { user: await this.userInfo(updated) };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(ErrorCode.PHONE_ALREADY_BOUND);
      throw error;
    }
  }

  async bindSocial(
    session: SessionInfo,
    input: SocialCredentials & { provider: SocialProvider },
  ): Promise<{ user: UserInfo }> {
    const user = await this.userRow(session.userId);
    const identity = await this.verifySocial(input.provider, input);
    const linked = await findSocialAccount(this.db, input.provider, identity.subject);
    if (linked) {
      if (linked.user_id !== user.id) throw new AppError(ErrorCode.SOCIAL_ALREADY_BOUND);
      return { user: await this.userInfo(user) };
    }
    try {
      await insertSocialAccount(this.db, {
        user_id: user.id,
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
    return { user: await this.userInfo(user) };
  }

  async updateProfile(
    session: SessionInfo,
    input: { nickname?: string | undefined; avatar?: string | undefined },
  ) {
    const limits = this.appConfig().limits;
    const set: { nickname?: string; avatar?: string } = {};
    if (input.nickname !== undefined) set.nickname = field.nickname(input.nickname, limits);
    if (input.avatar !== undefined) set.avatar = input.avatar;
    const user =
      Object.keys(set).length === 0
        ? await this.userRow(session.userId)
        : await updateUser(this.db, session.userId, set);
    return { user: await this.userInfo(user) };
  }

  /** Sets the inviter once: never oneself, never a player of one's own downline. */
  async fillInviter(session: SessionInfo, pid: number | string) {
    const inviter =
      typeof pid === 'number' ? await findUserById(this.db, pid) : await this.findInviter(pid);
    if (!inviter) throw new AppError(ErrorCode.INVITE_CODE_INVALID);
    const user = await inTransaction(this.db, async (trx) => {
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
    return { user: await this.userInfo(user) };
  }

  async afterLoginInfo(
    session: SessionInfo,
    device: {
      os?: string | undefined;
      deviceModel?: string | undefined;
      messagingToken?: string | undefined;
    },
  ): Promise<AfterLoginInfo> {
    await recordSessionDevice(this.db, session.sessionId, device);
    const user = await this.userRow(session.userId);
    const info = await this.userInfo(user);
    return {
      user: info,
      inviteCode: user.invite_code,
      aid: user.aid,
      firstRecharge: info.totalRecharge === 0,
      gameLikeIds: [],
      gameHistory: [],
      appUserBank: null,
      appUserBankList: [],
      activityIds: [],
      ...(await this.deps.afterLoginExtras?.(user.id)),
    };
  }

  /** The served config version, and whether a native client's game list is out of date. */
  configVersionFor(gameListVersion: string | undefined) {
    const { version } = this.deps.config.current();
    return { version, gameListChanged: gameListVersion !== version };
  }

  async refreshData(session: SessionInfo) {
    const info = await this.userInfo(await this.userRow(session.userId));
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
      hasPassword: info.hasPassword,
      hasSafeboxPassword: info.hasSafeboxPassword,
    };
  }

  // ---- for other modules ----

  /**
   * Uses up a code sent to the player's own bound phone (safebox password change, receiving
   * account change). A player without a phone cannot have such a code: refused as a wrong code.
   */
  async consumeCodeOfUser(userId: number, purpose: number, code: string): Promise<void> {
    const user = await this.userRow(userId);
    if (!user.mobile) throw new AppError(ErrorCode.SMS_CODE_INVALID);
    await this.consumeCode(user.mobile, purpose, code);
  }

  /** Whether the player has a sign-in password, and whether `password` is it. */
  async checkUserPassword(userId: number, password: string | undefined) {
    const user = await this.userRow(userId);
    const hasPassword = user.password_hash !== null;
    const matches =
      hasPassword && password !== undefined && (await verifyPassword(user.password_hash, password));
    return { hasPassword, matches };
  }

  // ---- helpers ----

  private async userRow(id: number): Promise<UserRow> {
    const user = await findUserById(this.db, id);
    if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
    return user;
  }

  async userInfo(user: UserRow): Promise<UserInfo> {
    const [socials, state] = await Promise.all([
      listSocialAccounts(this.db, user.id),
      this.playerState(user.id),
    ]);
    return toUserInfo(user, socials, state);
  }

  /** A new session for the user, replacing the device's old one; its token. */
  private async startSession(user: UserRow, caller: Caller, db: Db) {
    const { token } = await createSession(db, {
      userId: user.id,
      fingerprint: caller.fingerprint,
      ip: caller.ip,
      userAgent: caller.userAgent,
      client: caller.client,
      idleDays: this.deps.sessionIdleDays,
    });
    return { token, user };
  }

  /**
   * The sign-in answer, composed after any transaction committed: the player state comes from
   * other modules, which read through their own connection.
   */
  private async answer(started: { token: string; user: UserRow }): Promise<SignInAnswer> {
    return { token: started.token, user: await this.userInfo(started.user) };
  }

  private async signIn(user: UserRow, caller: Caller): Promise<SignInAnswer> {
    return this.answer(await this.startSession(user, caller, this.db));
  }

  private async insertAndSignIn(row: Parameters<typeof insertUser>[1], caller: Caller) {
    const insert = () =>
      inTransaction(this.db, async (trx) =>
        this.startSession(await insertUser(trx, row), caller, trx),
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

  /** Runs a find-or-create once more when a parallel request created the same row first. */
  private async withUniqueRetry<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) return work();
      throw error;
    }
  }

  private async replacePassword(db: Db, user: UserRow, passwordHash: string) {
    await revokeUserSessions(db, user.id);
    const identities = [
      ...(user.account ? [identityOfAccount(user.account)] : []),
      ...(user.mobile ? [identityOfMobile(user.mobile)] : []),
    ];
    await clearPasswordFailures(db, identities);
    return updateUser(db, user.id, {
      password_hash: passwordHash,
      password_changed_at: new Date(),
    });
  }

  private async verifySocial(provider: SocialProvider, credentials: SocialCredentials) {
    const signIn = this.appConfig().signIn;
    const clientId =
      provider === SocialProvider.Google
        ? signIn.google?.clientId
        : provider === SocialProvider.Facebook
          ? signIn.facebook?.appId
          : signIn.line?.channelId;
    if (!clientId) throw new AppError(ErrorCode.SOCIAL_PROVIDER_DISABLED);
    return this.deps.social.verify(provider, credentials, clientId);
  }

  private async findInviter(code: string) {
    const byCode = await findUserByInviteCode(this.db, code.toUpperCase());
    if (byCode) return byCode;
    return /^\d{1,15}$/.test(code) ? findUserById(this.db, Number(code)) : undefined;
  }

  private async inviterFromCode(code: string | undefined) {
    if (code === undefined || code === '') return null;
    const inviter = await this.findInviter(code);
    if (!inviter) throw new AppError(ErrorCode.INVITE_CODE_INVALID);
    return inviter;
  }
}

const inviterColumns = (inviter: UserRow | null) =>
  inviter ? { pid: inviter.id, aid: inviter.aid || inviter.id } : {};

/** "Player" and the number's last four digits. */
const defaultNickname = (mobile: string) => `Player${mobile.slice(-4)}`;

const socialNickname = (name: string, max: number) => {
  const clean = name.trim().replace(/\s+/g, ' ').slice(0, max);
  return clean.length >= 2 ? clean : `Player${Math.floor(1000 + Math.random() * 9000)}`;
};
