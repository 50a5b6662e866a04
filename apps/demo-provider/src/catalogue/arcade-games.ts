import type { BingoParams } from '../math/bingo';
import type { KenoParams } from '../math/keno';
import type { PlinkoParams } from '../math/plinko';
import type { ScratchParams } from '../math/scratch';
import type { GameTheme } from '../math/types';
import type { DemoGame } from './demo-game';
import { rising } from './engines';
import { palette } from './theme';

// The arcade games that are what their names say: keno draws 20 of 80, plinko drops a ball
// through pegs, scratch cards hide nine symbols, bingo marks a card; limbo is the crash engine's
// instant cash-out (a target multiplier), which is what limbo is. Each table below is tuned to
// the game's declared RTP (the engines' headers give the exact RTP's formula; the tests check
// every pick count and board). An arcade round lasts at least 1.2 s.

const arcade = { minRoundMs: 1_200, minBet: 10, maxBet: 100_000, demo: true } as const;

type Arcade<K extends DemoGame['kind']> = Extract<DemoGame, { kind: K }>;

function game<K extends 'keno' | 'plinko' | 'scratch' | 'bingo'>(
  code: string,
  name: string,
  rtp: number,
  theme: GameTheme,
  kind: K,
  math: Arcade<K>['math'],
): DemoGame {
  return { code, name, rtp, theme, kind, math, ...arcade } as DemoGame;
}

/** Keno Quick: pays in hundredths of the bet by hits, per pick count (1 … 10). */
const kenoPays: KenoParams = {
  pays: [
    [],
    [0, 383],
    [0, 104, 936],
    [0, 0, 300, 3_901],
    [0, 0, 136, 681, 12_200],
    [0, 0, 0, 459, 2_290, 45_800],
    [0, 0, 0, 146, 590, 10_200, 220_000],
    [0, 0, 0, 110, 221, 2_215, 44_200, 552_000],
    [0, 0, 0, 0, 259, 1_286, 10_400, 130_000, 1_295_000],
    [0, 0, 0, 0, 150, 749, 4_493, 29_900, 299_000, 1_497_000],
    [238, 0, 0, 0, 0, 359, 2_380, 11_900, 119_000, 596_000, 1_191_000],
  ],
};

/** Plinko Drop: per row count, the slots' pays (hundredths) from the edge to the centre. */
const plinkoBoards: PlinkoParams = {
  halves: {
    8: [1_261, 292, 127, 68, 39],
    9: [1_730, 389, 165, 87, 49],
    10: [2_247, 487, 195, 136, 58, 39],
    11: [2_185, 583, 292, 175, 68, 49],
    12: [3_509, 1_070, 389, 195, 107, 58, 29],
    13: [4_471, 1_260, 584, 292, 126, 68, 39],
    14: [5_753, 1_460, 681, 389, 185, 97, 49, 19],
    15: [9_231, 1_750, 1_070, 486, 292, 126, 49, 29],
    16: [9_679, 3_990, 973, 486, 292, 146, 97, 49, 29],
  },
};

/** Scratch Gold: a print run of a million cards; 349 155 win, 55 of them 1,000×. */
const scratchRun: ScratchParams = {
  symbols: 8,
  tiers: [
    { symbol: 0, pays: 100, weight: 200_000 },
    { symbol: 1, pays: 200, weight: 100_000 },
    { symbol: 2, pays: 500, weight: 30_000 },
    { symbol: 3, pays: 1_000, weight: 12_000 },
    { symbol: 4, pays: 2_000, weight: 5_000 },
    { symbol: 5, pays: 5_000, weight: 1_500 },
    { symbol: 6, pays: 10_000, weight: 600 },
    { symbol: 7, pays: 100_000, weight: 55 },
  ],
  total: 1_000_000,
};

/** Bingo Blast: 40 balls of 75; pays by complete lines, the full card (12) at 5,000×. */
const bingoCard: BingoParams = {
  draws: 40,
  pays: [
    0, 100, 250, 850, 2_500, 7_500, 20_000, 50_000, 100_000, 100_000, 100_000, 100_000, 500_000,
  ],
};

export const arcadeGames: readonly DemoGame[] = [
  game('plinko-drop', 'Plinko Drop', 0.963, palette(180, ['peg']), 'plinko', plinkoBoards),
  game('keno-quick', 'Keno Quick', 0.9575, palette(230, ['keno-ball']), 'keno', kenoPays),
  game(
    'scratch-gold',
    'Scratch Gold',
    0.96,
    palette(40, ['coin', 'clover', 'bell', 'horseshoe', 'seven', 'diamond', 'crown', 'money-bag']),
    'scratch',
    scratchRun,
  ),
  rising('limbo', 'Limbo', 0.975, palette(275, ['target']), 1_000_000, true),
  game('bingo-blast', 'Bingo Blast', 0.956, palette(195, ['bingo-ball']), 'bingo', bingoCard),
];
