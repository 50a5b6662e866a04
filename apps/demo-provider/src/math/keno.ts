import { choose, drawNumbers } from './combinatorics';
import { percent, times, winOf } from './draw';
import type { Outcome, PayTable, Play, Random } from './types';

// Keno: the player picks 1 to 10 distinct numbers of 1 … 80; 20 of the 80 are drawn, uniformly
// without replacement (a partial Fisher–Yates shuffle, one random number per ball). The win is
// pays[picks][hits] hundredths of the bet, floored to the hundredth: floor(bet × pay / 100).
// Exact RTP per pick count p, hypergeometric:
//   P(h hits) = C(p, h) × C(80 − p, 20 − h) / C(80, 20),   RTP(p) = Σ_h P(h hits) × pays[p][h] / 100.
// Every pick count's table is tuned to the game's declared RTP (the tests hold each within 0.0005).

export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_PICKS = 10;

export interface KenoParams {
  /** pays[p][h]: hundredths of the bet paid for h hits out of p picks (index 0 unused). */
  pays: number[][];
}

export interface KenoDetail {
  picks: number[];
  /** The 20 numbers drawn, in draw order. */
  drawn: number[];
  hits: number[];
  /** Hundredths of the bet. */
  pay: number;
}

export function validatePlay(_params: KenoParams, play: Play): string | null {
  if (play.kind !== 'keno') return 'this game takes a keno play';
  const { picks } = play;
  if (!Array.isArray(picks) || picks.length < 1 || picks.length > KENO_MAX_PICKS) {
    return `picks must be 1 to ${KENO_MAX_PICKS} numbers`;
  }
  for (const n of picks) {
    if (!Number.isInteger(n) || n < 1 || n > KENO_NUMBERS) {
      return `picks must be numbers from 1 to ${KENO_NUMBERS}`;
    }
  }
  if (new Set(picks).size !== picks.length) return 'picks must be distinct';
  return null;
}

export function play(params: KenoParams, play: Play, bet: number, random: Random): Outcome {
  const refusal = validatePlay(params, play);
  if (refusal || play.kind !== 'keno') throw new RangeError(refusal ?? '');
  const drawn = drawNumbers(random, KENO_NUMBERS, KENO_DRAWN);
  const drawnSet = new Set(drawn);
  const hits = play.picks.filter((n) => drawnSet.has(n));
  const pay = params.pays[play.picks.length]?.[hits.length] ?? 0;
  const detail: KenoDetail = { picks: [...play.picks], drawn, hits, pay };
  return { win: winOf(bet, pay, 100), detail };
}

/** The chance of h hits with p picks. */
export function hitChance(p: number, h: number): number {
  return (
    (choose(p, h) * choose(KENO_NUMBERS - p, KENO_DRAWN - h)) / choose(KENO_NUMBERS, KENO_DRAWN)
  );
}

/** The exact RTP of p picks. */
export function picksRtp(params: KenoParams, p: number): number {
  const row = params.pays[p] ?? [];
  return row.reduce((sum, pay, h) => sum + hitChance(p, h) * (pay / 100), 0);
}

/** The RTP of the play's pick count (3 picks, the default play's, when none is given). */
export function exactRtp(params: KenoParams, play?: Play): number {
  return picksRtp(params, play?.kind === 'keno' ? play.picks.length : 3);
}

export function maxMultiplier(params: KenoParams): number {
  return Math.max(...params.pays.flat()) / 100;
}

/** Per pick count, what each number of hits pays, and that count's RTP. */
export function payTable(params: KenoParams): PayTable {
  const rows: string[][] = [];
  for (let p = 1; p <= KENO_MAX_PICKS; p++) {
    const row = params.pays[p] ?? [];
    const pays = row.flatMap((pay, h) => (pay > 0 ? [`${h} hits: ${times(pay / 100)}`] : []));
    rows.push([String(p), pays.join(' · '), percent(picksRtp(params, p))]);
  }
  return { columns: ['Picks', 'Pays (× bet) by hits', 'RTP'], rows };
}
