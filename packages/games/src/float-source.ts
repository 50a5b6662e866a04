// What the games read a bet from: its floats in [0, 1), in order. Where they come from (the
// HMAC stream of node/fairness.ts) needs node:crypto; the games' math does not, so it runs in the
// browser too.

export interface Seeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** What the games draw from: the next float of a bet, in order. */
export interface FloatSource {
  next(): number;
}

/** Floats are multiples of 2⁻³²: `float × FLOAT_SCALE` is the 32-bit integer they came from. */
export const FLOAT_SCALE = 2 ** 32;

/** The float of 4 bytes from `offset`: b0/256 + b1/256² + b2/256³ + b3/256⁴ (browser-safe). */
export function bytesToFloat(bytes: Uint8Array, offset: number): number {
  // Exact in a double: at most 32 significant bits.
  return (
    (bytes[offset]! * 0x1000000 +
      bytes[offset + 1]! * 0x10000 +
      bytes[offset + 2]! * 0x100 +
      bytes[offset + 3]!) /
    FLOAT_SCALE
  );
}
