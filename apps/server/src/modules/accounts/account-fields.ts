import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { LengthLimit, Limits } from '@lobby/contract/app-config';
import { AppError, ErrorCode } from '@/core/app-error';
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from './password-policy';

/**
 * The field rules the client shows (appConfig `limits`), enforced with the same numbers. A
 * breach is a 400 naming the field, like a schema failure.
 */

const refuse = (path: string, message: string): never => {
  throw new AppError(ErrorCode.BAD_REQUEST, { issues: [{ path, message }] });
};

const checkLength = (path: string, label: string, value: string, limit: LengthLimit) => {
  const length = [...value].length;
  if (length < limit.min || length > limit.max) {
    refuse(
      path,
      limit.min === limit.max
        ? `${label} must be ${limit.min} characters.`
        : `${label} must be ${limit.min}–${limit.max} characters.`,
    );
  }
};

/** Account names are lowercase; "Bob_1" is taken as "bob_1". */
export const accountName = (value: string, limits: Limits, path = 'account') => {
  const account = value.trim().toLowerCase();
  checkLength(path, 'The account name', account, limits.account);
  if (!/^[a-z0-9_]+$/.test(account)) {
    refuse(path, 'The account name may hold only letters, digits and _.');
  }
  return account;
};

/**
 * A new password (registration, reset, change), by the password policy (password-policy.ts);
 * `context` holds the account's own words (name, phone, nickname), which it may not be built on.
 */
export const password = (
  value: string,
  limits: Limits,
  context: readonly (string | null | undefined)[] = [],
  path = 'password',
) => {
  checkLength(path, 'The password', value, limits.password);
  const problem = passwordProblem(value, context, limits.password);
  if (problem === 'common') {
    refuse(path, 'This password is too common. Choose one that is harder to guess.');
  }
  if (problem === 'context') {
    refuse(path, 'The password may not contain your account name, phone number or our name.');
  }
  if (problem === 'length') {
    const min = Math.max(PASSWORD_MIN, limits.password.min);
    const max = Math.min(PASSWORD_MAX, limits.password.max);
    refuse(path, `The password must be ${min}–${max} characters.`);
  }
  return value;
};

/**
 * Characters a nickname may not hold, after NFKC: controls (Cc), format characters (Cf: bidi
 * overrides, zero-width joiners and spaces, the soft hyphen), line and paragraph separators,
 * private use and lone surrogates, the blank fillers that draw as nothing, and `<>`.
 */
const NICKNAME_REFUSED =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\u115F\u1160\u3164\uFFA0\u2800\u180E<>]/u;

/**
 * A name from elsewhere (a social provider's profile) made fit for a nickname: NFKC, the refused
 * characters dropped rather than refused, spaces collapsed, cut to `max` characters.
 */
export const nicknameFrom = (value: string, max: number) =>
  [
    ...value
      .normalize('NFKC')
      .replace(new RegExp(NICKNAME_REFUSED.source, 'gu'), '')
      .trim()
      .replace(/\s+/g, ' '),
  ]
    .slice(0, max)
    .join('')
    .trim();

export const nickname = (value: string, limits: Limits, path = 'nickname') => {
  const name = value.normalize('NFKC').trim().replace(/\s+/g, ' ');
  if (NICKNAME_REFUSED.test(name)) refuse(path, 'The nickname holds characters not allowed.');
  checkLength(path, 'The nickname', name, limits.username);
  return name;
};

export const smsCode = (value: string, limits: Limits, path = 'smsCode') => {
  checkLength(path, 'The code', value, limits.smsCode);
  return value;
};

/**
 * A phone number whose length fits its country's plan (libphonenumber "possible"), in E.164.
 * "Possible" rather than "valid": numbering plans change faster than metadata, and reserved
 * test ranges (+1 555 01xx) must work in every environment.
 */
export const mobileNumber = (value: string) => {
  const parsed = parsePhoneNumberFromString(value);
  if (!parsed?.isPossible()) throw new AppError(ErrorCode.PHONE_INVALID);
  return parsed.number;
};
