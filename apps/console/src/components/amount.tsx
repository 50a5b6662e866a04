import { moneyFigure } from '@lobby/contract/values/money';
import { t } from '@/i18n/i18n';
import styles from './amount.module.css';

/**
 * The coin sign: a small gold coin drawn here, never the emoji (a machine without an emoji font
 * shows a box, ADR 0064). Hidden from screen readers: the amount beside it says "coins".
 */
function CoinGlyph() {
  return (
    <svg
      className={styles.glyph}
      viewBox="0 0 20 20"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="10" r="9" fill="#f5c04a" />
      <circle cx="10" cy="10" r="6.5" fill="#e8a21a" />
    </svg>
  );
}

/**
 * An amount of money as staff read it on screen: the coin sign, the figure (floored, grouped,
 * U+2212 minus, "+" when `signed`) and the word for screen readers, so its text is the same as
 * `formatMoney`'s ("1,234.56 coins").
 */
export function Amount({ value, signed = false }: { value: number; signed?: boolean }) {
  return (
    <span className={styles.amount}>
      <CoinGlyph />
      {moneyFigure(value, signed)}
      <span className="visually-hidden">{` ${t('coinSign.unit')}`}</span>
    </span>
  );
}
