import type { DemoGame } from '../../catalogue/games';
import { cardLabel, type CardsDetail } from '../../math/cards';
import { formatMultiplier } from '../logic';
import { strings } from '../strings.en-US';
import { wait, el, button, symbolImage, type View, type Round } from '../dom';

export function cardsView(game: Extract<DemoGame, { kind: 'cards' }>, round: Round): View {
  const { hands, sides } = game.math;
  const handViews = hands.map((name) => {
    const title = el('h2', { className: 'hand-title', text: strings.handPending(name) });
    const cards = el('div', { className: 'cards' });
    return { name, title, cards, box: el('section', { className: 'hand' }, title, cards) };
  });
  const table = el('div', { className: 'table' }, ...handViews.map((h) => h.box));
  const sideButtons = sides.map((side) => {
    const pays = formatMultiplier(side.pays);
    // Named by what it shows (WCAG 2.5.3): the group says what the buttons are for.
    const text = strings.sideButton(side.name, pays);
    const bet = button(text, text);
    bet.addEventListener('click', () => round({ kind: 'cards', side: side.name }));
    return bet;
  });
  const group = el(
    'div',
    { className: 'sides', attrs: { role: 'group', 'aria-label': strings.sides } },
    ...sideButtons,
  );
  const faceDown = (hand: (typeof handViews)[number]) => {
    hand.title.textContent = strings.handPending(hand.name);
    hand.cards.replaceChildren(
      ...Array.from({ length: game.math.cardsEach }, () =>
        el(
          'span',
          { className: 'card down' },
          symbolImage(game.theme.symbols[0] ?? '', 'symbol', true),
        ),
      ),
    );
    hand.box.classList.remove('won');
  };
  for (const hand of handViews) faceDown(hand);
  return {
    stage: table,
    controls: [group],
    start() {
      for (const hand of handViews) {
        faceDown(hand);
        hand.box.classList.add('dealing');
      }
    },
    async finish(result, startedAt) {
      const detail = result.detail as CardsDetail;
      // The hands turn over one after the other, the last at minRoundMs.
      for (const [h, hand] of handViews.entries()) {
        const at = startedAt + (game.minRoundMs * (h + 1)) / handViews.length;
        await wait(at - Date.now());
        const dealt = detail.hands[h];
        hand.box.classList.remove('dealing');
        hand.title.textContent = strings.hand(hand.name, dealt?.score ?? 0);
        hand.cards.replaceChildren(
          ...(dealt?.cards ?? []).map((card) =>
            el('span', {
              className: `card ${card.suit === 1 || card.suit === 2 ? 'red' : 'black'}`,
              text: cardLabel(card),
            }),
          ),
        );
        hand.box.classList.toggle('won', detail.winner === h);
      }
    },
    abort() {
      for (const hand of handViews) {
        hand.box.classList.remove('dealing');
        faceDown(hand);
      }
    },
    setBusy(busy) {
      for (const b of sideButtons) b.disabled = busy;
    },
  };
}
