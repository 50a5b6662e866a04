import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DashboardAnswer, DashboardDay } from '@lobby/contract/console-dashboard';
import { renderConsole, signedInAs, stubCalls } from '@/test/render-console';

const staff = (role: 'finance' | 'support' | 'admin') =>
  signedInAs({ id: 5, email: 'fay@lobby.test', name: 'Fay', role });

const day = (date: string, over: Partial<DashboardDay> = {}): DashboardDay => ({
  day: date,
  deposits: 1_234_567,
  depositCount: 12,
  withdrawals: 50_099,
  withdrawalCount: 2,
  bets: 900_000,
  wins: 700_000,
  ggr: 200_000,
  bonusCost: 15_050,
  newPlayers: 7,
  activePlayers: 41,
  ...over,
});

const answer = (days: number): DashboardAnswer => {
  const series = Array.from({ length: days }, (_, i) =>
    day(`2026-11-${String(28 - days + 1 + i).padStart(2, '0')}`, { newPlayers: i }),
  );
  return { timeZone: 'Asia/Manila', today: series.at(-1)!, series };
};

describe('pending approvals on the dashboard', () => {
  it('lists what waits for a second approval, each linked to where it is decided', async () => {
    stubCalls({
      staffMe: staff('admin'),
      dashboard: answer(7),
      pendingApprovals: {
        list: [
          {
            kind: 'balanceAdjustment',
            id: 4,
            requestedBy: 2,
            requestedByName: 'fin@lobby.test',
            createdAt: 1_764_000_000,
            amount: 500_000,
            subject: 'Lucky7',
            role: null,
          },
          {
            kind: 'staffRequest',
            id: 9,
            requestedBy: 3,
            requestedByName: 'boss@lobby.test',
            createdAt: 1_764_000_100,
            amount: null,
            subject: 'new@lobby.test',
            role: 'finance',
          },
        ],
        counts: { balanceAdjustment: 1, staffRequest: 1 },
      },
    });
    renderConsole('/dashboard');
    const section = await screen.findByTestId('pending-approvals');
    expect(
      await within(section).findByRole('heading', { name: 'Waiting for a second approval (2)' }),
    ).toBeInTheDocument();
    const rows = await within(section).findAllByTestId('pending-approval');
    expect(rows.map((r) => r.dataset.kind)).toEqual(['balanceAdjustment', 'staffRequest']);
    expect(rows[0]).toHaveTextContent('Lucky7');
    expect(rows[0]).toHaveTextContent('5,000.00 coins');
    expect(rows[1]).toHaveTextContent('Staff member with the role Finance');
    expect(within(rows[1]!).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      expect.stringContaining('/staff'),
    );
  });
});

describe('the dashboard', () => {
  it('is the home of a finance member: today, the charts by name and the same numbers as a table', async () => {
    const calls = stubCalls({
      staffMe: staff('finance'),
      dashboard: (body) => answer((body as { days: number }).days),
      pendingApprovals: { list: [], counts: { balanceAdjustment: 0 } },
    });
    const { router } = renderConsole('/');
    const today = await screen.findByTestId('dashboard-today');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Days in Asia/Manila')).toBeInTheDocument();
    // Money floored to two decimals, counts as they are.
    expect(within(today).getByText('12,345.67 coins')).toBeInTheDocument();
    expect(within(today).getByText('GGR (bets − wins)').nextSibling).toHaveTextContent(
      '2,000.00 coins',
    );
    expect(within(today).getByText('Bonus cost').nextSibling).toHaveTextContent('150.50 coins');
    expect(within(today).getByText('Active players').nextSibling).toHaveTextContent('41');

    for (const name of [
      'Deposits and withdrawals per day',
      'GGR and bonus cost per day',
      'New and active players per day',
    ])
      expect(screen.getByRole('img', { name })).toBeInTheDocument();

    // A tapped tooltip closes: leaving the chart, a tap elsewhere, or Escape.
    const chart = screen.getByRole('img', { name: 'Deposits and withdrawals per day' });
    expect(chart).toHaveAttribute('data-tooltip', 'closed');
    fireEvent.pointerDown(chart);
    expect(chart).toHaveAttribute('data-tooltip', 'open');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(chart).toHaveAttribute('data-tooltip', 'closed');
    fireEvent.pointerDown(chart);
    fireEvent.pointerDown(document.body);
    expect(chart).toHaveAttribute('data-tooltip', 'closed');
    fireEvent.pointerMove(chart);
    fireEvent.pointerLeave(chart);
    expect(chart).toHaveAttribute('data-tooltip', 'closed');

    const table = screen.getByRole('table', { name: 'Figures per day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    // Newest first.
    expect(rows[0]).toHaveTextContent('2026-11-28');
    expect(within(rows[0]!).getAllByRole('cell').at(-2)).toHaveTextContent('29');
    expect(calls.find((c) => c.name === 'dashboard')?.body).toEqual({ days: 30 });

    await userEvent.setup().selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    await screen.findByRole('cell', { name: '6' });
    expect(
      within(screen.getByRole('table', { name: 'Figures per day' })).getAllByRole('row'),
    ).toHaveLength(8);
    expect(calls.findLast((c) => c.name === 'dashboard')?.body).toEqual({ days: 7 });
  });

  it('is not offered to support, who land on their first tool', async () => {
    stubCalls({ staffMe: staff('support'), chatInbox: { errcode: 1602, msg: 'no' } });
    renderConsole('/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });
});
