import type { Card } from './cards';
import { pickIndex } from './draw';
import type { StepEngine, StepState } from './steps';
import type { PayTable, Random } from './types';

// Blackjack, one player's seat against the dealer, multi-step (steps.ts).
//
// Rules: a fresh shoe of `decks` decks each round; the player and the dealer get two cards each
// (the dealer one face up). The dealer peeks with an ace or a ten-value up: a dealer blackjack
// ends the round at once (a player blackjack against it pushes, anything else loses the bet,
// and no extra stake is ever taken). A player blackjack otherwise pays 3:2 at once
// (`blackjackPays` hundredths of the bet, stake included). Then the player plays:
//   hit: one more card; a hand reaching 21 stands by itself, one over 21 is bust;
//   stand: the hand is over;
//   double: on any first two cards (split hands too, not split aces): one more stake equal to the
//     bet, one card, the hand is over;
//   split: a first pair of the same rank, once: one more stake equal to the bet, each card starts
//     a hand of its own that gets a second card; split aces get one card each and stand; 21 on a
//     split hand is not a blackjack.
// No insurance, no surrender. Once every hand is over the dealer turns the hole card and, unless
// every hand is bust, draws to 17 and stands on every 17, soft ones too (S17). Each hand: bust
// loses; beating the dealer or a dealer bust pays 2× its stake; equal totals return the stake.
// Win = Σ over hands, in whole hundredths (a blackjack of an odd bet is floored).
// Idle rule (the studio's, steps.ts): a player who stops answering stands on every open hand.
//
// RTP: the player's return under basic strategy (`basicStrategy` below, the 4–8-deck S17 chart
// with double after split and no resplit). It is declared from a seeded simulation of this very
// engine and strategy (blackjack-rtp.slow.test.ts names the method, the hands and the standard
// error); it is not an exact calculation. A player who strays from basic strategy gets less.

export interface BlackjackParams {
  decks: number;
  /** Hundredths of the bet paid for a blackjack, stake included (250 = 3:2). */
  blackjackPays: number;
  /** The RTP under basic strategy, and how it was found (see the header). */
  rtp: number;
  rtpMethod: string;
}

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';
export const BLACKJACK_ACTIONS: readonly BlackjackAction[] = ['hit', 'stand', 'double', 'split'];

export interface BlackjackHand {
  cards: Card[];
  stake: number;
  /** No more cards: stood, doubled, bust, 21 or a split ace. */
  over: boolean;
  doubled: boolean;
}

export interface BlackjackState extends StepState {
  /** Cards left by kind (rank + 13 × suit), then how many in all: the shoe. */
  shoe: number[];
  hands: BlackjackHand[];
  /** The hand being played (the index into hands), or -1 when none is. */
  active: number;
  split: boolean;
  /** The dealer's cards: the second is the hole card until the round is done. */
  dealer: Card[];
  /** How the round ended: 'dealer-blackjack', 'blackjack', or 'played'. */
  ending: 'dealer-blackjack' | 'blackjack' | 'played' | null;
}

/** What the page sees. */
export interface BlackjackView {
  hands: { cards: Card[]; total: number; soft: boolean; stake: number; win: number | null }[];
  active: number;
  /** The dealer's up card while the round is open; every card once it is done. */
  dealer: Card[];
  dealerTotal: number;
  legal: BlackjackAction[];
  ending: BlackjackState['ending'];
}

/** A card's points: aces 1 (counted 11 by `total` when it helps), faces 10. */
export const points = (card: Card) => Math.min(10, card.rank + 1);

/** A hand's best total and whether an ace counts 11 in it. */
export function total(cards: readonly Card[]): { total: number; soft: boolean } {
  let sum = 0;
  let aces = false;
  for (const card of cards) {
    sum += points(card);
    if (card.rank === 0) aces = true;
  }
  return aces && sum + 10 <= 21 ? { total: sum + 10, soft: true } : { total: sum, soft: false };
}

const isBlackjack = (cards: readonly Card[]) => cards.length === 2 && total(cards).total === 21;

/** Draws a card from the shoe (counts by kind), changing `shoe`. */
function draw(shoe: number[], random: Random): Card {
  // shoe[52] holds how many cards are left.
  let index = pickIndex(random, shoe[52]!);
  let kind = 0;
  while (index >= shoe[kind]!) index -= shoe[kind++]!;
  shoe[kind]! -= 1;
  shoe[52]! -= 1;
  return { rank: kind % 13, suit: Math.floor(kind / 13) };
}

const copy = (state: BlackjackState): BlackjackState => ({
  ...state,
  shoe: [...state.shoe],
  hands: state.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
  dealer: [...state.dealer],
});

/** Moves on to the next hand still to play, or plays the dealer and settles. */
function advance(params: BlackjackParams, state: BlackjackState, random: Random): void {
  for (let h = 0; h < state.hands.length; h++) {
    const hand = state.hands[h]!;
    if (!hand.over && total(hand.cards).total >= 21) hand.over = true;
    if (!hand.over) {
      state.active = h;
      return;
    }
  }
  state.active = -1;
  const live = state.hands.some((hand) => total(hand.cards).total <= 21);
  if (live) while (total(state.dealer).total < 17) state.dealer.push(draw(state.shoe, random));
  const dealer = total(state.dealer).total;
  state.win = 0;
  for (const hand of state.hands) {
    const mine = total(hand.cards).total;
    if (mine > 21) continue;
    if (dealer > 21 || mine > dealer) state.win += 2 * hand.stake;
    else if (mine === dealer) state.win += hand.stake;
  }
  state.ending = 'played';
  state.done = true;
}

function deal(params: BlackjackParams, bet: number, random: Random): BlackjackState {
  const shoe = [...new Array<number>(52).fill(params.decks), 52 * params.decks];
  const player = [draw(shoe, random)];
  const dealer = [draw(shoe, random)];
  player.push(draw(shoe, random));
  dealer.push(draw(shoe, random));
  const state: BlackjackState = {
    bet,
    staked: bet,
    done: false,
    win: 0,
    shoe,
    hands: [{ cards: player, stake: bet, over: false, doubled: false }],
    active: 0,
    split: false,
    dealer,
    ending: null,
  };
  // The dealer peeks (ace or ten up): a blackjack ends the round before the player plays.
  if (isBlackjack(dealer)) {
    state.win = isBlackjack(player) ? bet : 0;
    state.ending = 'dealer-blackjack';
  } else if (isBlackjack(player)) {
    state.win = Math.floor((bet * params.blackjackPays) / 100);
    state.ending = 'blackjack';
  } else return state;
  state.done = true;
  state.active = -1;
  state.hands[0]!.over = true;
  return state;
}

function legal(_params: BlackjackParams, state: BlackjackState): BlackjackAction[] {
  if (state.done || state.active < 0) return [];
  const hand = state.hands[state.active]!;
  const actions: BlackjackAction[] = ['hit', 'stand'];
  const splitAce = state.split && hand.cards[0]!.rank === 0;
  if (hand.cards.length === 2 && !splitAce) actions.push('double');
  if (!state.split && hand.cards.length === 2 && hand.cards[0]!.rank === hand.cards[1]!.rank)
    actions.push('split');
  return actions;
}

function cost(_params: BlackjackParams, state: BlackjackState, action: BlackjackAction): number {
  return action === 'double' || action === 'split' ? state.bet : 0;
}

function act(
  params: BlackjackParams,
  before: BlackjackState,
  action: BlackjackAction,
  random: Random,
): BlackjackState {
  if (!legal(params, before).includes(action)) throw new RangeError(`${action} is not legal now`);
  const state = copy(before);
  const hand = state.hands[state.active]!;
  state.staked += cost(params, state, action);
  switch (action) {
    case 'hit':
      hand.cards.push(draw(state.shoe, random));
      break;
    case 'stand':
      hand.over = true;
      break;
    case 'double':
      hand.stake += state.bet;
      hand.doubled = true;
      hand.cards.push(draw(state.shoe, random));
      hand.over = true;
      break;
    case 'split': {
      state.split = true;
      const [first, second] = hand.cards as [Card, Card];
      state.hands = [first, second].map((card) => ({
        cards: [card, draw(state.shoe, random)],
        stake: state.bet,
        over: card.rank === 0, // split aces: one card each
        doubled: false,
      }));
      break;
    }
  }
  advance(params, state, random);
  return state;
}

function idleAction(): BlackjackAction {
  return 'stand';
}

/** What each hand returns once the round is done (null while it is open). */
function handWins(state: BlackjackState): (number | null)[] {
  if (!state.done) return state.hands.map(() => null);
  if (state.ending !== 'played') return [state.win];
  const dealer = total(state.dealer).total;
  return state.hands.map((hand) => {
    const mine = total(hand.cards).total;
    if (mine > 21) return 0;
    if (dealer > 21 || mine > dealer) return 2 * hand.stake;
    return mine === dealer ? hand.stake : 0;
  });
}

function view(params: BlackjackParams, state: BlackjackState): BlackjackView {
  const dealer = state.done ? state.dealer : state.dealer.slice(0, 1);
  const wins = handWins(state);
  return {
    hands: state.hands.map((hand, h) => ({
      cards: hand.cards,
      ...total(hand.cards),
      stake: hand.stake,
      win: wins[h] ?? null,
    })),
    active: state.active,
    dealer,
    dealerTotal: total(dealer).total,
    legal: legal(params, state),
    ending: state.ending,
  };
}

export const blackjack: StepEngine<BlackjackParams, BlackjackState, BlackjackAction> = {
  actions: BLACKJACK_ACTIONS,
  deal,
  legal,
  cost,
  act,
  idleAction,
  view,
};

// ——— Basic strategy (what the declared RTP assumes) ———

type Move = 'H' | 'S' | 'D' | 'Ds' | 'P';
/** Dealer up card points 2 … 10, then ace (11): the columns of the charts. */
const column = (up: Card) => (up.rank === 0 ? 9 : points(up) - 2);
const row = (text: string) => text.split(' ') as Move[];
// Columns: dealer 2 3 4 5 6 7 8 9 T A.
const HARD: Record<number, Move[]> = {
  9: row('H D D D D H H H H H'),
  10: row('D D D D D D D D H H'),
  11: row('D D D D D D D D D H'),
  12: row('H H S S S H H H H H'),
  13: row('S S S S S H H H H H'),
  14: row('S S S S S H H H H H'),
  15: row('S S S S S H H H H H'),
  16: row('S S S S S H H H H H'),
};
const SOFT: Record<number, Move[]> = {
  13: row('H H H D D H H H H H'),
  14: row('H H H D D H H H H H'),
  15: row('H H D D D H H H H H'),
  16: row('H H D D D H H H H H'),
  17: row('H D D D D H H H H H'),
  18: row('S Ds Ds Ds Ds S S H H H'),
};
/** Pairs by rank (ace 0 … 9 the tens); 'P' splits, anything else plays the total. */
const PAIRS: Record<number, Move[]> = {
  0: row('P P P P P P P P P P'),
  1: row('P P P P P P H H H H'),
  2: row('P P P P P P H H H H'),
  3: row('H H H P P H H H H H'),
  5: row('P P P P P H H H H H'),
  6: row('P P P P P P H H H H'),
  7: row('P P P P P P P P P P'),
  8: row('P P P P P S P P S S'),
};

/** The basic-strategy action for the open round (4–8 decks, S17, double after split). */
export function basicStrategy(params: BlackjackParams, state: BlackjackState): BlackjackAction {
  const allowed = legal(params, state);
  const hand = state.hands[state.active]!;
  const up = column(state.dealer[0]!);
  if (allowed.includes('split') && PAIRS[hand.cards[0]!.rank]?.[up] === 'P') return 'split';
  const { total: sum, soft } = total(hand.cards);
  let move: Move;
  if (soft) move = sum >= 19 ? 'S' : (SOFT[sum]?.[up] ?? 'H');
  else move = sum >= 17 ? 'S' : sum <= 8 ? 'H' : HARD[sum]![up]!;
  if (move === 'D') return allowed.includes('double') ? 'double' : 'hit';
  if (move === 'Ds') return allowed.includes('double') ? 'double' : 'stand';
  return move === 'S' ? 'stand' : 'hit';
}

/** Plays one round by basic strategy; answers its win. */
export function playBasic(params: BlackjackParams, bet: number, random: Random): BlackjackState {
  let state = deal(params, bet, random);
  while (!state.done) state = act(params, state, basicStrategy(params, state), random);
  return state;
}

export function exactRtp(params: BlackjackParams): number {
  return params.rtp;
}

/** A double and a split each stake the bet once more; a doubled split pair wins 2 × 2 × 2. */
export function maxMultiplier(): number {
  return 8;
}

export function payTable(params: BlackjackParams): PayTable {
  const blackjackPays = `${((params.blackjackPays - 100) / 100).toFixed(1)} : 1`;
  return {
    columns: ['Hand', 'Pays'],
    rows: [
      ['Blackjack', blackjackPays.replace('1.5 : 1', '3 : 2')],
      ['Win', '1 : 1'],
      ['Push', 'Stake returned'],
      ['Double', 'One card, stake × 2'],
      ['Split', 'Once, same rank; aces one card each'],
      ['Dealer', `Stands on all 17s; ${params.decks} decks; peeks for blackjack`],
    ],
  };
}
