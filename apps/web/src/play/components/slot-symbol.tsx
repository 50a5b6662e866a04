import type { SlotSymbol } from '@lobby/games/slot';
import { t } from '../lib/i18n';

/** One of the slot's symbols (drawn in art-defs.tsx), named for screen readers when `named`. */
export function SlotSymbolArt({
  symbol,
  named = false,
  className,
}: {
  symbol: SlotSymbol;
  named?: boolean;
  className?: string;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 100 100"
      data-symbol={symbol}
      {...(named
        ? { role: 'img', 'aria-label': t(`slot.symbols.${symbol}`) }
        : { 'aria-hidden': true })}
    >
      <use href={`#slot-${symbol}`} />
    </svg>
  );
}
