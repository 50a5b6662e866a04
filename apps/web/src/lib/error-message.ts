import type { TFunction } from 'i18next';
import type { ValidationIssue } from '@lobby/contract/envelope';
import {
  ErrorCode,
  errorCatalogue,
  type ErrorEntry,
  type ErrorModule,
} from '@lobby/contract/values/errors';
import { ApiError, HttpError, TimeoutError } from './api-errors';
import { coinText } from './coins';
import { formatEpoch } from './format-epoch';
import { oneBalanceValues } from './one-balance';

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

/** The field each refusal concerns, where it concerns one. */
const fieldOf: Partial<Record<number, ErrorField>> = {
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
  [ErrorCode.INSUFFICIENT_BALANCE]: 'amount',
  [ErrorCode.AMOUNT_BELOW_MIN]: 'amount',
  [ErrorCode.AMOUNT_ABOVE_MAX]: 'amount',
  [ErrorCode.DEPOSIT_LIMIT_REACHED]: 'amount',
  [ErrorCode.PLAY_LIMIT_DEPOSIT]: 'amount',
  [ErrorCode.BANK_UNKNOWN]: 'bankId',
  [ErrorCode.SAFEBOX_PASSWORD_WRONG]: 'safeboxPassword',
  [ErrorCode.SAFEBOX_PASSWORD_CHANGE_NEEDS_CODE]: 'smsCode',
  [ErrorCode.COUPON_DEPOSIT_BELOW_MIN]: 'amount',
  [ErrorCode.COUPON_DEPOSIT_NOT_EXACT]: 'amount',
};

/**
 * The errcodes the client tells in its own words (`errors.code.<code>`): every code the
 * catalogue gives to the jackpot's draw, auth, the wallet, games, rewards, mail, content, the
 * chat or know your customer, so a code added there is told here too. Others (the staff console's) are shown with their
 * code.
 */
const TOLD_MODULES: ReadonlySet<ErrorModule> = new Set([
  'jackpot',
  'auth',
  'wallet',
  'games',
  'rewards',
  'mail',
  'content',
  'chat',
  'limits',
  'kyc',
]);
const isTold = (code: number) => {
  const entry = (errorCatalogue as Partial<Record<number, ErrorEntry>>)[code];
  return entry !== undefined && TOLD_MODULES.has(entry.module);
};

const numberIn = (data: unknown, key: string): number | undefined => {
  const value = (data as Record<string, unknown> | null | undefined)?.[key];
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;
};

/** A time the server named (epoch seconds), in the player's locale (lib/format-epoch.ts). */
export { formatEpoch };

/** A variant of a refusal's text that says the figure its data names, when the data names it. */
type Variant = (data: unknown) => { suffix: string; values: ErrorText['values'] } | undefined;

const sayingAmount =
  (key: string): Variant =>
  (data) => {
    const amount = numberIn(data, key);
    return amount === undefined
      ? undefined
      : { suffix: '_limit', values: { limit: coinText(amount) } };
  };

const sayingTime =
  (key: string): Variant =>
  (data) => {
    const at = numberIn(data, key);
    return at === undefined ? undefined : { suffix: '_until', values: { until: formatEpoch(at) } };
  };

/** A limit reached (1701–1703): what is left of it and when it resets. */
const sayingLimitLeft: Variant = (data) => {
  const left = numberIn(data, 'left');
  const at = numberIn(data, 'resetsAt');
  return left === undefined || at === undefined
    ? undefined
    : { suffix: '_left', values: { left: coinText(left), until: formatEpoch(at) } };
};

const sayingBalances: Variant = (data) => {
  const values = oneBalanceValues(data);
  return values ? { suffix: '_figures', values } : undefined;
};

/** A break's refusal: until its end date, or permanent (ADR 0071). */
const sayingBreak: Variant = (data) => {
  const until = numberIn(data, 'until');
  if (until !== undefined) return { suffix: '_until', values: { until: formatEpoch(until) } };
  const kind = (data as { kind?: unknown } | null | undefined)?.kind;
  return kind === 'exclusion' ? { suffix: '_permanent', values: undefined } : undefined;
};

/** The refusals whose data names a limit or a time, and the variant of the text that says it. */
const variantOf: Partial<Record<number, Variant>> = {
  [ErrorCode.AMOUNT_BELOW_MIN]: sayingAmount('minAmount'),
  [ErrorCode.AMOUNT_ABOVE_MAX]: sayingAmount('maxAmount'),
  [ErrorCode.WITHDRAW_BLOCKED]: sayingTime('blockedUntil'),
  [ErrorCode.COUPON_DEPOSIT_BELOW_MIN]: sayingAmount('minDeposit'),
  [ErrorCode.COUPON_DEPOSIT_NOT_EXACT]: sayingAmount('exactDeposit'),
  [ErrorCode.WITHDRAW_DEPOSIT_REQUIRED]: sayingAmount('minDeposit'),
  [ErrorCode.BONUS_MAX_BET]: sayingAmount('maxBet'),
  [ErrorCode.BET_NEEDS_ONE_BALANCE]: sayingBalances,
  [ErrorCode.PLAY_LIMIT_COOLING_OFF]: sayingTime('effectiveAt'),
  [ErrorCode.PLAY_LIMIT_DEPOSIT]: sayingLimitLeft,
  [ErrorCode.PLAY_LIMIT_LOSS]: sayingLimitLeft,
  [ErrorCode.PLAY_LIMIT_WAGER]: sayingLimitLeft,
  [ErrorCode.PLAY_LIMIT_SESSION_TIME]: sayingTime('resetsAt'),
  [ErrorCode.PLAYER_ON_BREAK]: sayingBreak,
  [ErrorCode.SIGN_UP_LINKED_TO_BREAK]: sayingBreak,
};

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

/** A told refusal: its own text, or the variant naming its figure; its field; its wait. */
function toldText(code: number, data: unknown): ErrorText {
  const variant = variantOf[code]?.(data);
  const field = fieldOf[code];
  const wait = retryAfter(data);
  return {
    key: `errors.code.${code}${variant?.suffix ?? ''}`,
    ...(variant ? { values: variant.values } : {}),
    ...(field ? { field } : {}),
    ...(wait !== undefined ? { waitSeconds: wait } : {}),
  };
}

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
    if (isTold(code)) return toldText(code, error.data);
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
  isTold(errcode)
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
