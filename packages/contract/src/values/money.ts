/**
 * Money is an integer number of hundredths everywhere (docs/api.md "Money"): 12345 is 123.45 coins.
 * Display floors to two decimals; nothing here uses a float to compute money.
 */
export type Hundredths = number;

/** The largest amount a money call takes (10^12 hundredths, 10^10 coins): the wallet's `Amount`. */
export const AMOUNT_MAX: Hundredths = 1_000_000_000_000;

export const isHundredths = (value: unknown): value is Hundredths =>
  typeof value === 'number' && Number.isSafeInteger(value);

/**
 * The one minus sign of every figure the player app and the console show (U+2212 MINUS SIGN, not
 * the hyphen): "−20.00" (docs/rules.md "Figures").
 */
export const MINUS_SIGN = '\u2212';

/**
 * 12345 → "123.45"; -5 → "−0.05" (MINUS_SIGN). `grouping` adds thousands separators (1,234.56).
 * A bare figure: an amount of money is shown through `moneyFigure` with the app's coin sign.
 */
export const formatHundredths = (amount: Hundredths, grouping = true): string => {
  if (!isHundredths(amount)) throw new TypeError(`not an amount in hundredths: ${String(amount)}`);
  const sign = amount < 0 ? MINUS_SIGN : '';
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / 100).toString();
  const cents = (abs % 100).toString().padStart(2, '0');
  return `${sign}${grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole}.${cents}`;
};

/**
 * The figure of an amount of money as the player app and the console show it: floored to the
 * hundredth, grouped, its sign (MINUS_SIGN, or "+" when `signed` and above zero) before it:
 * 123456 → "1,234.56", -350 → "−3.50", (1200, signed) → "+12.00". Each app puts its coin sign
 * beside it, never an emoji (ADR 0064): an SVG coin on screen, the word "coins" in a sentence.
 */
export const moneyFigure = (amount: number, signed = false): string => {
  const hundredths = Math.floor(amount);
  const sign = hundredths < 0 ? MINUS_SIGN : signed && hundredths > 0 ? '+' : '';
  return `${sign}${formatHundredths(Math.abs(hundredths))}`;
};

/**
 * A decimal amount a person typed ("12.345", "1,000", "7") → hundredths, floored to two
 * decimals. Returns null for anything that is not a plain non-negative decimal.
 */
export const parseAmount = (text: string): Hundredths | null => {
  const cleaned = text.trim().replaceAll(',', '');
  const match = /^(\d{1,13})(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0').slice(0, 2));
  return whole * 100 + cents;
};

/** A reward or prop count sent in hundredths, floored and shown with two decimals. */
export const formatReward = (count: number): string => formatHundredths(Math.floor(count));

/**
 * `bp` basis points of `amount`, floored to a hundredth, as bonuses and fees are computed
 * (`floor(amount × bp / 10000)`); BigInt, so a large amount times the rate cannot lose precision.
 */
export const percentOf = (amount: Hundredths, bp: number): Hundredths =>
  amount <= 0 || bp <= 0 ? 0 : Number((BigInt(amount) * BigInt(bp)) / 10_000n);
