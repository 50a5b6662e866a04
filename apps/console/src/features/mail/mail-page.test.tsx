import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MailBroadcastItem } from '@lobby/contract/console-mail';
import { renderConsole, signedInAs, stubCalls } from '@/test/render-console';

const staff = (role: 'marketing' | 'support' | 'auditor') =>
  signedInAs({ id: 6, email: 'mo@lobby.test', name: 'Mo', role });

const item = (over: Partial<MailBroadcastItem>): MailBroadcastItem => ({
  id: 1,
  title: 'Weekend gift',
  body: 'A little something.',
  awards: [],
  segment: {
    vipMin: null,
    vipMax: null,
    registeredFrom: null,
    registeredTo: null,
    deposited: null,
  },
  userId: null,
  startsAt: 1_790_000_000,
  expiresAt: 1_790_600_000,
  createdBy: 'mo@lobby.test',
  createdAt: 1_790_000_000,
  cancelledAt: null,
  state: 'live',
  requestedBy: 2,
  coinTotal: 0,
  decidedBy: null,
  refuseReason: null,
  copies: 120,
  claimed: 45,
  ...over,
});

/** A datetime-local value as the composer sends it: local time, in epoch seconds. */
const seconds = (local: string) => Math.floor(new Date(local).getTime() / 1000);

describe('the mail page', () => {
  it('composes a broadcast: segment, its reach, schedule and named attachments', async () => {
    const calls = stubCalls({
      staffMe: staff('marketing'),
      mailBroadcasts: { list: [], attachmentCap: 100_000 },
      mailPending: { list: [] },
      mailSegmentCount: { players: 1234 },
      mailBroadcastCreate: item({ id: 9 }),
    });
    renderConsole('/mail');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'New broadcast' });
    expect(await screen.findByText('No broadcasts yet.')).toBeInTheDocument();
    // A marketing member sends broadcasts, not one player's mail.
    expect(screen.queryByRole('heading', { name: 'Mail to one player' })).toBeNull();

    await user.type(screen.getByLabelText('Title'), 'Weekend gift');
    await user.type(screen.getByLabelText('Message'), 'A little something.');
    await user.type(screen.getByLabelText('VIP level from'), '2');
    await user.selectOptions(screen.getByLabelText('Deposits'), 'Has deposited');
    await user.click(screen.getByRole('button', { name: 'Add attachment' }));
    const row = screen.getByTestId('mail-award-row');
    expect(row).toHaveTextContent('Coin');
    await user.type(within(row).getByLabelText('Count'), '500');
    await user.click(screen.getByRole('button', { name: 'Add attachment' }));
    const second = screen.getAllByTestId('mail-award-row')[1]!;
    await user.clear(within(second).getByLabelText('Prop id'));
    await user.type(within(second).getByLabelText('Prop id'), '1001');
    await user.type(within(second).getByLabelText('Count'), '1');
    expect(second).toHaveTextContent('General coupon');

    await user.click(screen.getByRole('button', { name: 'Count players' }));
    expect(await screen.findByText('Reaches 1,234 players now.')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'mailSegmentCount')?.body).toEqual({
      segment: { vipMin: 2, deposited: true },
      withAwards: true,
      openToNewPlayers: false,
    });

    await user.type(screen.getByLabelText('Starts (empty: now)'), '2026-12-24T18:00');
    await user.type(screen.getByLabelText('Expires'), '2026-12-31T23:00');
    await user.click(screen.getByRole('button', { name: 'Store broadcast' }));
    expect(await screen.findByText('Broadcast #9 stored.')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'mailBroadcastCreate')?.body).toEqual({
      title: 'Weekend gift',
      body: 'A little something.',
      segment: { vipMin: 2, deposited: true },
      awards: [
        { propId: 2001, count: 500 },
        { propId: 1001, count: 1 },
      ],
      startsAt: seconds('2026-12-24T18:00'),
      expiresAt: seconds('2026-12-31T23:00'),
      openToNewPlayers: false,
    });
  });

  it('says why a broadcast is refused', async () => {
    stubCalls({
      staffMe: staff('marketing'),
      mailBroadcasts: { list: [], attachmentCap: 100_000 },
      mailPending: { list: [] },
      mailBroadcastCreate: {
        errcode: 1660,
        msg: 'no',
        data: { reason: 'it must expire in the future' },
      },
    });
    renderConsole('/mail');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'x');
    await user.type(screen.getByLabelText('Message'), 'y');
    await user.type(screen.getByLabelText('Expires'), '2020-01-01T00:00');
    await user.click(screen.getByRole('button', { name: 'Store broadcast' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The broadcast cannot be sent: it must expire in the future',
    );
  });

  it('mails one player named by phone, with coin, instead of a segment', async () => {
    const calls = stubCalls({
      staffMe: staff('marketing'),
      mailBroadcasts: { list: [], attachmentCap: 100_000 },
      mailPending: { list: [] },
      mailBroadcastCreate: item({ id: 12, userId: 44, state: 'pending', coinTotal: 500 }),
    });
    renderConsole('/mail');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'For you');
    await user.type(screen.getByLabelText('Message'), 'Sorry for the wait.');
    expect(screen.getByLabelText('VIP level from')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'One player' }));
    // The segment's fields go; the player's comes.
    expect(screen.queryByLabelText('VIP level from')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Count players' })).toBeNull();
    await user.type(screen.getByLabelText('Player id, phone or account name'), '+15550001111');
    await user.click(screen.getByRole('button', { name: 'Add attachment' }));
    await user.type(within(screen.getByTestId('mail-award-row')).getByLabelText('Count'), '500');
    await user.type(screen.getByLabelText('Expires'), '2026-12-31T23:00');
    await user.click(screen.getByRole('button', { name: 'Store broadcast' }));
    expect(
      await screen.findByText('Broadcast #12 stored: it waits for another member’s approval.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'mailBroadcastCreate')?.body).toEqual({
      title: 'For you',
      body: 'Sorry for the wait.',
      player: '+15550001111',
      awards: [{ propId: 2001, count: 500 }],
      expiresAt: seconds('2026-12-31T23:00'),
    });
  });

  it('says when no player, or several, match the one named', async () => {
    let answer = { errcode: 1676, msg: 'no', data: { player: 'ghost' } };
    stubCalls({
      staffMe: staff('marketing'),
      mailBroadcasts: { list: [], attachmentCap: 100_000 },
      mailPending: { list: [] },
      mailBroadcastCreate: () => answer,
    });
    renderConsole('/mail');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'x');
    await user.type(screen.getByLabelText('Message'), 'y');
    await user.click(screen.getByRole('radio', { name: 'One player' }));
    await user.type(screen.getByLabelText('Player id, phone or account name'), 'ghost');
    await user.type(screen.getByLabelText('Expires'), '2026-12-31T23:00');
    await user.click(screen.getByRole('button', { name: 'Store broadcast' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No player has the id, phone or account name “ghost”.',
    );
    answer = { errcode: 1677, msg: 'no', data: { player: '12' } };
    await user.click(screen.getByRole('button', { name: 'Store broadcast' }));
    expect(
      await screen.findByText(
        'More than one player matches “12”: name the player by another of their id, phone or account name.',
      ),
    ).toBeInTheDocument();
  });

  it('lists broadcasts with their reach, and cancels a scheduled one', async () => {
    let cancelled = false;
    const calls = stubCalls({
      staffMe: staff('marketing'),
      mailPending: { list: [] },
      mailBroadcasts: () => ({
        attachmentCap: 100_000,
        list: [
          item({
            id: 3,
            title: 'Next week',
            state: cancelled ? 'cancelled' : 'scheduled',
            segment: {
              vipMin: 1,
              vipMax: null,
              registeredFrom: null,
              registeredTo: null,
              deposited: false,
            },
            copies: 0,
            claimed: 0,
          }),
          item({ id: 2, awards: [{ propId: 2001, count: 250 }] }),
          item({ id: 1, title: 'About your question', userId: 77, copies: 1 }),
        ],
      }),
      mailBroadcastCancel: () => {
        cancelled = true;
        return item({ id: 3, state: 'cancelled' });
      },
    });
    renderConsole('/mail');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', {
      name: 'The latest broadcasts and mails to one player',
    });
    const rows = within(table).getAllByTestId('broadcast-row');
    expect(rows.map((r) => r.dataset.broadcastId)).toEqual(['3', '2', '1']);
    expect(rows[0]).toHaveTextContent('VIP 1–any, never deposited');
    expect(rows[0]).toHaveTextContent('Scheduled');
    expect(rows[1]).toHaveTextContent('Coin (2001) × 250');
    expect(rows[1]).toHaveTextContent('Everyone');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .slice(6, 8)
        .map((c) => c.textContent),
    ).toEqual(['120', '45']);
    expect(rows[2]).toHaveTextContent('Player 77');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cancel broadcast #3' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'mailBroadcastCancel')?.body).toEqual({ id: 3 });
  });

  it('lets support mail one player, words only, and read the list', async () => {
    const calls = stubCalls({
      staffMe: staff('support'),
      mailBroadcasts: { list: [], attachmentCap: 100_000 },
      mailPending: { list: [] },
      mailSend: { id: 12 },
    });
    renderConsole('/mail');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Mail to one player' });
    expect(screen.queryByRole('heading', { name: 'New broadcast' })).toBeNull();
    await user.type(screen.getByLabelText('Player id'), '77');
    await user.type(screen.getByLabelText('Title'), 'About your question');
    await user.type(screen.getByLabelText('Message'), 'We have looked into it.');
    await user.click(screen.getByRole('button', { name: 'Send mail' }));
    expect(await screen.findByText('Mail sent (#12).')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'mailSend')?.body).toEqual({
      userId: 77,
      title: 'About your question',
      body: 'We have looked into it.',
    });
  });

  it('shows the cap per attachment, says a broadcast past the budget waits, and why one is over the cap', async () => {
    let over = true;
    stubCalls({
      staffMe: staff('marketing'),
      mailBroadcasts: { list: [], attachmentCap: 50_000 },
      mailPending: { list: [] },
      mailBroadcastCreate: () =>
        over
          ? { errcode: 1611, msg: 'no', data: { coin: 60_000, cap: 50_000 } }
          : item({ id: 9, state: 'pending' }),
    });
    renderConsole('/mail');
    const user = userEvent.setup();
    expect(await screen.findByTestId('mail-attachment-cap')).toHaveTextContent(
      'One attachment may carry at most 500.00 coins',
    );
    await user.type(screen.getByLabelText('Title'), 'x');
    await user.type(screen.getByLabelText('Message'), 'y');
    await user.type(screen.getByLabelText('Expires'), '2026-12-31T23:00');
    await user.click(screen.getByRole('button', { name: 'Store broadcast' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'One attachment carries 600.00 coins, above the cap of 500.00 coins per attachment.',
    );

    over = false;
    await user.click(screen.getByRole('button', { name: 'Store broadcast' }));
    expect(
      await screen.findByText('Broadcast #9 stored: it waits for another member’s approval.'),
    ).toBeInTheDocument();
  });

  it('lists the mail waiting for approval: another member approves or refuses, its sender waits', async () => {
    let decided = false;
    const pendingOne = item({
      id: 21,
      title: 'Big gift',
      state: 'pending',
      awards: [{ propId: 2001, count: 1_000 }],
      coinTotal: 250_000,
      requestedBy: 2,
      createdBy: 'ann@lobby.test',
      copies: 0,
      claimed: 0,
    });
    const mine = item({ id: 22, title: 'My gift', state: 'pending', requestedBy: 6, copies: 0 });
    const huge = item({ id: 23, title: 'By hand', state: 'pending', coinTotal: 2 ** 60 });
    const calls = stubCalls({
      staffMe: staff('marketing'),
      mailBroadcasts: { list: [], attachmentCap: 100_000 },
      mailPending: () => ({ list: decided ? [mine, huge] : [pendingOne, mine, huge] }),
      mailApprove: () => {
        decided = true;
        return { ...pendingOne, state: 'live' };
      },
      mailRefuse: () => ({ errcode: 1612, msg: 'no' }),
    });
    renderConsole('/mail');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', {
      name: 'Broadcasts past their sender’s budget, waiting for a second member',
    });
    const rows = within(table).getAllByTestId('mail-pending-row');
    expect(rows.map((r) => r.dataset.broadcastId)).toEqual(['21', '22', '23']);
    expect(rows[0]).toHaveTextContent('2,500.00 coins');
    expect(rows[0]).toHaveTextContent('ann@lobby.test');
    expect(rows[0]).toHaveTextContent('Coin (2001) × 1000');
    expect(rows[1]).toHaveTextContent('Yours: another member decides');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(rows[2]).toHaveTextContent('Too large to show');

    await user.click(screen.getByRole('button', { name: 'Refuse broadcast #21' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This mail is not waiting for approval',
    );
    expect(calls.find((c) => c.name === 'mailRefuse')?.body).toEqual({ id: 21 });
    await user.click(screen.getByRole('button', { name: 'Approve broadcast #21' }));
    expect(calls.find((c) => c.name === 'mailApprove')?.body).toEqual({ id: 21 });
    await screen.findByRole('button', { name: 'Approve broadcast #23' });
    expect(screen.queryByRole('button', { name: 'Approve broadcast #21' })).toBeNull();
  });

  it('shows the waiting mail to a reader without the buttons', async () => {
    stubCalls({
      staffMe: staff('auditor'),
      mailBroadcasts: { list: [], attachmentCap: 100_000 },
      mailPending: { list: [item({ id: 21, state: 'pending' })] },
    });
    renderConsole('/mail');
    const row = await screen.findByTestId('mail-pending-row');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'New broadcast' })).toBeNull();
  });
});
