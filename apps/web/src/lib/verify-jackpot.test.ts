import { describe, expect, it } from 'vitest';
import { jackpotDraw } from '@lobby/games/jackpot';
import { floats, FloatStream, hashServerSeed } from '@lobby/games/node/fairness';
import { floatSourceOf, seedFloats } from './seed-floats';
import { verifyJackpotDraw } from './verify-jackpot';

// Ten cells as the jackpot's grid has them: six fixed prizes, then the four tiers (type 2).
const weights = [3000, 2500, 2000, 1200, 800, 300, 100, 50, 30, 20];
const types = [1, 1, 1, 1, 1, 1, 2, 2, 2, 2] as const;
const cells = weights.map((weight, i) => ({ weight, type: types[i]! }));
const wheel = [70, 20, 8, 2];
const seeds = (nonce: number) => ({
  serverSeed: 'server-seed-1',
  clientSeed: 'client-seed-1',
  nonce,
});

describe('verifying a jackpot draw in the browser', () => {
  it('reads the floats the server’s stream reads, across HMAC rounds', async () => {
    const revealed = await seedFloats(seeds(5), 10);
    expect(revealed?.floats).toEqual(floats('server-seed-1', 'client-seed-1', 5, 10));
    expect(revealed?.hash).toBe(hashServerSeed('server-seed-1'));
    const source = floatSourceOf([0.5]);
    expect(source.next()).toBe(0.5);
    expect(() => source.next()).toThrow(RangeError);
  });

  it('gives the known answers: a fixed prize, and jackpot cells with their wheel sector', async () => {
    // Computed once with packages/games' FloatStream and jackpotDraw, the server's own math.
    expect(await verifyJackpotDraw(seeds(0), cells, wheel)).toEqual({
      hash: 'a562d93d4bf3b40f7d2ed81c4c43334cc714f2d7d11691a1bec023153998f2e2',
      cell: 1,
      wheelSector: null,
    });
    expect(await verifyJackpotDraw(seeds(98), cells, wheel)).toMatchObject({
      cell: 6,
      wheelSector: 1,
    });
    expect(await verifyJackpotDraw(seeds(371), cells, wheel)).toMatchObject({
      cell: 8,
      wheelSector: 2,
    });
  });

  it('agrees with the server’s math on every nonce of a run', async () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const server = jackpotDraw(new FloatStream(seeds(nonce)), cells, wheel);
      const browser = await verifyJackpotDraw(seeds(nonce), cells, wheel);
      expect({ nonce, ...browser, hash: undefined }).toEqual({ nonce, ...server, hash: undefined });
    }
  });
});
