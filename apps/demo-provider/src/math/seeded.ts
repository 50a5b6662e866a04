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

/**
 * The RTP of rounds whose stakes vary (step games: doubles, plays, calls), returns ÷ all stakes,
 * and the ratio's standard error: √(Σ(win − rtp × staked)² / (n − 1)) / mean stake / √n.
 */
export function measureStaked(
  rounds: number,
  playOne: () => { win: number; staked: number },
): { rtp: number; standardError: number } {
  const results: { win: number; staked: number }[] = [];
  let won = 0;
  let staked = 0;
  for (let i = 0; i < rounds; i++) {
    const round = playOne();
    won += round.win;
    staked += round.staked;
    results.push(round);
  }
  const rtp = won / staked;
  let squares = 0;
  for (const round of results) squares += (round.win - rtp * round.staked) ** 2;
  const standardError = Math.sqrt(squares / (rounds - 1)) / (staked / rounds) / Math.sqrt(rounds);
  return { rtp, standardError };
}
