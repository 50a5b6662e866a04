import type { StepRoundState } from '../../api-types';
import type { DemoGame } from '../../catalogue/games';
import type { BlackjackView } from '../../math/blackjack';
import { button, el } from '../dom';
import { actionEnabled, canDeal } from '../step-logic';
import { strings } from '../strings.en-US';
import { cardSvg } from './card-svg';
import type { StepActions, StepView } from './step-view';

// Blackjack: the dealer's hand (the hole card face down while the round is open), the player's
// hand or two split hands, and Deal / Hit / Stand / Double / Split, each enabled only when legal.

export function blackjackView(
  game: Extract<DemoGame, { kind: 'blackjack' }>,
  actions: StepActions,
): StepView {
  const b = strings.blackjack;
  const dealerTitle = el('h2', { className: 'hand-title', text: b.dealer });
  const dealerCards = el('div', { className: 'cards' });
  const hands = el('div', { className: 'player-hands' });
  const stage = el(
    'div',
    { className: 'table blackjack' },
    el('section', { className: 'hand dealer' }, dealerTitle, dealerCards),
    hands,
  );
  const deal = button(strings.deal, strings.dealLabel);
  deal.addEventListener('click', () => actions.deal());
  const moves = (['hit', 'stand', 'double', 'split'] as const).map((action) => {
    const move = button(b[action], b[action]);
    move.dataset.action = action;
    move.addEventListener('click', () => actions.act(action));
    return move;
  });
  const group = el(
    'div',
    { className: 'sides', attrs: { role: 'group', 'aria-label': b.actions } },
    deal,
    ...moves,
  );
  const show = (state: StepRoundState | null, busy: boolean) => {
    deal.disabled = !canDeal(state, busy);
    for (const move of moves) move.disabled = !actionEnabled(state, move.dataset.action!, busy);
    if (!state) {
      dealerCards.replaceChildren(cardSvg(null), cardSvg(null));
      hands.replaceChildren();
      return;
    }
    const view = state.view as BlackjackView;
    dealerTitle.textContent = `${b.dealer}: ${view.dealerTotal}`;
    dealerCards.replaceChildren(
      ...view.dealer.map((card) => cardSvg(card)),
      ...(state.done ? [] : [cardSvg(null)]),
    );
    hands.replaceChildren(
      ...view.hands.map((hand, h) =>
        el(
          'section',
          {
            className: `hand${h === view.active ? ' active' : ''}${(hand.win ?? 0) > hand.stake ? ' won' : ''}`,
          },
          el('h2', { className: 'hand-title', text: b.hand(h + 1, hand.total) }),
          el('div', { className: 'cards' }, ...hand.cards.map((card) => cardSvg(card))),
        ),
      ),
    );
  };
  show(null, false);
  return {
    stage,
    controls: [group],
    show,
  };
}
