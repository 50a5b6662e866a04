import type { DemoGame } from '../../catalogue/games';
import { BINGO_LINES, type BingoDetail } from '../../math/bingo';
import { strings } from '../strings.en-US';
import { wait, reducedMotion, el, button, type View, type Round } from '../dom';

// Bingo: the card (a 5 × 5 table under B I N G O, the centre free), then the balls drawn one
// after the other over the round's minimum duration, marking the card; complete lines glow.

export function bingoView(game: Extract<DemoGame, { kind: 'bingo' }>, round: Round): View {
  const cells = Array.from({ length: 25 }, (_, i) =>
    el('td', i === 12 ? { className: 'free marked', text: strings.bingo.free } : { text: '·' }),
  );
  const table = el(
    'table',
    { className: 'bingo' },
    el('caption', { text: strings.bingo.card }),
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        ...strings.bingo.letters.map((text) => el('th', { text, attrs: { scope: 'col' } })),
      ),
    ),
    el(
      'tbody',
      {},
      ...Array.from({ length: 5 }, (_, r) => el('tr', {}, ...cells.slice(r * 5, r * 5 + 5))),
    ),
  );
  const balls = el('ol', { className: 'balls', attrs: { 'aria-label': strings.bingo.drawn } });
  const play = button(strings.bingo.play, strings.bingo.playLabel);
  play.addEventListener('click', () => round({ kind: 'bingo' }));
  const reset = () => {
    balls.replaceChildren();
    cells.forEach((cell, i) => {
      cell.classList.remove('marked', 'line');
      if (i === 12) cell.classList.add('marked');
    });
  };
  return {
    stage: el('div', { className: 'bingo-stage' }, table, balls),
    controls: [play],
    start: reset,
    async finish(result, startedAt) {
      const detail = result.detail as BingoDetail;
      detail.card.forEach((n, i) => {
        if (i !== 12) cells[i]!.textContent = String(n);
      });
      const where = new Map(detail.card.map((n, i) => [n, i]));
      const step = reducedMotion() ? 0 : game.minRoundMs / detail.drawn.length;
      for (const [i, n] of detail.drawn.entries()) {
        if (step) await wait(startedAt + step * (i + 1) - Date.now());
        balls.append(el('li', { text: String(n) }));
        const at = where.get(n);
        if (at !== undefined) cells[at]!.classList.add('marked');
      }
      await wait(startedAt + game.minRoundMs - Date.now());
      for (const line of detail.lines) {
        for (const i of BINGO_LINES[line] ?? []) cells[i]!.classList.add('line');
      }
    },
    abort: reset,
    setBusy(busy) {
      play.disabled = busy;
    },
  };
}
