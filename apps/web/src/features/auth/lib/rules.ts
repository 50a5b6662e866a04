import type { LengthLimit, Limits } from '@lobby/contract/app-config';
import type { CountryCode } from '@/lib/phone';
import { toE164 } from '@/lib/phone';
import { isInviteCode } from '@/lib/invite-link';

/**
 * The field rules of appConfig `limits` (the server enforces the same numbers), checked before
 * a form is sent. A problem is an i18n key and its values; null means the value is fine.
 */
export type Problem = { key: string; values?: Record<string, string | number> } | null;

const length = (value: string) => [...value].length;

const outside = (value: string, limit: LengthLimit) =>
  length(value) < limit.min || length(value) > limit.max;

const lengthProblem = (key: string, limit: LengthLimit): Problem => ({
  key: limit.min === limit.max ? `${key}Exact` : key,
  values: { min: limit.min, max: limit.max },
});

/** Account names are lowercase letters, digits and "_"; "Bob_1" is taken as "bob_1". */
export const normalizeAccount = (value: string) => value.trim().toLowerCase();

export function checkAccount(value: string, limits: Limits): Problem {
  const account = normalizeAccount(value);
  if (!account) return { key: 'fields.accountRequired' };
  if (!/^[a-z0-9_]+$/.test(account)) return { key: 'fields.accountChars' };
  if (outside(account, limits.account))
    return lengthProblem('fields.accountLength', limits.account);
  return null;
}

export function checkPassword(value: string, limits: Limits): Problem {
  if (!value) return { key: 'fields.passwordRequired' };
  if (outside(value, limits.password))
    return lengthProblem('fields.passwordLength', limits.password);
  return null;
}

export function checkSmsCode(value: string, limits: Limits): Problem {
  const code = value.trim();
  if (!code) return { key: 'fields.codeRequired' };
  if (!/^\d+$/.test(code) || outside(code, limits.smsCode)) {
    return lengthProblem('fields.codeLength', limits.smsCode);
  }
  return null;
}

export function checkPhone(country: CountryCode, value: string): Problem {
  if (!value.trim()) return { key: 'fields.phoneRequired' };
  return toE164(country, value) ? null : { key: 'fields.phoneInvalid' };
}

/** The invite code is optional; when given it is 4–16 letters and digits (the contract's rule). */
export function checkInviteCode(value: string): Problem {
  const code = value.trim();
  if (!code) return null;
  return isInviteCode(code) ? null : { key: 'fields.inviteInvalid' };
}
