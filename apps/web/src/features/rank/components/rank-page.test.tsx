import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RankListAnswer } from '@lobby/contract/rank';
import { ActivityType, PropId } from '@lobby/contract/values/enums';
import { useSessionStore } from '@/stores/session-store';
import { envelope, stubApi } from '@/test/fetch-stub';
import { activity, configFixture } from '@/test/fixtures/app-config';
import { userFixture } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

const config = {
  ...configFixture,
  activities: [...configFixture.activities, activity(9, ActivityType.Rank)],
};

const board = (period: 'day' | 'week', extra: Partial<RankListAnswer> = {}): RankListAnswer => ({
  period,
  live: true,
  // The lobby's clock is a day ahead of the browser's: the countdown reads the answer only.
  now: 2_000_000_000,
  endsAt: 2_000_000_000 + 3_600 + 5 * 60 + 3,
  minValidBets: 10_000,
  list: [
    { rank: 1, nickname: 'Pl***er', avatar: 'a2', amount: 123_456, me: false },
    { rank: 2, nickname: 'Av***va', avatar: 'a1', amount: 50_000, me: true },
    { rank: 2, nickname: 'Jo***hn', avatar: 'a3', amount: 50_000, me: false },
  ],
  mine: { rank: 2, amount: 50_000 },
  prizes: [
    { from: 1, to: 1, awards: [{ propId: PropId.Coin, count: 5_000 }] },
    { from: 2, to: 3, awards: [{ propId: PropId.Coin, count: 2_000 }] },
  ],
  ...extra,
});

describe('/rank', () => {
  it('shows the board, the prizes, the player’s own row and a countdown on the lobby’s clock', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi(
      {
        rankList: (body) =>
          envelope(
            body.period === 'week'
              ? board('week', { list: [], mine: { rank: null, amount: 900 } })
              : board('day'),
          ),
      },
      config,
    );
    useSessionStore.getState().signIn('tok-1', userFixture({ nickname: 'Ava' }));
    renderApp('/rank');
    const top = await screen.findByRole('list', { name: 'Top players' });
    const rows = within(top).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '1Pl***er1,234.56 coins',
      '2Av***va (You)500.00 coins',
      '2Jo***hn500.00 coins',
    ]);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    const prizes = within(screen.getByRole('list', { name: 'Prizes' })).getAllByRole('listitem');
    expect(prizes.map((r) => r.textContent)).toEqual(['No. 1+50.00 coins', 'No. 2–3+20.00 coins']);
    expect(screen.getByTestId('rank-mine')).toHaveTextContent('No. 2');
    expect(screen.getByRole('timer')).toHaveTextContent('01:05:03');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('01:05:01');

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('tab', { name: 'Weekly' }));
    await waitFor(() =>
      expect(screen.getByTestId('rank-mine')).toHaveTextContent(
        'Bet 100.00 coins in valid bets this period to join the board.',
      ),
    );
    expect(screen.getByText('No one on the board yet: be the first.')).toBeInTheDocument();
  });
});
