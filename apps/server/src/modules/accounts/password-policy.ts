import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * What a new password must be (OWASP ASVS 5.0 §6.2): at least 8 characters, up to 128 (64 and
 * more allowed), not one of the most common passwords (the 49,000 of zxcvbn-ts's list), not
 * built on the account's own words (its name, its phone number, the nickname, our name), and
 * no composition rules. Sign-in never applies it: players with older passwords keep signing in.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Words of the service itself. */
const SERVICE_WORDS = ['crownlobby', 'lobby'];

let common: Set<string> | undefined;
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common']));

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

export type PasswordProblem = 'length' | 'common' | 'context';

/** Why a new password is refused, or null when it is fine. */
export const passwordProblem = (
  password: string,
  context: readonly (string | null | undefined)[],
  limits: { min: number; max: number },
): PasswordProblem | null => {
  const length = [...password].length;
  if (length < Math.max(PASSWORD_MIN, limits.min) || length > Math.min(PASSWORD_MAX, limits.max))
    return 'length';
  const lower = password.toLowerCase();
  const bare = letters(password);
  if (commonPasswords().has(lower) || commonPasswords().has(bare)) return 'common';
  // One character over and over, or a run of one key.
  if (new Set([...bare]).size <= 2) return 'common';
  const words = [...SERVICE_WORDS, ...context.map((word) => letters(word ?? ''))].filter(
    (word) => word.length >= 4,
  );
  if (words.some((word) => bare.includes(word))) return 'context';
  return null;
};

/** A phone number's digits as a player would type them in a password (the national part). */
export const phoneWords = (mobile: string | null | undefined) => {
  if (!mobile) return [];
  const digits = mobile.replace(/\D/g, '');
  return [digits, digits.slice(-8), digits.slice(-7)];
};
