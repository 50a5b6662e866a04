// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RoundResult } from '../../api-types';
import { findGame, type DemoGame } from '../../catalogue/games';
import type { Play } from '../../math/types';
import { bingoView } from './bingo';
import { kenoView, quickPick } from './keno';
import { ballPoint, plinkoView } from './plinko';
import { scratchView } from './scratch';

// The arcade views in a DOM: what they show, what a click plays, how a result lands. Reduced
// motion, and rounds that started long ago, so nothing waits.

beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: true, media: query })) as never;
});

const of = <K extends DemoGame['kind']>(code: string, kind: K) => {
  const game = findGame(code)!;
  if (game.kind !== kind) throw new Error(code);
  return game as Extract<DemoGame, { kind: K }>;
};
const result = (win: number, detail: unknown): RoundResult => ({
  roundId: 'r1',
  bet: 100,
  win,
  detail,
  balance: 10_000,
  nextRoundAt: 0,
});
const longAgo = () => Date.now() - 60_000;

describe('the keno view', () => {
  it('picks up to ten numbers as toggle buttons and plays them', () => {
    const round = vi.fn<(play: Play) => void>();
    const view = kenoView(of('keno-quick', 'keno'), round);
    const balls = [...view.stage.querySelectorAll('button')];
    expect(balls).toHaveLength(80);
    expect(balls[6]!.getAttribute('aria-label')).toBe('Number 7');
    const play = view.controls.find((c) => c.textContent === 'DRAW') as HTMLButtonElement;
    expect(play.disabled).toBe(true);
    for (const i of [6, 13, 0, 1, 2, 3, 4, 5, 7, 8, 9]) balls[i]!.click(); // the 11th is refused
    expect(balls.filter((b) => b.getAttribute('aria-pressed') === 'true')).toHaveLength(10);
    expect(balls[9]!.getAttribute('aria-pressed')).toBe('false');
    balls[13]!.click(); // un-pick 14
    play.click();
    expect(round).toHaveBeenCalledWith({ kind: 'keno', picks: [1, 2, 3, 4, 5, 6, 7, 8, 9] });
    expect(view.controls[0]!.textContent).toBe('9 of 10 picked');
  });

  it('marks the draw and the hits', async () => {
    const view = kenoView(of('keno-quick', 'keno'), () => {});
    const balls = [...view.stage.querySelectorAll('button')];
    balls[0]!.click();
    balls[1]!.click();
    const drawn = [1, ...Array.from({ length: 19 }, (_, i) => 60 + i)];
    await view.finish(result(104, { picks: [1, 2], drawn, hits: [1], pay: 104 }), longAgo());
    expect(balls[0]!.classList.contains('hit')).toBe(true);
    expect(balls[1]!.classList.contains('hit')).toBe(false);
    expect(balls[59]!.classList.contains('drawn')).toBe(true);
    expect(view.stage.querySelectorAll('.drawn, .hit')).toHaveLength(20);
  });

  it('quick-picks five distinct numbers of 1 … 80', () => {
    const picks = quickPick();
    expect(new Set(picks).size).toBe(5);
    for (const n of picks) expect(n >= 1 && n <= 80).toBe(true);
  });
});

describe('the plinko view', () => {
  it('draws a board of pegs and slots for the chosen rows, and drops on it', () => {
    const round = vi.fn<(play: Play) => void>();
    const view = plinkoView(of('plinko-drop', 'plinko'), round);
    const board = view.stage.querySelector('svg')!;
    expect(board.getAttribute('aria-label')).toBe('Plinko board of 12 rows');
    expect(board.querySelectorAll('.pegs circle')).toHaveLength(
      Array.from({ length: 12 }, (_, r) => r + 2).reduce((a, b) => a + b),
    );
    expect(board.querySelectorAll('.slot')).toHaveLength(13);
    const select = view.controls[0]!.querySelector('select')!;
    select.value = '8';
    select.dispatchEvent(new Event('change'));
    expect(board.querySelectorAll('.slot')).toHaveLength(9);
    expect(board.querySelector('.slot text')!.textContent).toBe('12.61');
    (view.controls[1] as HTMLButtonElement).click();
    expect(round).toHaveBeenCalledWith({ kind: 'plinko', rows: 8 });
  });

  it("follows the ball's path to its slot", async () => {
    const view = plinkoView(of('plinko-drop', 'plinko'), () => {});
    const path = [1, 1, 0, 1, 1, 1, 0, 1, 1, 0, 1, 1];
    await view.finish(result(350, { rows: 12, path, slot: 9, multiplier: 389 }), longAgo());
    const slots = [...view.stage.querySelectorAll('.slot')];
    expect(slots[9]!.classList.contains('landed')).toBe(true);
    expect(view.stage.querySelector('.trail')!.getAttribute('points')!.split(' ')).toHaveLength(13);
    expect(ballPoint(path, 12)).toEqual({ x: (9 - 6) * 24, y: 12 * 24 });
  });
});

describe('the scratch view', () => {
  it('reveals the cells by click (buttons: Enter and Space too), then ends the round', async () => {
    const round = vi.fn<(play: Play) => void>();
    const view = scratchView(of('scratch-gold', 'scratch'), round);
    (view.controls[0] as HTMLButtonElement).click();
    expect(round).toHaveBeenCalledWith({ kind: 'scratch' });
    const cells = [...view.stage.querySelectorAll<HTMLButtonElement>('.scratch-cell')];
    expect(cells).toHaveLength(9);
    for (const cell of cells) expect(cell.disabled).toBe(true);
    let done = false;
    const finished = view
      .finish(result(500, { cells: [2, 0, 2, 1, 2, 3, 0, 1, 4], symbol: 2, pays: 500 }), longAgo())
      .then(() => (done = true));
    cells[0]!.click();
    expect(cells[0]!.getAttribute('aria-label')).toBe('Cell 1: bell');
    expect(cells[0]!.classList.contains('match')).toBe(true);
    expect(cells[1]!.getAttribute('aria-label')).toBe('Scratch cell 2');
    await Promise.resolve();
    expect(done).toBe(false);
    (view.controls[1] as HTMLButtonElement).click(); // reveal all
    await finished;
    expect(done).toBe(true);
    expect(view.stage.querySelectorAll('.match')).toHaveLength(3);
    expect(view.stage.querySelectorAll('.covered')).toHaveLength(0);
  });
});

describe('the bingo view', () => {
  it('shows the card, the balls drawn, and the complete lines', async () => {
    const round = vi.fn<(play: Play) => void>();
    const view = bingoView(of('bingo-blast', 'bingo'), round);
    (view.controls[0] as HTMLButtonElement).click();
    expect(round).toHaveBeenCalledWith({ kind: 'bingo' });
    const card = Array.from({ length: 25 }, (_, i) => (i === 12 ? 0 : i + 1));
    const drawn = [1, 2, 3, 4, 5, 70];
    await view.finish(result(100, { card, drawn, lines: [0], pays: 100 }), longAgo());
    const cells = [...view.stage.querySelectorAll('td')];
    expect(cells[12]!.textContent).toBe('FREE');
    expect(cells[3]!.textContent).toBe('4');
    expect(view.stage.querySelectorAll('td.line')).toHaveLength(5);
    expect(view.stage.querySelectorAll('td.marked')).toHaveLength(6);
    expect([...view.stage.querySelectorAll('.balls li')].map((li) => li.textContent)).toEqual(
      drawn.map(String),
    );
    expect([...view.stage.querySelectorAll('thead th')].map((th) => th.textContent).join('')).toBe(
      'BINGO',
    );
  });
});
