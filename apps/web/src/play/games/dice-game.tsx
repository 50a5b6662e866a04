// The stage card's styles first, so the game's own stage styles come after and win.
import stage from './stage.module.css';
import { useState } from 'react';
import { DICE_MAX_ROLL, diceMultiplierE4, diceWins, type DiceDirection } from '@lobby/games/dice';
import { applyMultiplierE4 } from '@lobby/games/money';
import { BetControl } from '../components/bet-control';
import { PlayAmount } from '../components/play-amount';
import { PlayButton, RoundError } from '../components/round-controls';
import { DEFAULT_BET } from '../lib/bet';
import { clampDiceTarget, diceWinChance, flipDiceTarget } from '../lib/dice-math';
import { formatChance, formatCoins, formatMultiplierE4, formatRoll } from '../lib/format';
import { t } from '../lib/i18n';
import { easeOutCubic, useFrames, useReducedMotion } from '@/lib/motion';
import type { PlaySession } from '../lib/use-play-session';
import { DiceArt } from './dice-art';
import styles from './dice-game.module.css';

const ROLL_MS = 900;
const ROLL_MS_REDUCED = 120;

interface Shown {
  roll: number;
  win: boolean;
  payout: number;
}

/** Dice: roll under or over a target; the lower the chance, the higher the multiplier. */
export function DiceGame({ session }: { session: PlaySession }) {
  const reduced = useReducedMotion();
  const frames = useFrames();
  const [bet, setBet] = useState(DEFAULT_BET);
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [target, setTarget] = useState(5_000);
  /** The marker's position while it moves, and the number it shows. */
  const [marker, setMarker] = useState<number | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [rolling, setRolling] = useState(false);

  const locked = session.busy || session.pending !== null;
  const multiplierE4 = diceMultiplierE4(direction, target);
  const winFrom = direction === 'under' ? 0 : target / 100;
  const winTo = direction === 'under' ? target / 100 : 100;

  const flip = (next: DiceDirection) => {
    if (next === direction) return;
    setDirection(next);
    setTarget((current) => clampDiceTarget(next, flipDiceTarget(current)));
    setShown(null);
  };

  const play = async () => {
    const round = await session.start({ bet, params: { direction, target } });
    if (!round) return;
    const roll = Number(round.outcome.roll);
    const from = marker ?? 5_000;
    setShown(null);
    setRolling(true);
    await frames(reduced ? ROLL_MS_REDUCED : ROLL_MS, (elapsed) => {
      const progress = easeOutCubic(elapsed / (reduced ? ROLL_MS_REDUCED : ROLL_MS));
      setMarker(Math.round(from + (roll - from) * progress));
    });
    setRolling(false);
    setShown({ roll, win: diceWins(roll, direction, target), payout: round.payout });
    session.settle(round);
  };

  const markerValue = marker ?? null;
  const result = shown ? (shown.win ? 'win' : 'loss') : rolling ? 'rolling' : 'idle';

  return (
    <>
      <section
        className={`${stage.card} ${styles.stage}`}
        aria-label={t('dice.stage')}
        data-result={result}
      >
        <div className={styles.readout}>
          <span className={styles.rollCaption}>{t('dice.roll')}</span>
          {markerValue === null ? (
            <DiceArt className={styles.dice} />
          ) : (
            <output className={styles.roll} data-testid="dice-roll" aria-live="off">
              {formatRoll(markerValue)}
            </output>
          )}
          <p className={styles.verdict} aria-live="polite" data-testid="round-result">
            {shown
              ? shown.win
                ? t('dice.won', { amount: formatCoins(shown.payout) })
                : t('dice.lost', { roll: formatRoll(shown.roll) })
              : t(direction === 'under' ? 'dice.hintUnder' : 'dice.hintOver', {
                  target: formatRoll(target),
                })}
          </p>
        </div>

        <div className={styles.track}>
          <div className={styles.lane}>
            <div className={styles.rail} aria-hidden="true">
              <span
                className={styles.winZone}
                style={{ left: `${winFrom}%`, width: `${winTo - winFrom}%` }}
              />
            </div>
            {markerValue !== null && (
              <span
                className={styles.marker}
                style={{ left: `${markerValue / 100}%` }}
                aria-hidden="true"
              >
                {formatRoll(markerValue)}
              </span>
            )}
          </div>
          <input
            className={styles.slider}
            type="range"
            // The whole 0 … 100 scale, so the thumb sits on the rail's value; the target clamps.
            min={0}
            max={DICE_MAX_ROLL}
            step={1}
            value={target}
            disabled={locked}
            onChange={(event) => {
              setTarget(clampDiceTarget(direction, Number(event.target.value)));
              setShown(null);
            }}
            aria-label={t('dice.target')}
            aria-valuetext={formatRoll(target)}
          />
          <div className={styles.scale} aria-hidden="true">
            <span>0</span>
            <span>25</span>
            <span>50</span>
            <span>75</span>
            <span>100</span>
          </div>
        </div>
      </section>

      <div className={styles.settings}>
        <div className={styles.direction} role="radiogroup" aria-label={t('dice.direction')}>
          {(['under', 'over'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={direction === value}
              disabled={locked}
              onClick={() => flip(value)}
            >
              {t(value === 'under' ? 'dice.under' : 'dice.over')}
            </button>
          ))}
        </div>
        <dl className={stage.stats}>
          <div>
            <dt>{t('dice.target')}</dt>
            <dd data-testid="dice-target">{formatRoll(target)}</dd>
          </div>
          <div>
            <dt>{t('dice.winChance')}</dt>
            <dd>{formatChance(diceWinChance(direction, target))}</dd>
          </div>
          <div>
            <dt>{t('dice.multiplier')}</dt>
            <dd>{formatMultiplierE4(multiplierE4)}</dd>
          </div>
          <div>
            <dt>{t('dice.payout')}</dt>
            <dd className={stage.gold}>
              <PlayAmount value={applyMultiplierE4(bet, multiplierE4)} />
            </dd>
          </div>
        </dl>
      </div>

      <BetControl value={bet} onChange={setBet} disabled={locked} />
      <RoundError session={session} />
      <PlayButton session={session} label={t('dice.play')} onPlay={() => void play()} />
    </>
  );
}
