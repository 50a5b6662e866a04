import type { DemoGame } from '../../catalogue/games';
import { TOTAL_ODDS, type SicBoBetKind, type SicBoDetail } from '../../math/sic-bo';
import type { TableBet } from '../../math/types';
import { button, el, reducedMotion, wait, type Round, type View } from '../dom';
import { strings } from '../strings.en-US';
import { chipBoard, chipsTotal } from './chips';
import { diePicture } from './svg';

// Sic bo's page: three SVG dice that tumble and land, and the layout as buttons: small and big,
// the totals 4 to 17, each triple and any triple, each double, each single number, and the
// two-dice combinations (a list of the fifteen pairs, then a button).

type SicBoGame = Extract<DemoGame, { kind: 'sic-bo' }>;
const FACES = [1, 2, 3, 4, 5, 6];

/** What a chip is called in the list, e.g. "Total 10" or "Combination 2 and 5". */
export function describeSicBoBet(chip: Pick<TableBet, 'bet' | 'numbers'>): string {
  return strings.sicBo.bet(chip.bet as SicBoBetKind, chip.numbers);
}

export function sicBoView(game: SicBoGame, round: Round, chipAmount: () => number): View {
  const diceBox = el('div', {
    className: 'dice',
    attrs: { role: 'img', 'aria-label': strings.sicBo.waiting },
  });
  const showDice = (faces: number[]) => diceBox.replaceChildren(...faces.map((f) => diePicture(f)));
  showDice([1, 2, 3]);
  const result = el('p', { className: 'dice-result', text: strings.sicBo.placeBets });
  const stage = el('div', { className: 'sic-bo-stage' }, diceBox, result);

  const roll = button(strings.sicBo.roll, strings.sicBo.rollLabel);
  let busy = false;
  const board = chipBoard(game, chipAmount, describeSicBoBet, () => {
    roll.disabled = busy || board.total() === 0;
  });
  roll.disabled = true; // no chips yet
  roll.addEventListener('click', () => round({ kind: 'sic-bo', bets: board.bets() }));

  const buttons: HTMLButtonElement[] = [];
  const betButton = (text: string, chip: Omit<TableBet, 'amount'>, odds: string) => {
    // The visible text leads the name (WCAG 2.5.3), then what the bet is when it says more.
    const described = describeSicBoBet(chip);
    const label = strings.sicBo.addChip(
      described.includes(text) ? described : strings.layoutName(text, described),
      odds,
    );
    const b = button(text, label, 'layout-bet');
    b.addEventListener('click', () => board.add(chip));
    buttons.push(b);
    return b;
  };
  const group = (title: string, ...children: HTMLElement[]) =>
    el(
      'div',
      { className: 'sic-bo-group', attrs: { role: 'group', 'aria-label': title } },
      el('h3', { text: title }),
      el('div', { className: 'sic-bo-bets' }, ...children),
    );
  const layout = el(
    'div',
    { className: 'sic-bo-layout' },
    group(
      strings.sicBo.groups.bigSmall,
      betButton(strings.sicBo.small, { bet: 'small', numbers: [] }, '1:1'),
      betButton(strings.sicBo.big, { bet: 'big', numbers: [] }, '1:1'),
    ),
    group(
      strings.sicBo.groups.totals,
      ...Array.from({ length: 14 }, (_, i) => i + 4).map((total) =>
        betButton(String(total), { bet: 'total', numbers: [total] }, `${TOTAL_ODDS[total]}:1`),
      ),
    ),
    group(
      strings.sicBo.groups.triples,
      ...FACES.map((n) => betButton(`${n}${n}${n}`, { bet: 'triple', numbers: [n] }, '180:1')),
      betButton(strings.sicBo.anyTriple, { bet: 'any-triple', numbers: [] }, '30:1'),
    ),
    group(
      strings.sicBo.groups.doubles,
      ...FACES.map((n) => betButton(`${n}${n}`, { bet: 'double', numbers: [n] }, '10:1')),
    ),
    group(
      strings.sicBo.groups.singles,
      ...FACES.map((n) => betButton(String(n), { bet: 'single', numbers: [n] }, '1:1–3:1')),
    ),
  );
  const pairSelect = el('select', { attrs: { id: `${game.code}-pair` } });
  for (let a = 1; a <= 6; a++) {
    for (let b = a + 1; b <= 6; b++) {
      pairSelect.append(el('option', { text: `${a} + ${b}`, attrs: { value: `${a}-${b}` } }));
    }
  }
  const addPair = button(strings.sicBo.addPair, strings.sicBo.addPairLabel, 'step wide');
  addPair.addEventListener('click', () =>
    board.add({ bet: 'combination', numbers: pairSelect.value.split('-').map(Number) }),
  );
  const pairs = el(
    'div',
    { className: 'field' },
    el('label', { text: strings.sicBo.groups.combinations, attrs: { for: pairSelect.id } }),
    pairSelect,
    addPair,
  );

  let tumble: ReturnType<typeof setInterval> | undefined;
  const stopTumble = () => {
    clearInterval(tumble);
    tumble = undefined;
    diceBox.classList.remove('rolling');
  };
  return {
    stage,
    controls: [el('div', { className: 'sic-bo-table' }, layout, pairs), board.panel, roll],
    betOf: chipsTotal,
    start() {
      result.textContent = strings.sicBo.rolling;
      diceBox.classList.add('rolling');
      if (reducedMotion()) return;
      tumble = setInterval(
        () => showDice([0, 1, 2].map(() => 1 + Math.floor(Math.random() * 6))),
        120,
      );
    },
    async finish(answer, startedAt) {
      await wait(startedAt + game.minRoundMs - Date.now());
      stopTumble();
      const detail = answer.detail as SicBoDetail;
      showDice(detail.dice);
      const said = strings.sicBo.rolled(detail.dice, detail.total);
      diceBox.setAttribute('aria-label', said);
      result.textContent = said;
    },
    abort() {
      stopTumble();
      result.textContent = strings.sicBo.placeBets;
    },
    setBusy(value) {
      busy = value;
      for (const b of buttons) b.disabled = value;
      pairSelect.disabled = value;
      addPair.disabled = value;
      board.setBusy(value);
      roll.disabled = value || board.total() === 0;
    },
  };
}
