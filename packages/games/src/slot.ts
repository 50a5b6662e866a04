import type { FloatSource } from './float-source';
import { assertAmount } from './money';
import {
  SLOT_SYMBOLS,
  SLOT_REEL_COUNT,
  SLOT_ROWS,
  SLOT_STRIP_LENGTH,
  SLOT_REELS,
  SLOT_PAYLINES,
  SLOT_LINES,
  SLOT_LINE_PAYS,
  SLOT_SCATTER_PAYS,
  SLOT_FREE_SPINS_TRIGGER,
  SLOT_FREE_SPINS,
  SLOT_FREE_SPIN_MULTIPLIER,
  slotPayout,
  type SlotLineSymbol,
  type SlotSymbol,
} from './slot-table';

// A 5×3 video slot, 10 paylines. Each spin reads 5 floats, one per reel: stop = floor(float × 32)
// on a 32-symbol strip (32 divides 2³², so every stop is exactly equally likely), and the window
// shows strip[stop], strip[stop + 1], strip[stop + 2] (wrapping) as rows 0 (top) … 2 (bottom).
// Lines pay left to right from reel 1, 3–5 of a kind in line bets; the wild stands for every
// symbol but the scatter, and a line pays the better of its wild run and its substituted symbol.
// Scatters pay anywhere in total bets; 3 or more award 8 free spins that pay 3×, on the same
// reels, played at once from the same bet's later floats; scatters during free spins add 8 more.
// The whole round (base spin and every free spin) is one bet and one payout. Free spins have no
// cap: a spin triggers with p ≈ 0.71%, so a round ends with probability 1 after 1 + 8p / (1 − 8p)
// ≈ 1.06 spins on average.

export * from './slot-table';

/**
 * Declared RTP, exact: 96.2117…%, from `slotRtp()` in slot-rtp.ts (all 32⁵ stop combinations,
 * cross-checked by per-symbol counts); the tests hold this constant to both. Bets that are not a
 * multiple of 10 hundredths also lose the floor of their payout.
 */
export const SLOT_RTP = 15_961_043_957_145 / 16_589_504_118_784;

export interface SlotBet {
  /** Total bet in hundredths (10 lines; a multiple of 10 keeps the line bet whole). */
  amount: number;
}

export interface SlotLineWin {
  /** Index into SLOT_PAYLINES. */
  line: number;
  symbol: SlotLineSymbol;
  count: number;
  /** In line bets, before the free-spin multiplier. */
  pay: number;
}

export interface SlotSpin {
  freeSpin: boolean;
  stops: number[];
  /** window[reel][row]. */
  window: SlotSymbol[][];
  lineWins: SlotLineWin[];
  scatters: number;
  /** Scatter pay in total bets, before the multiplier. */
  scatterPay: number;
  multiplier: number;
  /** Everything this spin pays, in line bets, multiplier included. */
  win: number;
}

export interface SlotOutcome {
  /** The base spin, then every free spin in order. */
  spins: SlotSpin[];
  freeSpinsAwarded: number;
  /** The round's total win in line bets. */
  totalWin: number;
  /** Hundredths: floor(amount × totalWin / 10). */
  payout: number;
}

const WILD = 0;
const SCATTER = 1;
const SYMBOL_COUNT = SLOT_SYMBOLS.length;
const symbolIndex = new Map<SlotSymbol, number>(SLOT_SYMBOLS.map((s, i) => [s, i]));

/** Strips as symbol indices, doubled past the end so a window never wraps. */
const STRIPS: readonly Uint8Array[] = SLOT_REELS.map((strip) => {
  const indices = new Uint8Array(strip.length + SLOT_ROWS - 1);
  for (let i = 0; i < indices.length; i++) indices[i] = symbolIndex.get(strip[i % strip.length]!)!;
  return indices;
});

function payOf(symbol: number, count: number): number {
  if (count < 3) return 0;
  return SLOT_LINE_PAYS[SLOT_SYMBOLS[symbol] as SlotLineSymbol][count - 3]!;
}

/**
 * The pay of one line's five symbols (indices into SLOT_SYMBOLS): the leading wilds pay as wilds,
 * or stand for the first other symbol, which then runs on through its copies and wilds; the line
 * pays the better of the two. A scatter ends a run.
 */
export function evaluateLine(symbols: ArrayLike<number>): {
  symbol: number;
  count: number;
  pay: number;
} {
  let wilds = 0;
  while (wilds < SLOT_REEL_COUNT && symbols[wilds] === WILD) wilds++;
  const wildPay = payOf(WILD, wilds);
  const symbol = symbols[wilds];
  if (symbol === undefined || symbol === SCATTER) {
    return { symbol: WILD, count: wilds, pay: wildPay };
  }
  let count = wilds + 1;
  while (count < SLOT_REEL_COUNT && (symbols[count] === symbol || symbols[count] === WILD)) count++;
  const symbolPay = payOf(symbol, count);
  return symbolPay >= wildPay
    ? { symbol, count, pay: symbolPay }
    : { symbol: WILD, count: wilds, pay: wildPay };
}

/**
 * Every line's pay by its five symbols, index s1·10⁴ + s2·10³ + s3·10² + s4·10 + s5: the fast path
 * of simulations and of the RTP enumeration, built from evaluateLine itself.
 */
export const LINE_PAY_TABLE: Uint16Array = (() => {
  const table = new Uint16Array(SYMBOL_COUNT ** SLOT_REEL_COUNT);
  const symbols = new Uint8Array(SLOT_REEL_COUNT);
  for (let index = 0; index < table.length; index++) {
    let rest = index;
    for (let reel = SLOT_REEL_COUNT - 1; reel >= 0; reel--) {
      symbols[reel] = rest % SYMBOL_COUNT;
      rest = Math.floor(rest / SYMBOL_COUNT);
    }
    table[index] = evaluateLine(symbols).pay;
  }
  return table;
})();

/** Symbol index at (reel, stop, row). */
export function symbolAt(reel: number, stop: number, row: number): number {
  return STRIPS[reel]![stop + row]!;
}

/** Scatter pay (total bets) for a number of scatters in view. */
export function scatterPay(scatters: number): number {
  return scatters >= 3 ? SLOT_SCATTER_PAYS[Math.min(scatters, 5) - 3]! : 0;
}

function stopOf(float: number): number {
  return Math.floor(float * SLOT_STRIP_LENGTH);
}

function spinFromStops(stops: number[], freeSpin: boolean): SlotSpin {
  const window = stops.map((stop, reel) =>
    Array.from({ length: SLOT_ROWS }, (_, row) => SLOT_SYMBOLS[symbolAt(reel, stop, row)]!),
  );
  const lineWins: SlotLineWin[] = [];
  const symbols = new Uint8Array(SLOT_REEL_COUNT);
  SLOT_PAYLINES.forEach((rows, line) => {
    rows.forEach((row, reel) => (symbols[reel] = symbolAt(reel, stops[reel]!, row)));
    const { symbol, count, pay } = evaluateLine(symbols);
    if (pay > 0) {
      lineWins.push({ line, symbol: SLOT_SYMBOLS[symbol] as SlotLineSymbol, count, pay });
    }
  });
  const scatters = window.reduce(
    (n, column) => n + column.filter((s) => s === 'scatter').length,
    0,
  );
  const multiplier = freeSpin ? SLOT_FREE_SPIN_MULTIPLIER : 1;
  const lines = lineWins.reduce((sum, w) => sum + w.pay, 0);
  const win = multiplier * (lines + scatterPay(scatters) * SLOT_LINES);
  return {
    freeSpin,
    stops,
    window,
    lineWins,
    scatters,
    scatterPay: scatterPay(scatters),
    multiplier,
    win,
  };
}

/** A round's spins and win, which do not depend on the bet: what a player verifies. */
export type SlotRound = Omit<SlotOutcome, 'payout'>;

export function slotRound(source: FloatSource): SlotRound {
  const spins: SlotSpin[] = [];
  let pending = 1;
  let freeSpinsAwarded = 0;
  while (pending > 0) {
    pending -= 1;
    const stops = Array.from({ length: SLOT_REEL_COUNT }, () => stopOf(source.next()));
    const spin = spinFromStops(stops, spins.length > 0);
    spins.push(spin);
    if (spin.scatters >= SLOT_FREE_SPINS_TRIGGER) {
      pending += SLOT_FREE_SPINS;
      freeSpinsAwarded += SLOT_FREE_SPINS;
    }
  }
  const totalWin = spins.reduce((sum, spin) => sum + spin.win, 0);
  return { spins, freeSpinsAwarded, totalWin };
}

export function slotFromFloats(source: FloatSource, bet: SlotBet): SlotOutcome {
  assertAmount(bet.amount);
  const round = slotRound(source);
  return { ...round, payout: slotPayout(bet.amount, round.totalWin) };
}

const LINE_ROWS = Uint8Array.from(SLOT_PAYLINES.flat());
const scratchStops = new Int32Array(SLOT_REEL_COUNT);

/** One spin's win in line bets, before the multiplier; the trigger shows as a negative sign. */
function fastSpin(source: FloatSource): number {
  let scatters = 0;
  for (let reel = 0; reel < SLOT_REEL_COUNT; reel++) {
    const stop = stopOf(source.next());
    scratchStops[reel] = stop;
    const strip = STRIPS[reel]!;
    for (let row = 0; row < SLOT_ROWS; row++) if (strip[stop + row] === SCATTER) scatters++;
  }
  let win = scatterPay(scatters) * SLOT_LINES;
  for (let line = 0; line < SLOT_LINES; line++) {
    let index = 0;
    for (let reel = 0; reel < SLOT_REEL_COUNT; reel++) {
      index =
        index * SYMBOL_COUNT +
        STRIPS[reel]![scratchStops[reel]! + LINE_ROWS[line * SLOT_REEL_COUNT + reel]!]!;
    }
    win += LINE_PAY_TABLE[index]!;
  }
  return scatters >= SLOT_FREE_SPINS_TRIGGER ? -win - 1 : win;
}

/**
 * The round's total win in line bets, without building the outcome: what slotFromFloats returns
 * as `totalWin`, for simulations. Allocates nothing.
 */
export function slotRoundWin(source: FloatSource): number {
  let total = 0;
  let pending = 1;
  let multiplier = 1;
  while (pending > 0) {
    pending -= 1;
    let win = fastSpin(source);
    if (win < 0) {
      win = -win - 1;
      pending += SLOT_FREE_SPINS;
    }
    total += multiplier * win;
    multiplier = SLOT_FREE_SPIN_MULTIPLIER;
  }
  return total;
}
