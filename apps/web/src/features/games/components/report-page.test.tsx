import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { envelope, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { userFixture } from '@/test/fixtures/user';
import { location, renderApp } from '@/test/render-app';
import { presetRange } from '../lib/report';

const calls = (seen: SeenRequest[], name: string) => seen.filter((r) => r.url.endsWith(`/${name}`));
const signIn = () => useSessionStore.getState().signIn('tok-1', userFixture());

const totals = (bets: number, wins: number, rounds: number) => ({
  bets,
  wins,
  net: wins - bets,
  rounds,
});

const report = {
  byDay: [
    { day: '2026-11-22', ...totals(3_000, 5_050, 3) },
    { day: '2026-11-21', ...totals(2_000, 0, 1) },
  ],
  byGame: [
    { gameId: 1005, gameName: 'Rocket Rush', ...totals(4_000, 5_050, 3) },
    { gameId: 1001, gameName: 'Golden Sevens', ...totals(1_000, 0, 1) },
  ],
  total: totals(5_000, 5_050, 4),
};

const round = (n: number, gameId = 1005, gameName = 'Rocket Rush') => ({
  roundId: `r-${n}`,
  gameId,
  gameName,
  bet: 1_000 + n,
  win: n % 2 ? 0 : 2_525,
  createdAt: 1_700_000_000 + n,
});

const page = <T,>(
  list: T[],
  pageNum: number,
  pages: number,
  total: number,
  nextCursor: string | null = null,
) => envelope({ list, pageNum, pages, total, pageSize: 20, nextCursor, totalCapped: false });

describe('/member/report', () => {
  it('totals the last 7 days by default: bets, wins, net in colour, rounds, by day and by game', async () => {
    const { seen } = stubApi({
      betRecordReport: () => envelope(report),
      betRecord: () => page([round(1)], 1, 1, 1),
    });
    signIn();
    renderApp('/member/report');
    const totalsBox = await screen.findByTestId('report-totals');
    expect(totalsBox).toHaveTextContent('Bets50.00 coins');
    expect(totalsBox).toHaveTextContent('Wins50.50 coins');
    expect(totalsBox).toHaveTextContent('Net+0.50 coins');
    expect(totalsBox).toHaveTextContent('Rounds4');
    expect(within(totalsBox).getByText('+0.50 coins')).toHaveAttribute('data-tone', 'plus');

    const week = presetRange('week');
    // The days of byDay are the player's: the request carries their offset from UTC.
    expect(calls(seen, 'betRecordReport')[0]?.body).toMatchObject({
      ...week,
      // 0 − offset, not −offset: the body holds 0 where the test would hold −0.
      utcOffset: 0 - new Date().getTimezoneOffset(),
    });
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const days = within(screen.getByRole('list', { name: 'By day' })).getAllByRole('listitem');
    expect(days).toHaveLength(2);
    expect(days[0]).toHaveTextContent(/Nov 22, 2026.*3 rounds.*\+20\.50 coins/);
    expect(within(days[1]!).getByText('\u221220.00 coins')).toHaveAttribute('data-tone', 'minus');

    const games = within(screen.getByRole('list', { name: 'By game' })).getAllByRole('listitem');
    expect(games[0]).toHaveTextContent(/Rocket Rush.*3 rounds.*\+10\.50 coins/);
    expect(games[1]).toHaveTextContent(/Golden Sevens.*1 round.*\u221210\.00 coins/);
  });

  it('switches period with the presets and asks for that range', async () => {
    const { seen } = stubApi({
      betRecordReport: () => envelope(report),
      betRecord: () => page([], 1, 0, 0),
    });
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/member/report');
    await screen.findByTestId('report-totals');
    for (const [label, preset] of [
      ['Today', 'today'],
      ['Yesterday', 'yesterday'],
      ['Last 30 days', 'month'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: label }));
      await waitFor(() =>
        expect(calls(seen, 'betRecordReport').at(-1)?.body).toMatchObject(presetRange(preset)),
      );
      expect(calls(seen, 'betRecord').at(-1)?.body).toMatchObject(presetRange(preset));
      expect(location(router)).toBe(`/member/report?range=${preset}`);
    }
  });

  it('lists the rounds with game, bet, win, time and a copyable round id, a page at a time', async () => {
    const { seen } = stubApi({
      betRecordReport: () => envelope(report),
      betRecord: (body) =>
        body.cursor === undefined
          ? page([round(2), round(1)], 1, 2, 3, '41')
          : page([round(0)], 1, 2, 3),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/member/report');
    const list = await screen.findByRole('list', { name: 'Rounds' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Rocket Rush');
    expect(rows[0]).toHaveTextContent('Bet 10.02 coins');
    expect(rows[0]).toHaveTextContent('Win 25.25 coins');
    expect(rows[0]).toHaveTextContent('Round r-2');
    expect(rows[0]).toHaveTextContent(/2023/);

    await user.click(within(rows[0]!).getByRole('button', { name: 'Copy round ID' }));
    expect(await navigator.clipboard.readText()).toBe('r-2');
    expect(await within(rows[0]!).findByText('Copied')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.getByText('All 3 rounds shown')).toBeInTheDocument();
    expect(calls(seen, 'betRecord').map((r) => r.body?.cursor)).toEqual([undefined, '41']);
  });

  it('filters the rounds by game, from the picker or by tapping a game of the report', async () => {
    const { seen } = stubApi({
      betRecordReport: () => envelope(report),
      betRecord: (body) =>
        body.gameId === 1001
          ? page([round(9, 1001, 'Golden Sevens')], 1, 1, 1)
          : page([round(1)], 1, 1, 1),
    });
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/member/report');
    await screen.findByRole('list', { name: 'Rounds' });

    await user.selectOptions(screen.getByLabelText('Game'), 'Golden Sevens');
    await waitFor(() =>
      expect(calls(seen, 'betRecord').at(-1)?.body).toMatchObject({ gameId: 1001 }),
    );
    expect(
      await within(screen.getByRole('list', { name: 'Rounds' })).findByText('Round r-9'),
    ).toBeInTheDocument();
    expect(location(router)).toBe('/member/report?gameId=1001');

    const byGame = screen.getByRole('list', { name: 'By game' });
    await user.click(within(byGame).getByRole('button', { name: /Rocket Rush/ }));
    await waitFor(() =>
      expect(calls(seen, 'betRecord').at(-1)?.body).toMatchObject({ gameId: 1005 }),
    );
    expect(within(byGame).getByRole('button', { name: /Rocket Rush/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Tapping it again shows every game's rounds.
    await user.click(within(byGame).getByRole('button', { name: /Rocket Rush/ }));
    await waitFor(() => expect(location(router)).toBe('/member/report'));
    expect(screen.getByLabelText('Game')).toHaveValue('');
    expect(calls(seen, 'betRecord')[0]?.body).not.toHaveProperty('gameId');
  });

  it('says "No bets yet — play a game" with a link to the lobby when there is nothing', async () => {
    stubApi({
      betRecordReport: () => envelope({ byDay: [], byGame: [], total: totals(0, 0, 0) }),
      betRecord: () => page([], 1, 0, 0),
    });
    signIn();
    renderApp('/member/report');
    expect(await screen.findByText('No bets yet — play a game')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the lobby' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('list', { name: 'Rounds' })).toBeNull();
  });

  it('explains a failed load and retries', async () => {
    let fail = true;
    stubApi({
      betRecordReport: () => (fail ? envelope(undefined, 500, 500, 'boom') : envelope(report)),
      betRecord: () => page([], 1, 0, 0),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/member/report');
    expect(await screen.findByText('We could not load your report')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('report-totals')).toBeInTheDocument();
  });

  it('asks a signed-out player to log in first, with a way back here', async () => {
    const { seen } = stubApi({});
    renderApp('/member/report');
    expect(await screen.findByText('Log in to see your report')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fmember%2Freport',
    );
    expect(calls(seen, 'betRecordReport')).toHaveLength(0);
  });
});
