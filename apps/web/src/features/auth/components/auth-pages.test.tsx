import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@lobby/contract/values/errors';
import { storageKeys } from '@/config/storage-keys';
import { useSessionStore } from '@/stores/session-store';
import { cachedBalances } from '@/test/balances';
import { envelope, refusal, stubApi } from '@/test/fetch-stub';
import { configFixture } from '@/test/fixtures/app-config';
import { afterLoginFixture, userFixture } from '@/test/fixtures/user';
import { location, renderApp } from '@/test/render-app';

const signInAnswer = (extra = {}) => envelope({ token: 'tok-1', user: userFixture(extra) });
const field = (name: string) => screen.getByLabelText(name, { exact: true });

describe('log in', () => {
  it('checks the fields before sending: problems inline, nothing sent', async () => {
    const { seen } = stubApi({});
    const user = userEvent.setup();
    renderApp('/auth/login?type=account');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Enter your account name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(field('Account name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('Account name')).toHaveFocus());

    await user.type(field('Account name'), 'bad name');
    await user.type(field('Password'), 'Tulip-Harbor-58');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Use only lowercase letters, digits and _.'),
    ).toBeInTheDocument();
    expect(seen.some((r) => r.url.endsWith('/accountLogin'))).toBe(false);
  });

  it('opens on the account form with the saved account name (type=account)', async () => {
    stubApi({});
    localStorage.setItem(storageKeys.savedAccount, 'lucky_ava');
    renderApp('/auth/login?type=account');
    expect(await screen.findByRole('tab', { name: 'Account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(field('Account name')).toHaveValue('lucky_ava');
    expect(field('Account name')).toHaveAttribute('autocomplete', 'username');
    expect(field('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('signs in, fills the stores from getAfterLoginInfoWeb, and returns to redirect', async () => {
    const { seen } = stubApi({
      accountLogin: () => signInAnswer(),
      getAfterLoginInfoWeb: () =>
        envelope(afterLoginFixture(userFixture({ coin: 12_345, vip: 2, vipExp: 640, bet: 500 }))),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auth/login?type=account&redirect=%2Fvip');
    await user.type(await screen.findByLabelText('Account name'), '  Lucky_Ava ');
    await user.type(field('Password'), 'Tulip-Harbor-58');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(location(router)).toBe('/vip'));
    const login = seen.find((r) => r.url.endsWith('/accountLogin'));
    expect(login?.body).toMatchObject({
      loginType: 2,
      account: 'lucky_ava',
      password: 'Tulip-Harbor-58',
    });
    const after = seen.find((r) => r.url.endsWith('/getAfterLoginInfoWeb'));
    expect(after?.headers.authorization).toBe('tok-1');
    expect(after?.body).toMatchObject({ version: '1.1.1', os: expect.any(String) });
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-1', user: { coin: 12_345 } });
    expect(cachedBalances()).toMatchObject({ coin: 12_345, bet: 500, vip: 2, vipExp: 640 });
    expect(localStorage.getItem(storageKeys.savedAccount)).toBe('lucky_ava');
  });

  it('goes to /member when there is no redirect, or an outside one', async () => {
    stubApi({
      accountLogin: () => signInAnswer(),
      getAfterLoginInfoWeb: () => envelope(afterLoginFixture(userFixture())),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auth/login?type=account&redirect=%2F%2Fevil.example');
    await user.type(await screen.findByLabelText('Account name'), 'lucky_ava');
    await user.type(field('Password'), 'Tulip-Harbor-58');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location(router)).toBe('/member'));
  });

  it('says why a game asked to sign in, and offers its demo (Try for fun)', async () => {
    stubApi({});
    const first = renderApp(
      `/auth/login?redirect=${encodeURIComponent('/game/start?gameId=1005')}`,
    );
    expect(await screen.findByTestId('game-sign-in-note')).toHaveTextContent(
      /Playing for real needs an account/,
    );
    expect(screen.getByRole('link', { name: 'Try for fun' })).toHaveAttribute(
      'href',
      '/game/start?gameId=1005&tryIt=1',
    );
    first.unmount();
    // Signing in for anything else (or for a demo) says nothing of games.
    renderApp(`/auth/login?redirect=${encodeURIComponent('/wallets')}`);
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByTestId('game-sign-in-note')).toBeNull();
  });

  it('shows a refusal in its own words: above the button, or on its field', async () => {
    let answer = refusal(ErrorCode.LOGIN_FAILED);
    stubApi({ accountLogin: () => answer });
    const user = userEvent.setup();
    renderApp('/auth/login?type=account');
    await user.type(await screen.findByLabelText('Account name'), 'lucky_ava');
    await user.type(field('Password'), 'Tulip-Harbor-58');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sign-in details are not correct.',
    );

    answer = refusal(ErrorCode.ACCOUNT_LOCKED, { retryAfterSeconds: 900 });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText(
        'Too many wrong passwords. Try again in 15 minutes or reset your password.',
      ),
    ).toBeInTheDocument();

    // A locked account is told why at once, with the way to support (and only then).
    expect(screen.queryByRole('link', { name: 'Contact support' })).toBeNull();
    answer = refusal(ErrorCode.PLAYER_LOCKED);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account is locked. Please contact support.',
    );
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/service',
    );

    answer = refusal(400, { issues: [{ path: 'password', message: 'The password is too long.' }] });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The password is too long.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact support' })).toBeNull();
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');

    answer = refusal(429, { retryAfterSeconds: 30 });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Too many attempts. Please try again in 30 seconds.'),
    ).toBeInTheDocument();
  });

  it('phone code: sends purpose 3 to the E.164 number, then counts down to resend', async () => {
    let sms = envelope({ resendAfterSeconds: 30, expiresInSeconds: 300 });
    const { seen } = stubApi({
      smsSend: () => sms,
      accountLoginSms: () => signInAnswer({ accountType: 1, mobile: '+15550001234' }),
      getAfterLoginInfoWeb: () => envelope(afterLoginFixture(userFixture())),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auth/login');
    const code = await screen.findByLabelText('Verification code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    // No number yet: the code is not sent, the field says why.
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter your phone number.')).toBeInTheDocument();

    await user.type(field('Phone number'), '(555) 000-1234');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 30s' })).toBeDisabled();
    expect(seen.find((r) => r.url.endsWith('/smsSend'))?.body).toMatchObject({
      mobile: '+15550001234',
      purpose: 3,
    });

    await user.type(code, '12a3456');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location(router)).toBe('/member'));
    expect(seen.find((r) => r.url.endsWith('/accountLoginSms'))?.body).toMatchObject({
      mobile: '+15550001234',
      smsCode: '123456',
    });
    sms = envelope(undefined);
  });

  it('a "too soon" refusal (1103) starts the countdown with the wait it carries', async () => {
    stubApi({ smsSend: () => refusal(ErrorCode.SMS_RESEND_TOO_SOON, { retryAfterSeconds: 42 }) });
    const user = userEvent.setup();
    renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Phone number'), '5550001234');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 42s' })).toBeDisabled();
    expect(
      screen.getByText('Please wait 42 seconds before asking for another code.'),
    ).toBeInTheDocument();
  });
});

describe('sign up', () => {
  it('registers by account name with the invite code from the link', async () => {
    const { seen } = stubApi({
      accountRegist: () => signInAnswer(),
      getAfterLoginInfoWeb: () => envelope(afterLoginFixture(userFixture())),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auth/register?inviteCode=FRIEND42');
    await user.click(await screen.findByRole('tab', { name: 'Account' }));
    expect(field('Invite code')).toHaveValue('FRIEND42');
    expect(localStorage.getItem(storageKeys.inviteCode)).toBe('FRIEND42');
    await user.type(field('Account name'), 'new_player');
    await user.type(field('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('The password is 8–128 characters.')).toBeInTheDocument();
    expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');

    await user.type(field('Password'), 'def-Harbor-456');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(location(router)).toBe('/member'));
    expect(seen.find((r) => r.url.endsWith('/accountRegist'))?.body).toMatchObject({
      account: 'new_player',
      password: 'abcdef-Harbor-456',
      inviteCode: 'FRIEND42',
    });
    // Used up: the next sign-up does not carry it.
    expect(localStorage.getItem(storageKeys.inviteCode)).toBeNull();
  });

  it('carries the code of an invite link opened on the lobby into sign-up, across a reload', async () => {
    const { seen } = stubApi({
      actInviteClickInvite: () => envelope({}),
      accountRegist: () => signInAnswer({ pid: 7 }),
      getAfterLoginInfoWeb: () => envelope(afterLoginFixture(userFixture({ pid: 7 }))),
    });
    const first = renderApp('/?inviteCode=LOBBY42');
    await waitFor(() => expect(localStorage.getItem(storageKeys.inviteCode)).toBe('LOBBY42'));
    expect(seen.filter((r) => r.url.endsWith('/actInviteClickInvite'))).toHaveLength(1);
    first.unmount();

    const user = userEvent.setup();
    const { router } = renderApp('/auth/register');
    await user.click(await screen.findByRole('tab', { name: 'Account' }));
    expect(field('Invite code')).toHaveValue('LOBBY42');
    await user.type(field('Account name'), 'new_friend');
    await user.type(field('Password'), 'Tulip-Harbor-58');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(location(router)).toBe('/member'));
    expect(seen.find((r) => r.url.endsWith('/accountRegist'))?.body).toMatchObject({
      inviteCode: 'LOBBY42',
    });
    // Registered with an inviter: no agentFill, and the code is spent.
    expect(seen.filter((r) => r.url.endsWith('/agentFill'))).toHaveLength(0);
    expect(localStorage.getItem(storageKeys.inviteCode)).toBeNull();
  });

  it('shows 1107 for a taken account name on the account field', async () => {
    stubApi({ accountRegist: () => refusal(ErrorCode.ACCOUNT_TAKEN) });
    const user = userEvent.setup();
    renderApp('/auth/register');
    await user.click(await screen.findByRole('tab', { name: 'Account' }));
    await user.type(field('Account name'), 'lucky_ava');
    await user.type(field('Password'), 'Tulip-Harbor-58');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await screen.findByText('This account already exists. Please log in instead.'),
    ).toBeInTheDocument();
    expect(field('Account name')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('social sign-in buttons', () => {
  it('are hidden when no provider is configured (the demo config)', async () => {
    stubApi({});
    renderApp('/auth/login');
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByText('or continue with')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  it('show each configured provider, and only those', async () => {
    stubApi(
      {},
      {
        ...configFixture,
        signIn: {
          ...configFixture.signIn,
          google: { clientId: 'g-client' },
          facebook: null,
          line: { channelId: '1650000000' },
        },
      },
    );
    renderApp('/auth/register');
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(google).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Continue with Facebook' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with LINE' })).toBeInTheDocument();
  });
});

describe('pages that need a session', () => {
  it('set password asks for the current one only when the account has one', async () => {
    const { seen } = stubApi({
      initPassword: () => envelope({ token: 'tok-2', user: userFixture() }),
      getAfterLoginInfoWeb: () => envelope(afterLoginFixture(userFixture())),
    });
    useSessionStore.getState().signIn('tok-1', userFixture({ hasPassword: false }));
    const user = userEvent.setup();
    const { router, unmount } = renderApp('/auth/set-password');
    await user.type(await screen.findByLabelText('New password'), 'Tulip-Harbor-99');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    // No phone: nothing else to prove it by.
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(location(router)).toBe('/member/profile'));
    expect(seen.find((r) => r.url.endsWith('/initPassword'))?.body).not.toHaveProperty(
      'oldPassword',
    );
    // Every session ended; this device keeps the new one.
    expect(useSessionStore.getState().token).toBe('tok-2');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is saved.');
    unmount();

    useSessionStore.getState().setUser(userFixture({ hasPassword: true }));
    renderApp('/auth/set-password');
    expect(await screen.findByLabelText('Current password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
  });

  it('set password proves a first one by a code to the bound phone', async () => {
    const { seen } = stubApi({
      smsSend: () => envelope({ resendAfterSeconds: 60, expiresInSeconds: 300 }),
      initPassword: () => envelope({ token: 'tok-2', user: userFixture() }),
      getAfterLoginInfoWeb: () => envelope(afterLoginFixture(userFixture())),
    });
    useSessionStore
      .getState()
      .signIn('tok-1', userFixture({ hasPassword: false, mobile: '+15550001234' }));
    const user = userEvent.setup();
    const { router } = renderApp('/auth/set-password');
    await user.type(await screen.findByLabelText('New password'), 'Tulip-Harbor-99');
    expect(
      screen.getByText('To confirm it is you, we text a code to your phone ending in 1234.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(seen.find((r) => r.url.endsWith('/initPassword'))).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Resend in 60s' });
    expect(seen.find((r) => r.url.endsWith('/smsSend'))?.body).toMatchObject({
      mobile: '+15550001234',
      purpose: 1,
    });
    await user.type(field('Verification code'), '135790');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(location(router)).toBe('/member/profile'));
    expect(seen.find((r) => r.url.endsWith('/initPassword'))?.body).toMatchObject({
      password: 'Tulip-Harbor-99',
      smsCode: '135790',
    });
  });

  it('bind links a phone with a purpose-1 code', async () => {
    const { seen } = stubApi({
      smsSend: () => envelope({ resendAfterSeconds: 60, expiresInSeconds: 300 }),
      bindAccount: () => envelope({ user: userFixture({ mobile: '+15550001234' }) }),
    });
    useSessionStore.getState().signIn('tok-1', userFixture());
    const user = userEvent.setup();
    const { router } = renderApp('/auth/bind');
    await user.type(await screen.findByLabelText('Phone number'), '5550001234');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Resend in 60s' });
    await user.type(field('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Link phone' }));
    await waitFor(() => expect(location(router)).toBe('/member/profile'));
    expect(seen.find((r) => r.url.endsWith('/smsSend'))?.body).toMatchObject({ purpose: 1 });
    expect(useSessionStore.getState().user?.mobile).toBe('+15550001234');
  });

  it('offer to log in when signed out', async () => {
    stubApi({});
    renderApp('/auth/set-password');
    const prompt = await screen.findByRole('heading', { name: 'Log in to continue' });
    expect(within(prompt.parentElement!).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fauth%2Fset-password',
    );
  });
});

describe('phone and code forms', () => {
  it('forgotten password: purpose 2 to the E.164 number, then the new password', async () => {
    const { seen } = stubApi({
      smsSend: () => envelope({ resendAfterSeconds: 60, expiresInSeconds: 300 }),
      forgetPassword: () => signInAnswer({ accountType: 1, mobile: '+15550001234' }),
      getAfterLoginInfoWeb: () => envelope(afterLoginFixture(userFixture())),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auth/forget');
    const phone = await screen.findByLabelText('Phone number');
    // The phone names the account, so a password manager files the new password under it.
    expect(phone).toHaveAttribute('autocomplete', 'username');
    expect(field('New password')).toHaveAttribute('autocomplete', 'new-password');

    await user.type(phone, '5550001234');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Resend in 60s' });
    await user.type(field('Verification code'), '246810');
    await user.type(field('New password'), 'fresh-pass1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(location(router)).toBe('/member'));
    expect(seen.find((r) => r.url.endsWith('/smsSend'))?.body).toMatchObject({
      mobile: '+15550001234',
      purpose: 2,
    });
    expect(seen.find((r) => r.url.endsWith('/forgetPassword'))?.body).toMatchObject({
      mobile: '+15550001234',
      smsCode: '246810',
      password: 'fresh-pass1',
    });
  });

  it('phone sign-up: a code of purpose 0 and no call while the code is missing', async () => {
    const { seen } = stubApi({
      smsSend: () => envelope({ resendAfterSeconds: 60, expiresInSeconds: 300 }),
    });
    const user = userEvent.setup();
    renderApp('/auth/register');
    await user.type(await screen.findByLabelText('Phone number'), '5550001234');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Resend in 60s' });
    await user.type(field('Password'), 'fresh-pass1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(field('Verification code')).toHaveAttribute('aria-invalid', 'true');
    expect(seen.find((r) => r.url.endsWith('/smsSend'))?.body).toMatchObject({ purpose: 0 });
    expect(seen.some((r) => r.url.endsWith('/accountRegist4'))).toBe(false);
  });
});
