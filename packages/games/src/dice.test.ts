import { describe, expect, it } from 'vitest';
import {
  DICE_MAX_WINNING_ROLLS,
  DICE_MIN_WINNING_ROLLS,
  DICE_RTP,
  diceMultiplierE4,
  diceMultiplierE4ForRolls,
  diceRoll,
  diceRtp,
} from './dice';
import { FloatStream } from './node/fairness';
import { playDice } from './node/rounds';

const seeds = (nonce: number) => ({
  serverSeed: 'server-seed-1',
  clientSeed: 'client-seed-1',
  nonce,
});

describe('dice roll', () => {
  it('is floor(float × 10001) in hundredths', () => {
    // Independently computed: floats 0.42268… and 0.43583… of nonces 0 and 1.
    expect(playDice(seeds(0), { amount: 100, direction: 'over', target: 5050 }).roll).toBe(4227);
    expect(playDice(seeds(1), { amount: 100, direction: 'over', target: 5050 }).roll).toBe(4358);
    expect(diceRoll(0)).toBe(0);
    expect(diceRoll(1 - 2 ** -32)).toBe(10_000);
  });

  it('spreads evenly over 0.00 … 100.00 (200k rolls, fixed seed)', () => {
    const stream = new FloatStream();
    const buckets = new Array<number>(100).fill(0);
    let low = Infinity;
    let high = -Infinity;
    const n = 200_000;
    for (let nonce = 0; nonce < n; nonce++) {
      const roll = diceRoll(stream.reset('dice-distribution', 'test', nonce).next());
      low = Math.min(low, roll);
      high = Math.max(high, roll);
      buckets[Math.floor((roll * 100) / 10_001)]! += 1;
    }
    expect(low).toBeGreaterThanOrEqual(0);
    expect(high).toBeLessThanOrEqual(10_000);
    expect(low).toBeLessThan(10);
    expect(high).toBeGreaterThan(9_990);
    // 100 near-equal buckets, 99 degrees of freedom: P(χ² > 170) < 10⁻⁶.
    const expected = n / 100;
    const chiSquare = buckets.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(170);
  });
});

describe('dice payout table', () => {
  it('pays 99% of the fair odds over 10001 rolls, floored to 4 decimals', () => {
    expect(diceMultiplierE4('over', 5050)).toBe(20_002); // 4950 winning rolls: 2.0002×
    expect(diceMultiplierE4('under', 5000)).toBe(19_801); // 5000 winning rolls: 1.9801×
    expect(diceMultiplierE4('under', 1)).toBe(99_009_900); // one roll: 9900.99×
    expect(diceMultiplierE4('over', 200)).toBe(10_103); // 9800 rolls: 1.0103×
  });

  it('returns the declared 99% to within 98.99% … 99.00005% for every bet', () => {
    let lowest = 1;
    for (let rolls = DICE_MIN_WINNING_ROLLS; rolls <= DICE_MAX_WINNING_ROLLS; rolls++) {
      for (const rtp of [diceRtp('under', rolls), diceRtp('over', 10_000 - rolls)]) {
        expect(rtp).toBeLessThanOrEqual(DICE_RTP + 5e-7);
        lowest = Math.min(lowest, rtp);
      }
      if (rolls > 1) {
        expect(diceMultiplierE4ForRolls(rolls)).toBeLessThanOrEqual(
          diceMultiplierE4ForRolls(rolls - 1),
        );
      }
    }
    expect(lowest).toBeGreaterThan(0.9899);
  });

  it('refuses targets outside 0.01% … 98% win chance', () => {
    expect(() => diceMultiplierE4('under', 0)).toThrow(RangeError);
    expect(() => diceMultiplierE4('over', 10_000)).toThrow(RangeError);
    expect(() => diceMultiplierE4('under', 9_801)).toThrow(RangeError);
    expect(() => diceMultiplierE4('over', 199)).toThrow(RangeError);
    expect(() => diceMultiplierE4('under', 50.5)).toThrow(RangeError);
    expect(() => playDice(seeds(0), { amount: 0, direction: 'under', target: 5000 })).toThrow(
      RangeError,
    );
  });
});

describe('playDice', () => {
  it('wins strictly under or over the target and pays the table, floored', () => {
    // Roll 4227 (nonce 0).
    expect(playDice(seeds(0), { amount: 1_001, direction: 'under', target: 4228 })).toEqual({
      roll: 4227,
      win: true,
      multiplierE4: diceMultiplierE4('under', 4228),
      payout: Math.floor((1_001 * diceMultiplierE4('under', 4228)) / 10_000),
    });
    expect(playDice(seeds(0), { amount: 1_001, direction: 'under', target: 4227 }).win).toBe(false);
    expect(playDice(seeds(0), { amount: 1_001, direction: 'over', target: 4227 }).win).toBe(false);
    expect(playDice(seeds(0), { amount: 1_001, direction: 'over', target: 4226 }).win).toBe(true);
  });

  it('never pays more than the bet times its multiplier, and nothing on a loss', () => {
    const amounts = [1, 7, 99, 12_345, 10_000_000_000_000];
    for (let nonce = 0; nonce < 500; nonce++) {
      const amount = amounts[nonce % amounts.length]!;
      const target = 100 + ((nonce * 37) % 9_700);
      const outcome = playDice(seeds(nonce), { amount, direction: 'under', target });
      expect(Number.isSafeInteger(outcome.payout)).toBe(true);
      if (outcome.win) {
        expect(outcome.payout).toBe(
          Number((BigInt(amount) * BigInt(outcome.multiplierE4)) / 10_000n),
        );
      } else {
        expect(outcome.payout).toBe(0);
      }
    }
  });
});
