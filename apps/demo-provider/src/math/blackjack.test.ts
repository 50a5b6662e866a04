import { describe, expect, it } from 'vitest';
import {
  basicStrategy,
  blackjack,
  maxMultiplier,
  payTable,
  playBasic,
  total,
  type BlackjackParams,
  type BlackjackState,
} from './blackjack';
import { riggedShoe } from './rigged';
import { mulberry32 } from './seeded';

const params: BlackjackParams = { decks: 6, blackjackPays: 250, rtp: 0.9963, rtpMethod: 'test' };
const A = 0,
  T = 9,
  K = 12;
/** The rank of a pip card 2 … 10. */
const r = (pip: number) => pip - 1;
/** Deals player p1, dealer d1, player p2, dealer d2, then `more` (ranks 0 ace … 12 king). */
const deal = (bet: number, [p1, d1, p2, d2]: number[], ...more: number[]) => {
  const random = riggedShoe(6, [p1!, d1!, p2!, d2!, ...more]);
  return { state: blackjack.deal(params, bet, random), random };
};
const act = (
  state: BlackjackState,
  action: 'hit' | 'stand' | 'double' | 'split',
  random: () => number,
) => blackjack.act(params, state, action, random);
const card = (rank: number) => ({ rank, suit: 0 });

describe('blackjack totals', () => {
  it('counts aces 11 when that does not bust, faces 10', () => {
    expect(total([card(A), card(5)])).toEqual({ total: 17, soft: true });
    expect(total([card(A), card(5), card(K)])).toEqual({ total: 17, soft: false });
    expect(total([card(A), card(A)])).toEqual({ total: 12, soft: true });
    expect(total([card(K), card(11)])).toEqual({ total: 20, soft: false });
  });
});

describe('a blackjack round', () => {
  it('pays a player blackjack 3:2 at once', () => {
    const { state } = deal(100, [A, 8, K, 7]);
    expect(state).toMatchObject({ done: true, win: 250, staked: 100, ending: 'blackjack' });
    expect(blackjack.legal(params, state)).toEqual([]);
    // An odd bet's 3:2 is floored to the hundredth.
    expect(deal(101, [A, 8, K, 7]).state.win).toBe(252);
  });

  it('ends at once on a dealer blackjack (the peek): a loss, or a push against a blackjack', () => {
    expect(deal(100, [T, A, K, K]).state).toMatchObject({
      done: true,
      win: 0,
      ending: 'dealer-blackjack',
    });
    expect(deal(100, [A, K, K, A]).state).toMatchObject({ done: true, win: 100 });
    // The hole card stays hidden while the round is open.
    const open = deal(100, [T, 5, 7, K]).state;
    expect((blackjack.view(params, open) as { dealer: unknown[] }).dealer).toHaveLength(1);
  });

  it('offers hit, stand and double on two cards, split on a pair, and only hit and stand later', () => {
    const { state, random } = deal(100, [4, 5, 6, K]);
    expect(blackjack.legal(params, state)).toEqual(['hit', 'stand', 'double']);
    expect(blackjack.legal(params, deal(100, [8, 5, 8, K]).state)).toEqual([
      'hit',
      'stand',
      'double',
      'split',
    ]);
    // K and Q are not a pair (same rank only).
    expect(blackjack.legal(params, deal(100, [K, 5, 11, K]).state)).not.toContain('split');
    const hit = act(state, 'hit', random);
    expect(hit.hands[0]!.cards).toHaveLength(3);
    expect(blackjack.legal(params, hit)).toEqual(['hit', 'stand']);
    expect(() => act(hit, 'double', random)).toThrow(RangeError);
    expect(() => act(hit, 'split', random)).toThrow(RangeError);
    // The state acted on is left as it was.
    expect(state.hands[0]!.cards).toHaveLength(2);
  });

  it('doubles: one more stake of the bet, one card, and the hand is over', () => {
    // Player 6+5 = 11 doubles and draws a ten: 21; dealer 5 + K = 15 draws a 9: bust.
    const { state, random } = deal(100, [r(6), r(5), r(5), K], T, r(9));
    expect(blackjack.cost(params, state, 'double')).toBe(100);
    const doubled = act(state, 'double', random);
    expect(doubled).toMatchObject({ done: true, staked: 200, win: 400 });
    expect(total(doubled.dealer).total).toBe(24);
  });

  it('splits a pair once: two hands, each its stake, 21 on a split hand pays 1:1', () => {
    // 8 8 against a 6 (hole K): hands 8+3, 8+K; the first doubles (draws a ten: 21), the second stands.
    const { state, random } = deal(100, [7, 5, 7, K], 2, K, T, 9);
    expect(blackjack.cost(params, state, 'split')).toBe(100);
    const split = act(state, 'split', random);
    expect(split.hands.map((h) => total(h.cards).total)).toEqual([11, 18]);
    expect(blackjack.legal(params, split)).toEqual(['hit', 'stand', 'double']); // no resplit
    const doubled = act(split, 'double', random);
    const done = act(doubled, 'stand', random);
    // Dealer 6 + K = 16 draws a ten: bust; hands pay 2 × 200 and 2 × 100.
    expect(done).toMatchObject({ done: true, staked: 300, win: 600 });
  });

  it('gives split aces one card each and no blackjack', () => {
    const { state, random } = deal(100, [A, 7, A, K], K, 5);
    const split = act(state, 'split', random);
    // Both hands are over at once (A+K = 21, A+5 = 16); dealer stands on 17.
    expect(split).toMatchObject({ done: true, staked: 200 });
    expect(split.win).toBe(200); // 21 beats 17 (pays 1:1, not 3:2), 16 loses
  });

  it('has the dealer stand on soft 17 and draw to 16', () => {
    const soft = act(deal(100, [T, A, r(8), r(6)]).state, 'stand', Math.random);
    expect(soft.dealer).toHaveLength(2);
    expect(soft).toMatchObject({ done: true, win: 200 }); // 18 beats soft 17
    const { state, random } = deal(100, [T, r(6), r(8), K], r(2));
    const drew = act(state, 'stand', random);
    expect(total(drew.dealer).total).toBe(18);
    expect(drew.win).toBe(100); // 18 pushes
  });

  it('stands a hand reaching 21 by itself, and a bust hand loses without the dealer drawing', () => {
    const { state, random } = deal(100, [5, 6, 6, K], K);
    const bust = act(state, 'hit', random);
    expect(bust).toMatchObject({ done: true, win: 0 });
    expect(bust.dealer).toHaveLength(2);
  });

  it('stands for an idle player', () => {
    expect(blackjack.idleAction(params, deal(100, [5, 6, 6, K]).state)).toBe('stand');
  });

  it('never pays more than the maximum multiplier, nor stakes more than four bets', () => {
    const random = mulberry32(3);
    for (let i = 0; i < 20_000; i++) {
      let state = blackjack.deal(params, 100, random);
      while (!state.done) {
        const legal = blackjack.legal(params, state);
        state = blackjack.act(params, state, legal[Math.floor(random() * legal.length)]!, random);
      }
      expect(state.win).toBeLessThanOrEqual(100 * maxMultiplier());
      expect(state.staked).toBeLessThanOrEqual(400);
    }
  });
});

describe('basic strategy', () => {
  /** The move for pips p (1 is an ace) against the dealer's up card. */
  const move = (p: [number, number], up: number) =>
    basicStrategy(params, deal(100, [p[0] - 1, up - 1, p[1] - 1, r(5)]).state);
  it('follows the 4–8-deck S17 chart with double after split', () => {
    expect(move([5, 6], 6)).toBe('double'); // 11 v 6
    expect(move([5, 6], 1)).toBe('hit'); // 11 v A (S17)
    expect(move([10, 2], 3)).toBe('hit'); // 12 v 3
    expect(move([10, 2], 4)).toBe('stand'); // 12 v 4
    expect(move([10, 3], 2)).toBe('stand'); // 13 v 2
    expect(move([10, 6], 10)).toBe('hit'); // 16 v 10
    expect(move([9, 2], 10)).toBe('double'); // 11 v 10
    expect(move([1, 6], 3)).toBe('double'); // soft 17 v 3
    expect(move([1, 7], 7)).toBe('stand'); // soft 18 v 7
    expect(move([1, 7], 9)).toBe('hit'); // soft 18 v 9
    expect(move([8, 8], 10)).toBe('split'); // 8s always
    expect(move([9, 9], 7)).toBe('stand'); // 9s v 7
    expect(move([10, 10], 6)).toBe('stand'); // tens never split
    expect(move([5, 5], 9)).toBe('double'); // 5s are a 10
  });

  it('plays rounds to the end', () => {
    const random = mulberry32(5);
    for (let i = 0; i < 1_000; i++) expect(playBasic(params, 100, random).done).toBe(true);
  });

  it('has a paytable: blackjack 3:2', () => {
    expect(payTable(params).rows[0]).toEqual(['Blackjack', '3 : 2']);
  });
});
