import { describe, expect, it } from 'vitest';
import {
  exactRtp,
  hiLo,
  payTable,
  simStrategy,
  winningRanks,
  type HiLoAction,
  type HiLoParams,
  type HiLoState,
  type HiLoView,
} from './hi-lo';
import { riggedShoe } from './rigged';
import { measure, mulberry32 } from './seeded';

const params: HiLoParams = { rtpBp: 9685, maxMultiplier: 5_000 };
const BET = 1_000_000;
/** A round whose first card is `rank`. */
const start = (rank: number) => hiLo.deal(params, BET, riggedShoe(0, [rank]));
/** Plays `action` with the next card `rank`. */
const play = (state: HiLoState, action: HiLoAction, rank = 0) =>
  hiLo.act(params, state, action, riggedShoe(0, [rank]));

type Fraction = [bigint, bigint];
const add = ([a, b]: Fraction, [c, d]: Fraction): Fraction => [a * d + c * b, b * d];
const equal = ([a, b]: Fraction, [c, d]: Fraction) => a * d === c * b;

/**
 * The exact expected multiplier of a strategy, over every card the endless deck can deal (each
 * rank 1/13), as a fraction.
 */
function expected(state: HiLoState, strategy: (state: HiLoState) => HiLoAction): Fraction {
  const action = strategy(state);
  if (action === 'cashout') return [state.numerator, state.denominator];
  let sum: Fraction = [0n, 1n];
  for (let rank = 0; rank < 13; rank++) {
    const next = play(state, action, rank);
    if (next.done) continue; // a wrong guess: nothing
    const [n, d] = expected(next, strategy);
    sum = add(sum, [n, d * 13n]);
  }
  return sum;
}

describe('hi-lo', () => {
  it('offers the guesses with a chance, cash-out after a correct guess only', () => {
    expect(hiLo.legal(params, start(0))).toEqual(['higher', 'same']);
    expect(hiLo.legal(params, start(12))).toEqual(['lower', 'same']);
    expect(hiLo.legal(params, start(6))).toEqual(['higher', 'lower', 'same']);
    const won = play(start(6), 'higher', 9);
    expect(won.done).toBe(false);
    expect(hiLo.legal(params, won)).toEqual(['higher', 'lower', 'same', 'cashout']);
    expect(() => play(start(0), 'lower')).toThrow(RangeError);
    expect(() => play(start(6), 'cashout')).toThrow(RangeError);
  });

  it('prices the first guess with the edge and later ones fair; a wrong guess loses', () => {
    // 7 (rank 6): higher wins with 6 of 13 ranks: rtp × 13/6.
    const first = play(start(6), 'higher', 9);
    expect((hiLo.view(params, first) as HiLoView).multiplier).toBe(Math.floor((0.9685 * 1300) / 6));
    const second = play(first, 'lower', 3); // 10 (rank 9): lower wins with 9 of 13
    const x = (BigInt(BET) * second.numerator) / second.denominator;
    expect(x).toBe((BigInt(BET) * 9685n * 13n * 13n) / (10_000n * 6n * 9n));
    const cashed = play(second, 'cashout');
    expect(cashed).toMatchObject({ done: true, win: Number(x) });
    expect(play(first, 'same', 4)).toMatchObject({ done: true, win: 0 });
    expect(play(start(6), 'higher', 6)).toMatchObject({ done: true, win: 0 }); // equal is not higher
  });

  it('does not offer a guess that would pass the cap', () => {
    let state = start(0);
    state = play(state, 'same', 0); // 12.59×
    state = play(state, 'same', 0); // 163.6×
    state = play(state, 'same', 0); // 2127×
    expect(hiLo.legal(params, state)).toEqual(['higher', 'cashout']); // same: 27,651× > 5,000×
  });

  it('returns exactly the RTP whatever the strategy (exact fractions over every card)', () => {
    const rtp: Fraction = [9685n, 10_000n];
    const strategies: ((state: HiLoState) => HiLoAction)[] = [
      // One likelier guess.
      (s) => (s.history.length >= 1 ? 'cashout' : s.card.rank < 6 ? 'higher' : 'lower'),
      // Three guesses, the unlikelier way (the same rank on an ace or a king).
      (s) =>
        s.history.length >= 3
          ? 'cashout'
          : s.card.rank === 0 || s.card.rank === 12
            ? 'same'
            : s.card.rank < 6
              ? 'lower'
              : 'higher',
      // Same, then on until the multiplier passes 20× or 3 guesses.
      (s) =>
        s.history.length === 0
          ? 'same'
          : s.history.length >= 3 || s.numerator > 20n * s.denominator
            ? 'cashout'
            : s.card.rank < 6
              ? 'higher'
              : 'lower',
      // Stops on what it saw: cash out after a low card, go on after a high one.
      (s) =>
        s.history.length === 0
          ? s.card.rank === 12
            ? 'lower'
            : 'higher'
          : s.history.length >= 3 || s.card.rank < 8
            ? 'cashout'
            : 'lower',
    ];
    for (const strategy of strategies)
      for (let rank = 0; rank < 13; rank++)
        expect(equal(expected(start(rank), strategy), rtp), `first card ${rank}`).toBe(true);
    expect(exactRtp(params)).toBe(0.9685);
  });

  it('measures the RTP of its simulated strategy, seeded', () => {
    const random = mulberry32(11);
    const { rtp, standardError } = measure(200_000, BET, () => {
      let state = hiLo.deal(params, BET, random);
      while (!state.done) state = hiLo.act(params, state, simStrategy(params, state), random);
      return state.win;
    });
    expect(Math.abs(rtp - 0.9685)).toBeLessThan(4 * standardError);
  });

  it('guesses the likelier way for an idle player, then cashes out', () => {
    expect(hiLo.idleAction(params, start(3))).toBe('higher');
    expect(hiLo.idleAction(params, start(6))).toBe('higher');
    expect(hiLo.idleAction(params, start(9))).toBe('lower');
    expect(hiLo.idleAction(params, play(start(3), 'higher', 9))).toBe('cashout');
    expect(winningRanks('same', 4)).toBe(1);
    expect(payTable(params).columns).toHaveLength(3);
  });
});
