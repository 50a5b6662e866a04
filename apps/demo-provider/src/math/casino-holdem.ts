import type { Card } from './cards';
import { percent } from './draw';
import {
  FIVE_CARD_CATEGORIES,
  bestFiveScore,
  categoryLabel,
  categoryOf,
  pokerValue,
  type FiveCardCategory,
} from './poker-hands';
import { freshShoe } from './shoe';
import type { StepEngine, StepState } from './steps';
import type { PayTable, Random } from './types';

// Casino Hold'em, multi-step (steps.ts), one 52-card deck a round. The player stakes an ante;
// two cards each to the player and the dealer (the dealer's face down) and a flop of three. The
// player calls (a call bet of twice the ante) or folds (loses the ante). On a call the turn and
// the river come and each side plays its best five of its two cards and the five on the board.
// - The dealer qualifies with a pair of fours or better. Not qualifying: the ante pays by the
//   ante paytable, the call is returned. Qualifying: the better hand wins (the ante by the
//   paytable, the call 1:1); a tie returns both; a worse hand loses both.
// - Ante paytable, to 1: royal flush 100, straight flush 20, four of a kind 10, full house 3,
//   flush 2, straight or less 1.
// - The AA bonus side bet of some tables is not offered.
//
// RTP, returns ÷ every stake (the calls too, as the lobby's bet records count). An exact figure
// would take every deal (C(52,2)·C(50,2)·C(48,5) ≈ 2.8 × 10¹³ before suit symmetry) and is not
// computed: the declared RTP is a seeded simulation of `strategy` on this engine (the catalogue
// states its method; casino-holdem-rtp.slow.test.ts holds it within 4 standard errors).
// Idle rule: fold (no idle action stakes more).

export interface HoldemParams {
  /** The declared RTP under `strategy` and how it was found. */
  rtp: number;
  rtpMethod: string;
}

export type HoldemAction = 'call' | 'fold';
export const HOLDEM_ACTIONS: readonly HoldemAction[] = ['call', 'fold'];

/** The ante paytable, to 1, by the player's category when the ante wins. */
export const ANTE_PAYS: Record<FiveCardCategory, number> = {
  'high-card': 1,
  pair: 1,
  'two-pair': 1,
  'three-of-a-kind': 1,
  straight: 1,
  flush: 2,
  'full-house': 3,
  'four-of-a-kind': 10,
  'straight-flush': 20,
  'royal-flush': 100,
};

export interface HoldemReturns {
  ante: number;
  call: number;
}

export interface HoldemState extends StepState {
  ante: number;
  player: Card[];
  dealer: Card[];
  /** All five board cards (the view shows the flop until the round is over). */
  board: Card[];
  called: boolean;
  returns: HoldemReturns | null;
}

export interface HoldemView {
  ante: number;
  player: Card[];
  /** The flop while open, the whole board once over. */
  board: Card[];
  playerHand: FiveCardCategory;
  /** Once over: the dealer's cards, hand and whether it qualified. */
  dealer: Card[];
  dealerHand: FiveCardCategory | null;
  dealerQualifies: boolean | null;
  called: boolean;
  returns: HoldemReturns | null;
}

export const categoryName = (score: number): FiveCardCategory =>
  FIVE_CARD_CATEGORIES[categoryOf(score)]!;

/** A pair of fours or better. */
export const dealerQualifies = (score: number): boolean =>
  categoryOf(score) >= 2 || (categoryOf(score) === 1 && Math.floor(score / 16 ** 4) % 16 >= 4);

function settle(state: HoldemState, called: boolean): HoldemState {
  let returns: HoldemReturns = { ante: 0, call: 0 };
  let staked = state.staked;
  if (called) {
    staked += 2 * state.ante;
    const player = bestFiveScore([...state.player, ...state.board]);
    const dealer = bestFiveScore([...state.dealer, ...state.board]);
    const anteWins = state.ante * (1 + ANTE_PAYS[categoryName(player)]);
    const call = 2 * state.ante;
    returns = !dealerQualifies(dealer)
      ? { ante: anteWins, call }
      : player > dealer
        ? { ante: anteWins, call: 2 * call }
        : player === dealer
          ? { ante: state.ante, call }
          : { ante: 0, call: 0 };
  }
  return { ...state, called, staked, done: true, win: returns.ante + returns.call, returns };
}

function deal(_params: HoldemParams, bet: number, random: Random): HoldemState {
  const draw = freshShoe(1, random);
  const player = [draw(), draw()];
  const dealer = [draw(), draw()];
  const board = [draw(), draw(), draw(), draw(), draw()];
  return {
    bet,
    staked: bet,
    done: false,
    win: 0,
    ante: bet,
    player,
    dealer,
    board,
    called: false,
    returns: null,
  };
}

const legal = (_params: HoldemParams, state: HoldemState): HoldemAction[] =>
  state.done ? [] : ['call', 'fold'];

function act(params: HoldemParams, state: HoldemState, action: HoldemAction): HoldemState {
  if (!legal(params, state).includes(action)) throw new RangeError(`${action} is not legal now`);
  return settle(state, action === 'call');
}

function view(_params: HoldemParams, state: HoldemState): HoldemView {
  const board = state.done ? state.board : state.board.slice(0, 3);
  const dealerScore = bestFiveScore([...state.dealer, ...state.board]);
  return {
    ante: state.ante,
    player: state.player,
    board,
    playerHand: categoryName(bestFiveScore([...state.player, ...board])),
    dealer: state.done ? state.dealer : [],
    dealerHand: state.done ? categoryName(dealerScore) : null,
    dealerQualifies: state.done ? dealerQualifies(dealerScore) : null,
    called: state.called,
    returns: state.returns,
  };
}

export const casinoHoldem: StepEngine<HoldemParams, HoldemState, HoldemAction> = {
  actions: HOLDEM_ACTIONS,
  deal,
  legal,
  cost: (_params, state, action) => (action === 'call' ? 2 * state.ante : 0),
  act,
  idleAction: () => 'fold',
  view,
};

/**
 * The strategy the declared RTP assumes, on the player's two cards and the flop: call with a pair
 * or better, four to a flush, four of five straight values (the ace high or low), or a ten or
 * better in hand; fold otherwise.
 */
export function strategy(_params: HoldemParams, state: HoldemState): HoldemAction {
  const five = [...state.player, ...state.board.slice(0, 3)];
  if (categoryOf(bestFiveScore(five)) >= 1) return 'call';
  const suits = [0, 0, 0, 0];
  for (const card of five) suits[card.suit]! += 1;
  if (Math.max(...suits) >= 4) return 'call';
  let mask = 0;
  for (const card of five) mask |= 1 << pokerValue(card);
  if (mask & (1 << 14)) mask |= 1 << 1;
  for (let low = 1; low <= 10; low++) {
    let held = 0;
    for (let value = low; value < low + 5; value++) if (mask & (1 << value)) held += 1;
    if (held >= 4) return 'call';
  }
  return state.player.some((card) => pokerValue(card) >= 10) ? 'call' : 'fold';
}

export function exactRtp(params: HoldemParams): number {
  return params.rtp;
}

/** The most a round returns, in antes: a royal flush's ante and the call won. */
export function maxMultiplier(): number {
  return 1 + ANTE_PAYS['royal-flush'] + 4;
}

export function payTable(params: HoldemParams): PayTable {
  const rows = [...FIVE_CARD_CATEGORIES]
    .reverse()
    .filter((category) => ANTE_PAYS[category] > 1)
    .map((category) => [categoryLabel(category), `${ANTE_PAYS[category]}:1`]);
  return {
    columns: ['Hand', 'Ante pays'],
    rows: [...rows, ['Straight or less', '1:1'], ['RTP', percent(params.rtp)]],
  };
}
