import type { DemoGame } from '../../catalogue/games';
import * as baccarat from '../../math/baccarat';
import * as dragonTiger from '../../math/dragon-tiger';
import type { PlayingCard } from '../../math/shoe';
import type { PayTable, Play } from '../../math/types';
import { button, el, wait, type Round, type View } from '../dom';
import { strings } from '../strings.en-US';
import { cardPicture, rankLabel } from './svg';

// Baccarat's and dragon tiger's page: two hands of SVG cards turned over one after the other,
// each hand's total or card, and a button per bet (it starts the round).

type CardTableGame = Extract<DemoGame, { kind: 'baccarat' | 'dragon-tiger' }>;

interface Dealt {
  hands: { name: string; cards: PlayingCard[]; score: string }[];
  winner: string;
}

/** A card for assistive technology: "queen of hearts". */
export function cardName(card: PlayingCard): string {
  return strings.cardTables.cardName(rankLabel(card), card.suit);
}

function dealtOf(game: CardTableGame, detail: unknown): Dealt {
  if (game.kind === 'baccarat') {
    const d = detail as baccarat.BaccaratDetail;
    return {
      hands: [
        { name: 'player', cards: d.player.cards, score: String(d.player.total) },
        { name: 'banker', cards: d.banker.cards, score: String(d.banker.total) },
      ],
      winner: d.winner,
    };
  }
  const d = detail as dragonTiger.DragonTigerDetail;
  return {
    hands: [
      { name: 'dragon', cards: [d.dragon], score: rankLabel(d.dragon) },
      { name: 'tiger', cards: [d.tiger], score: rankLabel(d.tiger) },
    ],
    winner: d.winner,
  };
}

export function cardTableView(game: CardTableGame, round: Round): View {
  const isBaccarat = game.kind === 'baccarat';
  const names = isBaccarat ? ['player', 'banker'] : ['dragon', 'tiger'];
  const sides = isBaccarat ? baccarat.BACCARAT_SIDES : dragonTiger.DRAGON_TIGER_SIDES;
  const table: PayTable = isBaccarat
    ? baccarat.payTable(game.math)
    : dragonTiger.payTable(game.math);
  const hands = names.map((name) => {
    const title = el('h2', { className: 'hand-title', text: strings.cardTables.pending(name) });
    const cards = el('div', { className: 'cards', attrs: { role: 'img' } });
    return { name, title, cards, box: el('section', { className: 'hand' }, title, cards) };
  });
  const faceDown = () => {
    for (const hand of hands) {
      hand.title.textContent = strings.cardTables.pending(hand.name);
      hand.cards.replaceChildren(cardPicture(null), cardPicture(null));
      hand.cards.setAttribute('aria-label', strings.cardTables.faceDown);
      hand.box.classList.remove('won');
    }
  };
  faceDown();
  const sideButtons = sides.map((side) => {
    const row = table.rows.find((r) => r[0] === side);
    const text = strings.cardTables.side(side, row?.[1] ?? '');
    const b = button(text, text);
    const play: Play = isBaccarat ? { kind: 'baccarat', side } : { kind: 'dragon-tiger', side };
    b.addEventListener('click', () => round(play));
    return b;
  });
  return {
    stage: el('div', { className: 'table' }, ...hands.map((h) => h.box)),
    controls: [
      el(
        'div',
        { className: 'sides', attrs: { role: 'group', 'aria-label': strings.sides } },
        ...sideButtons,
      ),
    ],
    start() {
      faceDown();
      for (const hand of hands) hand.box.classList.add('dealing');
    },
    async finish(answer, startedAt) {
      const dealt = dealtOf(game, answer.detail);
      for (const [h, hand] of hands.entries()) {
        await wait(startedAt + (game.minRoundMs * (h + 1)) / hands.length - Date.now());
        const shown = dealt.hands[h]!;
        hand.box.classList.remove('dealing');
        hand.title.textContent = strings.cardTables.hand(hand.name, shown.score);
        hand.cards.replaceChildren(...shown.cards.map((card) => cardPicture(card)));
        hand.cards.setAttribute('aria-label', shown.cards.map(cardName).join(', '));
        hand.box.classList.toggle('won', dealt.winner === hand.name);
      }
    },
    abort() {
      for (const hand of hands) hand.box.classList.remove('dealing');
      faceDown();
    },
    setBusy(busy) {
      for (const b of sideButtons) b.disabled = busy;
    },
  };
}
