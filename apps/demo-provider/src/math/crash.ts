import { isIntegerIn, percent, times, winOf } from './draw';
import type { Outcome, PayTable, Play, Random } from './types';

// A rising multiplier that crashes. One random number u ∈ [0, 1) sets the crash point
//   point = min(max, max(100, floor(100 × rtp / (1 − u))))    (hundredths of a multiplier)
// so for 101 ≤ x ≤ max, P(point ≥ x) = P(1 − u ≤ 100 × rtp / x) = 100 × rtp / x: the multiplier
// reaches x/100 with chance rtp / (x/100). The player's automatic cash-out c (hundredths,
// 101 … max) wins when point ≥ c and pays floor(bet × c / 100), so
//   RTP(c) = (100 × rtp / c) × (c / 100) = rtp
// for every c, short of the floor of the payout (nothing when bet × c is a multiple of 100).
// Rounds under 1.00× show 1.00× and lose every cash-out. The arcade games (plinko, keno, limbo …)
// are this engine with their own theme, RTP and cap.

export interface CrashParams {
  /** The declared RTP, below 1. */
  rtp: number;
  /** The cap of the crash point and of the cash-out, hundredths (e.g. 100 000 = 1,000.00×). */
  maxMultiplier: number;
}

export interface CrashDetail {
  /** Hundredths of a multiplier. */
  crashPoint: number;
  cashOut: number;
  cashedOut: boolean;
}

export const MIN_CASH_OUT = 101;

/** The crash point (hundredths) of one random number. */
export function crashPoint(params: CrashParams, u: number): number {
  const raw = Math.floor((100 * params.rtp) / (1 - u));
  return Math.min(params.maxMultiplier, Math.max(100, raw));
}

export function validatePlay(params: CrashParams, play: Play): string | null {
  if (play.kind !== 'crash') return 'this game takes a crash play';
  if (!isIntegerIn(play.cashOut, MIN_CASH_OUT, params.maxMultiplier)) {
    return `cashOut must be an integer from ${MIN_CASH_OUT} to ${params.maxMultiplier}`;
  }
  return null;
}

export function play(params: CrashParams, play: Play, bet: number, random: Random): Outcome {
  const refusal = validatePlay(params, play);
  if (refusal || play.kind !== 'crash') throw new RangeError(refusal ?? '');
  const point = crashPoint(params, random());
  const cashedOut = point >= play.cashOut;
  const detail: CrashDetail = { crashPoint: point, cashOut: play.cashOut, cashedOut };
  return { win: cashedOut ? winOf(bet, play.cashOut, 100) : 0, detail };
}

/** RTP(c) = P(point ≥ c) × c / 100 = rtp, for the given cash-out (2.00× when none is given). */
export function exactRtp(params: CrashParams, play?: Play): number {
  const cashOut = play?.kind === 'crash' ? play.cashOut : 200;
  return Math.min(1, (100 * params.rtp) / cashOut) * (cashOut / 100);
}

export function maxMultiplier(params: CrashParams): number {
  return params.maxMultiplier / 100;
}

/** The cash-out rule at a few cash-outs up to the cap: the chance to reach it and what it pays. */
export function payTable(params: CrashParams): PayTable {
  const cashOuts = [101, 150, 200, 500, 1_000, 10_000, 100_000, 1_000_000].filter(
    (c) => c < params.maxMultiplier,
  );
  return {
    columns: ['Cash out at', 'Chance to reach it', 'Pays (× bet)'],
    rows: [...cashOuts, params.maxMultiplier].map((c) => [
      times(c / 100),
      percent(Math.min(1, (100 * params.rtp) / c), 4),
      times(c / 100),
    ]),
  };
}
