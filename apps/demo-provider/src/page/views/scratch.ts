import type { DemoGame } from '../../catalogue/games';
import { SCRATCH_CELLS, type ScratchDetail } from '../../math/scratch';
import { symbolLabel } from '../logic';
import { strings } from '../strings.en-US';
import { el, button, showSymbol, symbolImage, type View, type Round } from '../dom';

// Scratch: nine covered cells. Buying a card plays the round (its prize is settled then); the
// cells become buttons that reveal their symbol on a click, Enter or Space, and "Reveal all"
// shows the rest. The round ends, and the page announces the result, once every cell shows.

export function scratchView(game: Extract<DemoGame, { kind: 'scratch' }>, round: Round): View {
  const cells = Array.from({ length: SCRATCH_CELLS }, (_, i) => {
    const image = symbolImage('', 'symbol', true);
    const cell = el('button', {
      className: 'scratch-cell covered',
      attrs: { type: 'button', 'aria-label': strings.scratch.cell(i + 1) },
    });
    cell.disabled = true;
    cell.append(image);
    return { cell, image };
  });
  const card = el(
    'div',
    { className: 'scratch', attrs: { role: 'group', 'aria-label': strings.scratch.card } },
    ...cells.map((c) => c.cell),
  );
  const hint = el('p', { className: 'hint', text: strings.scratch.hint });
  hint.hidden = true;
  const buy = button(strings.scratch.buy, strings.scratch.buyLabel);
  buy.addEventListener('click', () => round({ kind: 'scratch' }));
  const revealAll = button(strings.scratch.revealAll, strings.scratch.revealAllLabel, 'step wide');
  revealAll.disabled = true;
  let detail: ScratchDetail | null = null;
  let allShown: (() => void) | null = null;
  const reveal = (i: number) => {
    const { cell, image } = cells[i]!;
    if (!detail || !cell.classList.contains('covered')) return;
    const id = game.theme.symbols[detail.cells[i]!] ?? '';
    showSymbol(image, id);
    image.alt = '';
    cell.classList.remove('covered');
    cell.classList.toggle('match', detail.symbol !== null && detail.cells[i] === detail.symbol);
    cell.setAttribute('aria-label', strings.scratch.revealed(i + 1, symbolLabel(id)));
    if (cells.every((c) => !c.cell.classList.contains('covered'))) {
      revealAll.disabled = true;
      hint.hidden = true;
      allShown?.();
    }
  };
  cells.forEach((_, i) => cells[i]!.cell.addEventListener('click', () => reveal(i)));
  revealAll.addEventListener('click', () => cells.forEach((_, i) => reveal(i)));
  const cover = () => {
    detail = null;
    for (const { cell, image } of cells) {
      cell.className = 'scratch-cell covered';
      cell.disabled = true;
      image.removeAttribute('src');
      delete image.dataset.symbol;
    }
    cells.forEach(({ cell }, i) => cell.setAttribute('aria-label', strings.scratch.cell(i + 1)));
    revealAll.disabled = true;
    hint.hidden = true;
  };
  return {
    stage: el('div', { className: 'scratch-stage' }, card, hint),
    controls: [buy, revealAll],
    start: cover,
    finish(result) {
      detail = result.detail as ScratchDetail;
      for (const { cell } of cells) cell.disabled = false;
      revealAll.disabled = false;
      hint.hidden = false;
      cells[0]!.cell.focus();
      return new Promise<void>((resolve) => (allShown = resolve));
    },
    abort: cover,
    setBusy(busy) {
      buy.disabled = busy;
    },
  };
}
