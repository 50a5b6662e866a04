import { pickIndex } from './draw';
import type { Random } from './types';

// Counting and drawing without replacement, shared by the number games (keno, bingo).

/** C(n, k) as a double (exact below 2⁵³; the number games use ratios of these). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const m = Math.min(k, n - k);
  let result = 1;
  for (let i = 1; i <= m; i++) result = (result * (n - m + i)) / i;
  return Math.round(result);
}

/** The chance that k given balls are all among `drawn` of `total`: C(total − k, drawn − k) / C(total, drawn). */
export function allDrawnChance(k: number, drawn: number, total: number): number {
  if (k > drawn) return 0;
  let p = 1;
  for (let i = 0; i < k; i++) p *= (drawn - i) / (total - i);
  return p;
}

/** `count` distinct numbers of 1 … total, in draw order: a partial Fisher–Yates shuffle. */
export function drawNumbers(random: Random, total: number, count: number): number[] {
  const pool = Array.from({ length: total }, (_, i) => i + 1);
  for (let i = 0; i < count; i++) {
    const j = i + pickIndex(random, total - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}
