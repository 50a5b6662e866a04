import type { Card } from './cards';

// Poker hands as comparable scores, for the poker tables (three-card-poker.ts, casino-holdem.ts).
// A card's poker value: 2 … 14 (ace high; an ace also counts 1 in the wheel straights A-2-3 and
// A-2-3-4-5, the lowest straight of each). A score is category × 16⁵ plus the hand's values in
// the order they compare (kickers last), each below 16: a higher score is a better hand.

export const SCORE_BASE = 16 ** 5;

/** Three-card categories, low to high (three card poker ranks a straight above a flush). */
export const THREE_CARD_CATEGORIES = [
  'high-card',
  'pair',
  'flush',
  'straight',
  'three-of-a-kind',
  'straight-flush',
] as const;
export type ThreeCardCategory = (typeof THREE_CARD_CATEGORIES)[number];

/** Five-card categories, low to high (a royal flush is the ace-high straight flush). */
export const FIVE_CARD_CATEGORIES = [
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
  'royal-flush',
] as const;
export type FiveCardCategory = (typeof FIVE_CARD_CATEGORIES)[number];

/** A category's name for a paytable: 'straight-flush' → 'Straight flush'. */
export const categoryLabel = (category: string): string =>
  category.charAt(0).toUpperCase() + category.slice(1).replaceAll('-', ' ');

export const pokerValue = (card: Card): number => (card.rank === 0 ? 14 : card.rank + 1);

const pack = (category: number, values: number[]): number =>
  values.reduce((score, value, i) => score + value * 16 ** (4 - i), category * SCORE_BASE);

/** The category index of a score (into the table its hand size uses). */
export const categoryOf = (score: number): number => Math.floor(score / SCORE_BASE);

/** Values sorted for comparison: by how many times each occurs, then by value, high first. */
function grouped(values: number[]): { counts: number[]; order: number[] } {
  const tally = new Map<number, number>();
  for (const value of values) tally.set(value, (tally.get(value) ?? 0) + 1);
  const entries = [...tally].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  return {
    counts: entries.map(([, count]) => count),
    order: entries.flatMap(([value, count]) => new Array<number>(count).fill(value)),
  };
}

/** The top card of a straight of distinct `values` (sorted high first), or 0. */
function straightTop(values: number[]): number {
  if (new Set(values).size !== values.length) return 0;
  if (values[0]! - values[values.length - 1]! === values.length - 1) return values[0]!;
  // The wheel: the ace plays low.
  const wheel = [14, ...Array.from({ length: values.length - 1 }, (_, i) => values.length - i)];
  return values.every((value, i) => value === wheel[i]) ? values.length : 0;
}

/** A three-card hand's score (THREE_CARD_CATEGORIES). */
export function threeCardScore(cards: readonly Card[]): number {
  const values = cards.map(pokerValue).sort((a, b) => b - a);
  const flush = cards.every((card) => card.suit === cards[0]!.suit);
  const top = straightTop(values);
  const { counts, order } = grouped(values);
  if (top && flush) return pack(5, [top]);
  if (counts[0] === 3) return pack(4, order);
  if (top) return pack(3, [top]);
  if (flush) return pack(2, values);
  if (counts[0] === 2) return pack(1, order);
  return pack(0, values);
}

/** A five-card hand's score (FIVE_CARD_CATEGORIES). */
export function fiveCardScore(cards: readonly Card[]): number {
  const values = cards.map(pokerValue).sort((a, b) => b - a);
  const flush = cards.every((card) => card.suit === cards[0]!.suit);
  const top = straightTop(values);
  const { counts, order } = grouped(values);
  if (top && flush) return pack(top === 14 ? 9 : 8, [top]);
  if (counts[0] === 4) return pack(7, order);
  if (counts[0] === 3 && counts[1] === 2) return pack(6, order);
  if (flush) return pack(5, values);
  if (top) return pack(4, [top]);
  if (counts[0] === 3) return pack(3, order);
  if (counts[0] === 2 && counts[1] === 2) return pack(2, order);
  if (counts[0] === 2) return pack(1, order);
  return pack(0, values);
}

/** The highest straight's top card among the values of `mask` (bit v: value v), or 0. */
function straightIn(mask: number): number {
  const withWheel = mask & (1 << 14) ? mask | (1 << 1) : mask;
  for (let top = 14; top >= 5; top--) if (((withWheel >> (top - 4)) & 31) === 31) return top;
  return 0;
}

/** The values of `mask`, high first. */
function valuesOf(mask: number): number[] {
  const values: number[] = [];
  for (let value = 14; value >= 2; value--) if (mask & (1 << value)) values.push(value);
  return values;
}

/**
 * The score of the best five cards among five to seven (FIVE_CARD_CATEGORIES): what
 * `fiveCardScore` gives the best of every five, found from rank and suit counts at once.
 */
export function bestFiveScore(cards: readonly Card[]): number {
  const counts = new Array<number>(15).fill(0);
  const suits = [0, 0, 0, 0];
  let mask = 0;
  for (const card of cards) {
    const value = pokerValue(card);
    counts[value]! += 1;
    suits[card.suit]! |= 1 << value;
    mask |= 1 << value;
  }
  const flush = suits.find((suit) => valuesOf(suit).length >= 5);
  const straightFlush = flush ? straightIn(flush) : 0;
  if (straightFlush) return pack(straightFlush === 14 ? 9 : 8, [straightFlush]);
  const values = valuesOf(mask);
  const withCount = (n: number) => values.filter((value) => counts[value] === n);
  const kickers = (used: number[], n: number) =>
    values.filter((value) => !used.includes(value)).slice(0, n);
  const [quad] = withCount(4);
  if (quad) return pack(7, [quad, quad, quad, quad, ...kickers([quad], 1)]);
  const trips = withCount(3);
  const pairs = withCount(2);
  if (trips.length > 0 && trips.length + pairs.length >= 2) {
    const [three] = trips as [number];
    const two = Math.max(trips[1] ?? 0, pairs[0] ?? 0);
    return pack(6, [three, three, three, two, two]);
  }
  if (flush) return pack(5, valuesOf(flush).slice(0, 5));
  const straight = straightIn(mask);
  if (straight) return pack(4, [straight]);
  if (trips.length > 0) {
    const [three] = trips as [number];
    return pack(3, [three, three, three, ...kickers([three], 2)]);
  }
  if (pairs.length >= 2) {
    const [high, low] = pairs as [number, number];
    return pack(2, [high, high, low, low, ...kickers([high, low], 1)]);
  }
  if (pairs.length === 1) {
    const [pair] = pairs as [number];
    return pack(1, [pair, pair, ...kickers([pair], 3)]);
  }
  return pack(0, values.slice(0, 5));
}
