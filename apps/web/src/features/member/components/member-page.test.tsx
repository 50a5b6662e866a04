import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/config/storage-keys';
import { useDotStore } from '@/stores/dot-store';
import { useSessionStore } from '@/stores/session-store';
import { cachedBalances } from '@/test/balances';
import { envelope, refusal, stubApi } from '@/test/fetch-stub';
import { userFixture } from '@/test/fixtures/user';
import { location, renderApp } from '@/test/render-app';

const balances = {
  coin: 1_234_567,
  safebox: 5_000,
  lottery: 0,
  vip: 1,
  vipExp: 640,
  userLevel: 1,
  bet: 250,
  exchange: 0,
  hasPassword: true,
};

describe('/member', () => {
  it('refreshes the balances on open and shows them floored to two decimals', async () => {
    const { seen } = stubApi({ refreshData: () => envelope(balances) });
    useSessionStore.getState().signIn('tok-1', userFixture({ coin: 100 }));
    renderApp('/member');
    expect(await screen.findByRole('heading', { name: 'LuckyAva' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('member-balance')).toHaveTextContent('12,345.67'),
    );
    expect(seen.filter((r) => r.url.endsWith('/refreshData'))).toHaveLength(1);
    expect(screen.getByText('ID 1001')).toBeInTheDocument();
    expect(screen.getByText('VIP 1')).toBeInTheDocument();
    expect(cachedBalances()).toMatchObject({ coin: 1_234_567, safebox: 5_000, bet: 250 });
    expect(useSessionStore.getState().user).toMatchObject({
      coin: 1_234_567,
      nickname: 'LuckyAva',
    });
  });

  it('links every member page of the spec', async () => {
    stubApi({ refreshData: () => envelope(balances) });
    useSessionStore.getState().signIn('tok-1', userFixture({ mobile: '' }));
    renderApp('/member');
    await screen.findByRole('heading', { name: 'LuckyAva' });
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const path of [
      '/wallets?name=deposit&back=1',
      '/wallets?name=withdraw&back=1',
      '/wallets/record',
      '/wallets/card/list',
      '/member/report',
      '/member/games',
      '/member/retrieve-balance',
      '/member/profile',
      '/email',
      '/share',
      '/agent',
      '/feedback',
      '/faq',
      '/service',
      '/about-us',
      '/auth/set-password',
      '/auth/bind',
      '/vip',
    ]) {
      expect(hrefs, path).toContain(path);
    }
  });

  it('logs out: the logout call, then token, user, vip, dot and wallet cleared', async () => {
    const { seen } = stubApi({
      refreshData: () => envelope(balances),
      logout: () => envelope({}),
    });
    useSessionStore.getState().signIn('tok-1', userFixture());
    useDotStore.getState().set({ hasMail: true });
    const user = userEvent.setup();
    const { router } = renderApp('/member');
    await waitFor(() => expect(cachedBalances()?.coin).toBe(1_234_567));
    await user.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(location(router)).toBe('/'));
    expect(seen.find((r) => r.url.endsWith('/logout'))?.headers.authorization).toBe('tok-1');
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(useDotStore.getState().hasMail).toBe(false);
    expect(cachedBalances()).toBeUndefined();
    // The account name stays, so the next sign-in opens on the account form.
    expect(localStorage.getItem(storageKeys.savedAccount)).toBe('lucky_ava');
    expect(
      within(await screen.findByTestId('lobby-bar')).getByRole('link', { name: 'Log in' }),
    ).toBeInTheDocument();
  });

  it('a 401 from refreshData signs out and sends to sign-in on the account form', async () => {
    stubApi({ refreshData: () => refusal(401) });
    useSessionStore.getState().signIn('tok-1', userFixture());
    const { router } = renderApp('/member');
    await waitFor(() =>
      expect(location(router)).toBe('/auth/login?type=account&redirect=%2Fmember'),
    );
    expect(useSessionStore.getState().token).toBeNull();
  });
});

describe('/member/profile', () => {
  it('saves a picked avatar and a valid nickname through updateProfile', async () => {
    const { seen } = stubApi({
      updateProfile: (body) =>
        envelope({
          user: userFixture({
            ...(typeof body.avatar === 'string' ? { avatar: body.avatar } : {}),
            ...(typeof body.nickname === 'string' ? { nickname: body.nickname } : {}),
          }),
        }),
    });
    useSessionStore.getState().signIn('tok-1', userFixture());
    const user = userEvent.setup();
    renderApp('/member/profile');
    const a3 = await screen.findByRole('radio', { name: 'Avatar 3' });
    expect(screen.getByRole('radio', { name: 'Avatar 1' })).toBeChecked();
    await user.click(a3);
    await waitFor(() => expect(useSessionStore.getState().user?.avatar).toBe('a3'));
    expect(seen.find((r) => r.url.endsWith('/updateProfile'))?.body).toMatchObject({
      avatar: 'a3',
    });
    expect(a3).toBeChecked();

    const nickname = screen.getByLabelText('Nickname');
    await user.clear(nickname);
    await user.type(nickname, 'A');
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(await screen.findByText('The nickname is 2–16 characters.')).toBeInTheDocument();
    await user.type(nickname, 'va  Star');
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    await waitFor(() => expect(useSessionStore.getState().user?.nickname).toBe('Ava Star'));
  });

  it('shows the bound phone, or a link to bind one, and the password action', async () => {
    stubApi({});
    useSessionStore.getState().signIn('tok-1', userFixture({ mobile: '', hasPassword: false }));
    const { unmount } = renderApp('/member/profile');
    expect(await screen.findByRole('link', { name: 'Link' })).toHaveAttribute('href', '/auth/bind');
    expect(screen.getByRole('link', { name: 'Set' })).toHaveAttribute('href', '/auth/set-password');
    unmount();

    useSessionStore.getState().setUser(userFixture({ mobile: '+15550001234' }));
    renderApp('/member/profile');
    expect(await screen.findByText('+1 555 000 1234')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change' })).toBeInTheDocument();
  });

  it('lists the devices signed in, this one marked, and signs others out', async () => {
    let list = [
      {
        id: 11,
        device: 'Chrome on Android',
        ip: '198.51.100.x',
        createdAt: 1_780_000_000,
        lastSeenAt: 1_780_000_500,
        current: false,
      },
      {
        id: 12,
        device: 'Safari on iOS',
        ip: '203.0.113.x',
        createdAt: 1_780_000_100,
        lastSeenAt: 1_780_000_600,
        current: true,
      },
      {
        id: 13,
        device: '',
        ip: '',
        createdAt: 1_780_000_200,
        lastSeenAt: 1_780_000_300,
        current: false,
      },
    ];
    const { seen } = stubApi({
      sessionList: () => envelope({ list }),
      sessionEnd: (body) => {
        list = list.filter((s) => s.id !== body.id);
        return envelope({ ended: 1 });
      },
      sessionEndOthers: () => {
        const ended = list.filter((s) => !s.current).length;
        list = list.filter((s) => s.current);
        return envelope({ ended });
      },
    });
    useSessionStore.getState().signIn('tok-1', userFixture());
    const user = userEvent.setup();
    renderApp('/member/profile');
    const section = await screen.findByRole('region', { name: 'Devices signed in' });
    expect(await within(section).findByText('Chrome on Android')).toBeInTheDocument();
    expect(within(section).getByText('This device')).toBeInTheDocument();
    expect(within(section).getByText('Unknown device')).toBeInTheDocument();
    expect(within(section).getByText(/198\.51\.100\.x · last active/)).toBeInTheDocument();
    // The current device has no sign-out button of its own.
    expect(
      within(section)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual([
      'Sign out Chrome on Android',
      'Sign out Unknown device',
      'Sign out everywhere else',
    ]);

    await user.click(within(section).getByRole('button', { name: 'Sign out Chrome on Android' }));
    await waitFor(() => expect(within(section).queryByText('Chrome on Android')).toBeNull());
    expect(seen.find((r) => r.url.endsWith('/sessionEnd'))?.body).toMatchObject({ id: 11 });

    await user.click(within(section).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(within(section).queryByText('Unknown device')).toBeNull());
    expect(seen.filter((r) => r.url.endsWith('/sessionEndOthers'))).toHaveLength(1);
    expect(within(section).queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
    expect(useSessionStore.getState().token).toBe('tok-1');
  });
});
