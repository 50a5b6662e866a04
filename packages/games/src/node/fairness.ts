import { createHash, createHmac, randomBytes } from 'node:crypto';
import { bytesToFloat, type FloatSource, type Seeds } from '../float-source';

// The floats' bytes (browser-safe, in float-source): re-exported where the stream is.
export { bytesToFloat };

// The scheme of the industry's public verifiers: round r of a bet is
// HMAC_SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${r}`), r = 0, 1, 2 …, and every
// 4 bytes of those 32 make one float in [0, 1): b0/256 + b1/256² + b2/256³ + b3/256⁴.

export const BYTES_PER_ROUND = 32;
export const FLOATS_PER_ROUND = 8;

export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

/** 32 random bytes, hex: a new server seed to commit to by its hash. */
export function generateServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** 16 random bytes, hex: the client seed a player starts with until they choose their own. */
export function generateClientSeed(): string {
  return randomBytes(16).toString('hex');
}

function assertSeeds(serverSeed: string, clientSeed: string, nonce: number): void {
  if (typeof serverSeed !== 'string' || serverSeed.length === 0) {
    throw new RangeError('serverSeed must be a non-empty string');
  }
  if (typeof clientSeed !== 'string') throw new RangeError('clientSeed must be a string');
  if (!Number.isSafeInteger(nonce) || nonce < 0) {
    throw new RangeError('nonce must be a non-negative integer');
  }
}

export function roundBytes(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  round: number,
): Buffer {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
}

/**
 * The floats of one bet, in order, from as many HMAC rounds as needed. Holds no state between
 * bets except the seeds it was last reset to, so one stream can serve many bets without
 * allocating anything beyond the digests.
 */
export class FloatStream implements FloatSource {
  private serverSeed = '';
  private clientSeed = '';
  private nonce = 0;
  private round = 0;
  private digest: Buffer = Buffer.alloc(0);
  private offset = BYTES_PER_ROUND;
  private drawn = 0;

  constructor(seeds?: Seeds) {
    if (seeds) this.reset(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
  }

  reset(serverSeed: string, clientSeed: string, nonce: number): this {
    assertSeeds(serverSeed, clientSeed, nonce);
    this.serverSeed = serverSeed;
    this.clientSeed = clientSeed;
    this.nonce = nonce;
    this.round = 0;
    this.offset = BYTES_PER_ROUND;
    this.drawn = 0;
    return this;
  }

  next(): number {
    if (this.serverSeed === '') throw new RangeError('FloatStream used before reset');
    if (this.offset === BYTES_PER_ROUND) {
      this.digest = roundBytes(this.serverSeed, this.clientSeed, this.nonce, this.round);
      this.round += 1;
      this.offset = 0;
    }
    const float = bytesToFloat(this.digest, this.offset);
    this.offset += 4;
    this.drawn += 1;
    return float;
  }

  /** How many floats this bet has drawn so far. */
  get used(): number {
    return this.drawn;
  }
}

export function floats(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): number[] {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError('count must be a non-negative integer');
  }
  const stream = new FloatStream({ serverSeed, clientSeed, nonce });
  const out = new Array<number>(count);
  for (let i = 0; i < count; i++) out[i] = stream.next();
  return out;
}
