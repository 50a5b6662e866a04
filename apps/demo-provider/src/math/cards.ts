// The playing card every card engine deals (blackjack, hi-lo, the poker tables): a rank 0 … 12
// (ace, 2 … 10, jack, queen, king) and a suit 0 … 3 (♠ ♥ ♦ ♣).

export interface Card {
  rank: number;
  suit: number;
}
