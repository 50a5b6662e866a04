import type { DemoGame } from '../../catalogue/games';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, slotPays, type PlinkoDetail } from '../../math/plinko';
import { formatMultiplier } from '../logic';
import { strings } from '../strings.en-US';
import { wait, reducedMotion, el, button, type View, type Round } from '../dom';

// Plinko: an SVG board of pegs (a triangle of `rows` rows), the slots with their pays below, and
// the ball falling along the round's path, one row at a time over the round's minimum duration.

const SVG = 'http://www.w3.org/2000/svg';
const GAP = 24;

function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  return node;
}

/** Where the ball is after `step` rows of `path` (x from the board's centre line, y down). */
export function ballPoint(path: readonly number[], step: number): { x: number; y: number } {
  const rights = path.slice(0, step).reduce<number>((sum, p) => sum + p, 0);
  return { x: (rights - step / 2) * GAP, y: step * GAP };
}

export function plinkoView(game: Extract<DemoGame, { kind: 'plinko' }>, round: Round): View {
  let rows = 12;
  const board = svg('svg', { class: 'plinko', role: 'img' });
  const trail = svg('polyline', { class: 'trail', points: '' });
  const ball = svg('circle', { class: 'plinko-ball', r: 7, cx: 0, cy: -GAP / 2 });
  let slots: SVGGElement[] = [];
  const draw = () => {
    const width = (rows + 2) * GAP;
    board.setAttribute('viewBox', `${-width / 2} ${-GAP} ${width} ${(rows + 2.5) * GAP}`);
    board.setAttribute('aria-label', strings.plinko.board(rows));
    const pegs = svg('g', { class: 'pegs' });
    for (let r = 0; r < rows; r++) {
      for (let i = 0; i <= r + 1; i++) {
        pegs.append(svg('circle', { cx: (i - (r + 1) / 2) * GAP, cy: r * GAP + GAP / 2, r: 3 }));
      }
    }
    slots = slotPays(game.math, rows).map((pay, k) => {
      const x = (k - rows / 2) * GAP;
      const slot = svg('g', { class: 'slot' });
      slot.append(
        svg('rect', { x: x - GAP / 2 + 1, y: rows * GAP + 4, width: GAP - 2, height: GAP, rx: 4 }),
      );
      const label = svg('text', { x, y: rows * GAP + 20, 'text-anchor': 'middle' });
      label.textContent = formatMultiplier(pay).replace(/\.00$/, '');
      slot.append(label);
      return slot;
    });
    trail.setAttribute('points', '');
    ball.setAttribute('cx', '0');
    ball.setAttribute('cy', String(-GAP / 2));
    board.replaceChildren(pegs, ...slots, trail, ball);
  };
  const selectId = `plinko-rows-${game.code}`;
  const select = el('select', { attrs: { id: selectId } });
  for (let n = PLINKO_MIN_ROWS; n <= PLINKO_MAX_ROWS; n++) {
    const option = el('option', { text: String(n), attrs: { value: String(n) } });
    option.selected = n === rows;
    select.append(option);
  }
  select.addEventListener('change', () => {
    rows = Number(select.value);
    draw();
  });
  const field = el(
    'div',
    { className: 'field' },
    el('label', { text: strings.plinko.rows, attrs: { for: selectId } }),
    select,
  );
  const drop = button(strings.plinko.drop, strings.plinko.dropLabel);
  drop.addEventListener('click', () => round({ kind: 'plinko', rows }));
  draw();
  const place = (path: readonly number[], step: number) => {
    const { x, y } = ballPoint(path, step);
    ball.setAttribute('cx', String(x));
    ball.setAttribute('cy', String(y - GAP / 2));
    trail.setAttribute(
      'points',
      Array.from({ length: step + 1 }, (_, s) => {
        const p = ballPoint(path, s);
        return `${p.x},${p.y - GAP / 2}`;
      }).join(' '),
    );
  };
  return {
    stage: el('div', { className: 'plinko-stage' }, board),
    controls: [field, drop],
    start() {
      for (const slot of slots) slot.classList.remove('landed');
      place([], 0);
    },
    async finish(result, startedAt) {
      const detail = result.detail as PlinkoDetail;
      const step = reducedMotion() ? 0 : game.minRoundMs / (detail.rows + 1);
      for (let s = 1; s <= detail.rows; s++) {
        if (step) await wait(startedAt + step * s - Date.now());
        place(detail.path, s);
      }
      await wait(startedAt + game.minRoundMs - Date.now());
      slots[detail.slot]?.classList.add('landed');
    },
    abort: () => place([], 0),
    setBusy(busy) {
      drop.disabled = busy;
      select.disabled = busy;
    },
  };
}
