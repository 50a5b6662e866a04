// The stage card's styles first, so the game's own stage styles come after and win.
import stage from './stage.module.css';
import { useState } from 'react';
import { MINES_MAX, MINES_MIN, MINES_TILES, minesMultiplierE4 } from '@lobby/games/mines';
import { applyMultiplierE4 } from '@lobby/games/money';
import { BetControl, Stepper } from '../components/bet-control';
import { PlayAmount } from '../components/play-amount';
import { PlayButton, RoundError } from '../components/round-controls';
import { DEFAULT_BET } from '../lib/bet';
import { formatChance, formatCoins, formatMultiplierE4 } from '../lib/format';
import { t } from '../lib/i18n';
import {
  DEFAULT_MINES,
  clampMines,
  maxPicks,
  minesSurvivalChance,
  randomPicks,
  togglePick,
} from '../lib/mines-math';
import { useDelay, useReducedMotion } from '@/lib/motion';
import type { PlaySession } from '../lib/use-play-session';
import { GemArt, MineArt } from './mines-art';
import styles from './mines-game.module.css';

const OPEN_MS = 260;
const OPEN_MS_REDUCED = 60;
const TILES = Array.from({ length: MINES_TILES }, (_, i) => i);

interface Board {
  mines: number[];
  opened: number[];
  /** How many of `opened` show so far (they open one by one). */
  shown: number;
  revealAll: boolean;
  hitMine: boolean;
  payout: number;
  multiplierE4: number;
}

/**
 * Mines: choose how many mines hide on the 5×5 board and which tiles to open, in order. Every
 * safe tile raises the multiplier; a mine ends the round.
 */
export function MinesGame({ session }: { session: PlaySession }) {
  const reduced = useReducedMotion();
  const delay = useDelay();
  const [bet, setBet] = useState(DEFAULT_BET);
  const [mines, setMines] = useState(DEFAULT_MINES);
  const [picks, setPicks] = useState<number[]>([]);
  const [board, setBoard] = useState<Board | null>(null);
  const locked = session.busy || session.pending !== null;
  const multiplierE4 = picks.length > 0 ? minesMultiplierE4(mines, picks.length) : 0;

  /** Any change after a round puts the board back to choosing, keeping the picks. */
  const edit = (change: () => void) => {
    if (locked) return;
    setBoard(null);
    change();
  };

  const changeMines = (next: number) =>
    edit(() => {
      const count = clampMines(next);
      setMines(count);
      setPicks((list) => list.slice(0, maxPicks(count)));
    });

  const play = async () => {
    if (picks.length === 0) return;
    const round = await session.start({ bet, params: { mines, picks } });
    if (!round) return;
    const outcome = round.outcome as {
      mines?: number[];
      opened?: number[];
      hitMine?: boolean;
      multiplierE4?: number;
    };
    const next: Board = {
      mines: outcome.mines ?? [],
      opened: outcome.opened ?? [],
      shown: 0,
      revealAll: false,
      hitMine: Boolean(outcome.hitMine),
      payout: round.payout,
      multiplierE4: outcome.multiplierE4 ?? 0,
    };
    setBoard(next);
    for (let i = 1; i <= next.opened.length; i++) {
      await delay(reduced ? OPEN_MS_REDUCED : OPEN_MS);
      setBoard({ ...next, shown: i });
    }
    await delay(reduced ? OPEN_MS_REDUCED : OPEN_MS * 1.5);
    setBoard({ ...next, shown: next.opened.length, revealAll: true });
    session.settle(round);
  };

  const tileState = (tile: number) => {
    if (!board) return picks.includes(tile) ? 'picked' : 'closed';
    const openedAt = board.opened.indexOf(tile);
    const isMine = board.mines.includes(tile);
    if (openedAt !== -1 && openedAt < board.shown) return isMine ? 'boom' : 'gem';
    if (board.revealAll) return isMine ? 'mine-faded' : 'gem-faded';
    return picks.includes(tile) ? 'picked' : 'closed';
  };

  const result = board?.revealAll ? (board.hitMine ? 'loss' : 'win') : 'idle';

  return (
    <>
      <section
        className={`${stage.card} ${styles.stage}`}
        aria-label={t('mines.stage')}
        data-result={result}
      >
        <div className={styles.grid} role="group" aria-label={t('mines.board')}>
          {TILES.map((tile) => {
            const state = tileState(tile);
            const order = picks.indexOf(tile);
            return (
              <button
                key={tile}
                type="button"
                className={styles.tile}
                data-state={state}
                aria-pressed={order !== -1}
                aria-label={t(`mines.tile.${state}`, {
                  n: tile + 1,
                  order: order + 1,
                })}
                disabled={locked}
                onClick={() => edit(() => setPicks((list) => togglePick(list, tile, mines)))}
              >
                {(state === 'gem' || state === 'gem-faded') && <GemArt />}
                {(state === 'boom' || state === 'mine-faded') && <MineArt />}
                {state === 'picked' && <span className={styles.order}>{order + 1}</span>}
              </button>
            );
          })}
        </div>
        <p className={styles.verdict} aria-live="polite" data-testid="round-result">
          {board?.revealAll
            ? board.hitMine
              ? t('mines.lost')
              : t('mines.won', {
                  amount: formatCoins(board.payout),
                  multiplier: formatMultiplierE4(board.multiplierE4),
                })
            : picks.length === 0
              ? t('mines.hint')
              : t('mines.picked', { count: picks.length })}
        </p>
      </section>

      <div className={styles.settings}>
        <div className={styles.minesRow}>
          <Stepper
            label={t('mines.mines')}
            display={String(mines)}
            testId="mines-count"
            onLess={() => changeMines(mines - 1)}
            onMore={() => changeMines(mines + 1)}
            lessDisabled={mines <= MINES_MIN}
            moreDisabled={mines >= MINES_MAX}
            lessLabel={t('mines.minesLess')}
            moreLabel={t('mines.minesMore')}
            disabled={locked}
          />
          <button
            type="button"
            className={styles.pickAction}
            disabled={locked}
            onClick={() =>
              edit(() => setPicks(randomPicks(Math.min(picks.length || 3, maxPicks(mines)))))
            }
          >
            {t('mines.random')}
          </button>
          <button
            type="button"
            className={styles.pickAction}
            disabled={locked || picks.length === 0}
            onClick={() => edit(() => setPicks([]))}
          >
            {t('mines.clear')}
          </button>
        </div>
        <dl className={stage.stats}>
          <div>
            <dt>{t('mines.multiplier')}</dt>
            <dd>{picks.length > 0 ? formatMultiplierE4(multiplierE4) : '—'}</dd>
          </div>
          <div>
            <dt>{t('mines.chance')}</dt>
            <dd>
              {picks.length > 0 ? formatChance(minesSurvivalChance(mines, picks.length)) : '—'}
            </dd>
          </div>
          <div>
            <dt>{t('mines.payout')}</dt>
            <dd className={stage.gold}>
              {picks.length > 0 ? <PlayAmount value={applyMultiplierE4(bet, multiplierE4)} /> : '—'}
            </dd>
          </div>
        </dl>
      </div>

      <BetControl value={bet} onChange={(value) => edit(() => setBet(value))} disabled={locked} />
      <RoundError session={session} />
      <PlayButton
        session={session}
        label={t('mines.play')}
        onPlay={() => void play()}
        disabled={picks.length === 0}
      />
    </>
  );
}
