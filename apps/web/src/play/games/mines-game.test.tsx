import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { playMines } from '@lobby/games/node/rounds';
import { envelope } from '@/test/fetch-stub';
import { GAME_IDS, preferReducedMotion, renderPlay, stubPlayApi } from '@/test/play-kit';
import { formatCoins } from '../lib/format';

const SEEDS = { serverSeed: 'server-seed-1', clientSeed: 'client-seed-1', nonce: 0 };

describe('mines', () => {
  it('opens the chosen tiles in order with the chosen mines, then reveals the board', async () => {
    preferReducedMotion();
    const { seen } = stubPlayApi({
      'anonymous/demoPlay': (body) => {
        const params = body.params as { mines: number; picks: number[] };
        const outcome = playMines(SEEDS, { amount: body.bet as number, ...params });
        return envelope({
          game: 'mines',
          bet: body.bet,
          payout: outcome.payout,
          outcome,
          ...SEEDS,
        });
      },
    });
    const user = userEvent.setup();
    renderPlay('/play/mines?demo=1');
    const play = await screen.findByRole('button', { name: 'Bet' });
    expect(play).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Fewer mines' }));
    expect(screen.getByTestId('mines-count')).toHaveTextContent('2');
    const board = screen.getByRole('group', { name: /The board/ });
    for (const n of [8, 3, 13])
      await user.click(within(board).getByRole('button', { name: `Tile ${n}` }));
    expect(within(board).getByRole('button', { name: 'Tile 8, opens 1' })).toBeInTheDocument();
    expect(within(board).getByRole('button', { name: 'Tile 13, opens 3' })).toBeInTheDocument();
    expect(screen.getByText('3 tiles to open')).toBeInTheDocument();
    await user.click(play);

    const expected = playMines(SEEDS, { amount: 100, mines: 2, picks: [7, 2, 12] });
    expect(seen.find((r) => r.url.endsWith('/anonymous/demoPlay'))!.body).toMatchObject({
      gameId: GAME_IDS.mines,
      bet: 100,
      params: { mines: 2, picks: [7, 2, 12] },
    });
    await screen.findByText(expected.hitMine ? 'Boom! A mine this time' : /^Safe! You won/);
    // Every mine of the round shows, opened or not.
    const mines = within(board).getAllByRole('button', { name: /: mine/ });
    expect(
      mines
        .map((tile) => Number(/Tile (\d+)/.exec(tile.getAttribute('aria-label')!)![1]) - 1)
        .sort((a, b) => a - b),
    ).toEqual(expected.mines);
    if (!expected.hitMine) {
      expect(screen.getByTestId('last-win')).toHaveTextContent(formatCoins(expected.payout));
    }
  });

  it('caps the picks at the safe tiles and keeps them within a new mines count', async () => {
    stubPlayApi({});
    const user = userEvent.setup();
    renderPlay('/play/mines?demo=1');
    await screen.findByRole('button', { name: 'Bet' });
    const more = screen.getByRole('button', { name: 'More mines' });
    while (!more.hasAttribute('disabled')) await user.click(more);
    expect(screen.getByTestId('mines-count')).toHaveTextContent('24');
    await user.click(screen.getByRole('button', { name: 'Random' }));
    expect(screen.getByText('1 tile to open')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('Tap the tiles you want to open')).toBeInTheDocument();
  });
});
