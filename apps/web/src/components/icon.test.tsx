import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { envelope, stubConfigServer, stubFetch } from '../test/fetch-stub';
import { configFixture } from '../test/fixtures/app-config';
import { renderApp } from '../test/render-app';
import { userFixture } from '../test/fixtures/user';

// The page icons join Icon only when the page routes load; nothing here navigates away from
// the lobby, so an icon the lobby draws from that set would show up empty.
const emptyIcons = () =>
  [...document.querySelectorAll('svg path')].filter((path) => !path.getAttribute('d'));

describe('icons on the lobby', () => {
  it('draws every icon of the lobby bar, tabs, sections and chat button when signed in', async () => {
    stubConfigServer();
    useSessionStore.getState().signIn('t', userFixture({ id: 1, account: '' }));
    renderApp('/');
    await screen.findByRole('region', { name: 'Slots' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(emptyIcons()).toEqual([]);
  });

  it('draws the empty state of a lobby without games', async () => {
    stubConfigServer({ ...configFixture, games: [] });
    renderApp('/');
    await screen.findByText('No games here');
    expect(emptyIcons()).toEqual([]);
  });

  it('draws the Retry state of a config that cannot load', async () => {
    stubFetch(() => envelope(undefined, 500, 500, 'Something went wrong, please try again later.'));
    renderApp('/');
    await screen.findByRole('button', { name: 'Retry' });
    expect(emptyIcons()).toEqual([]);
  });
});
