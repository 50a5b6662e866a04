import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useModalManager } from '../lib/modal-manager';
import { stubApi } from '../test/fetch-stub';
import { configFixture } from '../test/fixtures/app-config';
import { renderApp } from '../test/render-app';
import { overlayPlace } from './layouts/default-layout';

describe('start-up modals', () => {
  it('keep off the sign-in pages and the games, and nowhere else', () => {
    for (const name of ['auth-login', 'auth-register', 'auth-forget'] as const) {
      expect(overlayPlace({ name })).toEqual({ immersive: false, signingIn: true });
    }
    expect(overlayPlace({ name: 'game-start', immersive: true })).toEqual({
      immersive: true,
      signingIn: false,
    });
    expect(overlayPlace({ name: 'index' })).toEqual({ immersive: false, signingIn: false });
  });

  it('wait queued while the player signs in, and show once they leave the sign-in page', async () => {
    stubApi(
      {},
      { ...configFixture, notices: configFixture.notices.map((n) => ({ ...n, popup: true })) },
    );
    const { router } = renderApp('/');
    await waitFor(() => expect(useModalManager.getState().queue.length).toBeGreaterThan(0));
    await act(() => router.navigate('/auth/login'));
    await screen.findByRole('heading', { level: 1 });
    act(() => useModalManager.getState().markCoverRemoved());
    await waitFor(() => expect(useModalManager.getState().current?.kind).toBe('notice'));
    expect(screen.queryByRole('dialog', { name: 'Welcome to the lobby' })).toBeNull();

    await act(() => router.navigate('/'));
    expect(await screen.findByRole('dialog', { name: 'Welcome to the lobby' })).toBeInTheDocument();
  });
});
