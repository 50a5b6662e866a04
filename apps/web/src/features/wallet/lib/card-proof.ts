/**
 * How a receiving-account change is confirmed (RULES.md "Money", docs/rules.md "Withdrawals"):
 * the first account needs nothing; adding another and every edit need the sign-in password, or
 * for a player without one an SMS code (purpose bind) to the bound phone. A player with neither
 * cannot confirm until they set a password.
 */
export type CardProof = 'none' | 'password' | 'sms' | 'unavailable';

/** Whether saving needs proof: an edit, or an add when the player already has an account. */
export const cardChangeNeedsProof = ({
  editing,
  accountCount,
}: {
  editing: boolean;
  accountCount: number;
}) => editing || accountCount > 0;

export function cardProof(
  needsProof: boolean,
  user: { hasPassword?: unknown; mobile?: unknown } | null,
): CardProof {
  if (!needsProof) return 'none';
  if (user?.hasPassword === true) return 'password';
  if (typeof user?.mobile === 'string' && user.mobile !== '') return 'sms';
  return 'unavailable';
}

/**
 * The last four digits of the bound phone, for the code prompt ("your phone ending in 1234"),
 * without the phone library (it stays in the sign-in chunks, ADR 0016).
 */
export const phoneEnding = (mobile: string): string => mobile.replace(/\D/g, '').slice(-4);
