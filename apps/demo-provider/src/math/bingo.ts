import { allDrawnChance, choose, drawNumbers } from './combinatorics';
import { percent, times, winOf } from './draw';
import type { Outcome, PayTable, Play, Random } from './types';

// 75-ball bingo: a 5 × 5 card (columns B 1–15, I 16–30, N 31–45, G 46–60, O 61–75, five distinct
// numbers each, the centre a free cell) and `draws` balls of 75 drawn without replacement. A
// line is a row, a column or a diagonal (12 lines) whose every cell is drawn (or free); the card
// pays pays[L] hundredths of the bet for L complete lines (12: the full card), floored to the
// hundredth. One random number per card number and per ball.
// Exact RTP: the card's 24 numbers are distinct, so a set of k cells is all drawn with chance
// C(75 − k, draws − k) / C(75, draws), whatever the numbers. Over the 4 095 non-empty sets S of
// lines, with U(S) the union of their cells, by inclusion–exclusion
//   P(exactly j lines) = Σ_{|S| ≥ j} (−1)^{|S| − j} C(|S|, j) P(every cell of U(S) drawn),
// and RTP = Σ_j P(exactly j lines) × pays[j] / 100.

export const BINGO_BALLS = 75;
const SIZE = 5;
const FREE = 12; // the centre's index, row by row

/** The 12 lines as cell indexes (row by row): 5 rows, 5 columns, 2 diagonals. */
export const BINGO_LINES: readonly number[][] = [
  ...Array.from({ length: SIZE }, (_, r) => Array.from({ length: SIZE }, (_, c) => r * SIZE + c)),
  ...Array.from({ length: SIZE }, (_, c) => Array.from({ length: SIZE }, (_, r) => r * SIZE + c)),
  Array.from({ length: SIZE }, (_, i) => i * SIZE + i),
  Array.from({ length: SIZE }, (_, i) => i * SIZE + (SIZE - 1 - i)),
];

export interface BingoParams {
  /** Balls drawn per card, 5 … 75. */
  draws: number;
  /** pays[L]: hundredths of the bet for L complete lines (0 … 12). */
  pays: number[];
}

export interface BingoDetail {
  /** The card's numbers row by row; 0 is the free centre. */
  card: number[];
  drawn: number[];
  /** The complete lines, as indexes into BINGO_LINES. */
  lines: number[];
  /** Hundredths of the bet. */
  pays: number;
}

export function validatePlay(_params: BingoParams, play: Play): string | null {
  return play.kind === 'bingo' ? null : 'this game takes a bingo play';
}

/** A card: five distinct numbers per column from its fifteen, the centre free (0). */
export function drawBingoCard(random: Random): number[] {
  const columns = Array.from({ length: SIZE }, (_, c) =>
    drawNumbers(random, 15, SIZE).map((n) => n + 15 * c),
  );
  const card = Array.from(
    { length: SIZE * SIZE },
    (_, i) => columns[i % SIZE]![Math.floor(i / SIZE)]!,
  );
  card[FREE] = 0;
  return card;
}

/** The complete lines of a card once `drawn` are out. */
export function completeLines(card: readonly number[], drawn: readonly number[]): number[] {
  const out = new Set(drawn);
  const marked = (i: number) => i === FREE || out.has(card[i]!);
  return BINGO_LINES.flatMap((line, index) => (line.every(marked) ? [index] : []));
}

export function play(params: BingoParams, play: Play, bet: number, random: Random): Outcome {
  const refusal = validatePlay(params, play);
  if (refusal) throw new RangeError(refusal);
  const card = drawBingoCard(random);
  const drawn = drawNumbers(random, BINGO_BALLS, params.draws);
  const lines = completeLines(card, drawn);
  const pays = params.pays[lines.length] ?? 0;
  const detail: BingoDetail = { card, drawn, lines, pays };
  return { win: winOf(bet, pays, 100), detail };
}

/** P(exactly j complete lines), j = 0 … 12, by inclusion–exclusion over the sets of lines. */
export function lineCountChances(draws: number): number[] {
  const lines = BINGO_LINES.map((line) => line.filter((i) => i !== FREE));
  const exactly = new Array<number>(lines.length + 1).fill(0);
  for (let mask = 1; mask < 1 << lines.length; mask++) {
    const cells = new Set<number>();
    let size = 0;
    lines.forEach((line, i) => {
      if (mask & (1 << i)) {
        size++;
        for (const cell of line) cells.add(cell);
      }
    });
    const p = allDrawnChance(cells.size, draws, BINGO_BALLS);
    for (let j = 1; j <= size; j++)
      exactly[j]! += (size - j) % 2 ? -choose(size, j) * p : choose(size, j) * p;
  }
  exactly[0] = 1 - exactly.slice(1).reduce((a, b) => a + b, 0);
  return exactly;
}

const chancesByDraws = new Map<number, number[]>();
function chances(draws: number): number[] {
  let found = chancesByDraws.get(draws);
  if (!found) {
    found = lineCountChances(draws);
    chancesByDraws.set(draws, found);
  }
  return found;
}

export function exactRtp(params: BingoParams): number {
  return chances(params.draws).reduce((sum, p, j) => sum + p * ((params.pays[j] ?? 0) / 100), 0);
}

export function maxMultiplier(params: BingoParams): number {
  return Math.max(...params.pays) / 100;
}

/** Per number of complete lines (12: the full card), what it pays and its chance. */
export function payTable(params: BingoParams): PayTable {
  const p = chances(params.draws);
  return {
    columns: ['Complete lines', 'Pays (× bet)', 'Chance'],
    rows: params.pays.flatMap((pay, lines) =>
      pay > 0
        ? [
            [
              lines === BINGO_LINES.length ? `${lines} (full card)` : String(lines),
              times(pay / 100),
              percent(p[lines]!, 4),
            ],
          ]
        : [],
    ),
  };
}
