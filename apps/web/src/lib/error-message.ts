import type { TFunction } from 'i18next';
import type { ValidationIssue } from '@lobby/contract/envelope';
import { ErrorCode } from '@lobby/contract/values/errors';
import { formatHundredths } from '@lobby/contract/values/money';
import { ApiError, HttpError, TimeoutError } from './api-errors';

/** The form field a refusal belongs to, where it belongs to one. */
export type ErrorField =
  | 'mobile'
  | 'smsCode'
  | 'password'
  | 'oldPassword'
  | 'account'
  | 'inviteCode'
  | 'nickname'
  | 'amount'
  | 'bankId'
  | 'accountName'
  | 'accountNo'
  | 'safeboxPassword';

/**
 * A refusal in words a player understands: an i18n key (the client's own en-US text, never the
 * server's `msg` alone), its values, the field it belongs to, and for a 400 the server's issues
 * by field.
 */
export interface ErrorText {
  key: string;
  values?: Record<string, string | number>;
  field?: ErrorField;
  /** Seconds to wait before trying again (429, 1103 code resend, 1106 lock). */
  waitSeconds?: number;
  issues?: ValidationIssue[];
}

/** The auth errcodes (1101–1122) and the field each one is shown on. */
const authFields: Partial<Record<number, ErrorField>> = {
  [ErrorCode.SMS_CODE_INVALID]: 'smsCode',
  [ErrorCode.SMS_CODE_TRIES_EXCEEDED]: 'smsCode',
  [ErrorCode.SMS_RESEND_TOO_SOON]: 'smsCode',
  [ErrorCode.SMS_LIMIT_REACHED]: 'smsCode',
  [ErrorCode.ACCOUNT_TAKEN]: 'account',
  [ErrorCode.INVITE_CODE_INVALID]: 'inviteCode',
  [ErrorCode.INVITER_ALREADY_SET]: 'inviteCode',
  [ErrorCode.INVITER_NOT_ALLOWED]: 'inviteCode',
  [ErrorCode.PHONE_ALREADY_BOUND]: 'mobile',
  [ErrorCode.PASSWORD_WRONG]: 'oldPassword',
  [ErrorCode.PHONE_INVALID]: 'mobile',
  [ErrorCode.ACCOUNT_HAS_PHONE]: 'mobile',
};

const isAuthCode = (code: number) => code >= 1101 && code <= ErrorCode.PASSWORD_SETUP_REQUIRED;

/** The wallet errcodes (1201–1221) and the field each one is shown on. */
const walletFields: Partial<Record<number, ErrorField>> = {
  [ErrorCode.INSUFFICIENT_BALANCE]: 'amount',
  [ErrorCode.AMOUNT_BELOW_MIN]: 'amount',
  [ErrorCode.AMOUNT_ABOVE_MAX]: 'amount',
  [ErrorCode.DEPOSIT_LIMIT_REACHED]: 'amount',
  [ErrorCode.BANK_UNKNOWN]: 'bankId',
  [ErrorCode.SAFEBOX_PASSWORD_WRONG]: 'safeboxPassword',
  [ErrorCode.SAFEBOX_PASSWORD_CHANGE_NEEDS_CODE]: 'smsCode',
};

const isWalletCode = (code: number) => code >= 1201 && code <= ErrorCode.BONUS_NOT_FOUND;

/**
 * The games errcodes (1301–1309): game unknown, no demo, session closed, not built in, bets,
 * provider unavailable.
 */
const isGamesCode = (code: number) =>
  code >= ErrorCode.GAME_NOT_FOUND && code <= ErrorCode.GAME_PROVIDER_UNAVAILABLE;

/**
 * The rewards errcodes (1401–1499) the catalogue declares: not the player's, expired, budget
 * spent, player's cap, phone to verify, device used, and those the VIP club adds. Read from the
 * catalogue, so a code added there is told in its own words here too.
 */
const rewardsCodes = new Set<number>(
  Object.values(ErrorCode).filter((code) => code >= 1400 && code <= 1499),
);
const isRewardsCode = (code: number) => rewardsCodes.has(code);

/**
 * The coupon errcodes (1421–1426): not the player's, used or held, expired, the deposit below
 * its minimum or not its set amount, a bonus being played.
 */
const isCouponCode = (code: number) =>
  code >= ErrorCode.COUPON_NOT_FOUND && code <= ErrorCode.COUPON_BONUS_OPEN;

const numberIn = (data: unknown, key: string): number | undefined => {
  const value = (data as Record<string, unknown> | null | undefined)?.[key];
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;
};

/** A time the server named (epoch seconds), in the player's locale. */
export const formatEpoch = (seconds: number) =>
  new Date(seconds * 1000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A wallet refusal's text: the limit it names (1203 `minAmount`, 1204 `maxAmount`, 1209
 * `blockedUntil`) picks the variant of the text that says it.
 */
function walletText(code: number, data: unknown): ErrorText {
  const field = walletFields[code];
  const base = { key: `errors.code.${code}`, ...(field ? { field } : {}) };
  const min = code === ErrorCode.AMOUNT_BELOW_MIN ? numberIn(data, 'minAmount') : undefined;
  if (min !== undefined) {
    return { ...base, key: `${base.key}_limit`, values: { limit: formatHundredths(min) } };
  }
  const max = code === ErrorCode.AMOUNT_ABOVE_MAX ? numberIn(data, 'maxAmount') : undefined;
  if (max !== undefined) {
    return { ...base, key: `${base.key}_limit`, values: { limit: formatHundredths(max) } };
  }
  const until = code === ErrorCode.WITHDRAW_BLOCKED ? numberIn(data, 'blockedUntil') : undefined;
  if (until !== undefined) {
    return { ...base, key: `${base.key}_until`, values: { until: formatEpoch(until) } };
  }
  return base;
}

/**
 * A coupon refusal's text: the deposit a coupon needs (1424 `minDeposit`, 1425 `exactDeposit`)
 * picks the variant that says it, on the amount field.
 */
function couponText(code: number, data: unknown): ErrorText {
  const base = { key: `errors.code.${code}` };
  const limit =
    code === ErrorCode.COUPON_DEPOSIT_BELOW_MIN
      ? numberIn(data, 'minDeposit')
      : code === ErrorCode.COUPON_DEPOSIT_NOT_EXACT
        ? numberIn(data, 'exactDeposit')
        : undefined;
  if (limit === undefined) return base;
  return {
    key: `${base.key}_limit`,
    field: 'amount',
    values: { limit: formatHundredths(limit) },
  };
}

const retryAfter = (data: unknown): number | undefined => {
  const value = (data as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds;
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? Math.ceil(value)
    : undefined;
};

const issuesOf = (data: unknown): ValidationIssue[] => {
  const list = (data as { issues?: unknown } | null | undefined)?.issues;
  return Array.isArray(list)
    ? list.filter(
        (i): i is ValidationIssue =>
          typeof i === 'object' &&
          i !== null &&
          typeof (i as ValidationIssue).path === 'string' &&
          typeof (i as ValidationIssue).message === 'string',
      )
    : [];
};

/** Maps any error a call can throw to the text shown for it. */
export function errorText(error: unknown): ErrorText {
  if (error instanceof ApiError) {
    const code = error.errcode;
    if (code === ErrorCode.BAD_REQUEST) {
      return { key: 'errors.code.400', issues: issuesOf(error.data) };
    }
    if (code === ErrorCode.RATE_LIMITED) {
      return { key: 'errors.code.429', waitSeconds: retryAfter(error.data) ?? 60 };
    }
    if (
      code === ErrorCode.UNAUTHORIZED ||
      code === ErrorCode.NOT_FOUND ||
      code === ErrorCode.INTERNAL ||
      code === ErrorCode.UNAVAILABLE
    ) {
      return { key: `errors.code.${code}` };
    }
    if (isAuthCode(code)) {
      const wait = retryAfter(error.data);
      return {
        key: `errors.code.${code}`,
        field: authFields[code],
        ...(wait !== undefined ? { waitSeconds: wait } : {}),
      };
    }
    if (isWalletCode(code)) return walletText(code, error.data);
    if (isGamesCode(code)) return { key: `errors.code.${code}` };
    // Coupons are rewards codes with the deposit they need to name: theirs first.
    if (isCouponCode(code)) return couponText(code, error.data);
    if (isRewardsCode(code)) return { key: `errors.code.${code}` };
    return { key: 'errors.withCode', values: { code } };
  }
  if (error instanceof TimeoutError) return { key: 'errors.timeout' };
  if (error instanceof HttpError && error.status >= 500) return { key: 'errors.code.500' };
  return { key: 'errors.network' };
}

/**
 * A refusal answered inside a successful answer (a reward of several left unpaid, with its
 * errcode), in the same words as the call's own refusal would be.
 */
export const errcodeText = (errcode: number): ErrorText =>
  isRewardsCode(errcode)
    ? { key: `errors.code.${errcode}` }
    : { key: 'errors.withCode', values: { code: errcode } };

/** "45 seconds", "15 minutes": a wait in words, for the texts that carry one. */
export const waitKey = (seconds: number): { key: string; count: number } =>
  seconds >= 120
    ? { key: 'errors.minutes', count: Math.ceil(seconds / 60) }
    : { key: 'errors.seconds', count: seconds };

/** The words of a refusal, its wait ("45 seconds") filled in. */
export function describeError(text: ErrorText, t: TFunction): string {
  const wait =
    text.waitSeconds !== undefined
      ? t(waitKey(text.waitSeconds).key, { count: waitKey(text.waitSeconds).count })
      : t('errors.aMoment');
  return t(text.key, { ...text.values, wait });
}

export type FieldErrors = Partial<Record<ErrorField | 'form', string>>;

/**
 * Where a refusal is shown: on its field when the form has that field (400 issues by their path,
 * errcodes by the field they concern), else for the whole form.
 */
export function fieldErrorsOf(
  error: unknown,
  fields: readonly ErrorField[],
  t: TFunction,
): FieldErrors {
  const text = errorText(error);
  if (text.issues && text.issues.length > 0) {
    const out: FieldErrors = {};
    for (const issue of text.issues) {
      const field = issue.path.split('.')[0] as ErrorField;
      if (fields.includes(field)) out[field] ??= issue.message;
      else out.form ??= issue.message;
    }
    return out;
  }
  const message = describeError(text, t);
  return text.field && fields.includes(text.field) ? { [text.field]: message } : { form: message };
}
