import { describe, expect, it } from 'vitest';
import {
  FIVE_CARD_CATEGORIES,
  THREE_CARD_CATEGORIES,
  bestFiveScore,
  categoryOf,
  fiveCardScore,
  threeCardScore,
} from './poker-hands';
import { cardsOf as hand } from './rigged';
import { mulberry32 } from './seeded';
import { freshShoe } from './shoe';
import { CATEGORY_COUNTS } from './three-card-poker';

const three = (text: string) => THREE_CARD_CATEGORIES[categoryOf(threeCardScore(hand(text)))];
const five = (text: string) => FIVE_CARD_CATEGORIES[categoryOf(bestFiveScore(hand(text)))];

describe('three-card hands', () => {
  it('counts every category of the 22,100 hands as the Pair Plus closed form does', () => {
    const counts = Object.fromEntries(THREE_CARD_CATEGORIES.map((c) => [c, 0]));
    const card = (kind: number) => ({ rank: kind % 13, suit: Math.floor(kind / 13) });
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++) {
          const category =
            THREE_CARD_CATEGORIES[categoryOf(threeCardScore([card(a), card(b), card(c)]))]!;
          counts[category]! += 1;
        }
    expect(counts).toEqual(CATEGORY_COUNTS);
  });

  it('ranks a straight above a flush, A-2-3 the lowest straight and Q-K-A the highest', () => {
    expect(three('As 2h 3d')).toBe('straight');
    expect(three('Qs Kh Ad')).toBe('straight');
    expect(three('Ks Ah 2d')).toBe('high-card');
    expect(threeCardScore(hand('As 2h 3d'))).toBeLessThan(threeCardScore(hand('2s 3h 4d')));
    expect(threeCardScore(hand('Qs Kh Ad'))).toBeGreaterThan(threeCardScore(hand('Js Qh Kd')));
    expect(threeCardScore(hand('2s 3h 4d'))).toBeGreaterThan(threeCardScore(hand('As Ks Js')));
    expect(three('5h 5d 5c')).toBe('three-of-a-kind');
    expect(three('Qh Kh Ah')).toBe('straight-flush');
  });

  it('compares pairs by the pair, then the kicker', () => {
    expect(threeCardScore(hand('8s 8h 2d'))).toBeGreaterThan(threeCardScore(hand('7s 7h Ad')));
    expect(threeCardScore(hand('8s 8h 3d'))).toBeGreaterThan(threeCardScore(hand('8d 8c 2s')));
    expect(threeCardScore(hand('8s 8h 3d'))).toBe(threeCardScore(hand('8d 8c 3s')));
  });
});

describe('the best five of seven', () => {
  it('is the best five-card score of every five, on 2,000 random seven-card hands', () => {
    const random = mulberry32(17);
    for (let i = 0; i < 2_000; i++) {
      const draw = freshShoe(1, random);
      const cards = Array.from({ length: 7 }, draw);
      let best = -1;
      for (let mask = 0; mask < 128; mask++) {
        const chosen = cards.filter((_, j) => mask & (1 << j));
        if (chosen.length === 5) best = Math.max(best, fiveCardScore(chosen));
      }
      expect(bestFiveScore(cards)).toBe(best);
    }
  });

  it('finds each category, the wheel and the royal flush', () => {
    expect(five('As Ks Qs Js 10s 2h 3d')).toBe('royal-flush');
    expect(five('9s Ks Qs Js 10s 2h 3d')).toBe('straight-flush');
    expect(five('9h 9s 9d 9c 2h 3d Ks')).toBe('four-of-a-kind');
    expect(five('9h 9s 9d 2c 2h 3d 3s')).toBe('full-house');
    expect(five('9h 9s 9d 2c 2h 2d Ks')).toBe('full-house');
    expect(five('9h 2h 5h Jh Kh 3d 3s')).toBe('flush');
    expect(five('Ah 2s 3d 4c 5h 9d Ks')).toBe('straight');
    expect(five('9h 9s 9d 2c 4h 6d Ks')).toBe('three-of-a-kind');
    expect(five('9h 9s 2d 2c 4h 4d Ks')).toBe('two-pair');
    expect(five('9h 9s 2d 3c 5h 7d Ks')).toBe('pair');
    expect(five('9h Js 2d 3c 5h 7d Ks')).toBe('high-card');
    // The wheel is the lowest straight; two pairs keep the best kicker (the third pair's too).
    expect(bestFiveScore(hand('Ah 2s 3d 4c 5h'))).toBeLessThan(
      bestFiveScore(hand('2h 3s 4d 5c 6h')),
    );
    expect(bestFiveScore(hand('9h 9s 6d 6c 4h 4d 2s'))).toBeGreaterThan(
      bestFiveScore(hand('9h 9s 6d 6c 3h 2d 2s')),
    );
  });
});
