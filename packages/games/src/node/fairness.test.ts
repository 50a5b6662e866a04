import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  FloatStream,
  bytesToFloat,
  floats,
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
  roundBytes,
} from './fairness';

// Expected values computed once by an independent implementation (Python's hmac and hashlib).
const SERVER_SEED = 'server-seed-1';
const CLIENT_SEED = 'client-seed-1';

describe('known-answer vectors', () => {
  it('hashes the server seed with SHA-256', () => {
    expect(hashServerSeed(SERVER_SEED)).toBe(
      'a562d93d4bf3b40f7d2ed81c4c43334cc714f2d7d11691a1bec023153998f2e2',
    );
  });

  it('keys the HMAC with the server seed over clientSeed:nonce:round', () => {
    expect(roundBytes(SERVER_SEED, CLIENT_SEED, 0, 0).toString('hex')).toBe(
      '6c354b2eb844c44f6f8822e1e0689c8e276d556259111a79a51d8cb7583a0d87',
    );
  });

  it('reads four bytes per float, across rounds', () => {
    expect(floats(SERVER_SEED, CLIENT_SEED, 0, 10)).toEqual([
      0.42268819687888026, 0.7197992985602468, 0.4356710242573172, 0.8765962454490364,
      0.1540120472200215, 0.34791722730733454, 0.6449821421410888, 0.344635816058144,
      0.6592806787230074, 0.19401708780787885,
    ]);
    expect(floats(SERVER_SEED, CLIENT_SEED, 1, 10).map((f) => f * 2 ** 32)).toEqual([
      1871877385, 1306199141, 2865990145, 3618640782, 3523686834, 799731945, 2980361556, 2611673236,
      2990675739, 2757672624,
    ]);
  });
});

describe('floats', () => {
  it('matches a straightforward implementation of the scheme', () => {
    const expected: number[] = [];
    for (let round = 0; expected.length < 20; round++) {
      const bytes = createHmac('sha256', 'another seed').update(`player:42:${round}`).digest();
      for (let i = 0; i < 32; i += 4) {
        let f = 0;
        for (let j = 0; j < 4; j++) f += bytes[i + j]! / 256 ** (j + 1);
        expected.push(f);
      }
    }
    expect(floats('another seed', 'player', 42, 20)).toEqual(expected.slice(0, 20));
  });

  it('stays in [0, 1)', () => {
    expect(bytesToFloat(new Uint8Array([0, 0, 0, 0]), 0)).toBe(0);
    expect(bytesToFloat(new Uint8Array([255, 255, 255, 255]), 0)).toBe(1 - 2 ** -32);
  });

  it('serves many bets from one reset stream exactly as from fresh ones', () => {
    const stream = new FloatStream();
    for (const nonce of [0, 1, 7]) {
      stream.reset(SERVER_SEED, CLIENT_SEED, nonce);
      const drawn = Array.from({ length: 9 }, () => stream.next());
      expect(drawn).toEqual(floats(SERVER_SEED, CLIENT_SEED, nonce, 9));
      expect(stream.used).toBe(9);
    }
  });

  it('refuses a bad nonce, an empty server seed and an unset stream', () => {
    expect(() => floats(SERVER_SEED, CLIENT_SEED, -1, 1)).toThrow(RangeError);
    expect(() => floats(SERVER_SEED, CLIENT_SEED, 1.5, 1)).toThrow(RangeError);
    expect(() => floats('', CLIENT_SEED, 0, 1)).toThrow(RangeError);
    expect(() => new FloatStream().next()).toThrow(RangeError);
  });
});

describe('seed generation', () => {
  it('makes fresh random hex seeds', () => {
    const seeds = new Set(Array.from({ length: 50 }, generateServerSeed));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(generateClientSeed()).toMatch(/^[0-9a-f]{32}$/);
  });
});
