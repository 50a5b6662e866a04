import type { Random } from './types';

/**
 * A `random` for the tests that deals the given ranks (0 ace … 12 king), in order, from a shoe of
 * `decks` decks drawn as the engines draw (kinds rank + 13 × suit in order, without
 * replacement): each number points at the first card left of that rank. Past the ranks it
 * deals from the middle of what is left. `decks` 0: an endless deck (52 kinds, one each, always).
 */
export function riggedShoe(decks: number, ranks: number[]): Random {
  const shoe = new Array<number>(52).fill(Math.max(1, decks));
  let next = 0;
  return () => {
    const left = shoe.reduce((a, b) => a + b, 0);
    const rank = ranks[next++];
    let kind = -1;
    if (rank !== undefined) {
      for (let suit = 0; suit < 4 && kind < 0; suit++)
        if (shoe[rank + 13 * suit]! > 0) kind = rank + 13 * suit;
      if (kind < 0) throw new Error(`no ${rank} left`);
    }
    let index = 0;
    if (kind < 0) {
      const u = 0.5;
      index = Math.floor(u * left);
      kind = 0;
      let i = index;
      while (i >= shoe[kind]!) i -= shoe[kind++]!;
    } else for (let k = 0; k < kind; k++) index += shoe[k]!;
    if (decks > 0) shoe[kind]! -= 1;
    return (index + 0.5) / left;
  };
}

/**
 * A `random` for the tests that deals the given cards, in order, from one fresh deck drawn as
 * `freshShoe(1, …)` draws (shoe.ts); past them it fails.
 */
export function riggedCards(cards: { rank: number; suit: number }[]): Random {
  const left = new Array<boolean>(52).fill(true);
  let next = 0;
  return () => {
    const card = cards[next++];
    if (!card) throw new Error('rigged cards exhausted');
    const kind = card.rank + 13 * card.suit;
    if (!left[kind]) throw new Error(`card ${kind} dealt twice`);
    let index = 0;
    for (let k = 0; k < kind; k++) if (left[k]) index += 1;
    const remaining = left.filter(Boolean).length;
    left[kind] = false;
    return (index + 0.5) / remaining;
  };
}

/** Cards from short names: "As Kh 10d 2c" (ranks A 2 … 10 J Q K, suits s h d c). */
export const cardsOf = (text: string): { rank: number; suit: number }[] =>
  text.split(' ').map((name) => ({
    rank: ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].indexOf(
      name.slice(0, -1),
    ),
    suit: 'shdc'.indexOf(name.slice(-1)),
  }));
