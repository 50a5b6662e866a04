import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@lobby/contract/app-config';
import { ErrorCode } from '@lobby/contract/values/errors';
import { storageKeys } from '@/config/storage-keys';
import { formatEpoch } from '@/lib/error-message';
import { useSessionStore } from '@/stores/session-store';
import { cachedBalances, refreshAnswer } from '@/test/balances';
import { envelope, refusal, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { configFixture } from '@/test/fixtures/app-config';
import { userFixture } from '@/test/fixtures/user';
import { location, renderApp } from '@/test/render-app';
import type * as Checkout from '../lib/checkout';
import { openCheckout } from '../lib/checkout';

vi.mock('../lib/checkout', async (importOriginal) => ({
  ...(await importOriginal<typeof Checkout>()),
  openCheckout: vi.fn(),
}));

beforeEach(() => vi.mocked(openCheckout).mockClear());

const config = (minRechargeStatus = false): AppConfig => ({
  ...configFixture,
  items: [500, 1000, 5000, 20000].map((price, i) => ({ id: i + 1, price, hot: price === 5000 })),
  clientConfig: { ...configFixture.clientConfig, minRechargeStatus },
});

const balances = refreshAnswer({ coin: 150_000, safebox: 2_500 });

const trade =
  (
    firstRecharge: boolean,
    nextDepositBonusBp = 0,
    maxBonus = 0,
    extra: { bonusOpen?: boolean; minBonusDeposit?: number } = {},
  ) =>
  () =>
    envelope({
      totalRecharge: firstRecharge ? 0 : 10_000,
      lastRechargeTypeId: null,
      firstRecharge,
      nextDepositBonusBp,
      maxBonus,
      channelBonusLeft: null,
      bonusOpen: extra.bonusOpen ?? false,
      minBonusDeposit: extra.minBonusDeposit ?? 0,
    });

const bonusTerms = {
  firstDeposit: { wageringMultiple: 5, maxWinMultiple: 5 },
  dailyFirst: { wageringMultiple: 2, maxWinMultiple: 10 },
  channel: { wageringMultiple: 2, maxWinMultiple: 10 },
  maxBetBp: 500,
  maxBetFloor: 100,
  expiryDays: 7,
  minDeposit: 2_000,
  maxWinChanceBp: 5_000,
  minOddsE4: 19_000,
};
const bonusWallet =
  (open: unknown = null) =>
  () =>
    envelope({ open, terms: bonusTerms, history: [] });

const presetTexts = () =>
  within(screen.getByRole('radiogroup', { name: 'Amounts' }))
    .getAllByRole('radio')
    .map((r) => r.textContent);

const signIn = () => useSessionStore.getState().signIn('tok-1', userFixture());
const calls = (seen: SeenRequest[], name: string) => seen.filter((r) => r.url.endsWith(`/${name}`));

describe('/wallets?name=deposit', () => {
  it('offers the channel’s presets of at least its minimum, and its bonus only when taken', async () => {
    const { seen } = stubApi(
      {
        refreshData: () => envelope(balances),
        tradeInfo: trade(true),
        bonusWallet: bonusWallet(),
        recharge: () =>
          envelope({ orderNo: 'D1', payUrl: '/sandbox-pay/checkout/D1', status: 'created' }),
      },
      config(true),
    );
    signIn();
    const user = userEvent.setup();
    renderApp('/wallets?name=deposit');
    const presets = await screen.findByRole('radiogroup', { name: 'Amounts' });
    // Off until the player chooses it: the presets carry no bonus.
    await waitFor(() =>
      expect(presetTexts()).toEqual(['10.00 coins', '50.00 coinsHOT', '200.00 coins']),
    );
    expect(within(presets).getByRole('radio', { name: /50\.00 coins/ })).toBeChecked();
    expect(screen.queryByTestId('deposit-bonus')).toBeNull();
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('1,500.00 coins');
    expect(screen.getByRole('radio', { name: /Card/ })).toBeChecked();

    // Taken: the channel's 3%, on the presets and in the summary, with its terms.
    await user.click(screen.getByRole('checkbox', { name: 'Add a 3% bonus (+1.50 coins)' }));
    expect(presetTexts()).toEqual([
      '10.00 coins+0.30 coins',
      '50.00 coins+1.50 coinsHOT',
      '200.00 coins+6.00 coins',
    ]);
    expect(screen.getByTestId('deposit-bonus')).toHaveTextContent('+1.50 coins');
    const terms = screen.getByTestId('bonus-terms');
    // 2 × (50.00 + 1.50); max bet 5% of it (never under 1.00); up to 50.00 + 10 × 1.50.
    expect(terms).toHaveTextContent('Bet 103.00 coins in valid bets within 7 days');
    expect(terms).toHaveTextContent('Largest bet until then: 2.57 coins.');
    expect(terms).toHaveTextContent('Up to 65.00 coins becomes cash');
    await user.click(screen.getByRole('button', { name: 'Deposit 50.00 coins' }));
    await waitFor(() => expect(calls(seen, 'recharge')).toHaveLength(1));
    expect(calls(seen, 'recharge')[0]?.body).toMatchObject({
      rechargeTypeId: 1,
      amount: 5_000,
      takeBonus: true,
    });
  });

  it('lists the player’s coupons, picks one that fits the amount, shows its bonus and sends it', async () => {
    const terms = (t: Record<string, unknown>) => ({
      percentBp: 0,
      bonus: 0,
      minDeposit: 0,
      exactDeposit: 0,
      maxBonus: 0,
      wageringMultiple: 3,
      maxWinMultiple: 5,
      ...t,
    });
    const coupon = (id: number, propId: number, t: Record<string, unknown>) => ({
      id,
      propId,
      status: 'available',
      terms: terms(t),
      createdAt: 1_790_000_000,
      expiresAt: 1_790_600_000,
      usedAt: null,
      orderNo: null,
      bonus: null,
    });
    const { seen } = stubApi(
      {
        refreshData: () => envelope(balances),
        tradeInfo: trade(true, 2_000, 100_000),
        bonusWallet: bonusWallet(),
        couponList: () =>
          envelope({
            available: [
              coupon(7, 1001, {
                kind: 'general',
                percentBp: 1_000,
                minDeposit: 2_000,
                maxBonus: 5_000,
              }),
              coupon(8, 1201, {
                kind: 'fixed',
                percentBp: 3_000,
                minDeposit: 10_000,
                exactDeposit: 10_000,
                wageringMultiple: 8,
              }),
              coupon(9, 1301, { kind: 'give', bonus: 500, minDeposit: 5_000 }),
            ],
            recent: [],
          }),
        recharge: () =>
          envelope({ orderNo: 'D2', payUrl: '/sandbox-pay/checkout/D2', status: 'created' }),
      },
      config(),
    );
    signIn();
    const user = userEvent.setup();
    renderApp('/wallets?name=deposit');
    const list = await screen.findByRole('radiogroup', { name: 'Coupons' });
    expect(within(list).getByRole('radio', { name: 'No coupon' })).toBeChecked();
    // At 50.00: the general and the give coupon fit; the fixed one says what it needs.
    const general = screen.getByTestId('coupon-7');
    expect(general).toHaveTextContent('10% bonus, up to 50.00 coins');
    expect(general).toHaveTextContent(
      'On deposits of 20.00 coins or more · Wager 3× the deposit and bonus',
    );
    expect(general).toHaveTextContent('+5.00 coins');
    expect(screen.getByTestId('coupon-8')).toBeDisabled();
    expect(screen.getByTestId('coupon-8')).toHaveTextContent(
      'Needs a deposit of exactly 100.00 coins',
    );
    expect(screen.getByTestId('coupon-9')).toHaveTextContent('5.00 coins bonus');

    await user.click(screen.getByTestId('coupon-9'));
    expect(screen.getByTestId('coupon-9')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('coupon-bonus')).toHaveTextContent('+5.00 coins');
    // One bonus per deposit: the first-deposit offer steps aside.
    expect(screen.queryByTestId('take-bonus')).toBeNull();
    // 3 × (50.00 + 5.00) wagering; up to 50.00 + 5 × 5.00 becomes cash.
    expect(screen.getByTestId('coupon-terms')).toHaveTextContent('Bet 165.00 coins in valid bets');
    expect(screen.getByTestId('coupon-terms')).toHaveTextContent('Up to 75.00 coins becomes cash');

    // 10.00 is below the give coupon's minimum: it is no longer used, nor pickable.
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Amounts' })).getByRole('radio', {
        name: /^10\.00 coins/,
      }),
    );
    expect(screen.getByTestId('coupon-9')).toBeDisabled();
    expect(screen.getByTestId('coupon-9')).toHaveTextContent(
      'Needs a deposit of 50.00 coins or more',
    );
    expect(screen.queryByTestId('coupon-bonus')).toBeNull();

    const field = screen.getByLabelText('Or type an amount');
    await user.clear(field);
    await user.type(field, '100');
    await user.click(screen.getByTestId('coupon-8'));
    expect(screen.getByTestId('coupon-bonus')).toHaveTextContent('+30.00 coins');
    await user.click(screen.getByRole('button', { name: 'Deposit 100.00 coins' }));
    await waitFor(() => expect(calls(seen, 'recharge')).toHaveLength(1));
    expect(calls(seen, 'recharge')[0]?.body).toMatchObject({ amount: 10_000, couponId: 8 });
    expect(calls(seen, 'recharge')[0]?.body).not.toHaveProperty('takeBonus');
  });

  it('shows the coupons but lets none be used while a bonus is in play', async () => {
    stubApi(
      {
        refreshData: () => envelope(balances),
        tradeInfo: trade(false, 0, 0, { bonusOpen: true }),
        bonusWallet: bonusWallet(),
        couponList: () =>
          envelope({
            available: [
              {
                id: 3,
                propId: 1301,
                status: 'available',
                terms: {
                  kind: 'give',
                  percentBp: 0,
                  bonus: 500,
                  minDeposit: 100,
                  exactDeposit: 0,
                  maxBonus: 0,
                  wageringMultiple: 3,
                  maxWinMultiple: 5,
                },
                createdAt: 1_790_000_000,
                expiresAt: 1_790_600_000,
                usedAt: null,
                orderNo: null,
                bonus: null,
              },
            ],
            recent: [],
          }),
      },
      config(),
    );
    signIn();
    renderApp('/wallets?name=deposit');
    expect(await screen.findByTestId('coupon-3')).toBeDisabled();
    expect(
      screen.getByText('Coupons can be used once your bonus in play ends.'),
    ).toBeInTheDocument();
  });

  it('offers no bonus while one is open, nor under the smallest bonus deposit', async () => {
    stubApi(
      {
        refreshData: () => envelope(balances),
        tradeInfo: trade(false, 0, 0, { bonusOpen: true }),
        bonusWallet: bonusWallet(),
      },
      config(),
    );
    signIn();
    renderApp('/wallets?name=deposit');
    expect(await screen.findByText(/You have a bonus in play/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says from what deposit a bonus can be taken', async () => {
    stubApi(
      {
        refreshData: () => envelope(balances),
        tradeInfo: trade(true, 0, 0, { minBonusDeposit: 100_000 }),
        bonusWallet: bonusWallet(),
      },
      config(),
    );
    signIn();
    renderApp('/wallets?name=deposit');
    expect(await screen.findByRole('checkbox', { name: 'Add a 3% bonus' })).toBeDisabled();
    expect(
      screen.getByText('Available on deposits of 1,000.00 coins or more.'),
    ).toBeInTheDocument();
  });

  it('shows the better first-deposit rate when the server says the next deposit earns it, capped', async () => {
    stubApi(
      {
        refreshData: () => envelope(balances),
        tradeInfo: trade(true, 2_000, 1_000),
        bonusWallet: bonusWallet(),
      },
      config(true),
    );
    signIn();
    const user = userEvent.setup();
    renderApp('/wallets?name=deposit');
    await user.click(
      await screen.findByRole('checkbox', { name: 'Add a 20% bonus (+10.00 coins)' }),
    );
    // 20% beats the channel's 3%; 20% of 200.00 is 40.00, capped at 10.00.
    expect(presetTexts()).toEqual([
      '10.00 coins+2.00 coins',
      '50.00 coins+10.00 coinsHOT',
      '200.00 coins+10.00 coins',
    ]);
    expect(screen.getByTestId('deposit-bonus')).toHaveTextContent('+10.00 coins');
    // The first deposit's terms: 5 × (50.00 + 10.00).
    expect(screen.getByTestId('bonus-terms')).toHaveTextContent('Bet 300.00 coins in valid bets');
  });

  it('uses minAmount2 once the player has deposited (tradeInfo), and says the minimum', async () => {
    const { seen } = stubApi(
      { refreshData: () => envelope(balances), tradeInfo: trade(false) },
      config(true),
    );
    signIn();
    const user = userEvent.setup();
    renderApp('/wallets?name=deposit');
    await waitFor(() => expect(presetTexts()).toEqual(['200.00 coins']));
    const field = screen.getByLabelText('Or type an amount');
    await user.clear(field);
    await user.type(field, '50');
    // An amount below the minimum is never named on the button.
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('The minimum is 100.00 coins.')).toBeInTheDocument();
    expect(calls(seen, 'recharge')).toHaveLength(0);
  });

  it('sends one idempotency key per attempt: a retry repeats it, new details get a new one', async () => {
    let answers = 0;
    const { seen } = stubApi(
      {
        refreshData: () => envelope(balances),
        tradeInfo: trade(true),
        recharge: () =>
          ++answers === 1
            ? refusal(500)
            : envelope({ orderNo: 'D1', payUrl: '/sandbox-pay/checkout/D1', status: 'created' }),
      },
      config(),
    );
    signIn();
    const user = userEvent.setup();
    renderApp('/wallets?name=deposit');
    const field = await screen.findByLabelText('Or type an amount');
    await user.clear(field);
    await user.type(field, '12.34');
    await user.click(screen.getByRole('button', { name: 'Deposit 12.34 coins' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/on our side/);

    await user.click(screen.getByRole('button', { name: 'Deposit 12.34 coins' }));
    await waitFor(() => expect(openCheckout).toHaveBeenCalledTimes(1));
    const [first, second] = calls(seen, 'recharge');
    expect(first?.body).toMatchObject({ rechargeTypeId: 1, amount: 1234 });
    expect(first?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_.:-]{1,64}$/);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(openCheckout).toHaveBeenCalledWith(
      '/sandbox-pay/checkout/D1?returnUrl=%2Fwallets%3Fname%3Ddeposit%26orderNo%3DD1',
    );
    expect(JSON.parse(sessionStorage.getItem(storageKeys.pendingDeposit) ?? '{}')).toMatchObject({
      orderNo: 'D1',
    });
    // The button stays busy while the checkout opens: no second order.
    expect(screen.getByRole('button', { name: 'Opening the payment page…' })).toBeDisabled();
  });

  it('names on the button only an amount the channel takes: never one over its maximum', async () => {
    stubApi({ refreshData: () => envelope(balances), tradeInfo: trade(true) }, config());
    signIn();
    const user = userEvent.setup();
    renderApp('/wallets?name=deposit');
    const field = await screen.findByLabelText('Or type an amount');
    await user.clear(field);
    // The card channel takes up to 50,000.00.
    await user.type(field, '50000.01');
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Deposit 50,000\.01 coins$/ })).toBeNull();
    await user.clear(field);
    await user.type(field, '50000');
    expect(screen.getByRole('button', { name: 'Deposit 50,000.00 coins' })).toBeInTheDocument();
    // Under the minimum (10.00) names none either.
    await user.clear(field);
    await user.type(field, '9.99');
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('takes a new key when the amount changes, and a double tap sends one request', async () => {
    let release: (() => void) | undefined;
    const { seen } = stubApi(
      {
        refreshData: () => envelope(balances),
        tradeInfo: trade(true),
        recharge: (body) =>
          body.amount === 5000
            ? refusal(ErrorCode.AMOUNT_ABOVE_MAX, { maxAmount: 4000 })
            : new Promise((resolve) => {
                release = () =>
                  resolve(
                    envelope({
                      orderNo: 'D2',
                      payUrl: 'https://pay.example/c/D2',
                      status: 'created',
                    }),
                  );
              }),
      },
      config(),
    );
    signIn();
    const user = userEvent.setup();
    renderApp('/wallets?name=deposit');
    await user.click(await screen.findByRole('button', { name: 'Deposit 50.00 coins' }));
    expect(await screen.findByText('The maximum amount is 40.00 coins.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^10\.00 coins/ }));
    const button = screen.getByRole('button', { name: 'Deposit 10.00 coins' });
    await user.click(button);
    await user.click(button);
    release?.();
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith('https://pay.example/c/D2'));
    const sent = calls(seen, 'recharge');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers['idempotency-key']).not.toBe(sent[0]?.headers['idempotency-key']);
  });

  it('shows the order the player comes back from, then the credited deposit and new balance', async () => {
    let status = 'created';
    const { seen } = stubApi(
      {
        refreshData: () =>
          envelope(status === 'credited' ? { ...balances, coin: 160_300 } : balances),
        tradeInfo: trade(false),
        rechargeOrder: (body) =>
          envelope({
            orderNo: body.orderNo,
            rechargeTypeId: 1,
            amount: 10_000,
            bonus: 300,
            status,
            createdAt: 1_700_000_000,
            creditedAt: null,
            expiresAt: 1_700_001_800,
          }),
      },
      config(),
    );
    signIn();
    sessionStorage.setItem(storageKeys.pendingDeposit, JSON.stringify({ orderNo: 'D7', at: 1 }));
    const user = userEvent.setup();
    const { router } = renderApp('/wallets?name=deposit&orderNo=D7');
    expect(await screen.findByText('Waiting for your payment')).toBeInTheDocument();
    // The order's own expiry, as the server set it (the deposits setting orderTtlMinutes).
    expect(screen.getByText(/this order expires at/)).toHaveTextContent(
      `Unpaid, this order expires at ${formatEpoch(1_700_001_800)}.`,
    );
    expect(calls(seen, 'rechargeOrder')[0]?.body).toMatchObject({ orderNo: 'D7' });

    status = 'credited';
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Deposit successful')).toBeInTheDocument();
    expect(screen.getByText('+3.00 coins bonus added')).toBeInTheDocument();
    await waitFor(() => expect(cachedBalances()?.coin).toBe(160_300));
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('1,603.00 coins');
    expect(sessionStorage.getItem(storageKeys.pendingDeposit)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Deposit again' }));
    await waitFor(() => expect(location(router)).toBe('/wallets?name=deposit'));
    expect(await screen.findByRole('radiogroup', { name: 'Amounts' })).toBeInTheDocument();
  });

  it('shows a back arrow only with back=1, a close button otherwise', async () => {
    stubApi({ refreshData: () => envelope(balances), tradeInfo: trade(true) }, config());
    signIn();
    const { unmount } = renderApp('/wallets?name=deposit&back=1');
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/wallets?name=withdraw&back=1',
    );
    unmount();
    renderApp('/wallets?name=deposit');
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});

const exchangeInfo = (extra: Record<string, unknown> = {}) => ({
  coin: 150_000,
  bet: 0,
  exchange: 150_000,
  minAmount: 5_000,
  maxAmount: 5_000_000,
  dailyTimes: 3,
  usedTimesToday: 1,
  feeBp: 150,
  blockedUntil: null,
  appUserBankList: [
    { id: 7, bankId: 1, accountName: 'Pat Player', accountNo: '****2233', isDefault: true },
  ],
  maxAccounts: 5,
  accountChangePauseHours: 24,
  ...extra,
});

describe('/wallets?name=withdraw', () => {
  it('withdraws to the default account with a key, shows the fee, the request and refreshes', async () => {
    const { seen } = stubApi({
      refreshData: () => envelope(balances),
      getExchange: () => envelope(exchangeInfo()),
      exchange: () => envelope({ orderNo: 'W1', status: 'approved' }),
      exchangeOrderList: () => envelope({ list: [], pages: 0, total: 0, pageNum: 1, pageSize: 3 }),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/wallets?name=withdraw');
    expect(await screen.findByTestId('withdrawable')).toHaveTextContent('1,500.00 coins');
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /First Bank.*\*\*\*\*2233/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByLabelText('Amount to withdraw')).toHaveValue('1500');
    // 1.5% of 1,500.00 is 22.50.
    expect(screen.getByText('\u221222.50 coins')).toBeInTheDocument();
    expect(screen.getByText('1,477.50 coins')).toBeInTheDocument();
    // Each withdrawal is confirmed with the login password.
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Enter your login password.')).toBeInTheDocument();
    expect(calls(seen, 'exchange')).toHaveLength(0);
    await user.type(screen.getByLabelText('Your login password'), 'Tulip-Harbor-58');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('Withdrawal requested')).toBeInTheDocument();
    const [sent] = calls(seen, 'exchange');
    expect(sent?.body).toMatchObject({ amount: 150_000, bankId: 7, password: 'Tulip-Harbor-58' });
    expect(sent?.body).not.toHaveProperty('forfeitBonus');
    expect(sent?.headers['idempotency-key']).toBeTruthy();
    await waitFor(() => expect(calls(seen, 'refreshData').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(calls(seen, 'getExchange').length).toBeGreaterThanOrEqual(2));
  });

  it('says what stops a withdrawal before sending it, and every refusal after', async () => {
    let info = exchangeInfo({ bet: 12_345, exchange: 0 });
    let answer = refusal(ErrorCode.WITHDRAW_DAILY_LIMIT);
    const { seen } = stubApi({
      refreshData: () => envelope(balances),
      getExchange: () => envelope(info),
      exchange: () => answer,
      exchangeOrderList: () => envelope({ list: [], pages: 0, total: 0, pageNum: 1, pageSize: 3 }),
    });
    signIn();
    const user = userEvent.setup();
    const { unmount } = renderApp('/wallets?name=withdraw');
    expect(await screen.findByText(/Play 123\.45 coins more in valid bets/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount to withdraw'), '100');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Play 123\.45 coins more/);
    expect(calls(seen, 'exchange')).toHaveLength(0);
    unmount();

    info = exchangeInfo();
    renderApp('/wallets?name=withdraw');
    const field = await screen.findByLabelText('Amount to withdraw');
    await user.type(screen.getByLabelText('Your login password'), 'Tulip-Harbor-58');
    await user.type(field, '10');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The minimum is 50.00 coins.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '100');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have used all of today’s withdrawals. Please try again tomorrow.',
    );
    answer = refusal(ErrorCode.WITHDRAW_BLOCKED, { blockedUntil: 1_900_000_000 });
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        /paused after a change of receiving account or password, until .*2030/,
      ),
    );
    answer = refusal(ErrorCode.INSUFFICIENT_BALANCE);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText('Your balance is not enough for this amount.'),
    ).toBeInTheDocument();
    answer = refusal(ErrorCode.PASSWORD_WRONG);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(calls(seen, 'exchange')).toHaveLength(4);
  });

  it('says how much of the balance free rewards won and which deposit frees it', async () => {
    stubApi({
      refreshData: () => envelope(balances),
      getExchange: () =>
        envelope(
          exchangeInfo({
            exchange: 130_000,
            rewardCashLocked: { amount: 20_000, minDeposit: 1_000 },
          }),
        ),
      exchangeOrderList: () => envelope({ list: [], pages: 0, total: 0, pageNum: 1, pageSize: 3 }),
    });
    signIn();
    renderApp('/wallets?name=withdraw');
    expect(await screen.findByTestId('reward-cash-locked')).toHaveTextContent(
      '200.00 coins of your balance was won with free rewards (like the sign-up bonus): it can be withdrawn once you have deposited at least 10.00 coins.',
    );
    expect(screen.getByTestId('withdrawable')).toHaveTextContent('1,300.00 coins');
  });

  it('asks for the player’s consent to end an open bonus, then sends it', async () => {
    const { seen } = stubApi({
      refreshData: () => envelope(balances),
      getExchange: () =>
        envelope(
          exchangeInfo({
            openBonus: {
              balance: 7_500,
              forfeitReturn: 5_000,
              wageringDone: 3_000,
              wageringRequired: 12_000,
            },
          }),
        ),
      exchange: () => envelope({ orderNo: 'W2', status: 'approved' }),
      exchangeOrderList: () => envelope({ list: [], pages: 0, total: 0, pageNum: 1, pageSize: 3 }),
      // The same open bonus, as the one wagering summary reads it (bonusWallet).
      bonusWallet: bonusWallet({
        id: 3,
        kind: 'reward',
        orderNo: 'R1',
        balance: 7_500,
        deposit: 5_000,
        bonus: 1_000,
        wageringRequired: 12_000,
        wageringLeft: 9_000,
        maxBet: 300,
        conversionCap: 10_000,
        forfeitReturn: 5_000,
        expiresAt: 1_795_000_000,
        createdAt: 1_794_000_000,
        roundOpen: false,
      }),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/wallets?name=withdraw');
    expect(
      await screen.findByText(/50\.00 coins of your deposit goes back to your cash first/),
    ).toBeInTheDocument();
    // Where its wagering stands: the wallet's summary, the one the Me page shows too.
    const summary = await screen.findByTestId('wagering-summary');
    expect(within(summary).getByRole('progressbar', { name: 'Wagering' })).toHaveAttribute(
      'aria-valuetext',
      '30.00 coins of 120.00 coins wagered',
    );
    expect(within(summary).getByTestId('summary-left')).toHaveTextContent(
      '90.00 coins of 120.00 coins',
    );
    expect(within(summary).getByTestId('summary-max-bet')).toHaveTextContent('3.00 coins');
    // The withdraw form's consent ends it: the summary offers no second way here.
    expect(within(summary).queryByRole('button')).toBeNull();
    await user.type(screen.getByLabelText('Amount to withdraw'), '100');
    await user.type(screen.getByLabelText('Your login password'), 'Tulip-Harbor-58');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Withdrawing now ends your active bonus: the bonus and its winnings go back, and what is left of your deposit returns to cash. Tick “End my bonus and withdraw” to go on, or finish its wagering first to keep them.',
    );
    expect(calls(seen, 'exchange')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'End my bonus and withdraw' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal requested')).toBeInTheDocument();
    expect(calls(seen, 'exchange')[0]?.body).toMatchObject({
      amount: 10_000,
      forfeitBonus: true,
      password: 'Tulip-Harbor-58',
    });
  });

  it('asks a player without a password for a code to their phone instead', async () => {
    const { seen } = stubApi({
      refreshData: () => envelope({ ...balances, hasPassword: false }),
      getExchange: () => envelope(exchangeInfo()),
      smsSend: () => envelope({ resendAfterSeconds: 60, expiresInSeconds: 300 }),
      exchange: () => envelope({ orderNo: 'W3', status: 'approved' }),
      exchangeOrderList: () => envelope({ list: [], pages: 0, total: 0, pageNum: 1, pageSize: 3 }),
    });
    useSessionStore
      .getState()
      .signIn('tok-1', userFixture({ hasPassword: false, mobile: '+15550001234' }));
    const user = userEvent.setup();
    renderApp('/wallets?name=withdraw');
    expect(
      await screen.findByText('We will text a code to your phone ending in 1234.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Your login password')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Send code/ }));
    await waitFor(() => expect(calls(seen, 'smsSend')[0]?.body).toMatchObject({ purpose: 1 }));
    await user.type(screen.getByLabelText('Amount to withdraw'), '100');
    await user.type(screen.getByLabelText(/code/i, { selector: 'input' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal requested')).toBeInTheDocument();
    expect(calls(seen, 'exchange')[0]?.body).toMatchObject({ smsCode: '123456' });
    expect(calls(seen, 'exchange')[0]?.body).not.toHaveProperty('password');
  });

  it('offers to add an account when there is none', async () => {
    stubApi({
      refreshData: () => envelope(balances),
      getExchange: () => envelope(exchangeInfo({ appUserBankList: [] })),
      exchangeOrderList: () => envelope({ list: [], pages: 0, total: 0, pageNum: 1, pageSize: 3 }),
    });
    signIn();
    renderApp('/withdrawal/bank');
    expect(await screen.findByRole('link', { name: 'Add a receiving account' })).toHaveAttribute(
      'href',
      '/wallets/card/edit',
    );
    expect(await screen.findByRole('heading', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('offers to add an account only under the server’s maxAccounts', async () => {
    const two = [
      { id: 7, bankId: 1, accountName: 'Pat Player', accountNo: '****2233', isDefault: true },
      { id: 8, bankId: 1, accountName: 'Pat Player', accountNo: '****4455', isDefault: false },
    ];
    let maxAccounts = 2;
    stubApi({
      refreshData: () => envelope(balances),
      getExchange: () => envelope(exchangeInfo({ appUserBankList: two, maxAccounts })),
      exchangeOrderList: () => envelope({ list: [], pages: 0, total: 0, pageNum: 1, pageSize: 3 }),
    });
    signIn();
    const first = renderApp('/withdrawal/bank');
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Add a receiving account' })).toBeNull();
    first.unmount();

    maxAccounts = 3;
    renderApp('/withdrawal/bank');
    expect(await screen.findByRole('link', { name: 'Add a receiving account' })).toHaveAttribute(
      'href',
      '/wallets/card/edit',
    );
  });

  it('/withdrawal/<bank code> offers only the accounts at that bank', async () => {
    const twoBanks: AppConfig = {
      ...configFixture,
      banks: [
        ...configFixture.banks,
        { id: 2, code: 'second', name: 'Second Bank', icon: '/art/banks/second.svg', sort: 20 },
      ],
    };
    stubApi(
      {
        refreshData: () => envelope(balances),
        getExchange: () =>
          envelope(
            exchangeInfo({
              appUserBankList: [
                { id: 7, bankId: 1, accountName: 'Pat', accountNo: '****2233', isDefault: true },
                { id: 8, bankId: 2, accountName: 'Pat', accountNo: '****9876', isDefault: false },
              ],
            }),
          ),
        exchangeOrderList: () =>
          envelope({ list: [], pages: 0, total: 0, pageNum: 1, pageSize: 3 }),
      },
      twoBanks,
    );
    signIn();
    renderApp('/withdrawal/second');
    const picker = await screen.findByRole('radiogroup', { name: 'Receive to' });
    expect(within(picker).getAllByRole('radio')).toHaveLength(1);
    expect(within(picker).getByRole('radio', { name: /Second Bank/ })).toBeChecked();
  });
});

describe('the open bonus on /wallets', () => {
  const open = {
    id: 7,
    kind: 'first_deposit',
    orderNo: 'D1',
    balance: 90_000,
    deposit: 100_000,
    bonus: 20_000,
    wageringRequired: 600_000,
    wageringLeft: 450_000,
    maxBet: 6_000,
    conversionCap: 200_000,
    forfeitReturn: 70_000,
    expiresAt: 1_795_000_000,
    createdAt: 1_794_000_000,
    roundOpen: false,
  };

  it('shows its balance, wagering and limits, and ends it once the player confirms', async () => {
    let ended = false;
    const { seen } = stubApi(
      {
        refreshData: () =>
          envelope({ ...balances, coin: ended ? 220_000 : 150_000, bonusCoin: ended ? 0 : 90_000 }),
        tradeInfo: trade(false, 0, 0, { bonusOpen: !ended }),
        bonusWallet: () => bonusWallet(ended ? null : open)(),
        bonusForfeit: () => {
          ended = true;
          return envelope({ returned: 70_000, coin: 220_000 });
        },
      },
      config(),
    );
    signIn();
    const user = userEvent.setup();
    renderApp('/wallets?name=deposit');
    const card = await screen.findByTestId('bonus-card');
    expect(card).toHaveTextContent('First deposit bonus');
    expect(card).toHaveTextContent('900.00 coins');
    const summary = within(card).getByTestId('wagering-summary');
    expect(within(summary).getByTestId('summary-left')).toHaveTextContent(
      '4,500.00 coins of 6,000.00 coins',
    );
    expect(within(summary).getByTestId('summary-max-bet')).toHaveTextContent('60.00 coins');
    expect(summary).toHaveTextContent('Up to 2,000.00 coins, once the wagering is done');
    expect(within(summary).getByRole('progressbar', { name: 'Wagering' })).toHaveAttribute(
      'aria-valuenow',
      '1500',
    );
    // The hero tells cash and the bonus balance apart.
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('2,400.00 coins');
    expect(screen.getByTestId('wallet-balance-split')).toHaveTextContent(
      'Cash 1,500.00 coins · bonus balance 900.00 coins',
    );

    const end = { name: 'End my bonus and withdraw' };
    await user.click(within(card).getByRole('button', end));
    const dialog = screen.getByRole('alertdialog', { name: 'End your bonus and withdraw?' });
    expect(dialog).toHaveTextContent('700.00 coins of your deposit goes back to your cash');
    // What ending costs: the bonus balance less what returns, 900.00 − 700.00.
    expect(within(dialog).getByTestId('end-bonus-cost')).toHaveTextContent(
      'You give up the bonus of 200.00 coins and its winnings: 200.00 coins of your bonus balance of 900.00 coins.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep playing it' }));
    expect(calls(seen, 'bonusForfeit')).toHaveLength(0);

    await user.click(within(card).getByRole('button', end));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'End it and withdraw' }),
    );
    await waitFor(() => expect(screen.queryByTestId('bonus-card')).toBeNull());
    expect(calls(seen, 'bonusForfeit')).toHaveLength(1);
    // It goes on to the withdraw tab.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('2,200.00 coins');
  });

  it('offers no end while a round it paid for is open, and says why', async () => {
    stubApi(
      {
        refreshData: () => envelope({ ...balances, coin: 150_000, bonusCoin: 90_000 }),
        tradeInfo: trade(false, 0, 0, { bonusOpen: true }),
        bonusWallet: () => bonusWallet({ ...open, roundOpen: true })(),
      },
      config(),
    );
    signIn();
    renderApp('/wallets?name=deposit');
    const card = await screen.findByTestId('bonus-card');
    expect(within(card).queryByRole('button', { name: 'End my bonus and withdraw' })).toBeNull();
    expect(within(card).getByTestId('end-bonus-blocked')).toHaveTextContent(
      'A round paid with your bonus is still open',
    );
  });
});
