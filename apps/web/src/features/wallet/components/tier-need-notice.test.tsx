import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@lobby/contract/app-config';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useSessionStore } from '@/stores/session-store';
import { seriousViolations } from '@/test/axe';
import { refreshAnswer } from '@/test/balances';
import { envelope, refusal, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { configFixture } from '@/test/fixtures/app-config';
import { userFixture } from '@/test/fixtures/user';
import { location, renderApp } from '@/test/render-app';

/** The wallet's refusals by the verification tier (ADR 0073): the tier needed and its link. */

const calls = (seen: SeenRequest[], name: string) => seen.filter((r) => r.url.endsWith(`/${name}`));
const signIn = () => useSessionStore.getState().signIn('tok-1', userFixture());
const balances = refreshAnswer({ coin: 150_000, safebox: 0 });

const exchangeInfo = (kyc: {
  tier: number;
  withdrawLeft: number | null;
  nextTier: number | null;
}) => ({
  coin: 150_000,
  bet: 0,
  exchange: 150_000,
  minAmount: 5_000,
  maxAmount: 5_000_000,
  dailyTimes: 3,
  usedTimesToday: 0,
  feeBp: 0,
  blockedUntil: null,
  appUserBankList: [
    { id: 7, bankId: 1, accountName: 'Pat Player', accountNo: '****2233', isDefault: true },
  ],
  maxAccounts: 5,
  accountChangePauseHours: 24,
  rewardCashLocked: null,
  openBonus: null,
  kyc,
});
const noOrders = () => envelope({ list: [], pages: 0, total: 0, pageNum: 1, pageSize: 3 });

const verifyLink = () =>
  within(screen.getByTestId('tier-need')).getByRole('link', { name: 'Verify your identity' });

describe('withdrawals past the verification tier', () => {
  it('says what the tier leaves, catches a larger amount before sending, and links to the step', async () => {
    const { seen } = stubApi({
      refreshData: () => envelope(balances),
      getExchange: () => envelope(exchangeInfo({ tier: 0, withdrawLeft: 15_000, nextTier: 1 })),
      exchangeOrderList: noOrders,
      exchange: () => envelope({ orderNo: 'W1', status: 'approved' }),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/wallets?name=withdraw');
    expect(await screen.findByTestId('tier-left')).toHaveTextContent(
      'Your verification tier (0) lets you withdraw 150.00 coins more. Verify your identity to tier 1 to withdraw more.',
    );
    await user.type(screen.getByLabelText('Amount to withdraw'), '150.01');
    await user.type(screen.getByLabelText('Your login password'), 'Tulip-Harbor-58');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByTestId('tier-need')).toHaveTextContent(
      'This amount is more than your verification tier allows: 150.00 coins left. Verify your identity to tier 1 to withdraw more.',
    );
    expect(calls(seen, 'exchange')).toHaveLength(0);
    expect(await seriousViolations()).toEqual([]);

    expect(verifyLink()).toHaveAttribute('href', '/member/verification');

    // Exactly what is left may be asked: the notice goes with the amount, and the request is sent.
    await user.clear(screen.getByLabelText('Amount to withdraw'));
    expect(screen.queryByTestId('tier-need')).toBeNull();
    await user.type(screen.getByLabelText('Amount to withdraw'), '150');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal requested')).toBeInTheDocument();
    expect(calls(seen, 'exchange')[0]?.body).toMatchObject({ amount: 15_000, bankId: 7 });
  });

  it('tells the server’s refusal with the tier the request needs (the refusal’s data)', async () => {
    let answer = refusal(ErrorCode.KYC_WITHDRAW_LIMIT, {
      limit: 'withdrawMonthly',
      tier: 1,
      left: 30_000,
      requiredTier: 2,
    });
    const { seen } = stubApi({
      refreshData: () => envelope(balances),
      getExchange: () => envelope(exchangeInfo({ tier: 1, withdrawLeft: null, nextTier: null })),
      exchangeOrderList: noOrders,
      exchange: () => answer,
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/wallets?name=withdraw');
    await user.type(await screen.findByLabelText('Amount to withdraw'), '500');
    expect(screen.queryByTestId('tier-left')).toBeNull();
    await user.type(screen.getByLabelText('Your login password'), 'Tulip-Harbor-58');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByTestId('tier-need')).toHaveTextContent(
      'Your verification tier (1) lets you withdraw 300.00 coins more this month. This request needs verification tier 2.',
    );
    expect(verifyLink()).toHaveAttribute('href', '/member/verification');
    expect(calls(seen, 'exchange')).toHaveLength(1);

    // No tier allows it: no link, the player is asked for less.
    answer = refusal(ErrorCode.KYC_WITHDRAW_LIMIT, {
      limit: 'withdrawLifetime',
      tier: 2,
      left: 0,
      requiredTier: null,
    });
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(screen.getByTestId('tier-need')).toHaveTextContent(
        'Your verification tier (2) lets you withdraw 0.00 coins more in all. No verification tier allows this amount: please ask for less.',
      ),
    );
    expect(within(screen.getByTestId('tier-need')).queryByRole('link')).toBeNull();
  });
});

describe('deposits past the verification tier', () => {
  it('tells the refusal of recharge with the tier the deposit needs and links to the step', async () => {
    const config: AppConfig = {
      ...configFixture,
      items: [500, 1000, 5000, 20000].map((price, i) => ({ id: i + 1, price, hot: false })),
    };
    const { seen } = stubApi(
      {
        refreshData: () => envelope(balances),
        tradeInfo: () =>
          envelope({
            totalRecharge: 10_000,
            lastRechargeTypeId: null,
            firstRecharge: false,
            nextDepositBonusBp: 0,
            maxBonus: 0,
            channelBonusLeft: null,
            bonusOpen: false,
            minBonusDeposit: 0,
          }),
        recharge: () =>
          refusal(ErrorCode.KYC_DEPOSIT_LIMIT, {
            limit: 'depositMonthly',
            tier: 0,
            left: 2_500,
            requiredTier: 1,
          }),
      },
      config,
    );
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/wallets?name=deposit');
    const field = await screen.findByLabelText('Or type an amount');
    await user.clear(field);
    await user.type(field, '100');
    await user.click(screen.getByRole('button', { name: 'Deposit 100.00 coins' }));
    expect(await screen.findByTestId('tier-need')).toHaveTextContent(
      'Your verification tier (0) lets you deposit 25.00 coins more this month. This request needs verification tier 1.',
    );
    expect(calls(seen, 'recharge')).toHaveLength(1);
    expect(
      screen.queryByText(/This deposit is over what your verification tier allows/),
    ).toBeNull();
    await user.click(verifyLink());
    await waitFor(() => expect(location(router)).toBe('/member/verification'));
  });
});
