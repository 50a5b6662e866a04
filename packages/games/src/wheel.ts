import { FLOAT_SCALE, type FloatSource } from './float-source';

// The invite spin's wheel (docs/fairness.md "Wheel"): one float picks a sector by weight. Pure and
// browser-safe, so the fairness page recomputes a spin from its revealed seed.

/**
 * The sector a spin lands on: with the bet's first float f, the ticket `floor(f × W)` of the
 * weights' total W, and the sector whose cumulative weight first exceeds it. Every weight ≥ 1,
 * W ≤ 2³² (a sector's chance is its weight ÷ W, to within one float in 2³² / W).
 */
export function wheelSector(source: FloatSource, weights: readonly number[]): number {
  const total = wheelTotal(weights);
  const ticket = Math.floor(source.next() * total);
  let upTo = 0;
  for (let i = 0; i < weights.length; i++) {
    upTo += weights[i]!;
    if (ticket < upTo) return i;
  }
  return weights.length - 1;
}

function wheelTotal(weights: readonly number[]): number {
  if (weights.length === 0) throw new RangeError('a wheel needs a sector');
  let total = 0;
  for (const w of weights) {
    if (!Number.isSafeInteger(w) || w < 1) throw new RangeError('weights are whole numbers ≥ 1');
    total += w;
  }
  if (total > FLOAT_SCALE) throw new RangeError('weights total at most 2^32');
  return total;
}

/** Each sector's chance, in basis points of 10 000 (floored): what the rule page publishes. */
export function wheelOddsBp(weights: readonly number[]): number[] {
  const total = wheelTotal(weights);
  return weights.map((w) => Math.floor((w * 10_000) / total));
}
