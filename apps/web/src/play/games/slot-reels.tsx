import type { SlotSymbol } from '@lobby/games/slot';
import { SlotSymbolArt } from '../components/slot-symbol';
import { t } from '../lib/i18n';
import { SLOT_REELS } from '@lobby/games/slot-table';
import { cellKey, landingStrip, paylinePoints } from '../lib/slot-round';
import styles from './slot-game.module.css';

export type ReelPhase = 'still' | 'spinning' | 'landing';

/** Symbols a reel shows while it spins before its stop is known: a run of its own strip. */
const LOOP_LENGTH = 12;
/** Symbols a landing reel scrolls through: its window and nine after it on the strip. */
const LANDING_LENGTH = 12;

const loopStrips: SlotSymbol[][] = SLOT_REELS.map((strip, reel) => {
  const start = (reel * 7) % strip.length;
  const run = Array.from({ length: LOOP_LENGTH }, (_, i) => strip[(start + i) % strip.length]!);
  return [...run, ...run];
});

/** Colours of the ten paylines, so crossing lines stay apart. */
const LINE_COLOURS = [
  '#ffd86b',
  '#4ff0de',
  '#ff73c8',
  '#63bcff',
  '#52e695',
  '#ffb24d',
  '#c9a8ff',
  '#ff6470',
  '#e8ff6b',
  '#ffffff',
];

export interface ReelsView {
  /** What each reel shows when still (its last window). */
  windows: SlotSymbol[][];
  /** Where each landing reel stops. */
  stops: number[];
  phases: ReelPhase[];
  /** The winning cells and lines to light up (after a spin that pays). */
  cells: Set<string> | null;
  lines: number[];
}

/** The 5×3 window: reels spinning, landing on their stops, and the wins lit with their lines. */
export function SlotReels({ view, reduced }: { view: ReelsView; reduced: boolean }) {
  const lit = view.cells !== null && view.cells.size > 0;
  const stillAll = view.phases.every((phase) => phase === 'still');
  return (
    <div className={styles.window} data-lit={lit} data-reduced={reduced}>
      <div
        className={styles.reels}
        role="group"
        aria-label={t('slot.reels')}
        aria-busy={!stillAll}
        data-testid="slot-window"
      >
        {view.phases.map((phase, reel) => (
          <div key={reel} className={styles.reel} data-phase={phase}>
            {phase === 'spinning' && !reduced ? (
              <div className={styles.loop} aria-hidden="true">
                {loopStrips[reel]!.map((symbol, i) => (
                  <div key={i} className={styles.cell}>
                    <SlotSymbolArt symbol={symbol} />
                  </div>
                ))}
              </div>
            ) : phase === 'landing' && !reduced ? (
              <div
                className={styles.landing}
                style={{ ['--from' as string]: `${LANDING_LENGTH - 3}` }}
                aria-hidden="true"
              >
                {landingStrip(reel, view.stops[reel] ?? 0, LANDING_LENGTH).map((symbol, i) => (
                  <div key={i} className={styles.cell}>
                    <SlotSymbolArt symbol={symbol} />
                  </div>
                ))}
              </div>
            ) : (
              <div className={styles.column}>
                {view.windows[reel]!.map((symbol, row) => (
                  <div
                    key={row}
                    className={styles.cell}
                    data-win={view.cells?.has(cellKey(reel, row)) ?? false}
                  >
                    <SlotSymbolArt symbol={symbol} named={phase === 'still'} />
                  </div>
                ))}
              </div>
            )}
          </div>
        ))}
      </div>
      {lit && (
        <svg
          className={styles.lines}
          viewBox="0 0 5 3"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {view.lines.map((line) => (
            <polyline
              key={line}
              points={paylinePoints(line)
                .map(([x, y]) => `${x},${y}`)
                .join(' ')}
              stroke={LINE_COLOURS[line % LINE_COLOURS.length]}
            />
          ))}
        </svg>
      )}
    </div>
  );
}
