import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { SmsPurpose } from '@lobby/contract/enums';
import { inTransaction, type Db } from '../../db/database';
import { AppError, ErrorCode } from '../../http/app-error';
import type { AccountRules } from './account-rules';
import {
  consumeSmsCode,
  countSmsAttempt,
  countSmsCodesSince,
  findLiveSmsCode,
  insertSmsCode,
  lockMobile,
  newestSmsCodeTo,
  nextSmsCodeId,
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

/**
 * Makes a new code for a number and purpose after the send limits of RULES.md: one per number
 * per `smsResendSeconds`, `smsPerNumberPerDay` per number, `smsPerIpPerHour` per client IP and
 * `smsPerPrefixPerHour` per number range. Only the code's hash is stored.
 */
export const issueSmsCode = (
  db: Db,
  input: { mobile: string; purpose: number; ip: string | null; digits: number },
  rules: AccountRules,
): Promise<IssuedCode> =>
  inTransaction(db, async (trx) => {
    await lockMobile(trx, input.mobile);
    const newest = await newestSmsCodeTo(trx, input.mobile);
    if (newest) {
      const waited = (Date.now() - newest.created_at.getTime()) / 1000;
      if (waited < rules.smsResendSeconds) {
        throw new AppError(ErrorCode.SMS_RESEND_TOO_SOON, {
          retryAfterSeconds: Math.max(1, Math.ceil(rules.smsResendSeconds - waited)),
        });
      }
    }
    const ip = input.ip && isIP(input.ip) ? input.ip : null;
    const prefix = prefixOf(input.mobile);
    const overLimit =
      (await countSmsCodesSince(trx, 'mobile', input.mobile, DAY)) >= rules.smsPerNumberPerDay ||
      (await countSmsCodesSince(trx, 'prefix', prefix, HOUR)) >= rules.smsPerPrefixPerHour ||
      (ip !== null && (await countSmsCodesSince(trx, 'ip', ip, HOUR)) >= rules.smsPerIpPerHour);
    if (overLimit) throw new AppError(ErrorCode.SMS_LIMIT_REACHED);

    const code = String(randomInt(0, 10 ** input.digits)).padStart(input.digits, '0');
    const id = await nextSmsCodeId(trx);
    await insertSmsCode(trx, {
      id,
      mobile: input.mobile,
      prefix,
      purpose: input.purpose,
      code_hash: hashCode(id, code),
      ip,
      expires_at: new Date(Date.now() + rules.smsCodeTtlSeconds * 1000),
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
    const matches = timingSafeEqual(Buffer.from(live.code_hash), hashCode(live.id, input.code));
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
