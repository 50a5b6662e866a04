import type { FloatSource } from './float-source';
import { applyMultiplierE4, assertAmount } from './money';

// A 5×5 board, tiles 0 … 24 row by row. The board is a Fisher–Yates shuffle driven by the bet's
// floats: step i (i = 0 … 23) swaps tile slot i with slot i + floor(float_i × (25 − i)). The
// first `mines` tiles of that order are the mines, so a round with m mines reads only m floats,
// and the order (24 floats) shows the mines of every mine count at once.
// Cashing out after k safe picks pays floor(0.99 × C(25, k) / C(25 − mines, k), 4 decimals).

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
/** Declared RTP: every (mines, picks) pays at most 99% (the 4-decimal floor takes < 0.01 pp). */
export const MINES_RTP = 0.99;

export interface MinesBet {
  /** Hundredths. */
  amount: number;
  mines: number;
  /** Tiles opened in order (0 … 24, distinct, at least one); the round cashes out after the last. */
  picks: readonly number[];
}

export interface MinesOutcome {
  /** The mine tiles, ascending. */
  mines: number[];
  /** The picks that were opened: all of them, or up to and including the first mine. */
  opened: number[];
  hitMine: boolean;
  safePicks: number;
  /** The cash-out multiplier reached (0 when a mine was hit). */
  multiplierE4: number;
  /** Hundredths paid back (stake included); 0 when a mine was hit. */
  payout: number;
}

/** C(n, k) as a double: exact for the board's sizes (at most C(25, 12) = 5 200 300). */
export function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

export function assertMines(mines: number): void {
  if (!Number.isSafeInteger(mines) || mines < MINES_MIN || mines > MINES_MAX) {
    throw new RangeError('mines must be an integer from 1 to 24');
  }
}

/**
 * The payout table: multiplier (× 10⁴) after `safePicks` safe tiles with `mines` mines,
 * 1 ≤ safePicks ≤ 25 − mines. C(25, k) ≤ 5 200 300, so 9900 × C(25, k) stays an exact integer.
 */
export function minesMultiplierE4(mines: number, safePicks: number): number {
  assertMines(mines);
  if (!Number.isSafeInteger(safePicks) || safePicks < 1 || safePicks > MINES_TILES - mines) {
    throw new RangeError('safePicks must be from 1 to 25 − mines');
  }
  return Math.floor(
    (9_900 * binomial(MINES_TILES, safePicks)) / binomial(MINES_TILES - mines, safePicks),
  );
}

/** Exact RTP of cashing out after `safePicks` safe tiles with `mines` mines (uniform boards). */
export function minesRtp(mines: number, safePicks: number): number {
  const multiplierE4 = minesMultiplierE4(mines, safePicks);
  const survive = binomial(MINES_TILES - mines, safePicks) / binomial(MINES_TILES, safePicks);
  return (survive * multiplierE4) / 10_000;
}

/**
 * The first `count` tiles of the shuffle of `board.length` tiles (25 on the game's board; any size
 * for tests), written into `board`, which callers that play many rounds reuse. Returns `board`;
 * its first `count` entries are the drawn tiles.
 */
export function shuffleTiles(source: FloatSource, count: number, board: Uint8Array): Uint8Array {
  const tiles = board.length;
  for (let i = 0; i < tiles; i++) board[i] = i;
  for (let i = 0; i < count && i < tiles - 1; i++) {
    const j = i + Math.floor(source.next() * (tiles - i));
    const tile = board[j]!;
    board[j] = board[i]!;
    board[i] = tile;
  }
  return board;
}

/** The whole shuffle order (24 floats): the first m tiles are the mines of an m-mine round. */
export function minesOrder(source: FloatSource): number[] {
  return Array.from(shuffleTiles(source, MINES_TILES - 1, new Uint8Array(MINES_TILES)));
}

function assertPicks(picks: readonly number[], mines: number): void {
  if (picks.length < 1 || picks.length > MINES_TILES - mines) {
    throw new RangeError('picks must hold 1 to 25 − mines tiles');
  }
  const seen = new Set<number>();
  for (const tile of picks) {
    if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES || seen.has(tile)) {
      throw new RangeError('picks must be distinct tiles from 0 to 24');
    }
    seen.add(tile);
  }
}

export function minesFromFloats(source: FloatSource, bet: MinesBet): MinesOutcome {
  assertAmount(bet.amount);
  assertMines(bet.mines);
  assertPicks(bet.picks, bet.mines);
  const board = shuffleTiles(source, bet.mines, new Uint8Array(MINES_TILES));
  const mines = Array.from(board.subarray(0, bet.mines)).sort((a, b) => a - b);
  const opened: number[] = [];
  for (const tile of bet.picks) {
    opened.push(tile);
    if (mines.includes(tile)) {
      return {
        mines,
        opened,
        hitMine: true,
        safePicks: opened.length - 1,
        multiplierE4: 0,
        payout: 0,
      };
    }
  }
  const multiplierE4 = minesMultiplierE4(bet.mines, opened.length);
  return {
    mines,
    opened,
    hitMine: false,
    safePicks: opened.length,
    multiplierE4,
    payout: applyMultiplierE4(bet.amount, multiplierE4),
  };
}
