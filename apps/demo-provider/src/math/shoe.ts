import { pickIndex } from './draw';
import type { Random } from './types';

// A fresh shoe of `decks` decks, drawn without replacement: what baccarat and dragon tiger deal
// from. A card is a rank 0 … 12 (ace, 2 … 10, jack, queen, king) and a suit 0 … 3 (♠ ♥ ♦ ♣).

export interface PlayingCard {
  rank: number;
  suit: number;
}

const RANKS = 13;
const SUITS = 4;

/** A draw function over a fresh shoe: each call takes one uniform card of those left. */
export function freshShoe(decks: number, random: Random): () => PlayingCard {
  const shoe = new Array<number>(RANKS * SUITS).fill(decks);
  let left = RANKS * SUITS * decks;
  return () => {
    let index = pickIndex(random, left);
    let kind = 0;
    while (index >= shoe[kind]!) index -= shoe[kind++]!;
    shoe[kind]! -= 1;
    left -= 1;
    return { rank: kind % RANKS, suit: Math.floor(kind / RANKS) };
  };
}
