import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@lobby/contract/app-config';
import { stubConfigServer } from '@/test/fetch-stub';
import { configFixture } from '@/test/fixtures/app-config';
import { location, renderApp } from '@/test/render-app';

const config: AppConfig = {
  ...configFixture,
  games: [...configFixture.games, { ...configFixture.games[0]!, id: 1006, name: 'Pokér Night' }],
};

describe('/game/search', () => {
  it('filters once the typing pauses for 250 ms, and keeps the query in the URL', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubConfigServer(config);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: 50 });
    const { router } = renderApp('/game/search');
    const input = await screen.findByRole('searchbox', { name: 'Game name' });
    expect(screen.getByText('Type a name to search 6 games.')).toBeInTheDocument();

    // 50 ms between keys: the list waits for the pause after the last one.
    await user.type(input, 'LUCKY');
    expect(input).toHaveValue('LUCKY');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText('Lucky Lanterns')).toBeNull();
    expect(location(router)).toBe('/game/search');

    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('Lucky Lanterns')).toBeInTheDocument();
    expect(screen.queryByText('Golden Sevens')).toBeNull();
    expect(location(router)).toBe('/game/search?q=LUCKY');
  });

  it('finds a name whatever the case and accents of either side', async () => {
    stubConfigServer(config);
    const user = userEvent.setup();
    renderApp('/game/search');
    const input = await screen.findByRole('searchbox', { name: 'Game name' });
    await user.type(input, 'POKER');
    expect(await screen.findByText('Pokér Night')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'lücky');
    expect(await screen.findByText('Lucky Lanterns')).toBeInTheDocument();
    expect(screen.queryByText('Pokér Night')).toBeNull();
  });

  it('opens with the query of the URL, and says when nothing matches', async () => {
    stubConfigServer(config);
    renderApp('/game/search?q=zzz');
    expect(await screen.findByRole('searchbox', { name: 'Game name' })).toHaveValue('zzz');
    const empty = await screen.findByText('No games found');
    expect(within(empty.parentElement!).getByText(/Nothing matches “zzz”/)).toBeInTheDocument();
  });
});
