import { describe, expect, it } from 'vitest';
import { measure, mulberry32, sequence } from './seeded';
import {
  exactRtp,
  linePay,
  maxMultiplier,
  play,
  slotsWindow,
  validatePlay,
  type SlotsDetail,
  type SlotsParams,
} from './slots';

// A small 3×3 game: symbols 0 … 3, 3 the wild (pays 3 of a kind 50), 3 lines.
const small: SlotsParams = {
  rows: 3,
  strips: [
    [0, 1, 2, 0, 3, 1, 0, 2],
    [1, 0, 2, 3, 0, 1, 2, 0, 1],
    [0, 2, 1, 0, 3, 2, 1, 0, 2, 1],
  ],
  lines: [
    [1, 1, 1],
    [0, 0, 0],
    [0, 1, 2],
  ],
  pays: [
    [0, 1, 5],
    [0, 0, 10],
    [0, 0, 20],
    [0, 0, 50],
  ],
  wild: 3,
};

/** The RTP by every stop combination, spin by spin (the engine's own window and line pays). */
function rtpByStops(params: SlotsParams): number {
  const lengths = params.strips.map((strip) => strip.length);
  const stops = lengths.map(() => 0);
  let total = 0;
  let spins = 0;
  for (;;) {
    const window = slotsWindow(params, stops);
    for (const rows of params.lines) {
      total += linePay(
        params,
        rows.map((row, reel) => window[reel]![row]!),
      ).pay;
    }
    spins++;
    let reel = 0;
    while (reel < stops.length && ++stops[reel]! === lengths[reel]) stops[reel++] = 0;
    if (reel === stops.length) break;
  }
  return total / spins / params.lines.length;
}

describe('slots line pays', () => {
  it('pays n of a kind from the left, the wild standing for any symbol', () => {
    expect(linePay(small, [2, 2, 2]).pay).toBe(20);
    expect(linePay(small, [3, 2, 2])).toEqual({ symbol: 2, count: 3, pay: 20 });
    expect(linePay(small, [0, 3, 1]).pay).toBe(1); // two 0s (the wild as 0)
    expect(linePay(small, [1, 0, 1]).pay).toBe(0);
    expect(linePay(small, [2, 2, 1]).pay).toBe(0);
  });

  it('pays the better of the wild run and the substituted symbol', () => {
    expect(linePay(small, [3, 3, 3])).toEqual({ symbol: 3, count: 3, pay: 50 });
    expect(linePay(small, [3, 3, 1])).toEqual({ symbol: 1, count: 3, pay: 10 });
    expect(linePay(small, [3, 3, 0])).toEqual({ symbol: 0, count: 3, pay: 5 });
  });
});

describe('slots exact RTP', () => {
  it('by symbol counts equals the RTP over every stop combination', () => {
    expect(exactRtp(small)).toBeCloseTo(rtpByStops(small), 12);
    const noWild = { ...small, wild: undefined };
    expect(exactRtp(noWild)).toBeCloseTo(rtpByStops(noWild), 12);
  });

  it('is the mean of a single reel', () => {
    const wheel: SlotsParams = {
      rows: 1,
      strips: [[0, 0, 1, 0, 2, 0, 1, 0]],
      lines: [[0]],
      pays: [[0], [2], [3]],
    };
    expect(exactRtp(wheel)).toBe((2 * 2 + 3) / 8);
    expect(exactRtp(wheel)).toBe(rtpByStops(wheel));
  });

  it('matches a seeded simulation of 200 000 spins within 5 standard errors', () => {
    const random = mulberry32(7);
    const bet = 300;
    const { rtp, standardError } = measure(
      200_000,
      bet,
      () => play(small, { kind: 'slots' }, bet, random).win,
    );
    expect(Math.abs(rtp - exactRtp(small))).toBeLessThan(5 * standardError);
  });
});

describe('slots rounds', () => {
  it('are decided by one random number per reel', () => {
    // Stops floor(0.5 × 8) = 4, floor(0.34 × 9) = 3, floor(0.4 × 10) = 4.
    const outcome = play(small, { kind: 'slots' }, 300, sequence(0.5, 0.34, 0.4));
    const detail = outcome.detail as SlotsDetail;
    expect(detail.stops).toEqual([4, 3, 4]);
    expect(detail.window).toEqual([
      [3, 1, 0],
      [3, 0, 1],
      [3, 2, 1],
    ]);
    // Top line: three wilds (50); middle: 1, 0, 2 nothing; diagonal: 3, 0, 1 → two 0s (1).
    expect(detail.wins).toEqual([
      { line: 1, symbol: 3, count: 3, pay: 50 },
      { line: 2, symbol: 0, count: 2, pay: 1 },
    ]);
    expect(outcome.win).toBe(Math.floor((300 * 51) / 3));
  });

  it('floor the win to the hundredth', () => {
    const outcome = play(small, { kind: 'slots' }, 100, sequence(0.5, 0.34, 0.4));
    expect(outcome.win).toBe(1_700); // 100 × 51 / 3
    expect(play(small, { kind: 'slots' }, 101, sequence(0.5, 0.34, 0.4)).win).toBe(1_717);
  });

  it('never pay more than the bet times the top pay', () => {
    const random = mulberry32(3);
    for (let i = 0; i < 20_000; i++) {
      expect(play(small, { kind: 'slots' }, 1_000, random).win).toBeLessThanOrEqual(
        1_000 * maxMultiplier(small),
      );
    }
  });

  it('refuse the plays of other engines', () => {
    expect(validatePlay(small, { kind: 'slots' })).toBeNull();
    expect(validatePlay(small, { kind: 'crash', cashOut: 200 })).toMatch(/slots/);
    expect(() => play(small, { kind: 'keno', picks: [1] }, 100, Math.random)).toThrow(RangeError);
  });
});
