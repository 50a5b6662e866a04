import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useSessionStore } from '@/stores/session-store';
import { envelope, refusal, stubApi } from '@/test/fetch-stub';
import { afterLoginFixture, userFixture } from '@/test/fixtures/user';
import { location, renderApp } from '@/test/render-app';

// Time-out and self-exclusion in the player app (ADR 0071): the section on
// /member/responsible-gaming, and the sign-in's refusal with the way to the balance.

describe('/member/responsible-gaming: take a break', () => {
  it('confirms what cannot be undone and until when, then signs out and says why', async () => {
    const { seen } = stubApi({
      refreshData: () => envelope({}),
      takeBreak: (body) => envelope({ kind: (body as { kind: string }).kind, until: null }),
    });
    useSessionStore.getState().signIn('tok-1', userFixture());
    const user = userEvent.setup();
    const { router } = renderApp('/member/responsible-gaming');
    const section = await screen.findByTestId('break-section');
    expect(within(section).getByRole('heading', { name: 'Take a break' })).toBeInTheDocument();
    // The periods follow the kind.
    expect(within(section).getByLabelText('24 hours')).toBeChecked();
    expect(within(section).queryByLabelText('Permanently')).toBeNull();
    await user.click(within(section).getByLabelText('Self-exclusion'));
    await user.click(within(section).getByLabelText('Permanently'));
    await user.click(screen.getByTestId('break-take'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Take this break?' });
    expect(dialog).toHaveTextContent('never ends');
    expect(dialog).toHaveTextContent('cannot be undone or shortened');
    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(seen.some((r) => r.url.endsWith('/takeBreak'))).toBe(false);

    await user.click(within(section).getByLabelText('1 year'));
    await user.click(screen.getByTestId('break-take'));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('lasts until about');
    await user.click(screen.getByTestId('break-confirm'));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    const sent = seen.find((r) => r.url.endsWith('/takeBreak'));
    expect(sent?.body).toMatchObject({ kind: 'exclusion', period: '1y', confirm: true });
    expect(await screen.findByText('You are taking a break')).toBeInTheDocument();
    expect(location(router)).toBe('/');
  });

  it('is on the member page', async () => {
    stubApi({ refreshData: () => envelope({}) });
    useSessionStore.getState().signIn('tok-1', userFixture());
    renderApp('/member');
    expect(await screen.findByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/member/responsible-gaming',
    );
  });
});

describe('signing in during a break', () => {
  it('says until when, and opens the withdrawal page through the cash-out session', async () => {
    const until = Date.UTC(2027, 0, 15, 12, 0, 0) / 1000;
    const { seen } = stubApi({
      accountLogin: () =>
        refusal(ErrorCode.PLAYER_ON_BREAK, { kind: 'timeout', until, cashOutToken: 'cash-1' }),
      getAfterLoginInfoWeb: () => envelope(afterLoginFixture(userFixture())),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auth/login?type=account');
    await user.type(await screen.findByLabelText('Account name'), 'lucky_ava');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Tulip-Harbor-58');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByText(/You are taking a break from play until/);
    expect(alert).toHaveTextContent('2027');
    await user.click(screen.getByRole('button', { name: 'Withdraw my balance' }));
    await waitFor(() => expect(location(router)).toMatch(/^\/wallets\?name=withdraw/));
    const info = seen.find((r) => r.url.endsWith('/getAfterLoginInfoWeb'));
    expect(info?.headers.authorization).toBe('cash-1');
    expect(useSessionStore.getState().token).toBe('cash-1');
  });
});
