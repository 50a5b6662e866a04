import type { DemoGame } from '../../catalogue/games';
import { KENO_MAX_PICKS, KENO_NUMBERS, type KenoDetail } from '../../math/keno';
import { strings } from '../strings.en-US';
import { wait, reducedMotion, el, button, type View, type Round } from '../dom';

// Keno: the 80 numbers as toggle buttons (pick up to 10), a quick pick, and the draw: the 20
// numbers light up one after the other over the round's minimum duration; hits stand out.

/** Five distinct numbers of 1 … 80 for a quick pick (the page's own randomness: no money). */
export function quickPick(random: () => number = Math.random, count = 5): number[] {
  const picks = new Set<number>();
  while (picks.size < count) picks.add(1 + Math.floor(random() * KENO_NUMBERS));
  return [...picks].sort((a, b) => a - b);
}

export function kenoView(game: Extract<DemoGame, { kind: 'keno' }>, round: Round): View {
  const picks = new Set<number>();
  const count = el('p', { className: 'picked', attrs: { 'aria-live': 'polite' } });
  const play = button(strings.keno.play, strings.keno.playLabel);
  const cells = Array.from({ length: KENO_NUMBERS }, (_, i) => {
    const n = i + 1;
    const cell = el('button', {
      className: 'ball',
      text: String(n),
      attrs: { type: 'button', 'aria-pressed': 'false', 'aria-label': strings.keno.number(n) },
    });
    cell.addEventListener('click', () => toggle(n));
    return cell;
  });
  const board = el(
    'div',
    { className: 'keno', attrs: { role: 'group', 'aria-label': strings.keno.board } },
    ...cells,
  );
  const show = () => {
    cells.forEach((cell, i) => cell.setAttribute('aria-pressed', String(picks.has(i + 1))));
    count.textContent = strings.keno.picked(picks.size, KENO_MAX_PICKS);
    play.disabled = picks.size === 0;
  };
  const toggle = (n: number) => {
    if (picks.has(n)) picks.delete(n);
    else if (picks.size < KENO_MAX_PICKS) picks.add(n);
    show();
  };
  const quick = button(strings.keno.quickPick, strings.keno.quickPickLabel, 'step wide');
  quick.addEventListener('click', () => {
    picks.clear();
    for (const n of quickPick()) picks.add(n);
    show();
  });
  const clear = button(strings.keno.clear, strings.keno.clearLabel, 'step wide');
  clear.addEventListener('click', () => (picks.clear(), show()));
  play.addEventListener('click', () => {
    if (picks.size > 0) round({ kind: 'keno', picks: [...picks].sort((a, b) => a - b) });
  });
  const unmark = () => {
    for (const cell of cells) cell.classList.remove('drawn', 'hit');
  };
  show();
  return {
    stage: board,
    controls: [count, quick, clear, play],
    start: unmark,
    async finish(result, startedAt) {
      const detail = result.detail as KenoDetail;
      const step = reducedMotion() ? 0 : game.minRoundMs / detail.drawn.length;
      for (const [i, n] of detail.drawn.entries()) {
        if (step) await wait(startedAt + step * (i + 1) - Date.now());
        cells[n - 1]?.classList.add(picks.has(n) ? 'hit' : 'drawn');
      }
      await wait(startedAt + game.minRoundMs - Date.now());
    },
    abort: unmark,
    setBusy(busy) {
      for (const cell of cells) cell.disabled = busy;
      quick.disabled = busy;
      clear.disabled = busy;
      play.disabled = busy || picks.size === 0;
    },
  };
}
