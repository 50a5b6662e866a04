import type { DemoGame } from '../../catalogue/games';
import * as baccarat from '../../math/baccarat';
import * as dragonTiger from '../../math/dragon-tiger';
import type { PlayingCard } from '../../math/shoe';
import type { PayTable, TableBet } from '../../math/types';
import { button, el, wait, type Round, type View } from '../dom';
import { strings } from '../strings.en-US';
import { chipBoard, chipsTotal } from './chips';
import { cardName, cardSvg, rankLabel } from './card-svg';

// Baccarat's and dragon tiger's page: two hands of SVG cards turned over one after the other,
// each hand's total or card; a button per bet lays a chip of the picker's amount on it (e.g.
// player and player pair, or dragon and tie), the chip board lists them, and Deal plays them
// all in one round (their total is the round's bet).

type CardTableGame = Extract<DemoGame, { kind: 'baccarat' | 'dragon-tiger' }>;

interface Dealt {
  hands: { name: string; cards: PlayingCard[]; score: string }[];
  winner: string;
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

export function cardTableView(game: CardTableGame, round: Round, chipAmount: () => number): View {
  const isBaccarat = game.kind === 'baccarat';
  const names = isBaccarat ? ['player', 'banker'] : ['dragon', 'tiger'];
  const sides: readonly string[] = isBaccarat
    ? baccarat.BACCARAT_BETS
    : dragonTiger.DRAGON_TIGER_SIDES;
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
      hand.cards.replaceChildren(cardSvg(null, true), cardSvg(null, true));
      hand.cards.setAttribute('aria-label', strings.cardTables.faceDown);
      hand.box.classList.remove('won');
    }
  };
  faceDown();
  // The paytable lists the bets in the engine's order: its row names them and gives the odds.
  const nameOf = (bet: string) => table.rows[sides.indexOf(bet)]?.[0] ?? bet;
  let busy = false;
  const deal = button(strings.deal, strings.cardTables.dealLabel);
  const board = chipBoard(
    { maxBet: game.maxBet, math: { maxChips: sides.length } },
    chipAmount,
    (chip) => strings.cardTables.betName(nameOf(chip.bet)),
    () => (deal.disabled = busy || board.total() === 0),
  );
  deal.disabled = true; // no chips yet
  deal.addEventListener('click', () => {
    const bets: TableBet[] = board.bets();
    round(isBaccarat ? { kind: 'baccarat', bets } : { kind: 'dragon-tiger', bets });
  });
  const sideButtons = sides.map((side, i) => {
    const text = strings.cardTables.side(nameOf(side), table.rows[i]?.[1] ?? '');
    const b = button(text, strings.cardTables.addChip(text), 'layout-bet');
    b.addEventListener('click', () => board.add({ bet: side, numbers: [] }));
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
      board.panel,
      deal,
    ],
    betOf: chipsTotal,
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
        hand.cards.replaceChildren(...shown.cards.map((card) => cardSvg(card, true)));
        hand.cards.setAttribute('aria-label', shown.cards.map(cardName).join(', '));
        hand.box.classList.toggle('won', dealt.winner === hand.name);
      }
    },
    abort() {
      for (const hand of hands) hand.box.classList.remove('dealing');
      faceDown();
    },
    setBusy(value) {
      busy = value;
      for (const b of sideButtons) b.disabled = value;
      board.setBusy(value);
      deal.disabled = value || board.total() === 0;
    },
  };
}
