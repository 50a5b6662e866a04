import type { Random } from './types';

/** mulberry32: a small seeded PRNG for the tests (never for real rounds). */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A `random` that returns the given numbers in turn (and fails past their end). */
export function sequence(...values: number[]): Random {
  let i = 0;
  return () => {
    if (i >= values.length) throw new Error('sequence exhausted');
    return values[i++]!;
  };
}

/**
 * Plays `rounds` rounds and returns the measured RTP and its standard error (from the spread of
 * per-round returns, in bets).
 */
export function measure(
  rounds: number,
  bet: number,
  playOne: () => number,
): { rtp: number; standardError: number } {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < rounds; i++) {
    const ratio = playOne() / bet;
    sum += ratio;
    squares += ratio * ratio;
  }
  const rtp = sum / rounds;
  const variance = (squares - rounds * rtp * rtp) / (rounds - 1);
  return { rtp, standardError: Math.sqrt(variance / rounds) };
}
