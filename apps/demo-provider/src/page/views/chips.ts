import type { DemoGame } from '../../catalogue/games';
import type { Play, TableBet } from '../../math/types';
import { button, el } from '../dom';
import { formatMoney } from '../logic';
import { strings } from '../strings.en-US';

// The chips a player lays on a layout table (roulette, sic bo; baccarat and dragon tiger's bets)
// before a round: each press of a
// bet adds one chip of the picker's amount (a chip on a bet already placed adds to it). The list
// says every chip and takes one off; the total is the round's bet. A chip that would take the
// total past the game's maximum, or one chip too many, is refused with a message.

export interface ChipBoard {
  /** The list of chips, their total, and the clear button. */
  panel: HTMLElement;
  add(chip: Omit<TableBet, 'amount'>): void;
  bets(): TableBet[];
  total(): number;
  clear(): void;
  setBusy(busy: boolean): void;
}

export function chipBoard(
  game: Pick<DemoGame, 'maxBet'> & { math: { maxChips: number } },
  chipAmount: () => number,
  describe: (chip: Omit<TableBet, 'amount'>) => string,
  onChange: () => void,
): ChipBoard {
  let chips: TableBet[] = [];
  let busy = false;
  const list = el('ul', { className: 'chip-list' });
  const totalOut = el('output', { className: 'chip-total' });
  const clear = button(strings.chips.clear, strings.chips.clearLabel, 'step wide');
  const panel = el(
    'section',
    { className: 'chip-board', attrs: { 'aria-label': strings.chips.title } },
    el('h2', { text: strings.chips.title }),
    list,
    el('p', {}, el('span', { text: `${strings.chips.total} ` }), totalOut),
    clear,
  );
  const total = () => chips.reduce((sum, chip) => sum + chip.amount, 0);
  const say = (message: string) =>
    panel.dispatchEvent(new CustomEvent('page:message', { bubbles: true, detail: message }));
  const render = (notify = true) => {
    list.replaceChildren(
      ...chips.map((chip, i) => {
        const text = `${describe(chip)}: ${formatMoney(chip.amount)}`;
        const remove = button(strings.chips.remove, strings.chips.removeLabel(text), 'step');
        remove.disabled = busy;
        remove.addEventListener('click', () => {
          chips = chips.filter((_, j) => j !== i);
          render();
        });
        return el('li', {}, el('span', { text }), remove);
      }),
    );
    if (chips.length === 0) list.append(el('li', { text: strings.chips.none }));
    totalOut.textContent = formatMoney(total());
    clear.disabled = busy || chips.length === 0;
    if (notify) onChange();
  };
  clear.addEventListener('click', () => {
    chips = [];
    render();
  });
  render(false); // the board does not exist yet for its owner
  return {
    panel,
    add(chip) {
      const amount = chipAmount();
      if (total() + amount > game.maxBet)
        return say(strings.chips.overMax(formatMoney(game.maxBet)));
      const same = chips.find(
        (c) => c.bet === chip.bet && c.numbers.join('-') === chip.numbers.join('-'),
      );
      if (same) same.amount += amount;
      else if (chips.length >= game.math.maxChips)
        return say(strings.chips.tooMany(game.math.maxChips));
      else chips.push({ bet: chip.bet, numbers: [...chip.numbers], amount });
      render();
    },
    bets: () => chips.map((chip) => ({ ...chip, numbers: [...chip.numbers] })),
    total,
    clear() {
      chips = [];
      render();
    },
    setBusy(value) {
      busy = value;
      render();
    },
  };
}

/** The round's bet of a layout play: the sum of its chips (what the server checks it against). */
export function chipsTotal(play: Play): number {
  return 'bets' in play ? play.bets.reduce((sum, chip) => sum + chip.amount, 0) : 0;
}
