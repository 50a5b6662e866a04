import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConsoleWithdrawal, ReconciliationAnswer } from '@lobby/contract/console-money';
import { ErrorCode } from '@lobby/contract/values/errors';
import { renderConsole, signedInAs, stubCalls } from '@/test/render-console';

const me = (role: string) => signedInAs({ id: 7, email: 'fin@lobby.test', name: 'Fin', role });

const order = (over: Partial<ConsoleWithdrawal> = {}): ConsoleWithdrawal => ({
  orderNo: 'W1',
  userId: 42,
  nickname: 'Pat',
  vip: 3,
  amount: 150_000,
  fee: 0,
  status: 'pending_review',
  bankCode: 'B1',
  bankName: 'First Bank',
  accountName: 'Pat Player',
  accountNo: '****2233',
  reviewedBy: null,
  reviewedAt: null,
  reviewNote: null,
  provider: null,
  providerRef: null,
  failureReason: null,
  createdAt: 1_700_000_000,
  settledAt: null,
  holdReasons: [],
  ...over,
});
const page = <T,>(list: T[]) => ({ list, pages: 1, total: list.length, pageNum: 1, pageSize: 50 });
const detail = (o: ConsoleWithdrawal, manualPayouts = true) => ({
  order: o,
  balance: 12_345,
  withdrawHold: o.amount,
  recent: [o],
  manualPayouts,
});

describe('the Withdrawals page', () => {
  it('lists the queue and approves an order', async () => {
    let current = order();
    const calls = stubCalls({
      staffMe: me('finance'),
      withdrawalQueue: () => page(current.status === 'pending_review' ? [current] : []),
      withdrawalOrder: () => detail(current),
      withdrawalApprove: (body) => {
        expect(body).toEqual({ orderNo: 'W1' });
        current = order({ status: 'approved', reviewedBy: 'fin@lobby.test' });
        return { order: current };
      },
    });
    renderConsole('/withdrawals');
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Tools' });
    for (const name of ['Withdrawals', 'Deposits', 'Reconciliation', 'Promotions'])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    const row = await screen.findByTestId('withdrawal-row');
    expect(row).toHaveTextContent('#42 Pat · VIP 3');
    expect(row).toHaveTextContent('1,500.00 coins');
    await user.click(within(row).getByRole('link', { name: 'W1' }));
    const shown = await screen.findByTestId('withdrawal-detail');
    expect(shown).toHaveTextContent('123.45 coins');
    expect(shown).toHaveTextContent('First Bank ****2233 (Pat Player)');
    await user.click(screen.getByTestId('withdrawal-approve'));
    expect(await screen.findByTestId('withdrawal-done')).toHaveTextContent(
      'the withdrawal is now Approved',
    );
    expect(await screen.findByTestId('withdrawal-mark-paid')).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'withdrawalApprove')).toHaveLength(1);
  });

  it('shows why each held withdrawal waits, in the queue and on the order', async () => {
    const held = order({
      holdReasons: [
        { code: 'no_deposit', detail: 'no credited deposit' },
        { code: 'shared_account', detail: 'also held by player 77' },
        { code: 'risk.linked_accounts', detail: '+50: device shared with player 7' },
      ],
    });
    stubCalls({
      staffMe: me('finance'),
      withdrawalQueue: page([held]),
      withdrawalOrder: detail(held),
    });
    renderConsole('/withdrawals');
    const row = await screen.findByTestId('withdrawal-row');
    expect(row).toHaveTextContent('Player never deposited: no credited deposit');
    expect(row).toHaveTextContent(
      'Receiving account shared with another player: also held by player 77',
    );
    expect(row).toHaveTextContent('Risk reason linked_accounts: +50: device shared with player 7');
    await userEvent.setup().click(within(row).getByRole('link', { name: 'W1' }));
    const shown = await screen.findByTestId('withdrawal-detail');
    expect(within(shown).getByTestId('hold-reasons').querySelectorAll('li')).toHaveLength(3);
  });

  it('refuses with the reason typed in the dialog, and says why a refusal is refused', async () => {
    const calls = stubCalls({
      staffMe: me('finance'),
      withdrawalQueue: page([order()]),
      withdrawalOrder: detail(order()),
      withdrawalRefuse: (body) =>
        (body as { reason: string }).reason.trim()
          ? {
              errcode: ErrorCode.WITHDRAWAL_ALREADY_DECIDED,
              msg: 'x',
              data: { status: 'approved' },
            }
          : { errcode: ErrorCode.WITHDRAWAL_REASON_REQUIRED, msg: 'x' },
    });
    renderConsole('/withdrawals/W1');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('withdrawal-refuse'));
    const dialog = screen.getByRole('dialog', { name: 'Refuse this withdrawal' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse withdrawal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Say why the withdrawal is refused.',
    );
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Name does not match');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse withdrawal' }));
    expect(
      await screen.findByText('This withdrawal has been decided already (it is now approved).'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'withdrawalRefuse').map((c) => c.body)).toEqual([
      { orderNo: 'W1', reason: '' },
      { orderNo: 'W1', reason: 'Name does not match' },
    ]);
  });

  it('marks an approved order paid with the bank reference', async () => {
    let current = order({ status: 'approved' });
    stubCalls({
      staffMe: me('finance'),
      withdrawalQueue: page([]),
      withdrawalOrder: () => detail(current),
      withdrawalMarkPaid: (body) => {
        expect(body).toEqual({ orderNo: 'W1', reference: 'BANK-42' });
        current = order({ status: 'paid', providerRef: 'BANK-42', provider: 'manual' });
        return { order: current };
      },
    });
    renderConsole('/withdrawals/W1?status=approved');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('withdrawal-mark-paid'));
    await user.type(screen.getByLabelText('The bank’s reference of the payment'), 'BANK-42');
    await user.click(screen.getByTestId('withdrawal-dialog-confirm'));
    expect(await screen.findByTestId('withdrawal-done')).toHaveTextContent('now Paid');
    expect(await screen.findByText('BANK-42')).toBeInTheDocument();
  });

  it('shows the auditor the queue without the decisions', async () => {
    stubCalls({
      staffMe: me('auditor'),
      withdrawalQueue: page([order()]),
      withdrawalOrder: detail(order()),
    });
    renderConsole('/withdrawals/W1');
    await screen.findByTestId('withdrawal-detail');
    expect(screen.queryByTestId('withdrawal-approve')).toBeNull();
    expect(screen.queryByTestId('withdrawal-refuse')).toBeNull();
  });

  it('is not support’s: no nav entry, and the page refuses without calling', async () => {
    const calls = stubCalls({
      staffMe: me('support'),
      chatInbox: page([]),
    });
    renderConsole('/withdrawals');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
    const nav = screen.getByRole('navigation', { name: 'Tools' });
    expect(within(nav).queryByRole('link', { name: 'Withdrawals' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Reconciliation' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Deposits' })).toBeInTheDocument();
    expect(calls.some((c) => c.name.startsWith('withdrawal'))).toBe(false);
  });
});

describe('the Deposits page', () => {
  it('searches by order number and shows the provider events', async () => {
    const deposit = {
      orderNo: 'D1',
      userId: 42,
      nickname: 'Pat',
      amount: 10_000,
      bonus: 0,
      currency: 'USD',
      provider: 'sandbox',
      providerRef: 'SBX-1',
      status: 'credited' as const,
      createdAt: 1_700_000_000,
      paidAt: 1_700_000_060,
      creditedAt: 1_700_000_060,
    };
    const calls = stubCalls({
      staffMe: me('support'),
      depositSearch: page([deposit]),
      depositOrder: {
        order: deposit,
        events: [
          {
            id: 1,
            provider: 'sandbox',
            source: 'webhook',
            eventId: 'evt_1',
            outcome: 'credited',
            detail: null,
            body: '{"orderNo":"D1"}',
            receivedAt: 1_700_000_060,
          },
        ],
      },
    });
    renderConsole('/deposits');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Order number'), 'D1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(
      within(await screen.findByTestId('deposit-row')).getByRole('link', { name: 'D1' }),
    );
    const event = await screen.findByTestId('deposit-event');
    expect(event).toHaveTextContent('credited');
    expect(event).toHaveTextContent('{"orderNo":"D1"}');
    expect(
      calls.find((c) => c.name === 'depositSearch' && (c.body as { orderNo?: string }).orderNo),
    ).toBeDefined();
  });
});

describe('the Reconciliation page', () => {
  it('shows a day’s totals and its mismatches', async () => {
    const report: ReconciliationAnswer = {
      day: '2026-11-27',
      from: 1_764_201_600,
      to: 1_764_288_000,
      rows: [
        {
          kind: 'deposits',
          provider: 'sandbox',
          ledger: { count: 2, amount: 30_000 },
          confirmed: { count: 3, amount: 40_000 },
        },
      ],
      mismatches: [
        {
          kind: 'deposits',
          provider: 'sandbox',
          orderNo: 'D9',
          problem: 'provider_only',
          ledgerAmount: null,
          providerAmount: 10_000,
        },
      ],
      eventMismatches: 1,
    };
    const calls = stubCalls({ staffMe: me('finance'), reconciliation: report });
    renderConsole('/reconciliation?day=2026-11-27');
    expect(await screen.findByTestId('reconciliation-row')).toHaveTextContent('2 · 300.00 coins');
    const mismatch = screen.getByTestId('reconciliation-mismatch');
    expect(mismatch).toHaveTextContent('Confirmed by the provider only');
    expect(mismatch).toHaveTextContent('100.00 coins');
    expect(screen.getByText('1 provider event did not match its order.')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'reconciliation')?.body).toEqual({ day: '2026-11-27' });
  });
});

describe('the Promotions page', () => {
  it('shows each activity’s cost in the days', async () => {
    const calls = stubCalls({
      staffMe: me('finance'),
      promotionsCost: {
        from: '2026-11-01',
        to: '2026-11-30',
        list: [
          {
            activity: 'daily-task',
            cost: 12_345,
            grants: [{ status: 'claimed', count: 3, coin: 12_345 }],
          },
        ],
        total: 12_345,
      },
    });
    renderConsole('/promotions?from=2026-11-01&to=2026-11-30');
    const row = await screen.findByTestId('promotion-row');
    expect(row).toHaveTextContent('daily-task');
    expect(row).toHaveTextContent('claimed 3 (123.45 coins)');
    expect(screen.getByTestId('promotions-total')).toHaveTextContent('123.45 coins');
    expect(calls.find((c) => c.name === 'promotionsCost')?.body).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });
});
