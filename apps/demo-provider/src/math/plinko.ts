import { isIntegerIn, percent, times, winOf } from './draw';
import type { Outcome, PayTable, Play, Random } from './types';

// Plinko: a ball falls through `rows` rows of pegs (8 … 16, the player's choice) and bounces left
// or right at each with chance 1/2 (one random number per row: right when it is ≥ 0.5). It lands
// in slot k = the number of right bounces, 0 … rows: binomial, P(k) = C(rows, k) / 2^rows. Slot k
// pays multipliers[rows][k] hundredths of the bet (symmetric: the edges pay most), floored to
// the hundredth. Exact RTP per row count: Σ_k C(rows, k) / 2^rows × multipliers[rows][k] / 100;
// every board is tuned to the game's declared RTP (the tests hold each within 0.0005).

export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;

export interface PlinkoParams {
  /** Per row count, the left half of the slots' pays in hundredths, edge to centre (mirrored). */
  halves: Record<number, number[]>;
}

export interface PlinkoDetail {
  rows: number;
  /** Per row, 0 (left) or 1 (right). */
  path: number[];
  slot: number;
  /** Hundredths of the bet. */
  multiplier: number;
}

/** The pays of every slot of a board of `rows` rows (hundredths), left to right. */
export function slotPays(params: PlinkoParams, rows: number): number[] {
  const half = params.halves[rows] ?? [];
  return Array.from({ length: rows + 1 }, (_, k) => half[Math.min(k, rows - k)] ?? 0);
}

/** The chance of landing in slot k of `rows` rows: C(rows, k) / 2^rows. */
export function slotChance(rows: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (rows - k + i)) / i;
  return c / 2 ** rows;
}

export function validatePlay(params: PlinkoParams, play: Play): string | null {
  if (play.kind !== 'plinko') return 'this game takes a plinko play';
  if (!isIntegerIn(play.rows, PLINKO_MIN_ROWS, PLINKO_MAX_ROWS) || !params.halves[play.rows]) {
    return `rows must be an integer from ${PLINKO_MIN_ROWS} to ${PLINKO_MAX_ROWS}`;
  }
  return null;
}

export function play(params: PlinkoParams, play: Play, bet: number, random: Random): Outcome {
  const refusal = validatePlay(params, play);
  if (refusal || play.kind !== 'plinko') throw new RangeError(refusal ?? '');
  const path = Array.from({ length: play.rows }, () => (random() < 0.5 ? 0 : 1));
  const slot = path.reduce<number>((sum, step) => sum + step, 0);
  const multiplier = slotPays(params, play.rows)[slot]!;
  const detail: PlinkoDetail = { rows: play.rows, path, slot, multiplier };
  return { win: winOf(bet, multiplier, 100), detail };
}

/** The exact RTP of a board of `rows` rows. */
export function rowsRtp(params: PlinkoParams, rows: number): number {
  return slotPays(params, rows).reduce((sum, pay, k) => sum + slotChance(rows, k) * (pay / 100), 0);
}

/** The RTP of the play's board (12 rows when none is given). */
export function exactRtp(params: PlinkoParams, play?: Play): number {
  return rowsRtp(params, play?.kind === 'plinko' ? play.rows : 12);
}

export function maxMultiplier(params: PlinkoParams): number {
  return Math.max(...Object.values(params.halves).flat()) / 100;
}

/** Per board, the slots' pays from the edge to the centre, and its RTP. */
export function payTable(params: PlinkoParams): PayTable {
  const rows: string[][] = [];
  for (let n = PLINKO_MIN_ROWS; n <= PLINKO_MAX_ROWS; n++) {
    const half = params.halves[n];
    if (!half) continue;
    rows.push([
      String(n),
      half.map((pay) => times(pay / 100)).join(' · '),
      percent(rowsRtp(params, n)),
    ]);
  }
  return { columns: ['Rows', 'Slot pays (× bet), edge to centre', 'RTP'], rows };
}
