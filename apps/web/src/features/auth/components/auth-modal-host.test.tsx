import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useModalManager } from '@/lib/modal-manager';
import { useSessionStore } from '@/stores/session-store';
import { envelope, stubApi } from '@/test/fetch-stub';
import { afterLoginFixture, userFixture } from '@/test/fixtures/user';
import { location, renderApp } from '@/test/render-app';

const lobbyBar = async () => screen.findByTestId('lobby-bar');

describe('sign-in modals', () => {
  it('open over the lobby from its Log in and Sign up buttons', async () => {
    stubApi({});
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(within(await lobbyBar()).getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    expect(location(router)).toBe('/');
  });

  it('are mutually exclusive: a link from one replaces it with the other', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderApp('/');
    await user.click(within(await lobbyBar()).getByRole('link', { name: 'Sign up' }));
    const register = await screen.findByRole('dialog', { name: 'Create your account' });

    await user.click(within(register).getByRole('link', { name: 'Log in' }));
    const login = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(useModalManager.getState().auth).toBe('login');

    await user.click(await within(login).findByRole('tab', { name: 'Password' }));
    await user.click(within(login).getByRole('link', { name: 'Forgot password?' }));
    await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    // Opening one from code (another place in the app) closes the others too.
    useModalManager.getState().openAuth('register');
    await screen.findByRole('dialog', { name: 'Create your account' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useModalManager.getState().auth).toBeNull();
  });

  it('a sign-in in the modal keeps the player where they are', async () => {
    stubApi({
      accountLogin: () => envelope({ token: 'tok-1', user: userFixture() }),
      getAfterLoginInfoWeb: () => envelope(afterLoginFixture(userFixture({ coin: 5_000 }))),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/');
    useModalManager.getState().openAuth('login');
    const login = await screen.findByRole('dialog', { name: 'Welcome back' });
    await user.click(await within(login).findByRole('tab', { name: 'Account' }));
    await user.type(within(login).getByLabelText('Account name'), 'lucky_ava');
    await user.type(within(login).getByLabelText('Password', { exact: true }), 'Tulip-Harbor-58');
    await user.click(within(login).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location(router)).toBe('/');
    expect(useSessionStore.getState().token).toBe('tok-1');
    expect(await within(await lobbyBar()).findByText('50.00')).toBeInTheDocument();
  });
});
