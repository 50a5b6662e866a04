import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { envelope, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { userFixture } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

const page = <T,>(list: T[], pageNum: number, pages: number, total: number) =>
  envelope({ list, pageNum, pages, total, pageSize: 20 });

const deposit = (n: number, status = 'credited', bonus = 0) => ({
  orderNo: `D${n}`,
  rechargeTypeId: 1,
  amount: 10_000 + n,
  bonus,
  status,
  createdAt: 1_700_000_000 + n,
  creditedAt: null,
});

const calls = (seen: SeenRequest[], name: string) => seen.filter((r) => r.url.endsWith(`/${name}`));

describe('/wallets/record', () => {
  it('lists deposits with their state and bonus, a page at a time', async () => {
    const { seen } = stubApi({
      rechargeOrderList: (body) =>
        body.pageNum === 1
          ? page([deposit(2, 'credited', 300), deposit(1, 'expired')], 1, 2, 3)
          : page([deposit(0, 'created')], 2, 2, 3),
    });
    useSessionStore.getState().signIn('tok-1', userFixture());
    const user = userEvent.setup();
    renderApp('/wallets/record');
    const list = await screen.findByRole('list', { name: 'Deposits' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('100.02 coins');
    expect(rows[0]).toHaveTextContent('Credited');
    expect(rows[0]).toHaveTextContent('+3.00 coins bonus');
    expect(rows[0]).toHaveTextContent(/Card · .*2023.* · D2/);
    expect(rows[1]).toHaveTextContent('Expired');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('Unpaid');
    expect(screen.getByText('All 3 records shown')).toBeInTheDocument();
    expect(calls(seen, 'rechargeOrderList').map((r) => r.body?.pageNum)).toEqual([1, 2]);
  });

  it('lists withdrawals with their state and fee', async () => {
    stubApi({
      exchangeOrderList: () =>
        page(
          [
            {
              orderNo: 'W1',
              amount: 60_000,
              fee: 600,
              status: 'pending_review',
              bankName: 'First Bank',
              accountNo: '****2233',
              createdAt: 1_700_000_000,
              updatedAt: 1_700_000_000,
            },
          ],
          1,
          1,
          1,
        ),
    });
    useSessionStore.getState().signIn('tok-1', userFixture());
    const user = userEvent.setup();
    renderApp('/wallets/record');
    await user.click(await screen.findByRole('tab', { name: 'Withdrawals' }));
    const row = within(await screen.findByRole('list', { name: 'Withdrawals' })).getByRole(
      'listitem',
    );
    expect(row).toHaveTextContent('Withdrawal');
    expect(row).toHaveTextContent('600.00 coins');
    expect(row).toHaveTextContent('In review');
    expect(row).toHaveTextContent('Fee 6.00 coins');
    expect(row).toHaveTextContent('First Bank ****2233');
  });

  it('filters all movements by kind and by the player’s local days', async () => {
    const { seen } = stubApi({
      appUserCoinDetail: () =>
        page(
          [
            {
              id: 1,
              kind: 'safebox_in',
              amount: -2_000,
              balanceAfter: 58_000,
              safeboxAmount: 2_000,
              ref: null,
              createdAt: 1_700_000_000,
            },
          ],
          1,
          1,
          1,
        ),
    });
    useSessionStore.getState().signIn('tok-1', userFixture());
    const user = userEvent.setup();
    renderApp('/wallets/record');
    await user.click(await screen.findByRole('tab', { name: 'All movements' }));
    const row = within(await screen.findByRole('list', { name: 'All movements' })).getByRole(
      'listitem',
    );
    expect(row).toHaveTextContent('Into safebox');
    expect(row).toHaveTextContent('\u221220.00 coins');
    expect(row).toHaveTextContent('Balance 580.00 coins');

    await user.selectOptions(screen.getByLabelText('Type'), 'Deposit bonus');
    await waitFor(() =>
      expect(calls(seen, 'appUserCoinDetail').at(-1)?.body).toMatchObject({
        kind: 'deposit_bonus',
      }),
    );
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-02');
    await waitFor(() => {
      const body = calls(seen, 'appUserCoinDetail').at(-1)?.body;
      expect(body?.from).toBe(new Date(2026, 2, 1).getTime() / 1000);
      expect(body?.to).toBe(new Date(2026, 2, 3).getTime() / 1000);
    });
  });

  it('asks a signed-out player to log in', async () => {
    stubApi({});
    renderApp('/wallets/record');
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fwallets%2Frecord',
    );
  });
});
