import {
  LINE_PAY_TABLE,
  SLOT_FREE_SPIN_MULTIPLIER,
  SLOT_FREE_SPINS,
  SLOT_FREE_SPINS_TRIGGER,
  SLOT_LINES,
  SLOT_PAYLINES,
  SLOT_REEL_COUNT,
  SLOT_ROWS,
  SLOT_STRIP_LENGTH,
  SLOT_SYMBOLS,
  scatterPay,
  symbolAt,
} from './slot';

// The slot's exact RTP, two ways. A spin's expected win W (in total bets) and its chance p of
// triggering free spins come either from enumerating every one of the 32⁵ stop combinations
// (`slotSpinStatsByEnumeration`) or from per-reel symbol counts (`slotSpinStatsBySymbols`: every
// row of a reel shows each symbol with its strip frequency, so a line's expected pay is a sum
// over 10⁵ symbol tuples, and scatters, at most one per window, add up reel by reel).
// Free spins use the same reels, so one free spin's value V (with what it retriggers) solves
//   V = M·W + p·N·V  ⇒  V = M·W / (1 − N·p)        (M = 3, N = 8; N·p < 1)
// and the round returns RTP = W + p·N·V = W·(1 − N·p + N·M·p) / (1 − N·p).

export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

export interface SlotSpinStats {
  /** A spin's expected win in total bets (lines and scatters, no multiplier). */
  spinWin: Fraction;
  /** Chance that a spin shows 3+ scatters. */
  trigger: Fraction;
  /** E[spin win²] in total bets² (enumeration only). */
  spinWinSquare?: Fraction;
  /** E[spin win × trigger] in total bets: the win of triggering spins (enumeration only). */
  spinWinOnTrigger?: Fraction;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(numerator: bigint, denominator: bigint): Fraction {
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

export function fractionToNumber(value: Fraction): number {
  const limit = BigInt(Number.MAX_SAFE_INTEGER);
  if (value.numerator <= limit && value.denominator <= limit) {
    return Number(value.numerator) / Number(value.denominator); // correctly rounded
  }
  const scale = 10n ** 18n;
  return Number((value.numerator * scale) / value.denominator) / 1e18;
}

const SCATTER = SLOT_SYMBOLS.indexOf('scatter');
const COMBINATIONS = BigInt(SLOT_STRIP_LENGTH) ** BigInt(SLOT_REEL_COUNT);

export function slotSpinStatsBySymbols(): SlotSpinStats {
  const length = SLOT_STRIP_LENGTH;
  const counts = Array.from({ length: SLOT_REEL_COUNT }, (_, reel) => {
    const perSymbol = new Array<number>(SLOT_SYMBOLS.length).fill(0);
    for (let stop = 0; stop < length; stop++) perSymbol[symbolAt(reel, stop, 0)]! += 1;
    return perSymbol;
  });
  // Σ over symbol tuples of Π counts × pay, over 32⁵: one line's expected pay in line bets, which
  // is also the lines' expected win in total bets (10 lines, a total bet is 10 line bets).
  let lineSum = 0n;
  for (let index = 0; index < LINE_PAY_TABLE.length; index++) {
    const pay = LINE_PAY_TABLE[index]!;
    if (pay === 0) continue;
    let weight = 1n;
    let rest = index;
    for (let reel = SLOT_REEL_COUNT - 1; reel >= 0 && weight !== 0n; reel--) {
      weight *= BigInt(counts[reel]![rest % SLOT_SYMBOLS.length]!);
      rest = Math.floor(rest / SLOT_SYMBOLS.length);
    }
    lineSum += weight * BigInt(pay);
  }
  // Stops of each reel that show a scatter (a window holds at most one: asserted by the tests),
  // then the number of combinations showing k scatters.
  let byScatters = [1n];
  for (let reel = 0; reel < SLOT_REEL_COUNT; reel++) {
    let showing = 0n;
    for (let stop = 0; stop < length; stop++) {
      for (let row = 0; row < SLOT_ROWS; row++)
        if (symbolAt(reel, stop, row) === SCATTER) showing++;
    }
    const next = new Array<bigint>(byScatters.length + 1).fill(0n);
    byScatters.forEach((ways, k) => {
      next[k]! += ways * (BigInt(length) - showing);
      next[k + 1]! += ways * showing;
    });
    byScatters = next;
  }
  let scatterSum = 0n;
  let triggerWays = 0n;
  byScatters.forEach((ways, k) => {
    scatterSum += ways * BigInt(scatterPay(k));
    if (k >= SLOT_FREE_SPINS_TRIGGER) triggerWays += ways;
  });
  return {
    spinWin: fraction(lineSum + scatterSum, COMBINATIONS),
    trigger: fraction(triggerWays, COMBINATIONS),
  };
}

/**
 * Every stop combination, spin by spin (32⁵ ≈ 33.5 million). For speed, a line whose first four
 * symbols already settle its pay (the table says so) is added once for the 32 stops of reel 5
 * instead of being looked up 32 times, and when all ten are settled the 32 stops of reel 5 differ
 * only by their scatters, so they are summed by scatter count; the sums are the same.
 */
export function slotSpinStatsByEnumeration(): SlotSpinStats {
  const length = SLOT_STRIP_LENGTH;
  const lines = SLOT_LINES;
  const symbolCount = SLOT_SYMBOLS.length;
  // Per reel and stop: each line's symbol at its place in the table index, and scatters in view.
  const placed = Array.from({ length: SLOT_REEL_COUNT }, (_, reel) => {
    const table = new Uint32Array(length * lines);
    const place = symbolCount ** (SLOT_REEL_COUNT - 1 - reel);
    for (let stop = 0; stop < length; stop++) {
      SLOT_PAYLINES.forEach((rows, line) => {
        table[stop * lines + line] = symbolAt(reel, stop, rows[reel]!) * place;
      });
    }
    return table;
  });
  const scatters = Array.from({ length: SLOT_REEL_COUNT }, (_, reel) =>
    Uint8Array.from({ length }, (_, stop) => {
      let n = 0;
      for (let row = 0; row < SLOT_ROWS; row++) if (symbolAt(reel, stop, row) === SCATTER) n++;
      return n;
    }),
  );
  // settled[i] for i = index of the first four symbols (fifth 0): the pay ignores the fifth.
  const settled = new Uint8Array(LINE_PAY_TABLE.length);
  for (let i = 0; i < LINE_PAY_TABLE.length; i += symbolCount) {
    let same = 1;
    for (let x = 1; x < symbolCount; x++) if (LINE_PAY_TABLE[i + x] !== LINE_PAY_TABLE[i]) same = 0;
    settled[i] = same;
  }
  const scatterWin = Uint32Array.from(
    { length: SLOT_ROWS * SLOT_REEL_COUNT + 1 },
    (_, k) => scatterPay(k) * lines,
  );
  const [r0, r1, r2, r3, r4] = placed as [
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
  ];
  const [c0, c1, c2, c3, c4] = scatters as [
    Uint8Array,
    Uint8Array,
    Uint8Array,
    Uint8Array,
    Uint8Array,
  ];
  const lastReelByScatters = new Uint32Array(SLOT_ROWS + 1);
  for (const n of scatters[SLOT_REEL_COUNT - 1]!) lastReelByScatters[n]! += 1;
  const p1 = new Uint32Array(lines);
  const p2 = new Uint32Array(lines);
  const openIndex = new Uint32Array(lines);
  const openLine = new Uint32Array(lines);
  // Sums in line bets stay below 2⁵³: at most 8 250 a spin, 8 250² a square, 2²⁵ spins.
  let winSum = 0;
  let squareSum = 0;
  let triggerWays = 0;
  let triggerWinSum = 0;
  for (let s0 = 0; s0 < length; s0++) {
    for (let s1 = 0; s1 < length; s1++) {
      for (let l = 0; l < lines; l++) p1[l] = r0[s0 * lines + l]! + r1[s1 * lines + l]!;
      for (let s2 = 0; s2 < length; s2++) {
        for (let l = 0; l < lines; l++) p2[l] = p1[l]! + r2[s2 * lines + l]!;
        for (let s3 = 0; s3 < length; s3++) {
          let fixed = 0;
          let open = 0;
          for (let l = 0; l < lines; l++) {
            const index = p2[l]! + r3[s3 * lines + l]!;
            if (settled[index] === 1) fixed += LINE_PAY_TABLE[index]!;
            else {
              openIndex[open] = index;
              openLine[open] = l;
              open++;
            }
          }
          const before = c0[s0]! + c1[s1]! + c2[s2]! + c3[s3]!;
          if (open === 0) {
            for (let k = 0; k <= SLOT_ROWS; k++) {
              const ways = lastReelByScatters[k]!;
              if (ways === 0) continue;
              const win = fixed + scatterWin[before + k]!;
              if (before + k >= SLOT_FREE_SPINS_TRIGGER) {
                triggerWays += ways;
                triggerWinSum += ways * win;
              }
              winSum += ways * win;
              squareSum += ways * win * win;
            }
            continue;
          }
          for (let s4 = 0; s4 < length; s4++) {
            const inView = before + c4[s4]!;
            let win = fixed + scatterWin[inView]!;
            for (let o = 0; o < open; o++) {
              win += LINE_PAY_TABLE[openIndex[o]! + r4[s4 * lines + openLine[o]!]!]!;
            }
            if (inView >= SLOT_FREE_SPINS_TRIGGER) {
              triggerWays++;
              triggerWinSum += win;
            }
            winSum += win;
            squareSum += win * win;
          }
        }
      }
    }
  }
  const lineBets = BigInt(lines);
  return {
    spinWin: fraction(BigInt(winSum), COMBINATIONS * lineBets),
    trigger: fraction(BigInt(triggerWays), COMBINATIONS),
    spinWinSquare: fraction(BigInt(squareSum), COMBINATIONS * lineBets * lineBets),
    spinWinOnTrigger: fraction(BigInt(triggerWinSum), COMBINATIONS * lineBets),
  };
}

/** RTP = W·(1 − N·p + N·M·p) / (1 − N·p), exactly. */
export function slotRtpFromStats(stats: SlotSpinStats): Fraction {
  const { numerator: w, denominator: wd } = stats.spinWin;
  const { numerator: p, denominator: pd } = stats.trigger;
  const n = BigInt(SLOT_FREE_SPINS);
  const m = BigInt(SLOT_FREE_SPIN_MULTIPLIER);
  if (n * p >= pd) throw new RangeError('free spins would never end (N·p ≥ 1)');
  return fraction(w * (pd - n * p + n * m * p), wd * (pd - n * p));
}

export function slotRtp(): Fraction {
  return slotRtpFromStats(slotSpinStatsByEnumeration());
}

/**
 * The variance of a round's return (in total bets²), from the enumeration's moments. With X a
 * spin's win, T its trigger and Y a free spin's value with its retriggers (Yᵢ independent):
 *   Y = M·X + T·(Y₁ + … + Y_N),  R = X + T·(Y₁ + … + Y_N)
 *   E[Y²] = M²·E[X²] + 2·M·N·V·E[X·T] + p·(N·E[Y²] + N(N − 1)·V²)   (solved for E[Y²])
 *   E[R²] = E[X²] + 2·N·V·E[X·T] + p·(N·E[Y²] + N(N − 1)·V²)
 */
export function slotRoundVariance(stats: SlotSpinStats): number {
  if (!stats.spinWinSquare || !stats.spinWinOnTrigger) {
    throw new RangeError("needs the enumeration's moments");
  }
  const w = fractionToNumber(stats.spinWin);
  const p = fractionToNumber(stats.trigger);
  const x2 = fractionToNumber(stats.spinWinSquare);
  const xt = fractionToNumber(stats.spinWinOnTrigger);
  const n = SLOT_FREE_SPINS;
  const m = SLOT_FREE_SPIN_MULTIPLIER;
  const v = (m * w) / (1 - n * p);
  const y2 = (m * m * x2 + 2 * m * n * v * xt + p * n * (n - 1) * v * v) / (1 - p * n);
  const r2 = x2 + 2 * n * v * xt + p * (n * y2 + n * (n - 1) * v * v);
  const rtp = w + p * n * v;
  return r2 - rtp * rtp;
}
