import type { StepRoundState } from '../../api-types';
import type { DemoGame } from '../../catalogue/games';
import type { HiLoView } from '../../math/hi-lo';
import { button, el } from '../dom';
import { formatMultiplier } from '../logic';
import { actionEnabled, canDeal } from '../step-logic';
import { strings } from '../strings.en-US';
import { cardSvg } from './card-svg';
import type { StepActions, StepView } from './step-view';

// Hi-Lo: the card shown, the cards met so far, the multiplier, and Deal / Higher / Lower /
// Same / Cash out, each showing what it would make the multiplier and enabled only when legal.

export function hiLoView(
  game: Extract<DemoGame, { kind: 'hi-lo' }>,
  actions: StepActions,
): StepView {
  const h = strings.hiLo;
  const current = el('div', { className: 'cards current' });
  const trail = el('div', { className: 'cards trail' });
  const meter = el('p', { className: 'meter', text: strings.multiplier('1.00') });
  const stage = el('div', { className: 'table hi-lo' }, current, meter, trail);
  const deal = button(strings.deal, strings.dealLabel);
  deal.addEventListener('click', () => actions.deal());
  const moves = (['higher', 'lower', 'same', 'cashout'] as const).map((action) => {
    const move = button(action, action);
    move.dataset.action = action;
    move.addEventListener('click', () => actions.act(action));
    return move;
  });
  const group = el(
    'div',
    { className: 'sides', attrs: { role: 'group', 'aria-label': h.actions } },
    deal,
    ...moves,
  );
  const label = (action: string, view: HiLoView | null) => {
    const offer = view?.offers[action as keyof HiLoView['offers']];
    const x = formatMultiplier(action === 'cashout' ? (view?.multiplier ?? 100) : (offer ?? 0));
    return action === 'higher'
      ? h.higher(x)
      : action === 'lower'
        ? h.lower(x)
        : action === 'same'
          ? h.same(x)
          : h.cashOut(x);
  };
  const show = (state: StepRoundState | null, busy: boolean) => {
    deal.disabled = !canDeal(state, busy);
    const view = state ? (state.view as HiLoView) : null;
    for (const move of moves) {
      const text = label(move.dataset.action!, view);
      move.textContent = text;
      move.setAttribute('aria-label', text);
      move.disabled = !actionEnabled(state, move.dataset.action!, busy);
    }
    current.replaceChildren(cardSvg(view?.card ?? null));
    // The cards so far, the first one included (the last is also the big one).
    trail.replaceChildren(
      ...(view ? [view.first, ...view.history.map((step) => step.card)] : []).map((c) =>
        cardSvg(c),
      ),
    );
    meter.textContent = strings.multiplier(formatMultiplier(view?.multiplier ?? 100));
  };
  show(null, false);
  return { stage, controls: [group], show };
}
