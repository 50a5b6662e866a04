import { SmsPurpose } from '@lobby/contract/values/enums';
import { AppError, ErrorCode } from '@/core/app-error';
import { SecurityEventKind } from '@/core/security-events';
import type { AccountsContext, Caller } from './accounts-deps';
import * as field from './account-fields';
import { findUserByMobile } from './accounts.repo';
import { signedInUser } from './signed-in-user';
import { consumeSmsCodeOrThrow, issueSmsCode, smsSendGate, smsText } from './sms-codes';

/** Codes texted to a phone: sending them, within limits, and using them up (docs/rules.md). */
export class PhoneCodes {
  constructor(private readonly deps: AccountsContext) {}

  /**
   * Sends a code. A known and an unknown number get the same answer; a reset code is texted only
   * to numbers that have an account (the others would only be spammed). Past a number's soft
   * limits the caller solves a challenge first (CHALLENGE_REQUIRED); the caller's own budgets
   * per IP and device are hard (sms-codes.ts `smsSendGate`).
   */
  async send(
    input: { mobile: string; purpose: number; challenge?: string | undefined },
    caller: Pick<Caller, 'ip' | 'fingerprint'> & { requestId?: string },
  ) {
    const { db } = this.deps;
    const mobile = field.mobileNumber(input.mobile);
    const rules = await this.deps.rules();
    const digits = this.deps.appConfig().limits.smsCode.max;
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
    const gate = await smsSendGate(db, mobile, who, rules);
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
      db,
      { mobile, purpose: input.purpose, caller: who, digits },
      rules,
    );
    const worthSending =
      input.purpose !== SmsPurpose.Forget || (await findUserByMobile(db, mobile)) !== undefined;
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

  /** Uses up a code of `purpose` sent to `mobile`; a wrong one is a security event. */
  async consume(mobile: string, purpose: number, code: string) {
    field.smsCode(code, this.deps.appConfig().limits);
    try {
      await consumeSmsCodeOrThrow(this.deps.db, { mobile, purpose, code }, await this.deps.rules());
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
   * Uses up a code sent to the player's own bound phone (safebox password change, receiving
   * account change). A player without a phone cannot have such a code: refused as a wrong code.
   */
  async consumeOfUser(userId: number, purpose: number, code: string): Promise<void> {
    const user = await signedInUser(this.deps.db, userId);
    if (!user.mobile) throw new AppError(ErrorCode.SMS_CODE_INVALID);
    await this.consume(user.mobile, purpose, code);
  }
}
