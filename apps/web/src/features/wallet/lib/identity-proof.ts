import type { UserInfo } from '@lobby/contract/account';

/**
 * How the player confirms that they, not only their session, ask (docs/rules.md "Withdrawals"):
 * adding or changing a receiving account and each withdrawal need the sign-in password, or for
 * a player without one an SMS code (purpose bind) to the bound phone. A player with neither
 * cannot confirm until they set a password.
 */
export type IdentityProof = 'password' | 'sms' | 'unavailable';

export function identityProof(
  user: Pick<UserInfo, 'hasPassword' | 'mobile'> | null,
): IdentityProof {
  if (user?.hasPassword) return 'password';
  if (user?.mobile) return 'sms';
  return 'unavailable';
}

/** A field's problem: an i18n key and its values. */
type ProofProblem = { key: string; values?: Record<string, string | number> };

/** What is missing or malformed in the proof before it is sent. */
export function proofProblems(
  proof: IdentityProof,
  values: { password: string; smsCode: string },
  smsLimit: { min: number; max: number },
): { password?: ProofProblem; smsCode?: ProofProblem } {
  if (proof === 'password' && !values.password) {
    return { password: { key: 'wallet.passwordRequired' } };
  }
  if (proof === 'sms') {
    const code = values.smsCode.trim();
    if (!code) return { smsCode: { key: 'wallet.codeRequired' } };
    if (code.length < smsLimit.min || code.length > smsLimit.max) {
      return {
        smsCode: { key: 'wallet.codeLength', values: { min: smsLimit.min, max: smsLimit.max } },
      };
    }
  }
  return {};
}

/** What the request carries as its proof. */
export const proofFields = (proof: IdentityProof, values: { password: string; smsCode: string }) =>
  proof === 'password'
    ? { password: values.password }
    : proof === 'sms'
      ? { smsCode: values.smsCode }
      : {};

/**
 * The last four digits of the bound phone, for the code prompt ("your phone ending in 1234"),
 * without the phone library (it stays in the sign-in chunks, ADR 0016).
 */
export const phoneEnding = (mobile: string): string => mobile.replace(/\D/g, '').slice(-4);
