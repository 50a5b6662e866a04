import type { StepRoundState } from '../api-types';
import type { BlackjackView } from '../math/blackjack';
import type { HoldemView } from '../math/casino-holdem';
import type { HiLoView } from '../math/hi-lo';
import type { ThreeCardView } from '../math/three-card-poker';
import { formatMoney, formatMultiplier } from './logic';
import { strings } from './strings.en-US';

// The pure pieces of the multi-step games' pages (blackjack, hi-lo, the poker tables): which buttons are live,
// what a round's state says. No DOM here (step-logic.test.ts runs them).

/** Whether the button of `action` is enabled: legal now and nothing on its way. */
export function actionEnabled(
  state: StepRoundState | null,
  action: string,
  busy: boolean,
): boolean {
  return !busy && state !== null && !state.done && state.legal.includes(action);
}

/** Whether a new round may start: none open, nothing on its way. */
export function canDeal(state: StepRoundState | null, busy: boolean): boolean {
  return !busy && (state === null || state.done);
}

/** What the page announces after a blackjack step. */
export function blackjackText(state: StepRoundState): string {
  const view = state.view as BlackjackView;
  const b = strings.blackjack;
  if (!state.done) {
    const hand = view.hands[view.active];
    return hand ? b.yourTurn(hand.total, view.dealerTotal) : '';
  }
  const won = formatMoney(state.win);
  if (view.ending === 'dealer-blackjack')
    return state.win > 0 ? b.bothBlackjack : b.dealerBlackjack;
  if (view.ending === 'blackjack') return b.blackjack(won);
  const dealer = view.dealerTotal > 21 ? b.dealerBust : b.dealerHas(view.dealerTotal);
  return `${dealer} ${state.win > 0 ? b.won(won) : b.lost}`;
}

/** What the page announces after a hi-lo step. */
export function hiLoText(state: StepRoundState): string {
  const view = state.view as HiLoView;
  const h = strings.hiLo;
  if (state.done) {
    return state.win > 0 ? h.cashedOut(formatMoney(state.win)) : h.wrong;
  }
  if (view.history.length === 0) return h.firstGuess;
  return h.correct(formatMultiplier(view.multiplier));
}

/** What the page announces after a poker table's step (three card poker, casino hold'em). */
export function pokerText(state: StepRoundState): string {
  const view = state.view as ThreeCardView | HoldemView;
  const p = strings.poker;
  const hand = (category: string | null) => p.hands[category ?? ''] ?? '';
  if (!state.done)
    return 'board' in view
      ? p.decideHoldem(hand(view.playerHand))
      : p.decideThree(hand(view.playerHand));
  const raised = 'board' in view ? view.called : view.played;
  const pairPlus = 'board' in view ? 0 : (view.returns?.pairPlus ?? 0);
  const parts = raised
    ? [(view.dealerQualifies ? p.dealerHas : p.dealerShort)(hand(view.dealerHand))]
    : [p.folded];
  if (pairPlus > 0) parts.push(p.pairPlusWon(formatMoney(pairPlus)));
  parts.push(state.win > 0 ? p.won(formatMoney(state.win)) : p.lost);
  return parts.join(' ');
}
