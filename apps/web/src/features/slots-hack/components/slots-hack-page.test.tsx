import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SlotsHackInfoAnswer } from '@lobby/contract/slots-hack';
import { PropId } from '@lobby/contract/values/enums';
import { useSessionStore } from '@/stores/session-store';
import { envelope, stubApi } from '@/test/fetch-stub';
import { userFixture } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

const info = (extra: Partial<SlotsHackInfoAnswer> = {}): SlotsHackInfoAnswer => ({
  live: true,
  now: 2_000_000_000,
  startsAt: null,
  endsAt: null,
  minBet: 100,
  games: [{ id: 1005, name: 'Golden Orchard', icon: '/art/games/golden-orchard.webp' }],
  bestE2: 6_050,
  tiers: [
    {
      id: 1,
      multiplier: 50,
      awards: [{ propId: PropId.Coin, count: 500 }],
      state: 'claimable',
      grantId: 77,
    },
    {
      id: 2,
      multiplier: 500,
      awards: [{ propId: PropId.Coin, count: 2_000 }],
      state: 'open',
      grantId: null,
    },
  ],
  ...extra,
});

describe('/activity/slotshack', () => {
  it('shows the tiers, the best multiplier and claims a reached tier by its reward', async () => {
    const claimed: unknown[] = [];
    stubApi({
      slotsHackInfo: () => envelope(info()),
      betBonusReceive: (body) => {
        claimed.push(body.id);
        return envelope({
          claimed: [77],
          awards: [{ propId: PropId.Coin, count: 500 }],
          refused: [],
          money: { cash: 0, bonus: 500, wageringDone: 0, wageringRequired: 5_000 },
        });
      },
      refreshData: () => envelope(userFixture()),
    });
    useSessionStore.getState().signIn('tok-1', userFixture());
    renderApp('/activity/slotshack');
    expect(await screen.findByTestId('slots-hack-best')).toHaveTextContent('60.50×');
    const tiers = within(screen.getByRole('list', { name: 'Tiers' })).getAllByRole('listitem');
    expect(tiers[0]).toHaveTextContent('Win 50× your bet+5.00 coins');
    expect(tiers[1]).toHaveTextContent('Not reached');
    expect(screen.getByRole('link', { name: 'Play Golden Orchard' })).toHaveAttribute(
      'href',
      '/game/start?gameId=1005',
    );
    await userEvent.click(within(tiers[0]!).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(within(tiers[0]!).getByText('Claimed')).toBeInTheDocument());
    expect(claimed).toEqual([77]);
  });

  it('asks a visitor to log in', async () => {
    stubApi({});
    renderApp('/activity/slotshack');
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});
