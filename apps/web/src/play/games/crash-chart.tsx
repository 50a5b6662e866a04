import { t } from '../lib/i18n';
import { formatMultiplierE2 } from '../lib/format';
import styles from './crash-game.module.css';

const W = 320;
const H = 150;
const PAD_L = 8;
const PAD_R = 14;
const PAD_T = 14;
const PAD_B = 16;
const SAMPLES = 48;

/**
 * The climb as a curve: the multiplier is end^progress (in multiples of 1.00×), drawn on axes that
 * grow with it, with the cash-out target as a dashed line.
 */
export function CrashChart({
  target,
  end,
  progress,
  crashed,
  cashed,
}: {
  target: number;
  /** The multiplier (hundredths) the climb ends at; null before the first round. */
  end: number | null;
  progress: number;
  crashed: boolean;
  cashed: boolean;
}) {
  const top = end === null ? 1 : (end / 100) ** progress;
  // Room above the curve, and for a near target its line from the start.
  const yMax = Math.max(1.8, top * 1.25, Math.min((target / 100) * 1.15, 3));
  const xMax = Math.max(progress, 0.35);
  const x = (p: number) => PAD_L + (p / xMax) * (W - PAD_L - PAD_R);
  const y = (m: number) => H - PAD_B - ((m - 1) / (yMax - 1)) * (H - PAD_T - PAD_B);
  const points: string[] = [];
  if (end !== null) {
    for (let i = 0; i <= SAMPLES; i++) {
      const p = (progress * i) / SAMPLES;
      points.push(`${x(p).toFixed(1)},${y((end / 100) ** p).toFixed(1)}`);
    }
  }
  const headX = end === null ? x(0) : x(progress);
  const headY = y(top);
  const targetY = y(target / 100);
  // Grid lines below the top, not where the target's own line and label are.
  const gridLevels = [1.5, 2, 3, 5, 10, 20, 50, 100]
    .filter((m) => m < yMax && Math.abs(m - target / 100) > 0.08 * m)
    .slice(-3);
  const tone = crashed ? 'crashed' : cashed ? 'cashed' : 'flying';

  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={t('crash.chart')}
      data-tone={tone}
    >
      <defs>
        <linearGradient id="crash-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="currentColor" stopOpacity="0.35" />
          <stop offset="1" stopColor="currentColor" stopOpacity="0" />
        </linearGradient>
        <radialGradient id="crash-glow">
          <stop offset="0" stopColor="#fff" />
          <stop offset="0.35" stopColor="currentColor" />
          <stop offset="1" stopColor="currentColor" stopOpacity="0" />
        </radialGradient>
      </defs>
      {gridLevels.map((m) => (
        <g key={m} className={styles.grid}>
          <line x1={PAD_L} x2={W - PAD_R} y1={y(m)} y2={y(m)} />
          <text x={W - PAD_R} y={y(m) - 3} textAnchor="end">
            {formatMultiplierE2(Math.round(m * 100))}
          </text>
        </g>
      ))}
      <line className={styles.axis} x1={PAD_L} x2={W - PAD_R} y1={H - PAD_B} y2={H - PAD_B} />
      {target / 100 < yMax && (
        <g className={styles.targetLine}>
          <line x1={PAD_L} x2={W - PAD_R} y1={targetY} y2={targetY} />
          <text x={PAD_L + 2} y={targetY - 4}>
            {t('crash.targetLabel', { target: formatMultiplierE2(target) })}
          </text>
        </g>
      )}
      {points.length > 0 && (
        <g className={styles.curve}>
          <path
            d={`M${points[0]} L${points.join(' ')} L${headX.toFixed(1)},${H - PAD_B} L${PAD_L},${H - PAD_B}Z`}
            fill="url(#crash-fill)"
          />
          <polyline points={points.join(' ')} fill="none" />
          <circle className={styles.glow} cx={headX} cy={headY} r="16" fill="url(#crash-glow)" />
          <circle className={styles.head} cx={headX} cy={headY} r="5" />
        </g>
      )}
    </svg>
  );
}
