import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { SmsPurpose } from '@lobby/contract/values/enums';
import { inTransaction, type Db } from '@/db/database';
import { AppError, ErrorCode } from '@/core/app-error';
import type { AccountRules } from './account-rules';
import {
  bumpCounter,
  consumeSmsCode,
  countSmsAttempt,
  countSmsCodesSince,
  findLiveSmsCode,
  insertSmsCode,
  lockMobile,
  newestSmsCodeTo,
  nextSmsCodeId,
  readCounter,
} from './accounts.repo';

const HOUR = 3600;
const DAY = 86_400;

const hashCode = (id: number, code: string) =>
  createHash('sha256').update(`${id}:${code}`).digest();

/** The number without its last four digits: numbers in one range share a send limit. */
const prefixOf = (mobile: string) => mobile.slice(0, -4);

export interface IssuedCode {
  code: string;
  expiresInSeconds: number;
}

/** The wait between two codes to a number: the resend gap, doubling past the day's soft count. */
const resendGap = (rules: AccountRules, codesToday: number) => {
  const over = codesToday - rules.smsPerNumberPerDay;
  return over < 0
    ? rules.smsResendSeconds
    : Math.min(rules.smsSlowdownCapSeconds, rules.smsResendSeconds * 2 ** Math.min(over + 1, 20));
};

const deviceKey = (fingerprint: string) => `sms-device:${fingerprint}`;

export interface SmsCaller {
  ip: string | null;
  fingerprint: string | null;
}

/**
 * What stands before a new code to a number (docs/security.md "Sign-in"): the caller's own
 * budgets per IP and per device are hard (`limit`); the number's are soft: a short gap between
 * codes (`wait`, growing past the day's count) and, past the day's or the number range's count,
 * a challenge to solve (`challenge`), so whoever sends to somebody else's number cannot lock its
 * owner out.
 */
export const smsSendGate = async (
  db: Db,
  mobile: string,
  caller: SmsCaller,
  rules: AccountRules,
): Promise<{ kind: 'ok' | 'challenge' | 'limit' } | { kind: 'wait'; seconds: number }> => {
  const ip = caller.ip && isIP(caller.ip) ? caller.ip : null;
  if (ip !== null && (await countSmsCodesSince(db, 'ip', ip, HOUR)) >= rules.smsPerIpPerHour)
    return { kind: 'limit' };
  if (
    caller.fingerprint &&
    (await readCounter(db, deviceKey(caller.fingerprint), HOUR)) >= rules.smsPerDevicePerHour
  )
    return { kind: 'limit' };
  const codesToday = await countSmsCodesSince(db, 'mobile', mobile, DAY);
  const newest = await newestSmsCodeTo(db, mobile);
  if (newest) {
    const waited = (Date.now() - newest.createdAt.getTime()) / 1000;
    const gap = resendGap(rules, codesToday);
    if (waited < gap) return { kind: 'wait', seconds: Math.max(1, Math.ceil(gap - waited)) };
  }
  if (
    codesToday >= rules.smsPerNumberPerDay ||
    (await countSmsCodesSince(db, 'prefix', prefixOf(mobile), HOUR)) >= rules.smsPerPrefixPerHour
  )
    return { kind: 'challenge' };
  return { kind: 'ok' };
};

/**
 * Makes a new code for a number and purpose once `smsSendGate` let it through: under the
 * number's lock, the gap between codes and the caller's budgets are checked again (parallel
 * sends), the device's budget spent, and only the code's hash stored.
 */
export const issueSmsCode = (
  db: Db,
  input: { mobile: string; purpose: number; caller: SmsCaller; digits: number },
  rules: AccountRules,
): Promise<IssuedCode> =>
  inTransaction(db, async (trx) => {
    await lockMobile(trx, input.mobile);
    const gate = await smsSendGate(trx, input.mobile, input.caller, rules);
    if (gate.kind === 'wait') {
      throw new AppError(ErrorCode.SMS_RESEND_TOO_SOON, { retryAfterSeconds: gate.seconds });
    }
    if (gate.kind === 'limit') throw new AppError(ErrorCode.SMS_LIMIT_REACHED);
    if (input.caller.fingerprint) await bumpCounter(trx, deviceKey(input.caller.fingerprint), HOUR);
    const ip = input.caller.ip && isIP(input.caller.ip) ? input.caller.ip : null;
    const code = String(randomInt(0, 10 ** input.digits)).padStart(input.digits, '0');
    const id = await nextSmsCodeId(trx);
    await insertSmsCode(trx, {
      id,
      mobile: input.mobile,
      prefix: prefixOf(input.mobile),
      purpose: input.purpose,
      codeHash: hashCode(id, code),
      ip,
      expiresAt: new Date(Date.now() + rules.smsCodeTtlSeconds * 1000),
    });
    return { code, expiresInSeconds: rules.smsCodeTtlSeconds };
  });

/**
 * Checks and uses up the newest live code of a number for a purpose, in a transaction of its
 * own: a wrong try is counted even though the caller's request then fails, and of many
 * parallel tries with the right code exactly one gets through. The code of another purpose, an
 * expired or a used one is "wrong"; after `smsMaxAttempts` wrong tries the code is dead.
 */
export const consumeSmsCodeOrThrow = async (
  db: Db,
  input: { mobile: string; purpose: number; code: string },
  rules: AccountRules,
): Promise<void> => {
  const outcome = await inTransaction(db, async (trx) => {
    const live = await findLiveSmsCode(trx, input.mobile, input.purpose);
    if (!live) return ErrorCode.SMS_CODE_INVALID;
    if (live.attempts >= rules.smsMaxAttempts) return ErrorCode.SMS_CODE_TRIES_EXCEEDED;
    const matches = timingSafeEqual(Buffer.from(live.codeHash), hashCode(live.id, input.code));
    if (!matches) {
      await countSmsAttempt(trx, live.id);
      return ErrorCode.SMS_CODE_INVALID;
    }
    await consumeSmsCode(trx, live.id);
    return ErrorCode.OK;
  });
  if (outcome !== ErrorCode.OK) throw new AppError(outcome);
};

/** The text of the message; the code leads so phones can offer to fill it in. */
export const smsText = (brand: string, code: string, purpose: number, ttlSeconds: number) => {
  const minutes = Math.round(ttlSeconds / 60);
  const what =
    purpose === SmsPurpose.Forget
      ? 'to reset your password'
      : purpose === SmsPurpose.Bind
        ? 'to link this phone'
        : 'to sign in';
  return `${code} is your ${brand} code ${what}. It expires in ${minutes} minutes. Never share it.`;
};
