import { moneyFigure } from '@lobby/contract/values/money';
import { CoinGlyph } from './logo';
import styles from './coin.module.css';

/**
 * An amount of money on screen: the coin sign, then the figure (moneyFigure: floored, grouped,
 * U+2212 minus, "+" when `signed`), then `unit` for screen readers alone, so its text is the same
 * as the sentence form ("1,234.56 coins"). `unit` is the word from the page's own strings.
 */
export function CoinAmount({
  value,
  unit,
  signed = false,
  className,
  testId,
}: {
  value: number;
  unit: string;
  signed?: boolean;
  className?: string;
  testId?: string;
}) {
  return (
    <span
      className={className ? `${styles.amount} ${className}` : styles.amount}
      data-testid={testId}
    >
      <CoinGlyph size="1.1em" className={styles.glyph} />
      {moneyFigure(value, signed)}
      <span className="visually-hidden">{` ${unit}`}</span>
    </span>
  );
}
