import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { LengthLimit, Limits } from '@lobby/contract/app-config';
import { AppError, ErrorCode } from '../../http/app-error';

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

export const password = (value: string, limits: Limits, path = 'password') => {
  checkLength(path, 'The password', value, limits.password);
  return value;
};

export const nickname = (value: string, limits: Limits, path = 'nickname') => {
  const name = value.trim().replace(/\s+/g, ' ');
  checkLength(path, 'The nickname', name, limits.username);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f<>]/.test(name))
    refuse(path, 'The nickname holds characters not allowed.');
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
