import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  BalanceAdjustment,
  PlayerProfile,
  PlayerSummary,
} from '@lobby/contract/console-players';
import { ErrorCode } from '@lobby/contract/values/errors';
import { renderConsole, signedInAs, stubCalls } from '@/test/render-console';

const staff = (role: 'finance' | 'support' | 'marketing', id = 5) =>
  signedInAs({ id, email: 'ida@lobby.test', name: 'Ida', role });

const page = <T,>(list: T[]) => ({
  list,
  pages: 1,
  total: list.length,
  pageNum: 1,
  pageSize: 20,
});

const summary = (over: Partial<PlayerSummary> = {}): PlayerSummary => ({
  id: 42,
  nickname: 'Zephyr',
  account: 'zephyr_1',
  mobile: '+15550100001',
  inviteCode: 'ABCDEF1234',
  lockedAt: null,
  createdAt: 1_790_000_000,
  ...over,
});

const profile = (over: Partial<PlayerProfile> = {}): PlayerProfile => ({
  ...summary(),
  uuid: '00000000-0000-4000-8000-000000000042',
  mobileVerified: true,
  hasKyc: false,
  avatar: 'a1',
  inviterId: 7,
  lockedReason: null,
  hasPassword: true,
  ...over,
});

const adjustment = (over: Partial<BalanceAdjustment> = {}): BalanceAdjustment => ({
  id: 9,
  userId: 42,
  nickname: 'Zephyr',
  amount: 250_000,
  reason: 'tournament prize',
  status: 'pending',
  requestedBy: 3,
  requestedByName: 'ann@lobby.test',
  decidedBy: null,
  decidedByName: null,
  transferId: null,
  createdAt: 1_790_000_000,
  decidedAt: null,
  ...over,
});

const adjustments = (list: BalanceAdjustment[]) => ({ ...page(list), fourEyesAbove: 100_000 });

describe('the players search', () => {
  it('searches by one input and links each player to their page', async () => {
    const calls = stubCalls({
      staffMe: staff('support'),
      playerSearch: page([summary(), summary({ id: 43, nickname: 'Zed', lockedAt: 1 })]),
    });
    renderConsole('/players');
    const user = userEvent.setup();
    expect(await screen.findByText('Search for a player by any of their ids.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Players' })).toBeInTheDocument();
    // Support has no `ledger`: no pending adjustments.
    expect(screen.queryByRole('heading', { name: 'Pending adjustments' })).toBeNull();

    await user.type(screen.getByLabelText('Search players'), 'ze');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const rows = await screen.findAllByTestId('player-row');
    expect(rows.map((r) => r.dataset.playerId)).toEqual(['42', '43']);
    expect(rows[1]).toHaveTextContent('Locked');
    expect(within(rows[0]!).getByRole('link', { name: 'Zephyr' })).toHaveAttribute(
      'href',
      '/players/42',
    );
    expect(calls.findLast((c) => c.name === 'playerSearch')?.body).toEqual({
      q: 'ze',
      pageNum: 1,
      pageSize: 20,
    });
  });

  it('shows finance the pending adjustments: approve another’s, not their own', async () => {
    let decided = false;
    const calls = stubCalls({
      staffMe: staff('finance', 5),
      balanceAdjustments: () =>
        adjustments(decided ? [] : [adjustment(), adjustment({ id: 10, requestedBy: 5 })]),
      adjustmentApprove: () => {
        decided = true;
        return adjustment({ status: 'posted', decidedBy: 5, transferId: 77 });
      },
    });
    renderConsole('/players');
    const user = userEvent.setup();
    const rows = await screen.findAllByTestId('adjustment-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('+2,500.00 coins');
    expect(rows[1]).toHaveTextContent('Yours: another member decides');
    expect(within(rows[1]!).queryByRole('button', { name: 'Approve' })).toBeNull();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No adjustment is waiting.')).toBeVisible();
    expect(calls.find((c) => c.name === 'adjustmentApprove')?.body).toEqual({ id: 9 });
  });

  it('says why a decision was refused', async () => {
    stubCalls({
      staffMe: staff('finance'),
      balanceAdjustments: adjustments([adjustment()]),
      adjustmentRefuse: { errcode: ErrorCode.ADJUSTMENT_DECIDED, msg: 'decided' },
    });
    renderConsole('/players');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refuse' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This adjustment was already approved or refused.',
    );
  });
});

describe('a player’s page', () => {
  it('shows the profile, locks with a reason and ends sessions (support)', async () => {
    let locked = false;
    let sessions = [
      {
        id: 1,
        ip: '203.0.113.9',
        userAgent: 'Firefox',
        device: 'Android Pixel',
        createdAt: 1_790_000_000,
        lastSeenAt: 1_790_000_100,
      },
    ];
    const calls = stubCalls({
      staffMe: staff('support'),
      playerProfile: () => profile(),
      playerSessions: () => ({ list: sessions }),
      playerEndSession: () => {
        sessions = [];
        return { ended: 1 };
      },
      playerLock: () => {
        locked = true;
        sessions = [];
        return profile({ lockedAt: 1_790_000_200, lockedReason: 'fraud' });
      },
    });
    renderConsole('/players/42');
    const user = userEvent.setup();
    expect(await screen.findByTestId('player-heading')).toHaveTextContent('Player 42: Zephyr');
    expect(screen.getByText('00000000-0000-4000-8000-000000000042')).toBeVisible();
    expect(screen.getByRole('link', { name: '7' })).toHaveAttribute('href', '/players/7');
    // Support has money.read: the money tab is there.
    expect(screen.getByRole('link', { name: 'Money' })).toBeInTheDocument();

    expect(await screen.findByTestId('player-session')).toHaveTextContent(
      'Android Pixel · 203.0.113.9',
    );
    await user.click(screen.getByRole('button', { name: 'End' }));
    expect(await screen.findByText('No live sessions.')).toBeVisible();
    expect(calls.find((c) => c.name === 'playerEndSession')?.body).toEqual({
      id: 42,
      sessionId: 1,
    });

    const lock = screen.getByRole('button', { name: 'Lock' });
    expect(lock).toBeDisabled();
    await user.type(screen.getByLabelText('Reason'), 'fraud');
    await user.click(lock);
    expect(await screen.findByTestId('player-locked')).toHaveTextContent('fraud');
    expect(locked).toBe(true);
    expect(screen.getByRole('heading', { name: 'Unlock the account' })).toBeVisible();
    expect(calls.find((c) => c.name === 'playerLock')?.body).toEqual({ id: 42, reason: 'fraud' });
  });

  it('adds a note and lists notes with their author', async () => {
    const notes = [
      {
        id: 1,
        text: 'Asked about a bonus.',
        staffId: 3,
        staffName: 'Ann',
        createdAt: 1_790_000_000,
      },
    ];
    const calls = stubCalls({
      staffMe: staff('support'),
      playerProfile: profile(),
      playerNotes: () => page([...notes]),
      playerAddNote: (body) => {
        const note = {
          id: 2,
          text: (body as { text: string }).text,
          staffId: 5,
          staffName: 'Ida',
          createdAt: 1_790_000_500,
        };
        notes.unshift(note);
        return note;
      },
    });
    renderConsole('/players/42?tab=notes');
    const user = userEvent.setup();
    expect(await screen.findByTestId('player-note')).toHaveTextContent('Asked about a bonus.');
    expect(screen.getByTestId('player-note')).toHaveTextContent('Ann,');
    await user.type(screen.getByLabelText('New note'), 'Called back.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findAllByTestId('player-note')).toHaveLength(2);
    expect(screen.getAllByTestId('player-note')[0]).toHaveTextContent('Called back.');
    expect(calls.find((c) => c.name === 'playerAddNote')?.body).toEqual({
      id: 42,
      text: 'Called back.',
    });
  });

  it('shows money and adjusts the balance (finance): above the threshold it waits', async () => {
    const calls = stubCalls({
      staffMe: staff('finance'),
      playerProfile: profile(),
      playerSessions: { list: [] },
      playerBalances: { coin: 123_456, bonus: 0, safebox: 500, withdrawHold: 0, wagering: 0 },
      playerLedger: {
        ...page([
          {
            transferId: 5,
            kind: 'adjustment',
            amount: -1_000,
            balanceAfter: 123_456,
            memo: null,
            createdAt: 1_790_000_000,
          },
        ]),
        nextCursor: null,
        totalCapped: false,
      },
      playerDeposits: page([
        {
          id: 1,
          orderNo: 'D-1',
          amount: 10_000,
          bonus: 0,
          status: 'credited',
          provider: 'sandbox',
          createdAt: 1_790_000_000,
          creditedAt: 1_790_000_010,
        },
      ]),
      playerWithdrawals: page([]),
      balanceAdjustments: adjustments([]),
      playerAdjustBalance: (body) =>
        adjustment({ amount: (body as { amount: number }).amount, status: 'pending' }),
    });
    renderConsole('/players/42');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Money' }));
    expect(await screen.findByTestId('player-coin')).toHaveTextContent('1,234.56 coins');
    expect(await screen.findByTestId('player-ledger-row')).toHaveTextContent('−10.00 coins');
    expect(await screen.findByTestId('player-deposit')).toHaveTextContent('D-1');
    expect(
      await screen.findByText(
        'Above 1,000.00 coins an adjustment waits for another finance member’s approval.',
      ),
    ).toBeVisible();

    await user.type(screen.getByLabelText('Amount'), 'abc');
    await user.type(screen.getByLabelText('Reason'), 'tournament prize');
    await user.click(screen.getByRole('button', { name: 'Adjust' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter an amount above zero with at most two decimals.',
    );
    expect(calls.some((c) => c.name === 'playerAdjustBalance')).toBe(false);

    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '2,500');
    await user.click(screen.getByRole('button', { name: 'Adjust' }));
    expect(await screen.findByTestId('adjust-result')).toHaveTextContent(
      'Waiting for approval: +2,500.00 coins.',
    );
    expect(calls.find((c) => c.name === 'playerAdjustBalance')?.body).toEqual({
      id: 42,
      direction: 'credit',
      amount: 250_000,
      reason: 'tournament prize',
    });
  });

  it('hides the money tab and the changes from a role without them (marketing)', async () => {
    stubCalls({
      staffMe: staff('marketing'),
      playerProfile: profile(),
      playerSessions: { list: [] },
    });
    renderConsole('/players/42?tab=money');
    expect(await screen.findByTestId('player-heading')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Money' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Lock' })).toBeNull();
    expect(await screen.findByText('No live sessions.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'End all sessions' })).toBeNull();
  });

  it('says when the player does not exist', async () => {
    stubCalls({
      staffMe: staff('support'),
      playerProfile: { errcode: ErrorCode.PLAYER_NOT_FOUND, msg: 'no' },
    });
    renderConsole('/players/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('This player does not exist.');
  });
});
