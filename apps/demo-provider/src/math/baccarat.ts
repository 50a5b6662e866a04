import { winOf } from './draw';
import { freshShoe, type PlayingCard } from './shoe';
import { validateNamedChips, weighedRtp } from './table-chips';
import type { Outcome, PayTable, Play, Random, TableBet } from './types';

// Punto banco baccarat from a fresh shoe of `decks` decks each round. Cards count their pips
// (ace 1, 2 … 9), tens and faces 0; a hand's total is its sum mod 10. Player, banker, player,
// banker are dealt; a total of 8 or 9 on either (a natural) ends the deal. Otherwise the player
// draws a third card on 0–5 and stands on 6–7; a player who stood leaves the banker to draw on
// 0–5; after the player's third card (value p) the banker draws on 0–2, on 3 unless p is 8, on 4
// when p is 2–7, on 5 when p is 4–7, on 6 when p is 6–7, and stands on 7.
// Bets: player pays 1:1, banker 0.95:1 (5% commission, the win floored to the hundredth), tie
// 8:1; on a tie the player and banker bets are returned (a push). Side bets: player pair and
// banker pair, 11:1 when that hand's first two cards are of one rank.
// A round is a list of chips, one per bet at most (e.g. player and player pair), whose amounts
// add up to the round's bet (one debit); each chip is settled on the one coup.
// Exact RTP: every sequence of dealt card values (value 0 has 16 × decks cards, the others
// 4 × decks), each weighed by Π remaining count / remaining cards, with the drawing rules deciding
// how many cards a sequence has (4 to 6): P(player), P(banker), P(tie) to double precision.
// With 8 decks: player 98.76%, banker 98.94%, tie 85.64%. The declared RTP is the player bet's.
// A pair: the hand's first two cards are two of the shoe's, so with r = 4 × decks cards of a rank
// and N = 52 × decks, P(pair) = (r − 1) / (N − 1) and RTP(pair) = 12 × P(pair): 8 decks 89.64%,
// 6 decks 88.75%. A round's RTP is its chips' RTPs weighed by their amounts.

export type BaccaratSide = 'player' | 'banker' | 'tie';
export type BaccaratBet = BaccaratSide | 'player-pair' | 'banker-pair';
export const BACCARAT_BETS: readonly BaccaratBet[] = [
  'player',
  'banker',
  'tie',
  'player-pair',
  'banker-pair',
];

export interface BaccaratParams {
  decks: number;
  /** The least chip (hundredths). */
  minChip: number;
}

/** Hundredths returned (stake included) on a win of each bet. */
export const BACCARAT_PAYS: Readonly<Record<BaccaratBet, number>> = {
  player: 200,
  banker: 195,
  tie: 900,
  'player-pair': 1_200,
  'banker-pair': 1_200,
};

export interface BaccaratDetail {
  /** Each chip and what it returned. */
  bets: (TableBet & { win: number })[];
  player: { cards: PlayingCard[]; total: number; pair: boolean };
  banker: { cards: PlayingCard[]; total: number; pair: boolean };
  winner: BaccaratSide;
}

/** A card's baccarat value: ace 1, 2 … 9, tens and faces 0. */
export const valueOf = (rank: number): number => (rank >= 9 ? 0 : rank + 1);

const totalOf = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) % 10;

/** Whether the banker draws, on `banker` points, after the player's third card value (or null). */
export function bankerDraws(banker: number, playerThird: number | null): boolean {
  if (playerThird === null) return banker <= 5;
  if (banker <= 2) return true;
  if (banker === 3) return playerThird !== 8;
  if (banker === 4) return playerThird >= 2 && playerThird <= 7;
  if (banker === 5) return playerThird >= 4 && playerThird <= 7;
  if (banker === 6) return playerThird >= 6 && playerThird <= 7;
  return false;
}

/**
 * The coup from a stream of card values: the player's and banker's values, by the rules above.
 * `next` gives the next card's value in dealing order.
 */
export function deal(next: () => number): { player: number[]; banker: number[] } {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  if (totalOf(player) >= 8 || totalOf(banker) >= 8) return { player, banker };
  let third: number | null = null;
  if (totalOf(player) <= 5) {
    third = next();
    player.push(third);
  }
  if (bankerDraws(totalOf(banker), third)) banker.push(next());
  return { player, banker };
}

export function validatePlay(params: BaccaratParams, play: Play, bet?: number): string | null {
  if (play?.kind !== 'baccarat') return 'this game takes a baccarat play';
  return validateNamedChips(play.bets, BACCARAT_BETS, params.minChip, bet);
}

const winnerOf = (player: number, banker: number): BaccaratSide =>
  player > banker ? 'player' : banker > player ? 'banker' : 'tie';

/** Hundredths the bet returns on the coup. */
function betReturn(
  bet: BaccaratBet,
  winner: BaccaratSide,
  pairs: { player: boolean; banker: boolean },
): number {
  if (bet === 'player-pair') return pairs.player ? BACCARAT_PAYS[bet] : 0;
  if (bet === 'banker-pair') return pairs.banker ? BACCARAT_PAYS[bet] : 0;
  if (bet === winner) return BACCARAT_PAYS[bet];
  return winner === 'tie' && bet !== 'tie' ? 100 : 0;
}

export function play(params: BaccaratParams, play: Play, bet: number, random: Random): Outcome {
  const refusal = validatePlay(params, play, bet);
  if (refusal || play.kind !== 'baccarat') throw new RangeError(refusal ?? '');
  const draw = freshShoe(params.decks, random);
  const dealt: PlayingCard[] = [];
  const hands = deal(() => {
    const card = draw();
    dealt.push(card);
    return valueOf(card.rank);
  });
  // Dealing order: P B P B, then the player's third (when drawn), then the banker's.
  const playerCards = [dealt[0]!, dealt[2]!];
  const bankerCards = [dealt[1]!, dealt[3]!];
  let at = 4;
  if (hands.player.length === 3) playerCards.push(dealt[at++]!);
  if (hands.banker.length === 3) bankerCards.push(dealt[at]!);
  const player = totalOf(hands.player);
  const banker = totalOf(hands.banker);
  const winner = winnerOf(player, banker);
  const pairs = {
    player: playerCards[0]!.rank === playerCards[1]!.rank,
    banker: bankerCards[0]!.rank === bankerCards[1]!.rank,
  };
  const bets = play.bets.map((chip) => ({
    ...chip,
    win: winOf(chip.amount, betReturn(chip.bet as BaccaratBet, winner, pairs), 100),
  }));
  const detail: BaccaratDetail = {
    bets,
    player: { cards: playerCards, total: player, pair: pairs.player },
    banker: { cards: bankerCards, total: banker, pair: pairs.banker },
    winner,
  };
  return { win: bets.reduce((sum, chip) => sum + chip.win, 0), detail };
}

const chancesCache = new Map<number, Record<BaccaratSide, number>>();

/** P(player wins), P(banker wins), P(tie) from a fresh shoe of `decks` decks (see the header). */
export function outcomeChances(decks: number): Record<BaccaratSide, number> {
  const cached = chancesCache.get(decks);
  if (cached) return cached;
  const remaining = Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 : 4) * decks);
  const totals: Record<BaccaratSide, number> = { player: 0, banker: 0, tie: 0 };
  // Walk every sequence of values: a coup is replayed with the values chosen so far, and when
  // it asks for one more card than chosen, each value is tried in turn.
  const chosen: number[] = [];
  const walk = (probability: number, left: number): void => {
    let i = 0;
    let short = false;
    const hands = deal(() => {
      if (i < chosen.length) return chosen[i++]!;
      short = true;
      return 0;
    });
    if (!short) {
      totals[winnerOf(totalOf(hands.player), totalOf(hands.banker))] += probability;
      return;
    }
    for (let value = 0; value < 10; value++) {
      const count = remaining[value]!;
      if (count === 0) continue;
      chosen.push(value);
      remaining[value] = count - 1;
      walk((probability * count) / left, left - 1);
      remaining[value] = count;
      chosen.pop();
    }
  };
  walk(1, 52 * decks);
  chancesCache.set(decks, totals);
  return totals;
}

/** P(a hand's first two cards are a pair) from a fresh shoe (see the header). */
export const pairChance = (decks: number): number => (4 * decks - 1) / (52 * decks - 1);

/** The RTP of one bet: its win × pays plus, for player and banker, the tie's push. */
export function sideRtp(params: Pick<BaccaratParams, 'decks'>, bet: BaccaratBet): number {
  if (bet === 'player-pair' || bet === 'banker-pair')
    return (pairChance(params.decks) * BACCARAT_PAYS[bet]) / 100;
  const chances = outcomeChances(params.decks);
  const push = bet === 'tie' ? 0 : chances.tie;
  return (chances[bet] * BACCARAT_PAYS[bet]) / 100 + push;
}

/** The RTP of a play (its chips' weighed by their amounts), or without one the player bet's. */
export function exactRtp(params: BaccaratParams, play?: Play): number {
  if (play?.kind !== 'baccarat') return sideRtp(params, 'player');
  const refusal = validatePlay(params, play);
  if (refusal) throw new RangeError(refusal);
  return weighedRtp(play.bets, (bet) => sideRtp(params, bet as BaccaratBet));
}

/** The most a round returns, in bets: everything on one pair. */
export function maxMultiplier(_params: BaccaratParams): number {
  return BACCARAT_PAYS['player-pair'] / 100;
}

export function payTable(params: BaccaratParams): PayTable {
  const odds: Record<BaccaratBet, string> = {
    player: '1:1',
    banker: '0.95:1',
    tie: '8:1',
    'player-pair': '11:1',
    'banker-pair': '11:1',
  };
  return {
    columns: ['Bet', 'Pays', 'RTP'],
    rows: BACCARAT_BETS.map((side) => [
      side.replace('-', ' '),
      odds[side],
      `${(sideRtp(params, side) * 100).toFixed(2)}%`,
    ]),
  };
}
