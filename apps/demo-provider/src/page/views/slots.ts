import type { DemoGame } from '../../catalogue/games';
import type { SlotsDetail } from '../../math/slots';
import { winningCells } from '../logic';
import { strings } from '../strings.en-US';
import {
  wait,
  reducedMotion,
  el,
  button,
  showSymbol,
  symbolImage,
  type View,
  type Round,
} from '../dom';

export function slotsView(game: Extract<DemoGame, { kind: 'slots' }>, round: Round): View {
  const { rows, strips } = game.math;
  const symbols = game.theme.symbols;
  const grid = el('div', {
    className: 'reels',
    attrs: { role: 'group', 'aria-label': strings.reels },
  });
  grid.style.setProperty('--reels', String(strips.length));
  const cells = strips.map((strip, reel) =>
    Array.from({ length: rows }, (_, row) => {
      const image = symbolImage(symbols[strip[row]!] ?? '');
      const cell = el('span', { className: 'cell' }, image);
      cell.dataset.cell = `${reel}:${row}`;
      grid.append(cell);
      return { cell, image };
    }),
  );
  const spin = button(strings.spin, strings.spinLabel);
  spin.addEventListener('click', () => round({ kind: 'slots' }));
  let timer: ReturnType<typeof setInterval> | undefined;
  const stopTimer = () => {
    clearInterval(timer);
    timer = undefined;
    grid.classList.remove('spinning');
  };
  return {
    stage: grid,
    controls: [spin],
    start() {
      for (const { cell } of cells.flat()) cell.classList.remove('win');
      grid.classList.add('spinning');
      if (reducedMotion()) return;
      timer = setInterval(() => {
        cells.forEach((column, reel) => {
          const strip = strips[reel]!;
          const stop = Math.floor(Math.random() * strip.length);
          column.forEach(({ image }, row) => {
            showSymbol(image, symbols[strip[(stop + row) % strip.length]!] ?? '');
          });
        });
      }, 90);
    },
    async finish(result, startedAt) {
      await wait(startedAt + game.minRoundMs - Date.now());
      stopTimer();
      const detail = result.detail as SlotsDetail;
      const winning = winningCells(game, detail);
      cells.forEach((column, reel) =>
        column.forEach(({ cell, image }, row) => {
          showSymbol(image, symbols[detail.window[reel]?.[row] ?? -1] ?? '');
          cell.classList.toggle('win', winning.has(`${reel}:${row}`));
        }),
      );
    },
    abort: stopTimer,
    setBusy(busy) {
      spin.disabled = busy;
      spin.textContent = busy ? strings.spinning : strings.spin;
    },
  };
}
