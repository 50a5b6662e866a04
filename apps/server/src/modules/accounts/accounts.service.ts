import type { FastifyBaseLogger } from 'fastify';
import type { AfterLoginInfo, SignInAnswer, UserInfo } from '@lobby/contract/account';
import { AccountType } from '@lobby/contract/account';
import type { AppConfig } from '@lobby/contract/app-config';
import { LoginType, SmsPurpose, SocialProvider } from '@lobby/contract/enums';
import type { CommonBody } from '@lobby/contract/common';
import { inTransaction, type Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError, ErrorCode } from '../../core/app-error';
import {
  SecurityEventKind,
  type SecurityEventFields,
  type SecurityEvents,
} from '../../http/security-events';
import type { ConfigService } from '../config/config.service';
import {
  createSession,
  recordSessionDevice,
  revokeSession,
  revokeUserSessions,
  type SessionInfo,
  type SessionLifetime,
} from '../sessions/sessions.service';
import type { SettingsService } from '../settings/settings.service';
import type { SmsProvider } from './sms/sms-provider';
import type { SocialCredentials, SocialVerifier } from './social/social-verifier';
import { endOtherSessions, endOwnSession, listDeviceSessions } from '../sessions/device-sessions';
import type { SessionsEnded } from '../sessions/session-cache';
import * as field from './account-fields';
import { ACCOUNT_RULES_KEY, AccountRules } from './account-rules';
import {
  bumpCounter,
  clearPasswordFailures,
  clearProofFailures,
  findSocialAccount,
  findUserByAccount,
  findUserById,
  findUserByInviteCode,
  findUserByMobile,
  insertSocialAccount,
  insertUser,
  isInInviterChain,
  lockInviterChanges,
  readPasswordGate,
  recordPasswordFailure,
  lockProofFailures,
  recordProofFailure,
  setInviterOnce,
  updateUser,
  type UserRow,
} from './accounts.repo';
import type { Challenges } from './challenges';
import { phoneWords } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { consumeSmsCodeOrThrow, issueSmsCode, smsSendGate, smsText } from './sms-codes';
import { readPlayer, type AfterLoginPart, type PlayerStatePart } from './player-state';
import { toUserInfo } from './user-info';

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
  /** Proof-of-work challenges after repeated failures (challenges.ts). */
  challenges: Challenges;
  sessionLifetime: SessionLifetime;
  /** Told whenever sessions of a user end, so no cache keeps them (sessions/session-cache.ts). */
  sessionsEnded: SessionsEnded;
  /** Every module's parts of the user info and the after-login state (player-state.ts). */
  stateParts?: () => { state: readonly PlayerStatePart[]; afterLogin: readonly AfterLoginPart[] };
}

/** What a signed-in player's proof is for, as security events name it. */
export type ProofPurpose = 'receiving_account' | 'withdrawal' | 'password_change' | 'safebox_pin';

const identityOfAccount = (account: string) => `account:${account}`;
const HOUR_SECONDS = 3600;

/** The caller's own budgets of wrong passwords: per IP and per device. */
const sourceKeys = (caller: Pick<Caller, 'ip' | 'fingerprint'>) => [
  ...(caller.ip ? [`pw-ip:${caller.ip}`] : []),
  ...(caller.fingerprint ? [`pw-device:${caller.fingerprint.slice(0, 128)}`] : []),
];
const identityOfMobile = (mobile: string) => `mobile:${mobile}`;

const socialAccountType: Record<number, number> = {
  [SocialProvider.Facebook]: AccountType.Facebook,
  [SocialProvider.Line]: AccountType.Line,
  [SocialProvider.Google]: AccountType.Google,
};

/**
 * Sign-in, registration, passwords, binding and the profile (docs/rules.md "Accounts"). Every way in
 * ends in `signIn`: a new session (replacing the device's old one) and the full user.
 */
export class AccountsService {
  constructor(private readonly deps: AccountsDeps) {}

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
   * to numbers that have an account (the others would only be spammed). Past a number's soft
   * limits the caller solves a challenge first (CHALLENGE_REQUIRED); the caller's own budgets
   * per IP and device are hard (sms-codes.ts `smsSendGate`).
   */
  async sendSmsCode(
    input: { mobile: string; purpose: number; challenge?: string | undefined },
    caller: Pick<Caller, 'ip' | 'fingerprint'> & { requestId?: string },
  ) {
    const mobile = field.mobileNumber(input.mobile);
    const rules = await this.rules();
    const digits = this.appConfig().limits.smsCode.max;
    const who = { ip: caller.ip, fingerprint: caller.fingerprint || null };
    const event = (kind: SecurityEventKind, detail: Record<string, string | number>) =>
      this.deps.securityEvents.record(kind, {
        identity: mobile,
        ip: caller.ip,
        fingerprint: caller.fingerprint || null,
        requestId: caller.requestId ?? null,
        call: 'smsSend',
        detail,
      });
    const gate = await smsSendGate(this.db, mobile, who, rules);
    if (gate.kind === 'limit') {
      event(SecurityEventKind.SmsSendLimited, { reason: 'caller budget' });
      throw new AppError(ErrorCode.SMS_LIMIT_REACHED);
    }
    if (gate.kind === 'challenge') {
      if (!(await this.deps.challenges.redeem(input.challenge, 'sms', mobile))) {
        if (input.challenge) event(SecurityEventKind.ChallengeFailed, { purpose: 'sms' });
        event(SecurityEventKind.SmsSendLimited, { reason: 'challenge asked' });
        throw new AppError(ErrorCode.CHALLENGE_REQUIRED, {
          challenge: await this.deps.challenges.issue('sms', mobile),
        });
      }
    }
    const issued = await issueSmsCode(
      this.db,
      { mobile, purpose: input.purpose, caller: who, digits },
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
    try {
      await consumeSmsCodeOrThrow(this.db, { mobile, purpose, code }, await this.rules());
    } catch (error) {
      if (error instanceof AppError) {
        this.deps.securityEvents.record(SecurityEventKind.SmsCodeWrong, {
          identity: mobile,
          detail: { purpose, errcode: error.code },
        });
      }
      throw error;
    }
  }

  /**
   * A phone proven by a code takes over the unverified account that holds it (one made by
   * phone + password without a code, `phoneNoOtp`): whoever made it may not be the phone's
   * owner, so every session of it ends and its password is cleared (or replaced by the one the
   * owner sets now), in one transaction. Answers the account, verified.
   */
  private async claimUnverified(
    db: Db,
    user: UserRow,
    caller: Caller | null,
    passwordHash: string | null,
  ): Promise<UserRow> {
    await revokeUserSessions(db, user.id, this.deps.sessionsEnded);
    const claimed = await updateUser(db, user.id, {
      mobile_verified: true,
      password_hash: passwordHash,
      password_changed_at: new Date(),
    });
    this.deps.securityEvents.record(SecurityEventKind.UnverifiedPhoneClaimed, {
      userId: user.id,
      identity: user.mobile,
      ip: caller?.ip ?? null,
      fingerprint: caller?.fingerprint || null,
    });
    return claimed;
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
        if (existing.mobile_verified) return this.signIn(existing, caller);
        const started = await inTransaction(this.db, async (trx) =>
          this.startSession(await this.claimUnverified(trx, existing, caller, null), caller, trx),
        );
        return this.answer(started);
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
    const password = field.password(input.password, this.appConfig().limits, phoneWords(mobile));
    const inviter = await this.inviterFromCode(input.inviteCode);
    // The code first: whether a number has an account is told only to whoever owns it.
    await this.consumeCode(mobile, SmsPurpose.Register, input.smsCode);
    const passwordHash = await hashPassword(password);
    const holder = await findUserByMobile(this.db, mobile);
    if (holder?.mobile_verified) throw new AppError(ErrorCode.ACCOUNT_TAKEN);
    if (holder) {
      const started = await inTransaction(this.db, async (trx) =>
        this.startSession(
          await this.claimUnverified(trx, holder, caller, passwordHash),
          caller,
          trx,
        ),
      );
      return this.answer(started);
    }
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
    const password = field.password(input.password, limits, [account]);
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
      this.db,
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
    const user = byAccount
      ? await findUserByAccount(this.db, key)
      : await findUserByMobile(this.db, key);

    if (!user && input.loginType === LoginType.PhoneNoOtp) {
      const password = field.password(input.password, config.limits, phoneWords(key));
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
      const counted = await recordPasswordFailure(this.db, identity, {
        freeTries: rules.passwordMaxFailures,
        baseSeconds: rules.passwordDelayBaseSeconds,
        capSeconds: rules.passwordLockMinutes * 60,
        resetHours: rules.passwordFailureResetHours,
      });
      for (const source of sources) await bumpCounter(this.db, source, HOUR_SECONDS);
      event(SecurityEventKind.SignInFailed, {
        userId: user?.id ?? null,
        detail: { failures: counted.failures },
      });
      if (counted.waitSeconds > 0) {
        throw new AppError(ErrorCode.ACCOUNT_LOCKED, { retryAfterSeconds: counted.waitSeconds });
      }
      throw new AppError(ErrorCode.LOGIN_FAILED);
    }
    if (failures) await clearPasswordFailures(this.db, [identity]);
    return this.signIn(user, caller);
  }

  /** Resets the password with a code of purpose forget; ends every session, then signs in. */
  async resetPassword(
    input: { mobile: string; smsCode: string; password: string },
    caller: Caller,
  ): Promise<SignInAnswer> {
    const mobile = field.mobileNumber(input.mobile);
    await this.consumeCode(mobile, SmsPurpose.Forget, input.smsCode);
    const user = await findUserByMobile(this.db, mobile);
    // No account behind the number: answered as a wrong code, so the reset reveals nothing.
    if (!user) throw new AppError(ErrorCode.SMS_CODE_INVALID);
    const password = field.password(input.password, this.appConfig().limits, [
      user.account,
      user.nickname,
      ...phoneWords(mobile),
    ]);
    const passwordHash = await hashPassword(password);
    const started = await inTransaction(this.db, async (trx) => {
      // The code proves the phone: an unverified account is its owner's from now on.
      const owned = user.mobile_verified
        ? user
        : await this.claimUnverified(trx, user, caller, passwordHash);
      const updated = await this.replacePassword(trx, owned, passwordHash);
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
    await revokeSession(this.db, session, this.deps.sessionsEnded);
  }

  /** The devices signed in: the player's live sessions, the asking one marked. */
  async listSessions(session: SessionInfo) {
    return { list: await listDeviceSessions(this.db, session.userId, session.sessionId) };
  }

  /**
   * Signs another of the player's devices out. An id that is not one of their live sessions
   * (another player's, an ended one) is SESSION_NOT_FOUND, telling nothing about it; the asking
   * session ends by `logout`.
   */
  async endSession(session: SessionInfo, id: number, caller: Pick<Caller, 'ip' | 'fingerprint'>) {
    if (
      id === session.sessionId ||
      !(await endOwnSession(this.db, session.userId, id, this.deps.sessionsEnded))
    ) {
      throw new AppError(ErrorCode.SESSION_NOT_FOUND);
    }
    this.sessionsEnded(session, 1, caller);
    return { ended: 1 };
  }

  /** Signs every other device out (a player who fears someone else is in). */
  async endOtherSessions(session: SessionInfo, caller: Pick<Caller, 'ip' | 'fingerprint'>) {
    const ended = await endOtherSessions(
      this.db,
      session.userId,
      session.sessionId,
      this.deps.sessionsEnded,
    );
    this.sessionsEnded(session, ended, caller);
    return { ended };
  }

  private sessionsEnded(
    session: SessionInfo,
    ended: number,
    caller: Pick<Caller, 'ip' | 'fingerprint'>,
  ) {
    this.deps.securityEvents.record(SecurityEventKind.SessionsEnded, {
      userId: session.userId,
      ip: caller.ip,
      fingerprint: caller.fingerprint || null,
      detail: { ended },
    });
  }

  /**
   * Sets a first password, or changes it given the old one; every session ends, a new one
   * starts. The old password is a counted proof (`countedProof`); a first password of a player
   * with a bound phone needs a code to it (purpose bind), so a stolen session cannot give itself
   * a password to confirm withdrawals with.
   */
  async setPassword(
    session: SessionInfo,
    input: { password: string; oldPassword?: string | undefined; smsCode?: string | undefined },
    caller: Caller,
  ): Promise<SignInAnswer> {
    const user = await this.userRow(session.userId);
    const password = field.password(input.password, this.appConfig().limits, [
      user.account,
      user.nickname,
      ...phoneWords(user.mobile),
    ]);
    const stored = user.password_hash;
    if (stored !== null) {
      const oldPassword = input.oldPassword;
      if (oldPassword === undefined) throw new AppError(ErrorCode.PASSWORD_WRONG);
      const right = await this.countedProof(user.id, 'password_change', () =>
        verifyPassword(stored, oldPassword),
      );
      if (!right) throw new AppError(ErrorCode.PASSWORD_WRONG);
    } else if (user.mobile !== null && user.mobile_verified) {
      if (input.smsCode === undefined) {
        throw new AppError(ErrorCode.PROOF_REQUIRED, { method: 'sms' });
      }
      await this.consumeCode(user.mobile, SmsPurpose.Bind, input.smsCode);
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
    // The code first: whether a number is bound to somebody is told only to whoever owns it.
    await this.consumeCode(mobile, SmsPurpose.Bind, input.smsCode);
    const holder = await findUserByMobile(this.db, mobile);
    if (holder && holder.id !== user.id) throw new AppError(ErrorCode.PHONE_ALREADY_BOUND);
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
    const { user, info, afterLogin } = await this.readPlayer(session.userId, true);
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
      ...afterLogin,
    };
  }

  /** The served config version, and whether a native client's game list is out of date. */
  configVersionFor(gameListVersion: string | undefined) {
    const { version } = this.deps.config.current();
    return { version, gameListChanged: gameListVersion !== version };
  }

  async refreshData(session: SessionInfo) {
    const { info } = await this.readPlayer(session.userId);
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

  // ---- proofs of a signed-in player (docs/security.md "Proofs") ----

  /**
   * One counted try of a proof a signed-in player gives (`check`): the password asked again, the
   * safebox PIN. Every kind shares one count per player: `proofMaxFailures` wrong ones lock them
   * all for `proofLockMinutes` (ACCOUNT_LOCKED with the wait), the right value included. A
   * player's tries run one at a time behind their counter's row, so parallel tries cannot
   * outrun the limit; a wrong one is counted even though its request fails, a right one clears
   * the count. Answers whether `check` passed.
   */
  async countedProof(
    userId: number,
    what: ProofPurpose,
    check: () => Promise<boolean>,
  ): Promise<boolean> {
    const rules = await this.rules();
    const outcome = await inTransaction(this.db, async (trx) => {
      const counted = await lockProofFailures(trx, userId);
      if (counted.failures >= rules.proofMaxFailures) {
        return { kind: 'locked' as const, waitSeconds: counted.waitSeconds };
      }
      if (await check()) {
        await clearProofFailures(trx, userId);
        return { kind: 'right' as const };
      }
      const failures = await recordProofFailure(trx, userId, rules.proofLockMinutes);
      return { kind: 'wrong' as const, failures };
    });
    if (outcome.kind === 'locked') {
      this.deps.securityEvents.record(SecurityEventKind.ProofLocked, {
        userId,
        detail: { what, waitSeconds: outcome.waitSeconds },
      });
      throw new AppError(ErrorCode.ACCOUNT_LOCKED, { retryAfterSeconds: outcome.waitSeconds });
    }
    if (outcome.kind === 'wrong') {
      this.deps.securityEvents.record(SecurityEventKind.ProofWrong, {
        userId,
        detail: { what, failures: outcome.failures },
      });
    }
    return outcome.kind === 'right';
  }

  /**
   * That the player, not only their session, asks (a receiving account, a withdrawal): the
   * sign-in password (a counted proof), or for a player without one a code (purpose bind) sent to
   * their bound phone. A player with neither must set a password first.
   */
  async proveIdentity(
    userId: number,
    proof: { password?: string | undefined; smsCode?: string | undefined },
    what: ProofPurpose,
  ): Promise<void> {
    const user = await this.userRow(userId);
    const stored = user.password_hash;
    if (stored !== null) {
      const password = proof.password;
      if (password === undefined)
        throw new AppError(ErrorCode.PROOF_REQUIRED, { method: 'password' });
      const right = await this.countedProof(userId, what, () => verifyPassword(stored, password));
      if (!right) throw new AppError(ErrorCode.PASSWORD_WRONG);
      return;
    }
    if (user.mobile === null || !user.mobile_verified) {
      throw new AppError(ErrorCode.PASSWORD_SETUP_REQUIRED);
    }
    if (proof.smsCode === undefined)
      throw new AppError(ErrorCode.PROOF_REQUIRED, { method: 'sms' });
    await this.consumeCode(user.mobile, SmsPurpose.Bind, proof.smsCode);
  }

  /**
   * When the player's password was last set, changed or reset (null: never since sign-up):
   * withdrawals wait `changeBlockHours` after it, like after a receiving account change.
   */
  async passwordChangedAt(userId: number): Promise<Date | null> {
    return (await this.userRow(userId)).password_changed_at;
  }

  // ---- helpers ----

  private async userRow(id: number): Promise<UserRow> {
    const user = await findUserById(this.db, id);
    if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
    return user;
  }

  /** The user info as committed now: the row's changes made before count, the row's fields do not. */
  async userInfo(user: Pick<UserRow, 'id'>): Promise<UserInfo> {
    return (await this.readPlayer(user.id)).info;
  }

  /**
   * The user row, the user info and (when asked) the after-login parts of every module, in one
   * statement; an unknown user is a 401 (the session outlived its user).
   */
  private async readPlayer(userId: number, withAfterLogin = false) {
    const parts = this.deps.stateParts?.() ?? { state: [], afterLogin: [] };
    const read = await readPlayer(this.db, userId, {
      state: parts.state,
      ...(withAfterLogin ? { afterLogin: parts.afterLogin } : {}),
    });
    if (!read) throw new AppError(ErrorCode.UNAUTHORIZED);
    return {
      user: read.user,
      info: toUserInfo(read.user, read.socials, read.state),
      afterLogin: read.afterLogin,
    };
  }

  /** A new session for the user, replacing the device's old one; its token. */
  private async startSession(user: UserRow, caller: Caller, db: Db) {
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
    await revokeUserSessions(db, user.id, this.deps.sessionsEnded);
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
  const clean = field.nicknameFrom(name, max);
  return clean.length >= 2 ? clean : `Player${Math.floor(1000 + Math.random() * 9000)}`;
};
