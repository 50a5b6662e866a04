import type { CSSProperties } from 'react';
import type { JackpotCell, JackpotTierValue } from '@lobby/contract/jackpot';
import { useTranslation } from '@/i18n/use-translation';
import { useCellText } from '../lib/prize';
import styles from './jackpot.module.css';

/** Where each of ten cells sits round the SPIN button (4 × 3, clockwise from the top left). */
const RING: readonly [row: number, column: number][] = [
  [1, 1],
  [1, 2],
  [1, 3],
  [1, 4],
  [2, 4],
  [3, 4],
  [3, 3],
  [3, 2],
  [3, 1],
  [2, 1],
];

const placeOf = (i: number, count: number): CSSProperties | undefined => {
  const at = count === RING.length ? RING[i] : undefined;
  return at ? { gridRow: at[0], gridColumn: at[1] } : undefined;
};

/**
 * The ten cells in draw order round SPIN; the light is on `lit` (aria-current). The cells are
 * read in order by a screen reader; the result is told in words under the grid, not by the light.
 */
export function DrawGrid({
  cells,
  upTo,
  lit,
  phase,
  spinLabel,
  disabled,
  busy,
  describedBy,
  onSpin,
}: {
  cells: readonly JackpotCell[];
  /** What a win of each pool pays at most (lib/jackpot-figures.ts), for the jackpot cells. */
  upTo: Record<JackpotTierValue, { sectionMax: number }>;
  lit: number | null;
  /** The draw's phase, for tests that follow the run (data-phase). */
  phase: string;
  spinLabel: string;
  disabled: boolean;
  busy: boolean;
  describedBy: string;
  onSpin: () => void;
}) {
  const { t } = useTranslation();
  const cellText = useCellText();
  const ring = cells.length === RING.length;
  return (
    <div
      className={styles.grid}
      role="group"
      aria-label={t('jackpot.grid')}
      data-testid="jackpot-grid"
      data-lit={lit ?? ''}
      data-phase={phase}
    >
      {cells.map((cell, i) => {
        const { kind, figure } = cellText(cell, upTo);
        return (
          <div
            key={cell.id}
            className={styles.cell}
            style={placeOf(i, cells.length)}
            data-type={cell.type}
            data-testid="jackpot-cell"
            aria-current={lit === i ? 'true' : undefined}
          >
            <span className={styles.cellKind}>{kind}</span>
            <span className={styles.cellFigure}>{figure}</span>
          </div>
        );
      })}
      <button
        type="button"
        className={ring ? styles.spin : `${styles.spin} ${styles.spinBelow}`}
        onClick={onSpin}
        disabled={disabled}
        aria-busy={busy}
        aria-describedby={describedBy}
      >
        {spinLabel}
      </button>
    </div>
  );
}
