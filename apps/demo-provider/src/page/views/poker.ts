import type { StepRoundState } from '../../api-types';
import type { DemoGame } from '../../catalogue/games';
import type { Card } from '../../math/cards';
import type { HoldemView } from '../../math/casino-holdem';
import type { ThreeCardView } from '../../math/three-card-poker';
import { button, el } from '../dom';
import { formatMoney } from '../logic';
import { actionEnabled, canDeal } from '../step-logic';
import { strings } from '../strings.en-US';
import { cardSvg } from './card-svg';
import type { StepActions, StepView } from './step-view';

// The poker tables: the dealer's hand (face down until the round is over), casino hold'em's
// board (the flop, then the turn and the river), the player's hand, and Deal / Play or Call /
// Fold, each enabled only when legal. Three card poker's Pair Plus is a toggle: on, the next deal
// adds a Pair Plus bet equal to the ante.

type PokerGame = Extract<DemoGame, { kind: 'three-card-poker' | 'casino-holdem' }>;

/** `cards`, then face-down cards up to `count`. */
const faces = (cards: Card[], count: number) => [
  ...cards.map((card) => cardSvg(card)),
  ...Array.from({ length: Math.max(0, count - cards.length) }, () => cardSvg(null)),
];

export function pokerView(game: PokerGame, actions: StepActions, bet: () => number): StepView {
  const p = strings.poker;
  const holdem = game.kind === 'casino-holdem';
  const handSize = holdem ? 2 : 3;
  const section = (className: string, title: string) => {
    const heading = el('h2', { className: 'hand-title', text: title });
    const cards = el('div', { className: 'cards', attrs: { role: 'group', 'aria-label': title } });
    return { box: el('section', { className }, heading, cards), heading, cards };
  };
  const dealer = section('hand dealer', p.dealer);
  const board = section('hand board', p.board);
  const player = section('hand player', p.you);
  const stage = el(
    'div',
    { className: `table poker ${game.kind}` },
    dealer.box,
    ...(holdem ? [board.box] : []),
    player.box,
  );

  let pairPlus = false;
  const sideToggle = button(p.pairPlus, p.pairPlusLabel(formatMoney(bet())), 'action toggle');
  sideToggle.setAttribute('aria-pressed', 'false');
  sideToggle.addEventListener('click', () => {
    pairPlus = !pairPlus;
    sideToggle.setAttribute('aria-pressed', String(pairPlus));
  });
  const deal = button(strings.deal, strings.dealLabel);
  deal.addEventListener('click', () => actions.deal(pairPlus ? bet() : 0));
  const raise = holdem ? 'call' : 'play';
  const moves = [raise, 'fold'].map((action) => {
    const move = button(action === 'fold' ? p.fold : holdem ? p.call : p.play, p.foldLabel);
    move.dataset.action = action;
    move.addEventListener('click', () => actions.act(action));
    return move;
  });
  const group = el(
    'div',
    { className: 'sides', attrs: { role: 'group', 'aria-label': p.actions } },
    deal,
    ...(holdem ? [] : [sideToggle]),
    ...moves,
  );

  const show = (state: StepRoundState | null, busy: boolean) => {
    deal.disabled = !canDeal(state, busy);
    sideToggle.disabled = !canDeal(state, busy);
    sideToggle.setAttribute('aria-label', p.pairPlusLabel(formatMoney(bet())));
    for (const move of moves) move.disabled = !actionEnabled(state, move.dataset.action!, busy);
    const view = state ? (state.view as ThreeCardView | HoldemView) : null;
    const ante = view?.ante ?? bet();
    const extra = formatMoney(holdem ? 2 * ante : ante);
    moves[0]!.setAttribute('aria-label', holdem ? p.callLabel(extra) : p.playLabel(extra));
    dealer.heading.textContent = view?.dealerHand
      ? p.handTitle(p.dealer, p.hands[view.dealerHand] ?? '')
      : p.dealer;
    dealer.cards.replaceChildren(...faces(view?.dealer ?? [], handSize));
    player.heading.textContent = view ? p.handTitle(p.you, p.hands[view.playerHand] ?? '') : p.you;
    player.cards.replaceChildren(...faces(view?.player ?? [], handSize));
    if (holdem) board.cards.replaceChildren(...faces((view as HoldemView | null)?.board ?? [], 5));
  };
  show(null, false);
  return { stage, controls: [group], show };
}
