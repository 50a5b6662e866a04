// The stage card's styles first, so the game's own stage styles come after and win.
import stage from './stage.module.css';
import { useState } from 'react';
import { crashPayout } from '@lobby/games/crash';
import { BetControl, Stepper } from '../components/bet-control';
import { PlayAmount } from '../components/play-amount';
import { PlayButton, RoundError } from '../components/round-controls';
import { DEFAULT_BET } from '../lib/bet';
import {
  CRASH_TARGET_PRESETS,
  CRASH_TARGET_STEPS,
  DEFAULT_CRASH_TARGET,
  crashClimbMs,
  crashMultiplierAt,
  crashWinChance,
  stepCrashTarget,
} from '../lib/crash-math';
import { formatChance, formatCoins, formatMultiplierE2, shortMultiplier } from '../lib/format';
import { t } from '../lib/i18n';
import { useFrames, useReducedMotion } from '@/lib/motion';
import type { PlaySession } from '../lib/use-play-session';
import { CrashChart } from './crash-chart';
import styles from './crash-game.module.css';

type Phase =
  | { kind: 'idle' }
  | { kind: 'flying'; now: number; end: number; elapsed: number; total: number }
  | { kind: 'cashed'; at: number; crashPoint: number; payout: number; total: number }
  | { kind: 'crashed'; crashPoint: number; total: number };

const HISTORY = 8;

/**
 * Crash: set a cash-out target; the multiplier climbs until the round's crash point. Reach the
 * target first and the bet pays target × bet.
 */
export function CrashGame({ session }: { session: PlaySession }) {
  const reduced = useReducedMotion();
  const frames = useFrames();
  const [bet, setBet] = useState(DEFAULT_BET);
  const [target, setTarget] = useState(DEFAULT_CRASH_TARGET);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [history, setHistory] = useState<number[]>([]);
  const locked = session.busy || session.pending !== null;
  const first = CRASH_TARGET_STEPS[0]!;
  const last = CRASH_TARGET_STEPS[CRASH_TARGET_STEPS.length - 1]!;

  const play = async () => {
    const round = await session.start({ bet, params: { target } });
    if (!round) return;
    const crashPoint = Number(round.outcome.crashPoint);
    const won = target <= crashPoint;
    const end = won ? target : crashPoint;
    const total = crashClimbMs(end, reduced);
    await frames(total, (elapsed) =>
      setPhase({
        kind: 'flying',
        now: crashMultiplierAt(elapsed, total, end),
        end,
        elapsed,
        total,
      }),
    );
    setPhase(
      won
        ? { kind: 'cashed', at: target, crashPoint, payout: round.payout, total }
        : { kind: 'crashed', crashPoint, total },
    );
    setHistory((list) => [crashPoint, ...list].slice(0, HISTORY));
    session.settle(round);
  };

  const shown =
    phase.kind === 'flying'
      ? phase.now
      : phase.kind === 'cashed'
        ? phase.at
        : phase.kind === 'crashed'
          ? phase.crashPoint
          : 100;

  return (
    <>
      <section
        className={`${stage.card} ${styles.stage}`}
        aria-label={t('crash.stage')}
        data-phase={phase.kind}
      >
        <ol className={styles.history} aria-label={t('crash.history')}>
          {history.map((point, i) => (
            <li key={`${i}-${point}`} className={point >= 200 ? styles.high : undefined}>
              {formatMultiplierE2(point)}
            </li>
          ))}
        </ol>
        <div className={styles.readout}>
          <output className={styles.multiplier} data-testid="crash-multiplier">
            {formatMultiplierE2(shown)}
          </output>
          <p className={styles.verdict} aria-live="polite" data-testid="round-result">
            {phase.kind === 'cashed'
              ? t('crash.cashedOut', {
                  amount: formatCoins(phase.payout),
                  point: formatMultiplierE2(phase.crashPoint),
                })
              : phase.kind === 'crashed'
                ? t('crash.crashed', { point: formatMultiplierE2(phase.crashPoint) })
                : phase.kind === 'flying'
                  ? t('crash.flying', { target: formatMultiplierE2(target) })
                  : t('crash.hint', { target: formatMultiplierE2(target) })}
          </p>
        </div>
        <CrashChart
          target={target}
          end={phase.kind === 'idle' ? null : phase.kind === 'flying' ? phase.end : shown}
          progress={
            phase.kind === 'flying' ? phase.elapsed / phase.total : phase.kind === 'idle' ? 0 : 1
          }
          crashed={phase.kind === 'crashed'}
          cashed={phase.kind === 'cashed'}
        />
      </section>

      <div className={styles.settings}>
        <Stepper
          label={t('crash.target')}
          display={formatMultiplierE2(target)}
          testId="crash-target"
          onLess={() => setTarget(stepCrashTarget(target, -1))}
          onMore={() => setTarget(stepCrashTarget(target, 1))}
          lessDisabled={target <= first}
          moreDisabled={target >= last}
          lessLabel={t('crash.targetLess')}
          moreLabel={t('crash.targetMore')}
          disabled={locked}
          presets={CRASH_TARGET_PRESETS.map((preset) => ({
            label: shortMultiplier(preset),
            name: t('crash.targetPreset', { target: formatMultiplierE2(preset) }),
            pressed: preset === target,
            onSelect: () => setTarget(preset),
          }))}
        />
        <dl className={styles.stats}>
          <div>
            <dt>{t('crash.winChance')}</dt>
            <dd>{formatChance(crashWinChance(target))}</dd>
          </div>
          <div>
            <dt>{t('crash.payout')}</dt>
            <dd className={stage.gold}>
              <PlayAmount value={crashPayout(bet, target)} />
            </dd>
          </div>
        </dl>
      </div>

      <BetControl value={bet} onChange={setBet} disabled={locked} />
      <RoundError session={session} />
      <PlayButton session={session} label={t('crash.play')} onPlay={() => void play()} />
    </>
  );
}
