import { MINES_TILES } from '@lobby/games/mines';
import { SlotSymbolArt } from '../components/slot-symbol';
import { formatMultiplierE2, formatRoll } from '../lib/format';
import { t } from '../lib/i18n';
import { cellKey, isSlotRound, winningCells } from '../lib/slot-round';
import type { VerifyGame } from '../lib/verify-form';
import { GemArt, MineArt } from '../games/mines-art';
import styles from './fairness-page.module.css';
import { formatCoins } from '../lib/format';

const numberList = (value: unknown): number[] | null =>
  Array.isArray(value) && value.every((n) => typeof n === 'number') ? (value as number[]) : null;

/** A recomputed round as the game shows it: the roll, the crash point, the board, the reels. */
export function OutcomeView({
  game,
  outcome,
  sectors,
  cells,
}: {
  game: VerifyGame;
  outcome: Record<string, unknown>;
  /** The wheel's sector count (its weights). */
  sectors?: number;
  /** The jackpot grid's cell count. */
  cells?: number;
}) {
  if (game === 'jackpot' && typeof outcome.cell === 'number') {
    return (
      <div className={styles.outcomeBlock}>
        <div className={styles.outcome}>
          <span>{t('verify.jackpotCell')}</span>
          <strong data-testid="verified-cell">
            {t('verify.jackpotCellOf', { cell: outcome.cell + 1, count: cells })}
          </strong>
        </div>
        <p className={styles.note} data-testid="verified-cell-type">
          {outcome.type === 2 ? t('verify.jackpotTierCell') : t('verify.jackpotPrizeCell')}
        </p>
        {typeof outcome.wheelSector === 'number' && (
          <div className={styles.outcome}>
            <span>{t('verify.jackpotWheelSector')}</span>
            <strong data-testid="verified-wheel-sector">
              {t('verify.wheelSectorOf', { sector: outcome.wheelSector + 1, count: sectors })}
            </strong>
          </div>
        )}
      </div>
    );
  }
  if (game === 'wheel' && typeof outcome.sector === 'number') {
    return (
      <div className={styles.outcomeBlock}>
        <div className={styles.outcome}>
          <span>{t('verify.wheelSector')}</span>
          <strong data-testid="verified-sector">
            {t('verify.wheelSectorOf', { sector: outcome.sector + 1, count: sectors })}
          </strong>
        </div>
        {typeof outcome.amount === 'number' && (
          <div className={styles.outcome}>
            <span>{t('verify.wheelAmount')}</span>
            <strong data-testid="verified-amount">{formatCoins(outcome.amount)}</strong>
          </div>
        )}
      </div>
    );
  }
  if (game === 'dice' && typeof outcome.roll === 'number') {
    return (
      <div className={styles.outcome}>
        <span>{t('verify.diceRoll')}</span>
        <strong data-testid="verified-roll">{formatRoll(outcome.roll)}</strong>
      </div>
    );
  }
  if (game === 'crash' && typeof outcome.crashPoint === 'number') {
    return (
      <div className={styles.outcome}>
        <span>{t('verify.crashPoint')}</span>
        <strong data-testid="verified-crash-point">{formatMultiplierE2(outcome.crashPoint)}</strong>
      </div>
    );
  }
  if (game === 'mines') {
    const mines = numberList(outcome.mines) ?? [];
    const order = numberList(outcome.order) ?? [];
    return (
      <div className={styles.outcomeBlock}>
        <span>{t('verify.minesBoard', { count: mines.length })}</span>
        <div
          className={styles.board}
          role="img"
          aria-label={t('verify.minesAt', {
            tiles: mines.map((tile) => tile + 1).join(', '),
          })}
          data-testid="verified-mines"
        >
          {Array.from({ length: MINES_TILES }, (_, tile) => (
            <span key={tile} data-mine={mines.includes(tile)}>
              {mines.includes(tile) ? <MineArt /> : <GemArt />}
            </span>
          ))}
        </div>
        <p className={styles.note}>
          {t('verify.minesOrder', { order: order.map((tile) => tile + 1).join(', ') })}
        </p>
      </div>
    );
  }
  if (game === 'slot' && isSlotRound(outcome)) {
    return (
      <div className={styles.outcomeBlock}>
        <span>
          {t('verify.slotTotal', { total: outcome.totalWin, count: outcome.spins.length })}
        </span>
        <ol className={styles.spins}>
          {outcome.spins.map((spin, index) => {
            const cells = winningCells(spin);
            return (
              <li key={index}>
                <h3>
                  {spin.freeSpin ? t('verify.freeSpinN', { n: index }) : t('verify.baseSpin')}
                </h3>
                <div
                  className={styles.slotGrid}
                  role="group"
                  aria-label={t('verify.reelsOf', { n: index + 1 })}
                  data-testid={`verified-spin-${index}`}
                >
                  {spin.window.map((column, reel) => (
                    <div key={reel} className={styles.slotColumn}>
                      {column.map((symbol, row) => (
                        <span key={row} data-win={cells.has(cellKey(reel, row))}>
                          <SlotSymbolArt symbol={symbol} named />
                        </span>
                      ))}
                    </div>
                  ))}
                </div>
                <ul className={styles.lineWins}>
                  {spin.lineWins.map((win) => (
                    <li key={win.line}>
                      {t('verify.lineWin', {
                        line: win.line + 1,
                        count: win.count,
                        symbol: t(`slot.symbols.${win.symbol}`),
                        pay: win.pay * spin.multiplier,
                      })}
                    </li>
                  ))}
                  {spin.scatterPay > 0 && (
                    <li>
                      {t('verify.scatterWin', {
                        count: spin.scatters,
                        pay: spin.scatterPay * 10 * spin.multiplier,
                      })}
                    </li>
                  )}
                  {spin.win === 0 && <li>{t('verify.noWin')}</li>}
                </ul>
              </li>
            );
          })}
        </ol>
      </div>
    );
  }
  return <p className={styles.error}>{t('verify.unknownOutcome')}</p>;
}
