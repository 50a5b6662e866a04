import { formatHundredths, moneyFigure } from '@lobby/contract/values/money';
import { t } from './i18n';

/**
 * Coins (integers of hundredths) as text, floored to two decimals, with the word for the coin
 * sign: 123456 → "1,234.56 coins" (ADR 0064). On screen by itself an amount is `<PlayAmount>`.
 */
export const formatCoins = (hundredths: number): string =>
  t('coinSign.text', { figure: moneyFigure(hundredths) });

/** A multiplier in ten-thousandths: 19801 → "1.9801×". */
export const formatMultiplierE4 = (multiplierE4: number): string =>
  `${Math.floor(multiplierE4 / 10_000).toLocaleString('en-US')}.${String(multiplierE4 % 10_000).padStart(4, '0')}×`;

/** A multiplier in hundredths (crash points and targets): 247 → "2.47×". */
export const formatMultiplierE2 = (multiplierE2: number): string =>
  `${formatHundredths(multiplierE2)}×`;

/** A multiplier without trailing zeros, for the small preset buttons: 150 → "1.5×", 1000 → "10×". */
export const shortMultiplier = (multiplierE2: number): string =>
  formatMultiplierE2(multiplierE2).replace(/\.?0+×$/, '×');

/** A chance in hundredths of a percent: 4950 → "49.50%". */
export const formatChance = (basisPoints: number): string => `${formatHundredths(basisPoints)}%`;

/** A dice roll or target in hundredths: 5023 → "50.23". */
export const formatRoll = (roll: number): string => formatHundredths(roll, false);
