import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useSessionStore } from '@/stores/session-store';
import { envelope, refusal, stubApi } from '@/test/fetch-stub';
import { userFixture } from '@/test/fixtures/user';
import { location, renderApp } from '@/test/render-app';

describe('a player locked while signed in', () => {
  it('is told at once why, with the way to customer service, and is signed out', async () => {
    useSessionStore.getState().signIn('tok-locked', userFixture());
    // Staff locked the account: every call of the session is refused with PLAYER_LOCKED.
    stubApi({
      refreshData: () => refusal(ErrorCode.PLAYER_LOCKED),
      getVipInfo: () => refusal(ErrorCode.PLAYER_LOCKED),
      getCustomerServices: () => envelope({ appCustomerServiceQueue: [] }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/vip');

    const dialog = await screen.findByRole('alertdialog', { name: 'Your account is locked' });
    expect(dialog).toHaveTextContent(/Our team has locked this account/);
    expect(dialog).toHaveTextContent(/Customer service can tell you why/);
    // Not the generic refusal sentence.
    expect(dialog).not.toHaveTextContent(/Please contact support\.$/);
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
    // The lobby, not a sign-in form that would only refuse them again.
    await waitFor(() => expect(location(router)).toBe('/'));

    await user.click(within(dialog).getByRole('link', { name: 'Contact customer service' }));
    await waitFor(() => expect(location(router)).toBe('/service'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a sign-in refused as locked shows the form’s refusal, not the session notice', async () => {
    stubApi({ accountLogin: () => refusal(ErrorCode.PLAYER_LOCKED) });
    const user = userEvent.setup();
    renderApp('/auth/login?type=account');
    await user.type(await screen.findByLabelText('Account name'), 'player_one');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Tulip-Harbor-58');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/This account is locked/);
    expect(screen.queryByRole('alertdialog', { name: 'Your account is locked' })).toBeNull();
  });
});
