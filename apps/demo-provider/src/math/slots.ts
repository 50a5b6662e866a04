import { pickIndex, times, winOf } from './draw';
import type { Outcome, PayTable, Play, Random } from './types';

// A reel slot: R reels (1 to 5), each a strip of symbol indexes (into the theme's symbols) that
// wraps; a spin draws one stop per reel, uniformly, and reel r shows strip[stop + row] for rows
// 0 (top) … rows − 1. Each payline names a row per reel; a line pays pays[symbol][n − 1] line
// bets for n of a kind from the left. The optional wild stands for every symbol, and a line pays
// the better of its wild run (when wilds pay) and its substituted symbol. The bet is the total
// bet, shared by the lines: win = floor(bet × Σ line pays / lines).
//
// Exact RTP: every row of a reel shows each symbol with its strip frequency, and reels are
// independent, so every line has the same law; RTP = E[one line's pay] =
//   Σ over symbol tuples (s₁ … s_R) of Π_r count_r(s_r) / length_r × pay(s₁ … s_R),
// a sum over at most (symbols)^R tuples instead of Π length_r stop combinations (the tests check
// the two agree). It holds for any bet whose line bet is whole; other bets lose the floor.

export interface SlotsParams {
  /** Rows in view, 1 to 4. */
  rows: number;
  /** One strip per reel (1 to 5 reels, 2 to 64 stops each), top to bottom, wrapping. */
  strips: number[][];
  /** Per line, the row it crosses on each reel. */
  lines: number[][];
  /** pays[symbol][n − 1]: line bets paid for n of a kind from the left; 0 pays nothing. */
  pays: number[][];
  /** The symbol that stands for every other. */
  wild?: number;
}

export interface SlotLineWin {
  line: number;
  symbol: number;
  count: number;
  /** Line bets. */
  pay: number;
}

export interface SlotsDetail {
  stops: number[];
  /** window[reel][row]: symbol indexes. */
  window: number[][];
  wins: SlotLineWin[];
}

/** The pay of one line's symbols (left to right): the better of the wild run and the symbol. */
export function linePay(
  params: SlotsParams,
  symbols: readonly number[],
): { symbol: number; count: number; pay: number } {
  const { pays, wild } = params;
  const reels = symbols.length;
  let wilds = 0;
  while (wilds < reels && symbols[wilds] === wild) wilds++;
  let best = {
    symbol: wild ?? -1,
    count: wilds,
    pay: wilds > 0 ? (pays[wild!]?.[wilds - 1] ?? 0) : 0,
  };
  if (wilds < reels) {
    const symbol = symbols[wilds]!;
    let count = wilds + 1;
    while (count < reels && (symbols[count] === symbol || symbols[count] === wild)) count++;
    const pay = pays[symbol]?.[count - 1] ?? 0;
    if (pay > best.pay) best = { symbol, count, pay };
  }
  return best;
}

/** The window of a spin: window[reel][row] = strip[(stop + row) mod length]. */
export function slotsWindow(params: SlotsParams, stops: readonly number[]): number[][] {
  return params.strips.map((strip, reel) =>
    Array.from({ length: params.rows }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
}

/** The line wins of a window. */
export function lineWins(params: SlotsParams, window: readonly number[][]): SlotLineWin[] {
  const wins: SlotLineWin[] = [];
  params.lines.forEach((rows, line) => {
    const { symbol, count, pay } = linePay(
      params,
      rows.map((row, reel) => window[reel]![row]!),
    );
    if (pay > 0) wins.push({ line, symbol, count, pay });
  });
  return wins;
}

export function validatePlay(_params: SlotsParams, play: Play): string | null {
  return play.kind === 'slots' ? null : 'this game takes a slots play';
}

export function play(params: SlotsParams, play: Play, bet: number, random: Random): Outcome {
  const refusal = validatePlay(params, play);
  if (refusal) throw new RangeError(refusal);
  const stops = params.strips.map((strip) => pickIndex(random, strip.length));
  const window = slotsWindow(params, stops);
  const wins = lineWins(params, window);
  const total = wins.reduce((sum, w) => sum + w.pay, 0);
  const detail: SlotsDetail = { stops, window, wins };
  return { win: winOf(bet, total, params.lines.length), detail };
}

/** Exact RTP over the symbol tuples (see the header). */
export function exactRtp(params: SlotsParams): number {
  const reels = params.strips.length;
  // Per reel, each symbol on the strip with its count.
  const counts = params.strips.map((strip) => {
    const byId = new Map<number, number>();
    for (const s of strip) byId.set(s, (byId.get(s) ?? 0) + 1);
    return [...byId];
  });
  const tuple = new Array<number>(reels).fill(0);
  let sum = 0; // Σ Π count × pay: an integer below 2⁵³ for strips of ≤ 64 stops, pays ≤ 10 000
  const walk = (reel: number, weight: number): void => {
    if (reel === reels) {
      const { pay } = linePay(params, tuple);
      sum += weight * pay;
      return;
    }
    for (const [symbol, count] of counts[reel]!) {
      tuple[reel] = symbol;
      walk(reel + 1, weight * count);
    }
  };
  walk(0, 1);
  const combinations = params.strips.reduce((product, strip) => product * strip.length, 1);
  return sum / combinations;
}

/** The most a spin can pay, in total bets: every line at the top pay. */
export function maxMultiplier(params: SlotsParams): number {
  return Math.max(...params.pays.flat());
}

/**
 * The pays per symbol for n of a kind on a line, in line bets (the bet shared by the lines). The
 * first cell of a row is the symbol's index into the theme (the page shows its drawing and
 * label); symbols that pay nothing are left out. One-reel games pay one symbol, in bets.
 */
export function payTable(params: SlotsParams): PayTable {
  const reels = params.strips.length;
  if (reels === 1) return wheelPayTable(params.strips[0] ?? [], params.pays);
  const counts = Array.from({ length: reels }, (_, n) => n + 1).filter((n) =>
    params.pays.some((row) => (row[n - 1] ?? 0) > 0),
  );
  const unit = params.lines.length === 1 ? 'bet' : 'line bet';
  return {
    columns: [
      'Symbol',
      ...counts.map((n) => (reels === 1 ? `Pays (× ${unit})` : `${n} of a kind (× ${unit})`)),
    ],
    rows: params.pays.flatMap((row, symbol) =>
      row.some((pay) => pay > 0)
        ? [
            [
              String(symbol),
              ...counts.map((n) => ((row[n - 1] ?? 0) > 0 ? times(row[n - 1]!) : '—')),
            ],
          ]
        : [],
    ),
  };
}

/**
 * A one-reel, one-line game (a money wheel): each symbol, how many of the strip's segments show
 * it and what it pays (in bets), blanks too.
 */
function wheelPayTable(strip: readonly number[], pays: readonly (readonly number[])[]): PayTable {
  const counts = new Map<number, number>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return {
    columns: ['Symbol', 'Segments', 'Pays (× bet)'],
    rows: [...counts]
      .sort(([a], [b]) => a - b)
      .map(([symbol, count]) => {
        const pay = pays[symbol]?.[0] ?? 0;
        return [String(symbol), `${count} / ${strip.length}`, pay > 0 ? times(pay) : '—'];
      }),
  };
}
