import { pickIndex, percent, times, winOf } from './draw';
import type { Outcome, PayTable, Play, Random } from './types';

// A scratch card: 9 cells, each showing one of the game's prize symbols. Three of one symbol win
// that symbol's prize; a card holds at most one such triple. As printed scratch tickets are, a
// card is drawn from a ticket distribution: prize tier i with weight w_i (of Σ w, the rest of the
// weight losing), then a card that shows it: three cells of the tier's symbol, and every other
// symbol at most twice, in shuffled cells (a losing card shows no symbol three times). Exact RTP,
// by enumeration of the tiers: Σ_i w_i × pays_i / (100 × total). The card's look takes further
// random numbers but never changes its prize.

export const SCRATCH_CELLS = 9;

export interface ScratchTier {
  /** Index into the theme's symbols. */
  symbol: number;
  /** Hundredths of the bet. */
  pays: number;
  /** Cards of this prize per `total`. */
  weight: number;
}

export interface ScratchParams {
  /** The number of symbols a card may show (≥ 5: a losing card needs 5 kinds). */
  symbols: number;
  tiers: ScratchTier[];
  /** Cards per print run: Σ weights plus the losing cards. */
  total: number;
}

export interface ScratchDetail {
  /** The 9 cells' symbols, row by row. */
  cells: number[];
  /** The winning tier's symbol, or null. */
  symbol: number | null;
  /** Hundredths of the bet. */
  pays: number;
}

export function validatePlay(_params: ScratchParams, play: Play): string | null {
  return play.kind === 'scratch' ? null : 'this game takes a scratch play';
}

/** A card showing `symbol` three times (or none when null), every other symbol at most twice. */
export function drawCard(params: ScratchParams, symbol: number | null, random: Random): number[] {
  const counts = new Array<number>(params.symbols).fill(0);
  const cells: number[] = [];
  if (symbol !== null) {
    cells.push(symbol, symbol, symbol);
    counts[symbol] = 3;
  }
  // The symbols still allowed (shown fewer than twice), in index order.
  const open = counts.flatMap((count, s) => (count < 2 ? [s] : []));
  while (cells.length < SCRATCH_CELLS) {
    const at = pickIndex(random, open.length);
    const s = open[at]!;
    if (++counts[s]! === 2) open.splice(at, 1);
    cells.push(s);
  }
  for (let i = cells.length - 1; i > 0; i--) {
    const j = pickIndex(random, i + 1);
    [cells[i], cells[j]] = [cells[j]!, cells[i]!];
  }
  return cells;
}

export function play(params: ScratchParams, play: Play, bet: number, random: Random): Outcome {
  const refusal = validatePlay(params, play);
  if (refusal) throw new RangeError(refusal);
  let ticket = pickIndex(random, params.total);
  let tier: ScratchTier | undefined;
  for (const t of params.tiers) {
    if (ticket < t.weight) {
      tier = t;
      break;
    }
    ticket -= t.weight;
  }
  const cells = drawCard(params, tier?.symbol ?? null, random);
  const detail: ScratchDetail = { cells, symbol: tier?.symbol ?? null, pays: tier?.pays ?? 0 };
  return { win: tier ? winOf(bet, tier.pays, 100) : 0, detail };
}

/** Σ_i w_i × pays_i / (100 × total). */
export function exactRtp(params: ScratchParams): number {
  const sum = params.tiers.reduce((s, t) => s + t.weight * t.pays, 0);
  return sum / (100 * params.total);
}

export function maxMultiplier(params: ScratchParams): number {
  return Math.max(...params.tiers.map((t) => t.pays)) / 100;
}

/** Per prize (first cell: its symbol's index into the theme), what it pays and its chance. */
export function payTable(params: ScratchParams): PayTable {
  return {
    columns: ['Three of', 'Pays (× bet)', 'Chance'],
    rows: params.tiers.map((t) => [
      String(t.symbol),
      times(t.pays / 100),
      percent(t.weight / params.total, 4),
    ]),
  };
}
