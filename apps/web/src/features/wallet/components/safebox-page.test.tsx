import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@lobby/contract/account';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useSessionStore } from '@/stores/session-store';
import { cachedBalances, refreshAnswer } from '@/test/balances';
import { envelope, refusal, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { userFixture } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

const refresh = (coin: number, safebox: number) => refreshAnswer({ coin, safebox });

const signIn = (extra: Partial<UserInfo> = {}) =>
  useSessionStore.getState().signIn('tok-1', userFixture(extra));
const calls = (seen: SeenRequest[], name: string) => seen.filter((r) => r.url.endsWith(`/${name}`));

describe('/activity/bank: the safebox', () => {
  it('moves coin in with an idempotency key and shows both balances after', async () => {
    let balances = refresh(100_000, 0);
    const { seen } = stubApi({
      refreshData: () => envelope(balances),
      safeboxIn: (body) => {
        balances = refresh(100_000 - Number(body.amount), Number(body.amount));
        return envelope({ coin: balances.coin, safebox: balances.safebox });
      },
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/activity/bank');
    await waitFor(() =>
      expect(screen.getByTestId('safebox-coin')).toHaveTextContent('1,000.00 coins'),
    );

    await user.type(screen.getByLabelText('Amount to put in the safebox'), '2000');
    await user.click(screen.getByRole('button', { name: 'Move in' }));
    expect(await screen.findByText('This is more than you have here.')).toBeInTheDocument();
    expect(calls(seen, 'safeboxIn')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Amount to put in the safebox'));
    await user.type(screen.getByLabelText('Amount to put in the safebox'), '250.5');
    await user.click(screen.getByRole('button', { name: 'Move in' }));
    expect(await screen.findByTestId('safebox-moved')).toHaveTextContent(
      '250.50 coins moved into your safebox.',
    );
    const [sent] = calls(seen, 'safeboxIn');
    expect(sent?.body).toMatchObject({ amount: 25_050 });
    expect(sent?.headers['idempotency-key']).toBeTruthy();
    expect(screen.getByTestId('safebox-amount')).toHaveTextContent('250.50 coins');
    expect(screen.getByTestId('safebox-coin')).toHaveTextContent('749.50 coins');
    expect(cachedBalances()).toMatchObject({ coin: 74_950, safebox: 25_050 });
    await waitFor(() => expect(calls(seen, 'refreshData').length).toBeGreaterThanOrEqual(2));
  });

  it('sets the password the first time, then moves out with it (a wrong one on its field)', async () => {
    let outAnswer = refusal(ErrorCode.SAFEBOX_PASSWORD_WRONG);
    const { seen } = stubApi({
      refreshData: () => envelope(refresh(0, 50_000)),
      setSafeboxPassword: () => envelope({}),
      safeboxOut: () => outAnswer,
    });
    signIn({ hasSafeboxPassword: false });
    const user = userEvent.setup();
    renderApp('/activity/bank');
    await user.click(await screen.findByRole('tab', { name: 'Move out' }));
    expect(screen.getByRole('heading', { name: 'Set your safebox password' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('New safebox password'), '123456');
    await user.type(screen.getByLabelText('Repeat the password'), '123465');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(calls(seen, 'setSafeboxPassword')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Repeat the password'));
    await user.type(screen.getByLabelText('Repeat the password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Your safebox password is saved.')).toBeInTheDocument();
    expect(calls(seen, 'setSafeboxPassword')[0]?.body).toMatchObject({ safeboxPassword: '123456' });
    expect(calls(seen, 'setSafeboxPassword')[0]?.body).not.toHaveProperty('smsCode');
    expect(useSessionStore.getState().user?.hasSafeboxPassword).toBe(true);

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByLabelText('Amount to take out')).toHaveValue('500');
    await user.type(screen.getByLabelText('Safebox password'), '654321');
    await user.click(screen.getByRole('button', { name: 'Move out' }));
    expect(await screen.findByText('The safebox password is not correct.')).toBeInTheDocument();
    expect(screen.getByLabelText('Safebox password')).toHaveAttribute('aria-invalid', 'true');

    outAnswer = envelope({ coin: 50_000, safebox: 0 });
    await user.clear(screen.getByLabelText('Safebox password'));
    await user.type(screen.getByLabelText('Safebox password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Move out' }));
    expect(await screen.findByTestId('safebox-moved')).toHaveTextContent(
      '500.00 coins moved back to your balance.',
    );
    const out = calls(seen, 'safeboxOut');
    expect(out[1]?.body).toMatchObject({ amount: 50_000, safeboxPassword: '123456' });
    // A retry of the same move with a corrected password keeps its key.
    expect(out[1]?.headers['idempotency-key']).toBe(out[0]?.headers['idempotency-key']);
  });

  it('changes the password with a code texted to the bound phone (purpose 2)', async () => {
    const { seen } = stubApi({
      refreshData: () => envelope(refresh(0, 0)),
      smsSend: () => envelope({ resendAfterSeconds: 60, expiresInSeconds: 300 }),
      setSafeboxPassword: (body) =>
        body.smsCode === '111111' ? refusal(ErrorCode.SMS_CODE_INVALID) : envelope({}),
    });
    signIn({ hasSafeboxPassword: true, mobile: '+15550001234' });
    const user = userEvent.setup();
    renderApp('/activity/bank');
    await user.click(await screen.findByRole('button', { name: 'Change safebox password' }));
    expect(screen.getByText(/phone ending in 1234/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(calls(seen, 'smsSend')[0]?.body).toMatchObject({
        mobile: '+15550001234',
        purpose: 2,
      }),
    );
    await user.type(screen.getByLabelText('Verification code'), '111111');
    await user.type(screen.getByLabelText('New safebox password'), '246810');
    await user.type(screen.getByLabelText('Repeat the password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(
      await screen.findByText('The code is wrong or has expired. Ask for a new one if needed.'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), '222222');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Your safebox password is saved.')).toBeInTheDocument();
    expect(calls(seen, 'setSafeboxPassword')[1]?.body).toMatchObject({
      safeboxPassword: '246810',
      smsCode: '222222',
    });
  });

  it('a password set elsewhere turns the first-time form into the change form', async () => {
    stubApi({
      refreshData: () => envelope(refresh(0, 0)),
      setSafeboxPassword: () => refusal(ErrorCode.SAFEBOX_PASSWORD_CHANGE_NEEDS_CODE),
    });
    signIn({ hasSafeboxPassword: false, mobile: '+15550001234' });
    const user = userEvent.setup();
    renderApp('/activity/bank');
    await user.click(await screen.findByRole('tab', { name: 'Move out' }));
    await user.type(screen.getByLabelText('New safebox password'), '123456');
    await user.type(screen.getByLabelText('Repeat the password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(
      await screen.findByRole('heading', { name: 'Change your safebox password' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Changing the safebox password needs a code sent to your phone.'),
    ).toBeInTheDocument();
  });

  it('a change needs a bound phone: without one it links to binding', async () => {
    stubApi({ refreshData: () => envelope(refresh(0, 0)) });
    signIn({ hasSafeboxPassword: true, mobile: '' });
    const user = userEvent.setup();
    renderApp('/activity/bank');
    await user.click(await screen.findByRole('button', { name: 'Change safebox password' }));
    expect(screen.getByRole('link', { name: 'Link a phone' })).toHaveAttribute(
      'href',
      '/auth/bind?redirect=%2Factivity%2Fbank',
    );
  });
});

describe('/member/retrieve-balance', () => {
  it('retrieves and shows the coin after', async () => {
    const { seen } = stubApi({
      refreshData: () => envelope(refresh(12_000, 0)),
      retrieveBalance: () => envelope({ coin: 15_500 }),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/member/retrieve-balance');
    await user.click(await screen.findByRole('button', { name: 'Retrieve balance' }));
    expect(await screen.findByTestId('retrieved')).toHaveTextContent(
      'Done. Your balance is 155.00 coins.',
    );
    expect(calls(seen, 'retrieveBalance')).toHaveLength(1);
    expect(cachedBalances()?.coin).toEqual(expect.any(Number));
  });
});
