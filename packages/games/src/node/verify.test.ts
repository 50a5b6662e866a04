import { describe, expect, it } from 'vitest';
import { playCrash, playDice, playMines, playSlot } from './rounds';
import { verify } from './verify';

const SERVER = 'server-seed-1';
const CLIENT = 'client-seed-1';
const seeds = (nonce: number) => ({ serverSeed: SERVER, clientSeed: CLIENT, nonce });

describe('verify', () => {
  it('answers dice as { roll } in hundredths (docs/api.md fairVerify)', () => {
    expect(verify('dice', SERVER, CLIENT, 0)).toEqual({ roll: 4227 });
    expect(verify('dice', SERVER, CLIENT, 1)).toEqual({ roll: 4358 });
    expect(verify('crash', SERVER, CLIENT, 0)).toEqual({ crashPoint: 171 });
  });

  it('recomputes what play() decided, for every game', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const s = seeds(nonce);
      expect(verify('dice', SERVER, CLIENT, nonce).roll).toBe(
        playDice(s, { amount: 100, direction: 'under', target: 5000 }).roll,
      );
      expect(verify('crash', SERVER, CLIENT, nonce).crashPoint).toBe(
        playCrash(s, { amount: 100, target: 200 }).crashPoint,
      );
      const mines = 1 + (nonce % 24);
      const verified = verify('mines', SERVER, CLIENT, nonce, { mines });
      expect(verified.mines).toEqual(playMines(s, { amount: 100, mines, picks: [0] }).mines);
      expect(verified.order.slice(0, mines).sort((a, b) => a - b)).toEqual(verified.mines);
      const { payout: _payout, ...slot } = playSlot(s, { amount: 100 });
      expect(verify('slot', SERVER, CLIENT, nonce)).toEqual(slot);
    }
  });

  it('shows the whole mines order without a mine count', () => {
    const { order, mines } = verify('mines', SERVER, CLIENT, 0);
    expect(order).toHaveLength(25);
    expect(order.slice(0, 3)).toEqual([10, 18, 12]);
    expect(mines).toBeUndefined();
  });

  it('refuses unknown games and bad inputs', () => {
    expect(() => verify('roulette' as 'dice', SERVER, CLIENT, 0)).toThrow(RangeError);
    expect(() => verify('dice', SERVER, CLIENT, -1)).toThrow(RangeError);
    expect(() => verify('mines', SERVER, CLIENT, 0, { mines: 25 })).toThrow(RangeError);
  });
});
