import type { LengthLimit } from '@lobby/contract/app-config';
import { proofProblems, type IdentityProof } from './identity-proof';

/** A field's problem: an i18n key and its values; null when the value is fine. */
export type Problem = { key: string; values?: Record<string, string | number> } | null;

export type CardProblems = Partial<
  Record<'bankId' | 'accountName' | 'accountNo' | 'password' | 'smsCode', Problem>
>;

/**
 * The number as the server keeps it: spaces and dashes are for reading only
 * ("de89 3704-0044" → "DE8937040044").
 */
export const normalizeAccountNo = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/**
 * The receiving-account form's rules (the server applies the same): a bank, a holder's name,
 * a number of appConfig `limits.withdrawAccount` letters and digits, and the player's proof
 * (`identityProof`).
 */
export function checkCard(
  values: {
    bankId: number | null;
    accountName: string;
    accountNo: string;
    password: string;
    smsCode: string;
  },
  rules: { limit: LengthLimit; smsCode: LengthLimit; proof: IdentityProof },
): CardProblems {
  const problems: CardProblems = {};
  if (values.bankId === null) problems.bankId = { key: 'wallet.bankRequired' };
  const holder = values.accountName.trim();
  if (!holder) problems.accountName = { key: 'wallet.holderRequired' };
  // eslint-disable-next-line no-control-regex
  else if (/[\u0000-\u001f\u007f<>]/.test(holder) || holder.length > 64) {
    problems.accountName = { key: 'wallet.holderInvalid' };
  }
  const number = normalizeAccountNo(values.accountNo);
  const { min, max } = rules.limit;
  if (!number) problems.accountNo = { key: 'wallet.numberRequired' };
  else if (!/^[A-Z0-9]+$/.test(number)) problems.accountNo = { key: 'wallet.numberChars' };
  else if (number.length < min || number.length > max) {
    problems.accountNo = { key: 'wallet.numberLength', values: { min, max } };
  }
  Object.assign(problems, proofProblems(rules.proof, values, rules.smsCode));
  return problems;
}
