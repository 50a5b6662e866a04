import type { CSSProperties } from 'react';
import styles from './wheel.module.css';

const COLOURS = [
  '#f5b301',
  '#e4572e',
  '#29a19c',
  '#6c5ce7',
  '#ff7eb6',
  '#2e86de',
  '#20bf6b',
  '#a55eea',
];

/** The point on the wheel's rim (radius r, centre 50,50) at `turn` of a full turn from the top. */
const at = (turn: number, r: number) => {
  const angle = 2 * Math.PI * turn - Math.PI / 2;
  return `${(50 + r * Math.cos(angle)).toFixed(3)} ${(50 + r * Math.sin(angle)).toFixed(3)}`;
};

/**
 * A prize wheel (the invite spin's, the jackpot's): one slice per sector with its label, turned
 * by `rotation` degrees (the pointer is at the top) over `spinMs` — 0 puts it there at once.
 * `coins`: the labels are amounts of money, each drawn with a coin under it (the coin sign,
 * never an emoji: ADR 0064; a slice has no room for the word).
 */
export function Wheel({
  labels,
  rotation,
  label,
  spinMs,
  coins = false,
}: {
  labels: readonly string[];
  rotation: number;
  label: string;
  spinMs: number;
  coins?: boolean;
}) {
  const n = labels.length;
  const style: CSSProperties = {
    transform: `rotate(${rotation}deg)`,
    transitionDuration: `${spinMs}ms`,
  };
  return (
    <div className={styles.wheelBox}>
      <span className={styles.pointer} aria-hidden="true" />
      <svg
        viewBox="0 0 100 100"
        className={styles.wheel}
        style={style}
        role="img"
        aria-label={label}
      >
        {labels.map((text, i) => (
          <g key={i}>
            <path
              d={`M50 50 L${at(i / n, 48)} A48 48 0 0 1 ${at((i + 1) / n, 48)} Z`}
              fill={COLOURS[i % COLOURS.length]}
              stroke="#1b1b2f"
              strokeWidth="0.5"
            />
            <text
              x="50"
              y="14"
              transform={`rotate(${((i + 0.5) * 360) / n} 50 50)`}
              textAnchor="middle"
              className={styles.sectorText}
            >
              {text}
            </text>
            {coins ? (
              <circle
                cx="50"
                cy="19.5"
                r="2.4"
                transform={`rotate(${((i + 0.5) * 360) / n} 50 50)`}
                className={styles.sectorCoin}
                data-testid="wheel-coin"
              />
            ) : null}
          </g>
        ))}
        <circle cx="50" cy="50" r="7" fill="#1b1b2f" />
      </svg>
    </div>
  );
}

/** The rotation that brings sector `i` of `n` under the pointer, a few whole turns past `from`. */
export const landOn = (from: number, i: number, n: number) => {
  const target = 360 - ((i + 0.5) * 360) / n;
  const base = Math.ceil(from / 360) * 360 + 5 * 360;
  return base + target;
};
