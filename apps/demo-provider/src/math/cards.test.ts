import { describe, expect, it } from 'vitest';
import {
  cardLabel,
  exactRtp,
  handScore,
  maxMultiplier,
  outcomeChances,
  play,
  sideRtp,
  validatePlay,
  type CardsDetail,
  type CardsParams,
} from './cards';
import { measure, mulberry32, sequence } from './seeded';

/**
 * Two hands, each bet paying `pays` (hundredths per bet) and `tieReturns` on a tie, and a tie bet.
 */
const twoHands = (
  scoring: CardsParams['scoring'],
  decks: number,
  cardsEach: CardsParams['cardsEach'],
  hands: [string, string],
  pays: number,
  tieReturns: number,
  tiePays: number,
): CardsParams => ({
  decks,
  cardsEach,
  scoring,
  hands,
  sides: [
    { name: hands[0], on: 0, pays, tieReturns },
    { name: hands[1], on: 1, pays, tieReturns },
    { name: 'tie', on: 'tie', pays: tiePays },
  ],
});

const dragonTiger = twoHands('high-card', 8, 1, ['dragon', 'tiger'], 200, 50, 1_200);
const baccarat = twoHands('baccarat', 1, 2, ['player', 'banker'], 198, 75, 900);

describe('card scores', () => {
  it('sum ranks aces high, baccarat totals mod 10, twenty-one pips', () => {
    expect(handScore('high-card', [0])).toBe(14);
    expect(handScore('high-card', [12, 1])).toBe(15);
    expect(handScore('baccarat', [6, 7])).toBe(5); // 7 + 8
    expect(handScore('baccarat', [9, 12])).toBe(0);
    expect(handScore('twenty-one', [0, 12])).toBe(21);
    expect(handScore('twenty-one', [0, 0])).toBe(12);
    expect(cardLabel({ rank: 9, suit: 1 })).toBe('10♥');
  });
});

describe('cards exact RTP', () => {
  it('follows the shoe: one card each ties with chance Σ 32 × 31 / (416 × 415)', () => {
    const tie = (13 * 32 * 31) / (416 * 415);
    const [first, second, t] = outcomeChances(dragonTiger);
    expect(t).toBeCloseTo(tie, 15);
    expect(first).toBeCloseTo((1 - tie) / 2, 15);
    expect(second).toBeCloseTo(first, 15);
    // The classic Dragon Tiger: evens, half back on a tie, 96.265%; the tie bet 11:1, 89.64%.
    expect(exactRtp(dragonTiger)).toBeCloseTo(1 - tie / 2, 12);
    expect(exactRtp(dragonTiger)).toBeCloseTo(0.96265, 5);
    expect(exactRtp(dragonTiger, { kind: 'cards', side: 'tie' })).toBeCloseTo(12 * tie, 12);
  });

  it('by enumeration matches a brute force over every pair of cards of one deck', () => {
    const oneDeck = { ...dragonTiger, decks: 1 };
    let ties = 0;
    for (let a = 0; a < 52; a++)
      for (let b = 0; b < 52; b++) if (a !== b && a % 13 === b % 13) ties++;
    expect(outcomeChances(oneDeck)[2]).toBeCloseTo(ties / (52 * 51), 15);
  });

  it('matches a seeded simulation of 200 000 rounds per side within 5 standard errors', () => {
    const random = mulberry32(5);
    for (const side of baccarat.sides) {
      const { rtp, standardError } = measure(
        200_000,
        100,
        () => play(baccarat, { kind: 'cards', side: side.name }, 100, random).win,
      );
      expect(Math.abs(rtp - sideRtp(baccarat, side))).toBeLessThan(5 * standardError);
    }
  });
});

describe('cards rounds', () => {
  it('deal alternately from a fresh shoe and compare', () => {
    // One deck, 52 kinds (rank + 13 × suit): 0.5 × 52 = 26 → A♦; then 0.25 × 51 = 12 → K♠.
    const outcome = play(
      { ...dragonTiger, decks: 1 },
      { kind: 'cards', side: 'dragon' },
      100,
      sequence(0.5, 0.25),
    );
    const detail = outcome.detail as CardsDetail;
    expect(detail.hands.map((h) => h.cards.map(cardLabel))).toEqual([['A♦'], ['K♠']]);
    expect(detail.hands.map((h) => h.score)).toEqual([14, 13]);
    expect(detail.winner).toBe(0);
    expect(outcome.win).toBe(200);
  });

  it('return tieReturns on a tie to hand bets and pay the tie bet', () => {
    // 0 → A♠, then 12 of the 51 left → A♥ (kind 13: A♠ is gone).
    const shoe = { ...dragonTiger, decks: 1 };
    expect(play(shoe, { kind: 'cards', side: 'tiger' }, 101, sequence(0, 12.5 / 51)).win).toBe(50);
    expect(play(shoe, { kind: 'cards', side: 'tie' }, 101, sequence(0, 12.5 / 51)).win).toBe(1_212);
  });

  it('never pay more than the bet times the top payout', () => {
    expect(maxMultiplier(dragonTiger)).toBe(12);
    const random = mulberry32(9);
    for (let i = 0; i < 5_000; i++) {
      expect(
        play(dragonTiger, { kind: 'cards', side: 'tie' }, 100, random).win,
      ).toBeLessThanOrEqual(1_200);
    }
  });

  it('refuse unknown sides and the plays of other engines', () => {
    expect(validatePlay(dragonTiger, { kind: 'cards', side: 'tie' })).toBeNull();
    expect(validatePlay(dragonTiger, { kind: 'cards', side: 'phoenix' })).toMatch(
      /dragon, tiger, tie/,
    );
    expect(validatePlay(dragonTiger, { kind: 'slots' })).toMatch(/cards/);
    expect(() => play(dragonTiger, { kind: 'cards', side: 'x' }, 100, Math.random)).toThrow(
      RangeError,
    );
    expect(() => exactRtp(dragonTiger, { kind: 'cards', side: 'x' })).toThrow(RangeError);
  });
});
