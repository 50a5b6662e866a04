import type { Card } from './cards';
import { percent, winOf } from './draw';
import {
  THREE_CARD_CATEGORIES,
  categoryLabel,
  categoryOf,
  threeCardScore,
  type ThreeCardCategory,
} from './poker-hands';
import { freshShoe } from './shoe';
import type { StepEngine, StepState } from './steps';
import type { PayTable, Random } from './types';

// Three Card Poker, multi-step (steps.ts), one 52-card deck a round. The player stakes an ante
// and may add a Pair Plus side bet; three cards each to the player and the dealer, the dealer's
// face down. The player plays (a play bet equal to the ante) or folds (loses the ante).
// - Dealer qualifies with queen high or better. Not qualifying: the ante pays 1:1, the play bet is
//   returned. Qualifying: the better hand wins ante and play 1:1 each; a tie returns both.
// - Ante bonus, to a player who played, whatever the dealer holds: straight 1:1, three of a kind
//   4:1, straight flush 5:1.
// - Pair Plus, on the player's three cards alone (folded or not): pair 1:1, flush 4:1, straight
//   6:1, three of a kind 30:1, straight flush 40:1.
// Hands rank high card < pair < flush < straight < three of a kind < straight flush (A-2-3 the
// lowest straight).
//
// RTP. Pair Plus, a closed form over the C(52,3) = 22,100 hands (48 straight flushes, 52 trips,
// 720 straights, 1,096 flushes, 3,744 pairs): (48·41 + 52·31 + 720·7 + 1,096·5 + 3,744·2) / 22,100
// = 21,588 / 22,100 = 97.6833%. Ante and play under the strategy "play queen-6-4 or better",
// returns ÷ every stake (the play bets too, as the lobby's bet records count): exact by
// enumeration of all 22,100 × C(49,3) = 407,170,400 deals (`anteRtp`, three-card-poker.slow.test.ts),
// 0.979863…; the game declares it. Idle rule: fold (no idle action stakes more).

export interface ThreeCardParams {
  /** The declared RTP of ante and play under the queen-6-4 strategy (anteRtp). */
  rtp: number;
}

export type ThreeCardAction = 'play' | 'fold';
export const THREE_CARD_ACTIONS: readonly ThreeCardAction[] = ['play', 'fold'];

/** Ante bonus and Pair Plus: what each category pays, to 1 (0: nothing, the bet lost or kept). */
export const ANTE_BONUS: Record<ThreeCardCategory, number> = {
  'high-card': 0,
  pair: 0,
  flush: 0,
  straight: 1,
  'three-of-a-kind': 4,
  'straight-flush': 5,
};
export const PAIR_PLUS: Record<ThreeCardCategory, number> = {
  'high-card': 0,
  pair: 1,
  flush: 4,
  straight: 6,
  'three-of-a-kind': 30,
  'straight-flush': 40,
};

/** Hands of each category among the 22,100 (the Pair Plus closed form). */
export const CATEGORY_COUNTS: Record<ThreeCardCategory, number> = {
  'high-card': 16_440,
  pair: 3_744,
  flush: 1_096,
  straight: 720,
  'three-of-a-kind': 52,
  'straight-flush': 48,
};

/** What each bet returned (stake included), once the round is over. */
export interface ThreeCardReturns {
  ante: number;
  play: number;
  bonus: number;
  pairPlus: number;
}

export interface ThreeCardState extends StepState {
  ante: number;
  pairPlus: number;
  player: Card[];
  dealer: Card[];
  played: boolean;
  returns: ThreeCardReturns | null;
}

export interface ThreeCardView {
  ante: number;
  pairPlus: number;
  player: Card[];
  playerHand: ThreeCardCategory;
  /** The dealer's cards once the round is over (none while it is open). */
  dealer: Card[];
  dealerHand: ThreeCardCategory | null;
  dealerQualifies: boolean | null;
  played: boolean;
  returns: ThreeCardReturns | null;
}

export const categoryName = (score: number): ThreeCardCategory =>
  THREE_CARD_CATEGORIES[categoryOf(score)]!;

/** Whether the dealer's hand qualifies: queen high or better. */
export const dealerQualifies = (score: number): boolean =>
  categoryOf(score) > 0 || Math.floor(score / 16 ** 4) % 16 >= 12;

/** The strategy the declared RTP assumes: play queen-6-4 or better. */
const QUEEN_SIX_FOUR = threeCardScore([
  { rank: 11, suit: 0 },
  { rank: 5, suit: 1 },
  { rank: 3, suit: 2 },
]);
export const playsHand = (score: number): boolean => score >= QUEEN_SIX_FOUR;

/** What ante, play and ante bonus return for a played hand, in antes. */
export function playedReturn(player: number, dealer: number): number {
  const bonus = ANTE_BONUS[categoryName(player)];
  if (!dealerQualifies(dealer)) return 3 + bonus;
  return (player > dealer ? 4 : player === dealer ? 2 : 0) + bonus;
}

function settle(state: ThreeCardState, played: boolean): ThreeCardState {
  const player = threeCardScore(state.player);
  const dealer = threeCardScore(state.dealer);
  const pairPlusPays = PAIR_PLUS[categoryName(player)];
  const pairPlus = pairPlusPays > 0 ? winOf(state.pairPlus, pairPlusPays + 1, 1) : 0;
  let returns: ThreeCardReturns = { ante: 0, play: 0, bonus: 0, pairPlus };
  if (played) {
    // Antes returned by the ante and the play bet.
    const [ante, play] = !dealerQualifies(dealer)
      ? [2, 1]
      : player > dealer
        ? [2, 2]
        : player === dealer
          ? [1, 1]
          : [0, 0];
    returns = {
      ante: state.ante * ante,
      play: state.ante * play,
      bonus: state.ante * ANTE_BONUS[categoryName(player)],
      pairPlus,
    };
  }
  const win = returns.ante + returns.play + returns.bonus + returns.pairPlus;
  const staked = state.staked + (played ? state.ante : 0);
  return { ...state, played, staked, done: true, win, returns };
}

function deal(_params: ThreeCardParams, bet: number, random: Random, side = 0): ThreeCardState {
  const draw = freshShoe(1, random);
  const player = [draw(), draw(), draw()];
  const dealer = [draw(), draw(), draw()];
  return {
    bet: bet + side,
    staked: bet + side,
    done: false,
    win: 0,
    ante: bet,
    pairPlus: side,
    player,
    dealer,
    played: false,
    returns: null,
  };
}

const legal = (_params: ThreeCardParams, state: ThreeCardState): ThreeCardAction[] =>
  state.done ? [] : ['play', 'fold'];

function act(
  params: ThreeCardParams,
  state: ThreeCardState,
  action: ThreeCardAction,
): ThreeCardState {
  if (!legal(params, state).includes(action)) throw new RangeError(`${action} is not legal now`);
  return settle(state, action === 'play');
}

function view(_params: ThreeCardParams, state: ThreeCardState): ThreeCardView {
  const dealerScore = threeCardScore(state.dealer);
  return {
    ante: state.ante,
    pairPlus: state.pairPlus,
    player: state.player,
    playerHand: categoryName(threeCardScore(state.player)),
    dealer: state.done ? state.dealer : [],
    dealerHand: state.done ? categoryName(dealerScore) : null,
    dealerQualifies: state.done ? dealerQualifies(dealerScore) : null,
    played: state.played,
    returns: state.returns,
  };
}

export const threeCardPoker: StepEngine<ThreeCardParams, ThreeCardState, ThreeCardAction> = {
  actions: THREE_CARD_ACTIONS,
  sideBet: 'pairPlus',
  deal,
  legal,
  cost: (_params, state, action) => (action === 'play' ? state.ante : 0),
  act,
  idleAction: () => 'fold',
  view,
};

/** The strategy the declared RTP assumes (queen-6-4), for the simulator. */
export function strategy(_params: ThreeCardParams, state: ThreeCardState): ThreeCardAction {
  return playsHand(threeCardScore(state.player)) ? 'play' : 'fold';
}

/** Pair Plus's RTP, by the closed form of the header. */
export function pairPlusRtp(): number {
  let returned = 0;
  for (const category of THREE_CARD_CATEGORIES) {
    const pays = PAIR_PLUS[category];
    if (pays > 0) returned += CATEGORY_COUNTS[category] * (pays + 1);
  }
  return returned / 22_100;
}

/** The declared RTP of ante and play (anteRtp checks it), or Pair Plus's. */
export function exactRtp(params: ThreeCardParams, bet?: 'pairPlus'): number {
  return bet === 'pairPlus' ? pairPlusRtp() : params.rtp;
}

/** The most a round returns, in first stakes: a Pair Plus straight flush. */
export function maxMultiplier(): number {
  return PAIR_PLUS['straight-flush'] + 1;
}

export function payTable(params: ThreeCardParams): PayTable {
  const rows = [...THREE_CARD_CATEGORIES]
    .reverse()
    .filter((category) => category !== 'high-card')
    .map((category) => [
      categoryLabel(category),
      ANTE_BONUS[category] ? `${ANTE_BONUS[category]}:1` : '–',
      `${PAIR_PLUS[category]}:1`,
    ]);
  return {
    columns: ['Hand', 'Ante bonus', 'Pair Plus'],
    rows: [...rows, ['RTP', percent(params.rtp), percent(pairPlusRtp())]],
  };
}
