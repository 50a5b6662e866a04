import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@lobby/contract/account';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useSessionStore } from '@/stores/session-store';
import { envelope, refusal, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { userFixture } from '@/test/fixtures/user';
import { location, renderApp } from '@/test/render-app';

const account = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  bankId: 1,
  accountName: 'Pat Player',
  accountNo: `****${String(id).padStart(4, '0')}`,
  isDefault: id === 1,
  ...extra,
});

/** A bankInfoList answer; the limits are the server's defaults unless a test sets them. */
const list = (count: number, limits = { maxAccounts: 5, accountChangePauseHours: 24 }) => ({
  appUserBankList: Array.from({ length: count }, (_, i) => account(i + 1)),
  ...limits,
});

const signIn = (extra: Partial<UserInfo> = {}) =>
  useSessionStore.getState().signIn('tok-1', userFixture(extra));
const calls = (seen: SeenRequest[], name: string) => seen.filter((r) => r.url.endsWith(`/${name}`));

const fillAccount = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.selectOptions(await screen.findByLabelText('Bank'), 'First Bank');
  await user.type(screen.getByLabelText('Account holder'), 'Pat  Player');
  await user.type(screen.getByLabelText('Account number'), '6222 0202-0011 2233');
};

describe('/wallets/card/list', () => {
  it('lists the accounts masked, the default marked, each with an edit link', async () => {
    stubApi({ bankInfoList: () => envelope(list(2)) });
    signIn();
    renderApp('/wallets/card/list');
    const cards = await screen.findAllByRole('article', { name: 'First Bank' });
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('****0001')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Default')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('Default')).toBeNull();
    expect(within(cards[1]!).getByRole('link', { name: /Edit/ })).toHaveAttribute(
      'href',
      '/wallets/card/edit?id=2',
    );
    expect(screen.getByRole('link', { name: 'Add a receiving account' })).toHaveAttribute(
      'href',
      '/wallets/card/edit',
    );
    expect(screen.getByText(/You have 2 of 5 receiving accounts/)).toBeInTheDocument();
  });

  it('has no add button at five accounts', async () => {
    stubApi({ bankInfoList: () => envelope(list(5)) });
    signIn();
    renderApp('/wallets/card/list');
    expect(await screen.findAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('link', { name: 'Add a receiving account' })).toBeNull();
  });

  it('holds to the server’s maxAccounts and pause, not a copy of its own', async () => {
    stubApi({
      bankInfoList: () => envelope(list(2, { maxAccounts: 2, accountChangePauseHours: 6 })),
    });
    signIn();
    const { unmount } = renderApp('/wallets/card/list');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Add a receiving account' })).toBeNull();
    expect(
      screen.getByText(
        'You have 2 of 2 receiving accounts. Adding or changing one pauses withdrawals for 6 hours.',
      ),
    ).toBeInTheDocument();
    unmount();

    renderApp('/wallets/card/edit');
    expect(
      await screen.findByText('You already have the most receiving accounts allowed.'),
    ).toBeInTheDocument();
  });

  it('warns of the server’s pause when a change is made', async () => {
    stubApi({
      bankInfoList: () => envelope(list(1, { maxAccounts: 2, accountChangePauseHours: 6 })),
    });
    signIn({ hasPassword: true });
    renderApp('/wallets/card/edit?id=1');
    expect(
      await screen.findByText(
        'For your security, withdrawals pause for 6 hours after a receiving account is added or changed.',
      ),
    ).toBeInTheDocument();
  });

  it('says one hour, not one hours, when the pause is an hour', async () => {
    stubApi({
      bankInfoList: () => envelope(list(2, { maxAccounts: 2, accountChangePauseHours: 1 })),
    });
    signIn();
    renderApp('/wallets/card/list');
    expect(
      await screen.findByText(
        'You have 2 of 2 receiving accounts. Adding or changing one pauses withdrawals for 1 hour.',
      ),
    ).toBeInTheDocument();
  });

  it('asks a signed-out player to log in, calling nothing', async () => {
    const { seen } = stubApi({});
    renderApp('/wallets/card/list');
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fwallets%2Fcard%2Flist',
    );
    expect(calls(seen, 'bankInfoList')).toHaveLength(0);
  });
});

describe('/wallets/card/edit: the proof a change needs', () => {
  it('adds the first account with the login password and no pause warning', async () => {
    const { seen } = stubApi({
      bankInfoList: () => envelope(list(0)),
      addBankInfo: () => envelope(list(1)),
    });
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/wallets/card/edit');
    await fillAccount(user);
    expect(screen.queryByText(/withdrawals pause for 24 hours/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText('Enter your login password.')).toBeInTheDocument();
    expect(calls(seen, 'addBankInfo')).toHaveLength(0);
    await user.type(screen.getByLabelText('Your login password'), 'Tulip-Harbor-58');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    await waitFor(() => expect(location(router)).toBe('/wallets/card/list'));
    expect(calls(seen, 'addBankInfo')[0]?.body).toMatchObject({
      bankId: 1,
      accountName: 'Pat Player',
      accountNo: '6222020200112233',
      password: 'Tulip-Harbor-58',
    });
  });

  it('asks for the login password to add another, and shows a wrong one on its field', async () => {
    let answer = refusal(ErrorCode.PASSWORD_WRONG);
    const { seen } = stubApi({
      bankInfoList: () => envelope(list(1)),
      addBankInfo: () => answer,
    });
    signIn({ hasPassword: true });
    const user = userEvent.setup();
    const { router } = renderApp('/wallets/card/edit');
    await fillAccount(user);
    expect(screen.getByText(/withdrawals pause for 24 hours/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText('Enter your login password.')).toBeInTheDocument();
    expect(calls(seen, 'addBankInfo')).toHaveLength(0);

    await user.type(screen.getByLabelText('Your login password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your login password')).toHaveAttribute('aria-invalid', 'true');

    answer = envelope(list(2));
    await user.clear(screen.getByLabelText('Your login password'));
    await user.type(screen.getByLabelText('Your login password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    await waitFor(() => expect(location(router)).toBe('/wallets/card/list'));
    expect(calls(seen, 'addBankInfo')[1]?.body).toMatchObject({ password: 'secret123' });
  });

  it('asks a player without a password for a code texted to the bound phone (purpose 1)', async () => {
    const { seen } = stubApi({
      bankInfoList: () => envelope(list(1)),
      smsSend: () => envelope({ resendAfterSeconds: 60, expiresInSeconds: 300 }),
      modifyBankInfo: () => envelope(list(1)),
    });
    signIn({ hasPassword: false, mobile: '+15550001234' });
    const user = userEvent.setup();
    const { router } = renderApp('/wallets/card/edit?id=1');
    expect(
      await screen.findByRole('heading', { name: 'Edit receiving account' }),
    ).toBeInTheDocument();
    // The bank and holder are kept; the number is typed again in full.
    expect(screen.getByLabelText('Bank')).toHaveValue('1');
    expect(screen.getByLabelText('Account holder')).toHaveValue('Pat Player');
    expect(screen.getByText(/phone ending in 1234/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your login password')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    expect(calls(seen, 'smsSend')[0]?.body).toMatchObject({ mobile: '+15550001234', purpose: 1 });

    await user.type(screen.getByLabelText('Account number'), 'DE89 3704 0044');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    await waitFor(() => expect(location(router)).toBe('/wallets/card/list'));
    expect(calls(seen, 'modifyBankInfo')[0]?.body).toMatchObject({
      id: 1,
      bankId: 1,
      accountNo: 'DE8937040044',
      smsCode: '123456',
    });
  });

  it('cannot confirm a change without a password or a phone: it says to set a password', async () => {
    stubApi({ bankInfoList: () => envelope(list(1)) });
    signIn({ hasPassword: false, mobile: '' });
    renderApp('/wallets/card/edit');
    expect(
      await screen.findByText(/To change receiving accounts, set a login password first/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set password' })).toHaveAttribute(
      'href',
      '/auth/set-password',
    );
    expect(screen.getByRole('button', { name: 'Save account' })).toBeDisabled();
  });

  it('checks the number against appConfig limits before sending', async () => {
    const { seen } = stubApi({ bankInfoList: () => envelope(list(0)) });
    signIn();
    const user = userEvent.setup();
    renderApp('/wallets/card/edit');
    await user.selectOptions(await screen.findByLabelText('Bank'), 'First Bank');
    await user.type(screen.getByLabelText('Account holder'), 'Pat');
    await user.type(screen.getByLabelText('Account number'), '12-3');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(
      await screen.findByText('The account number is 4–34 letters and digits.'),
    ).toBeInTheDocument();
    expect(calls(seen, 'addBankInfo')).toHaveLength(0);
  });
});
