import {
  AMOUNT_MAX,
  formatHundredths,
  parseAmount,
  type Hundredths,
} from '@lobby/contract/values/money';
import { coinText } from '@/lib/coins';

/**
 * Amounts the player types: kept as the decimal text they typed and turned into hundredths by
 * parsing that text (the contract's `parseAmount`), never through a float, so "0.29" is 29 and
 * "1,000.5" is 100050.
 */

/** Whole coins of at most the digits of the contract's ceiling (AMOUNT_MAX: 10^10 coins, 11). */
const MAX_WHOLE_DIGITS = String(AMOUNT_MAX / 100).length;

/**
 * What the amount input keeps of a keystroke: digits and one decimal point with at most two
 * decimals; thousands separators and anything else go ("1,000.505" → "1000.50").
 */
export function cleanAmountInput(text: string): string {
  const value = text.replace(/[^\d.]/g, '');
  const dot = value.indexOf('.');
  const whole = (dot === -1 ? value : value.slice(0, dot))
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_WHOLE_DIGITS);
  if (dot === -1) return whole;
  const decimals = value
    .slice(dot + 1)
    .replaceAll('.', '')
    .slice(0, 2);
  return `${whole || '0'}.${decimals}`;
}

/** The typed text in hundredths; null when it is empty or not an amount. */
export const readAmount = (text: string): Hundredths | null => {
  if (text.trim() === '') return null;
  return parseAmount(text);
};

/** Hundredths as the text an amount input holds: 5000 → "50", 5050 → "50.50". */
export const amountInputText = (amount: Hundredths): string => {
  const text = formatHundredths(Math.max(0, Math.floor(amount)), false);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
};

/**
 * Shown floored to two decimals with thousands separators and the coin sign as text,
 * "1,234.56 coins" (docs/api.md "Money", ADR 0064).
 */
export const money = (amount: Hundredths | null | undefined): string =>
  typeof amount === 'number' && Number.isFinite(amount) ? coinText(amount) : '—';

/** A signed movement: "+12.00 coins", "−3.50 coins" (the one minus sign, U+2212). */
export const signedMoney = (amount: Hundredths): string => coinText(amount, true);

/** Basis points as a percentage: 300 → "3", 125 → "1.25". */
export const percentText = (bp: number): string => (bp / 100).toFixed(2).replace(/\.?0+$/, '');
