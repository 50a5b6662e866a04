import { pickIndex, percent, times, winOf } from './draw';
import type { Outcome, PayTable, Play, Random } from './types';

// A two-hand comparison (Dragon Tiger, or baccarat-like two-card totals): a fresh shoe of `decks`
// decks each round, `cardsEach` cards dealt to each of the two hands, the higher score wins.
// Scores: 'high-card' sums ranks with aces high (2 … 14); 'baccarat' is the sum mod 10 (aces 1,
// tens and faces 0); 'twenty-one' sums pips (faces 10, aces 11, two aces 12).
// Sides: a bet on a hand pays `pays` hundredths of the bet (stake included) when that hand wins
// and returns `tieReturns` hundredths when the hands tie; a tie bet pays `pays` on a tie.
// Exact RTP, from the shoe's composition: with P(hand wins) = w, P(tie) = t over every sequence
// of dealt ranks (13^(2 × cardsEach) sequences, each weighed by Π remaining count / remaining
// cards),
//   RTP(hand side) = (w × pays + t × tieReturns) / 100,  RTP(tie side) = t × pays / 100.
// The main bets are the two hand sides: a game's declared RTP is theirs (the lower of the two),
// and every side, the tie included, returns less than 1.

export type CardsScoring = 'high-card' | 'baccarat' | 'twenty-one';

export interface CardsSide {
  /** The bet's name, as the page shows it and the play names it. */
  name: string;
  /** The hand it backs (0 or 1), or the tie. */
  on: 0 | 1 | 'tie';
  /** Hundredths of the bet paid on a win, stake included (200 = evens). */
  pays: number;
  /** Hand sides: hundredths of the bet returned on a tie (0 loses it, 50 returns half). */
  tieReturns?: number;
}

export interface CardsParams {
  decks: number;
  cardsEach: 1 | 2;
  scoring: CardsScoring;
  /** The hands' names (e.g. dragon and tiger). */
  hands: [string, string];
  sides: CardsSide[];
}

/** A card: rank 0 … 12 (ace, 2 … 10, jack, queen, king) and suit 0 … 3 (♠ ♥ ♦ ♣). */
export interface Card {
  rank: number;
  suit: number;
}

export interface CardsDetail {
  side: string;
  hands: { name: string; cards: Card[]; score: number }[];
  /** The winning hand's index, or 'tie'. */
  winner: 0 | 1 | 'tie';
}

const RANKS = 13;
const SUITS = 4;

/** A card's value in a score: ace high for 'high-card', pips otherwise. */
function cardValue(scoring: CardsScoring, rank: number): number {
  if (scoring === 'high-card') return rank === 0 ? 14 : rank + 1;
  if (scoring === 'baccarat') return rank >= 9 ? 0 : rank + 1;
  return rank === 0 ? 11 : Math.min(10, rank + 1);
}

export function handScore(scoring: CardsScoring, ranks: readonly number[]): number {
  const sum = ranks.reduce((total, rank) => total + cardValue(scoring, rank), 0);
  if (scoring === 'baccarat') return sum % 10;
  if (scoring === 'twenty-one' && sum > 21) return sum - 10; // two aces: 12
  return sum;
}

export function findSide(params: CardsParams, name: string): CardsSide | undefined {
  return params.sides.find((side) => side.name === name);
}

export function validatePlay(params: CardsParams, play: Play): string | null {
  if (play.kind !== 'cards') return 'this game takes a cards play';
  if (typeof play.side !== 'string' || !findSide(params, play.side)) {
    return `side must be one of ${params.sides.map((s) => s.name).join(', ')}`;
  }
  return null;
}

function sideReturn(side: CardsSide, winner: 0 | 1 | 'tie'): number {
  if (side.on === winner) return side.pays;
  if (winner === 'tie') return side.tieReturns ?? 0;
  return 0;
}

export function play(params: CardsParams, play: Play, bet: number, random: Random): Outcome {
  const refusal = validatePlay(params, play);
  if (refusal || play.kind !== 'cards') throw new RangeError(refusal ?? '');
  const side = findSide(params, play.side)!;
  // The shoe by card kind (rank + 13 × suit), `decks` of each; draws without replacement.
  const shoe = new Array<number>(RANKS * SUITS).fill(params.decks);
  let left = RANKS * SUITS * params.decks;
  const draw = (): Card => {
    let index = pickIndex(random, left);
    let kind = 0;
    while (index >= shoe[kind]!) index -= shoe[kind++]!;
    shoe[kind]! -= 1;
    left -= 1;
    return { rank: kind % RANKS, suit: Math.floor(kind / RANKS) };
  };
  const dealt: [Card[], Card[]] = [[], []];
  for (let i = 0; i < params.cardsEach; i++) {
    dealt[0].push(draw());
    dealt[1].push(draw());
  }
  const scores = dealt.map((cards) =>
    handScore(
      params.scoring,
      cards.map((c) => c.rank),
    ),
  ) as [number, number];
  const winner = scores[0] > scores[1] ? 0 : scores[1] > scores[0] ? 1 : 'tie';
  const detail: CardsDetail = {
    side: side.name,
    hands: params.hands.map((name, h) => ({ name, cards: dealt[h]!, score: scores[h]! })),
    winner,
  };
  return { win: winOf(bet, sideReturn(side, winner), 100), detail };
}

/** P(hand 0 wins), P(hand 1 wins), P(tie), from the shoe's composition (see the header). */
export function outcomeChances(params: CardsParams): [number, number, number] {
  const remaining = new Array<number>(RANKS).fill(SUITS * params.decks);
  const draws = 2 * params.cardsEach;
  const ranks = new Array<number>(draws).fill(0);
  const totals = [0, 0, 0];
  const walk = (i: number, weight: number): void => {
    if (i === draws) {
      // Hands are dealt alternately: hand 0 takes draws 0, 2 …, hand 1 draws 1, 3 …
      const a = handScore(
        params.scoring,
        ranks.filter((_, j) => j % 2 === 0),
      );
      const b = handScore(
        params.scoring,
        ranks.filter((_, j) => j % 2 === 1),
      );
      totals[a > b ? 0 : b > a ? 1 : 2]! += weight;
      return;
    }
    for (let rank = 0; rank < RANKS; rank++) {
      const count = remaining[rank]!;
      if (count === 0) continue;
      ranks[i] = rank;
      remaining[rank] = count - 1;
      walk(i + 1, weight * count);
      remaining[rank] = count;
    }
  };
  walk(0, 1);
  let sequences = 1; // the falling factorial of the shoe's size: every weight's denominator
  for (let i = 0; i < draws; i++) sequences *= RANKS * SUITS * params.decks - i;
  return [totals[0]! / sequences, totals[1]! / sequences, totals[2]! / sequences];
}

/** The RTP of one side. */
export function sideRtp(params: CardsParams, side: CardsSide): number {
  const [first, second, tie] = outcomeChances(params);
  if (side.on === 'tie') return (tie * side.pays) / 100;
  const wins = side.on === 0 ? first : second;
  return (wins * side.pays + tie * (side.tieReturns ?? 0)) / 100;
}

/** The RTP of `play.side`, or without a play the main bets' (the lower of the two hands'). */
export function exactRtp(params: CardsParams, play?: Play): number {
  if (play?.kind === 'cards') {
    const side = findSide(params, play.side);
    if (!side) throw new RangeError(`unknown side ${play.side}`);
    return sideRtp(params, side);
  }
  const main = params.sides.filter((side) => side.on !== 'tie');
  return Math.min(...main.map((side) => sideRtp(params, side)));
}

export function maxMultiplier(params: CardsParams): number {
  return Math.max(...params.sides.map((side) => side.pays)) / 100;
}

/** A card's short label: rank and suit, e.g. "A♠", "10♥". */
export function cardLabel(card: Card): string {
  const rank = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'][card.rank]!;
  return `${rank}${'♠♥♦♣'[card.suit]}`;
}

/** Per bet: what a win pays (stake included), what a tie does to it, and its RTP. */
export function payTable(params: CardsParams): PayTable {
  return {
    columns: ['Bet', 'A win pays (× bet)', 'On a tie', 'RTP'],
    rows: params.sides.map((side) => [
      side.name,
      times(side.pays / 100),
      side.on === 'tie'
        ? 'wins'
        : side.tieReturns
          ? `${times(side.tieReturns / 100)} returned`
          : 'loses',
      percent(sideRtp(params, side)),
    ]),
  };
}
