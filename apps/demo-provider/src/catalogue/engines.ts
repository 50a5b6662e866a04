import type { GameTheme } from '../math/types';
import type { DemoGame } from './demo-game';

// The catalogue's game builders, one per engine: each turns a game's few numbers into its
// engine's parameters, limits and round duration (games.ts says why these).

// ——— Slots ———

/** Rows per reel of the 5×3 games' 10 lines. */
export const LINES_5X3 = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];
/** The 3×3 games' 5 lines: three rows and two diagonals. */
export const LINES_3X3 = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];
export const ONE_LINE = [[0]];

interface SlotsSpec {
  code: string;
  name: string;
  rtp: number;
  theme: GameTheme;
  /** One string per reel: letter A is symbol 0, B symbol 1 … */
  strips: string[];
  lines: number[][];
  /** Per symbol, line bets for 3, 4, 5 of a kind (5×3), 3 of a kind (3×3), or 1 (one reel). */
  pays: number[][] | number[];
  /** The last symbol is wild. */
  wild?: boolean;
}

export function slots(spec: SlotsSpec): DemoGame {
  const reels = spec.strips.length;
  const pays = spec.pays.map((row) => {
    const given = typeof row === 'number' ? [row] : row;
    return [...new Array<number>(reels - given.length).fill(0), ...given];
  });
  return {
    code: spec.code,
    name: spec.name,
    kind: 'slots',
    theme: spec.theme,
    rtp: spec.rtp,
    minRoundMs: reels === 1 ? 1_200 : 2_500,
    minBet: 100,
    maxBet: reels === 1 ? 20_000 : 50_000,
    demo: true,
    math: {
      rows: reels === 1 ? 1 : 3,
      strips: spec.strips.map((strip) => [...strip].map((letter) => letter.charCodeAt(0) - 65)),
      lines: spec.lines,
      pays,
      ...(spec.wild ? { wild: spec.theme.symbols.length - 1 } : {}),
    },
  };
}

// ——— Fishing ———

export function fishTable(
  code: string,
  name: string,
  rtp: number,
  theme: GameTheme,
  multipliers: number[],
): DemoGame {
  return {
    code,
    name,
    kind: 'fishing',
    theme,
    rtp,
    minRoundMs: 400,
    minBet: 10,
    maxBet: 10_000,
    demo: true,
    math: { rtp, fish: multipliers.map((multiplier, symbol) => ({ symbol, multiplier })) },
  };
}

// ——— Crash and arcade ———

export function rising(
  code: string,
  name: string,
  rtp: number,
  theme: GameTheme,
  maxMultiplier: number,
  arcade = false,
): DemoGame {
  return {
    code,
    name,
    kind: 'crash',
    theme,
    rtp,
    minRoundMs: arcade ? 1_200 : 2_000,
    minBet: 10,
    maxBet: 100_000,
    demo: true,
    math: { rtp, maxMultiplier },
  };
}
