import { Sheet } from '../components/sheet';
import { SlotSymbolArt } from '../components/slot-symbol';
import { PlayAmount } from '../components/play-amount';
import { formatCoins } from '../lib/format';
import { t } from '../lib/i18n';
import {
  SLOT_FREE_SPIN_MULTIPLIER,
  SLOT_FREE_SPINS,
  SLOT_LINE_PAYS,
  SLOT_PAYLINES,
  SLOT_SCATTER_PAYS,
} from '@lobby/games/slot-table';
import styles from './slot-game.module.css';

const LINE_SYMBOLS = Object.keys(SLOT_LINE_PAYS) as (keyof typeof SLOT_LINE_PAYS)[];

/** What each symbol pays at the current bet, the free spins, and the ten paylines. */
export function SlotPaytable({ bet, onClose }: { bet: number; onClose: () => void }) {
  return (
    <Sheet title={t('slot.paytable')} onClose={onClose}>
      <p className={styles.payNote}>
        {t('slot.paytableNote', {
          bet: formatCoins(bet),
          lineBet: formatCoins(Math.floor(bet / 10)),
        })}
      </p>
      <table className={styles.pays}>
        <thead>
          <tr>
            <th scope="col">{t('slot.symbol')}</th>
            <th scope="col">×3</th>
            <th scope="col">×4</th>
            <th scope="col">×5</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              <SlotSymbolArt symbol="scatter" named className={styles.paySymbol} />
            </th>
            {SLOT_SCATTER_PAYS.map((pay) => (
              <td key={pay}>
                <PlayAmount value={bet * pay} />
              </td>
            ))}
          </tr>
          {LINE_SYMBOLS.map((symbol) => (
            <tr key={symbol}>
              <th scope="row">
                <SlotSymbolArt symbol={symbol} named className={styles.paySymbol} />
              </th>
              {SLOT_LINE_PAYS[symbol].map((pay) => (
                <td key={pay}>
                  <PlayAmount value={Math.floor((bet * pay) / 10)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.rules}>
        <li>{t('slot.ruleWild')}</li>
        <li>
          {t('slot.ruleScatter', {
            count: SLOT_FREE_SPINS,
            multiplier: SLOT_FREE_SPIN_MULTIPLIER,
          })}
        </li>
        <li>{t('slot.ruleLines')}</li>
      </ul>
      <h3 className={styles.payHeading}>{t('slot.paylines')}</h3>
      <ol className={styles.paylines}>
        {SLOT_PAYLINES.map((rows, line) => (
          <li key={line} aria-label={t('slot.paylineN', { n: line + 1 })}>
            <span>{line + 1}</span>
            <svg viewBox="0 0 5 3" aria-hidden="true">
              {Array.from({ length: 15 }, (_, cell) => {
                const reel = cell % 5;
                const row = Math.floor(cell / 5);
                return (
                  <rect
                    key={cell}
                    x={reel + 0.08}
                    y={row + 0.08}
                    width="0.84"
                    height="0.84"
                    rx="0.15"
                    data-on={rows[reel] === row}
                  />
                );
              })}
            </svg>
          </li>
        ))}
      </ol>
    </Sheet>
  );
}
