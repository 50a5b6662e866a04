import i18n from 'i18next';
import { moneyFigure } from '@lobby/contract/values/money';

/**
 * An amount of money where it must be plain text (inside a sentence, an aria-label, an
 * `<option>`): the figure and the word, "1,234.56 coins" (`coinSign.text`; ADR 0064). On screen
 * by itself an amount is `<Amount>`, whose text is the same.
 */
export const coinText = (amount: number, signed = false): string =>
  i18n.t('coinSign.text', { figure: moneyFigure(amount, signed) });
