import type { DemoGame } from '../../catalogue/games';
import {
  betsOfKind,
  colourOf,
  WHEEL_ORDER,
  type RouletteBetKind,
  type RouletteDetail,
} from '../../math/roulette';
import type { TableBet } from '../../math/types';
import { button, el, reducedMotion, wait, type Round, type View } from '../dom';
import { strings } from '../strings.en-US';
import { chipBoard, chipsTotal } from './chips';
import { picture, svg } from './svg';

// European roulette's page: an SVG wheel in its real order that turns to the drawn pocket, the
// last numbers, and the layout. Every number is a button (a straight up); the outside bets have
// their own buttons; splits, streets, corners and six lines are chosen from two lists (the kind,
// then the numbers), so every bet of the layout is reachable from the keyboard.

type RouletteGame = Extract<DemoGame, { kind: 'roulette' }>;
const POCKETS = WHEEL_ORDER.length;
const STEP = 360 / POCKETS;
const HISTORY = 12;

const point = (radius: number, degrees: number) => {
  const a = (degrees * Math.PI) / 180;
  return `${(radius * Math.sin(a)).toFixed(2)} ${(-radius * Math.cos(a)).toFixed(2)}`;
};

function wheelPicture(): { picture: SVGSVGElement; rotor: SVGGElement } {
  const rotor = svg('g', { class: 'wheel-rotor' });
  WHEEL_ORDER.forEach((pocket, i) => {
    const from = (i - 0.5) * STEP;
    const to = (i + 0.5) * STEP;
    rotor.append(
      svg('path', {
        d: `M${point(62, from)} L${point(96, from)} A96 96 0 0 1 ${point(96, to)} L${point(62, to)} A62 62 0 0 0 ${point(62, from)}Z`,
        class: `pocket pocket-${colourOf(pocket)}`,
      }),
      Object.assign(
        svg('text', { class: 'pocket-number', transform: `rotate(${i * STEP}) translate(0 -82)` }),
        { textContent: String(pocket) },
      ),
    );
  });
  rotor.append(
    svg('circle', { r: 60, class: 'wheel-hub' }),
    svg('circle', { r: 14, class: 'wheel-cap' }),
  );
  return {
    picture: picture(
      '-100 -100 200 200',
      'wheel-art',
      svg('circle', { r: 99, class: 'wheel-rim' }),
      rotor,
      svg('path', { d: 'M-6 -100 L6 -100 L0 -88Z', class: 'wheel-pointer' }),
    ),
    rotor,
  };
}

/** What a chip is called in the list, e.g. "Split 17, 20" or "Red". */
export function describeRouletteBet(chip: Pick<TableBet, 'bet' | 'numbers'>): string {
  const name = strings.roulette.bets[chip.bet as RouletteBetKind] ?? chip.bet;
  if (chip.bet === 'dozen' || chip.bet === 'column') {
    const index = betsOfKind(chip.bet).findIndex((s) => s.join('-') === chip.numbers.join('-'));
    return `${name} ${index + 1}`;
  }
  return betsOfKind(chip.bet as RouletteBetKind).length > 3
    ? `${name} ${chip.numbers.join(', ')}`
    : name;
}

export function rouletteView(game: RouletteGame, round: Round, chipAmount: () => number): View {
  const { picture: wheel, rotor } = wheelPicture();
  let turn = 0;
  const result = el('p', { className: 'pocket-result', text: strings.roulette.placeBets });
  const history = el('ol', {
    className: 'history',
    attrs: { 'aria-label': strings.roulette.history },
  });
  const numbers: number[] = [];
  const stage = el(
    'div',
    { className: 'roulette-stage' },
    wheel,
    el('div', { className: 'roulette-side' }, result, history),
  );

  const spin = button(strings.roulette.spin, strings.roulette.spinLabel);
  let busy = false;
  const board = chipBoard(game, chipAmount, describeRouletteBet, () => {
    spin.disabled = busy || board.total() === 0;
  });
  spin.disabled = true; // no chips yet
  spin.addEventListener('click', () => round({ kind: 'roulette', bets: board.bets() }));

  // The layout: zero, then three rows of twelve (3 6 … 36 on top, 1 4 … 34 at the bottom) with
  // each row's column bet at its end; the dozens and the even-money bets below.
  const layoutButtons: HTMLButtonElement[] = [];
  const betButton = (text: string, chip: Omit<TableBet, 'amount'>, className: string) => {
    // The visible text leads the name (WCAG 2.5.3), then what the bet is when it says more.
    const described = describeRouletteBet(chip);
    const label = strings.roulette.addChip(
      described.includes(text) ? described : strings.layoutName(text, described),
    );
    const b = button(text, label, `layout-bet ${className}`);
    b.addEventListener('click', () => board.add(chip));
    layoutButtons.push(b);
    return b;
  };
  const grid = el('div', {
    className: 'roulette-layout',
    attrs: { role: 'group', 'aria-label': strings.roulette.layout },
  });
  grid.append(betButton('0', { bet: 'straight', numbers: [0] }, 'zero pocket-green'));
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 12; col++) {
      const n = 3 * col + (3 - row);
      grid.append(betButton(String(n), { bet: 'straight', numbers: [n] }, `pocket-${colourOf(n)}`));
    }
    const column = betsOfKind('column')[2 - row]!;
    grid.append(betButton('2:1', { bet: 'column', numbers: column }, 'outside'));
  }
  const outside = el('div', { className: 'roulette-outside' });
  betsOfKind('dozen').forEach((numbers, i) =>
    outside.append(betButton(strings.roulette.dozenLabel(i), { bet: 'dozen', numbers }, 'dozen')),
  );
  for (const kind of ['low', 'even', 'red', 'black', 'odd', 'high'] as const) {
    const numbers = betsOfKind(kind)[0]!;
    outside.append(
      betButton(strings.roulette.bets[kind], { bet: kind, numbers }, `even-money ${kind}`),
    );
  }

  // Splits, streets, corners and six lines: a kind, then its numbers.
  const kinds: RouletteBetKind[] = ['split', 'street', 'corner', 'six-line'];
  const kindSelect = el('select', { attrs: { id: `${game.code}-kind` } });
  kindSelect.append(
    ...kinds.map((k) => el('option', { text: strings.roulette.bets[k], attrs: { value: k } })),
  );
  const setSelect = el('select', { attrs: { id: `${game.code}-numbers` } });
  const fillSets = () =>
    setSelect.replaceChildren(
      ...betsOfKind(kindSelect.value as RouletteBetKind).map((set) =>
        el('option', { text: set.join(', '), attrs: { value: set.join('-') } }),
      ),
    );
  kindSelect.addEventListener('change', fillSets);
  fillSets();
  const addOther = button(strings.roulette.add, strings.roulette.addLabel, 'step wide');
  addOther.addEventListener('click', () =>
    board.add({ bet: kindSelect.value, numbers: setSelect.value.split('-').map(Number) }),
  );
  const others = el(
    'div',
    { className: 'roulette-others field' },
    el('label', { text: strings.roulette.kind, attrs: { for: kindSelect.id } }),
    kindSelect,
    el('label', { text: strings.roulette.numbers, attrs: { for: setSelect.id } }),
    setSelect,
    addOther,
  );

  const showHistory = () =>
    history.replaceChildren(
      ...numbers.map((n) =>
        el('li', {
          className: `pocket-${colourOf(n)}`,
          text: String(n),
          attrs: {
            'aria-label': strings.roulette.pocket(n, strings.roulette.colours[colourOf(n)]),
          },
        }),
      ),
    );

  return {
    stage,
    controls: [
      el('div', { className: 'roulette-table' }, grid, outside, others),
      board.panel,
      spin,
    ],
    betOf: chipsTotal,
    start() {
      result.textContent = strings.roulette.noMoreBets;
    },
    async finish(answer, startedAt) {
      const detail = answer.detail as RouletteDetail;
      const index = WHEEL_ORDER.indexOf(detail.pocket as (typeof WHEEL_ORDER)[number]);
      // At least three turns, ending with the pocket under the pointer at the top.
      const target = -index * STEP;
      const base = turn + 3 * 360;
      turn = base + ((((target - base) % 360) + 360) % 360);
      const left = Math.max(600, startedAt + game.minRoundMs - Date.now());
      rotor.style.setProperty('--spin-ms', `${reducedMotion() ? 0 : left}ms`);
      rotor.style.setProperty('--turn', `${turn}deg`);
      await wait(startedAt + game.minRoundMs - Date.now());
      result.textContent = strings.roulette.pocket(
        detail.pocket,
        strings.roulette.colours[detail.colour],
      );
      result.className = `pocket-result pocket-${detail.colour}`;
      numbers.unshift(detail.pocket);
      numbers.length = Math.min(numbers.length, HISTORY);
      showHistory();
    },
    abort() {
      result.textContent = strings.roulette.placeBets;
    },
    setBusy(value) {
      busy = value;
      for (const b of layoutButtons) b.disabled = value;
      kindSelect.disabled = value;
      setSelect.disabled = value;
      addOther.disabled = value;
      board.setBusy(value);
      spin.disabled = value || board.total() === 0;
    },
  };
}
