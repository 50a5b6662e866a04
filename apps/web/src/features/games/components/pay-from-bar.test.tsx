import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useSessionStore } from '@/stores/session-store';
import { cachedBalances, refreshAnswer } from '@/test/balances';
import { envelope, refusal, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { userFixture } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';
import { settle } from '@/test/settle';

/** A provider's game: its own page at its own origin. */
const STUDIO_LAUNCH = 'https://studio.example/launch/rocket?session=s-1&mode=real';
/** One of our own games: its page shows the choice under its bet (play/components/pay-from.tsx). */
const OWN_LAUNCH = '/play/crash?session=s-1';

const calls = (seen: SeenRequest[], name: string) => seen.filter((r) => r.url.endsWith(`/${name}`));

/**
 * A server that keeps the player's choice as the real one does (bonusPayFrom sets it, refreshData
 * tells it), so what one page sets the other reads.
 */
const server = ({
  launchUrl = STUDIO_LAUNCH,
  coin = 93_500,
  bonusCoin = 1_000,
  refuseChoice = false,
}: { launchUrl?: string; coin?: number; bonusCoin?: number; refuseChoice?: boolean } = {}) => {
  const state = { payFrom: 'cash' as 'cash' | 'bonus', coin, bonusCoin };
  const stub = stubApi({
    startGame: () => envelope({ launchUrl, sessionId: 's-1' }),
    online: () => envelope({}),
    exitGame: () => envelope({}),
    refreshData: () =>
      envelope(
        refreshAnswer({
          coin: state.coin,
          bonusCoin: state.bonusCoin,
          bonusPayFrom: state.payFrom,
        }),
      ),
    bonusPayFrom: (body) => {
      if (refuseChoice) return refusal(ErrorCode.INTERNAL);
      const asked = body.payFrom;
      if (asked === 'cash' || asked === 'bonus') state.payFrom = asked;
      return envelope({ payFrom: state.payFrom });
    },
    bonusWallet: () => envelope({ open: null, payFrom: state.payFrom }),
  });
  return { ...stub, state };
};

const signIn = () => useSessionStore.getState().signIn('tok-1', userFixture());

describe('"Pay bets from" around a provider’s game', () => {
  it('shows both balances with the saved choice and sets it with bonusPayFrom', async () => {
    const { seen, state } = server();
    state.payFrom = 'bonus'; // set on a built-in game's page before
    signIn();
    const user = userEvent.setup();
    renderApp('/game/start?gameId=1005');
    const bar = await screen.findByRole('group', { name: 'Pay bets from' });
    const cash = within(bar).getByRole('radio', { name: 'Cash · 935.00 coins' });
    const bonus = within(bar).getByRole('radio', { name: 'Bonus · 10.00 coins' });
    // The choice the game pages saved, read from the same balances.
    expect(bonus).toBeChecked();
    expect(bar).toHaveTextContent('Bonus first: each bet is paid whole from your bonus');

    await user.click(cash);
    await waitFor(() => expect(cash).toBeChecked());
    expect(calls(seen, 'bonusPayFrom').map((r) => r.body?.payFrom)).toEqual(['cash']);
    expect(state.payFrom).toBe('cash');
    // Kept where a built-in game's page and the next refresh read it.
    expect(cachedBalances()?.bonusPayFrom).toBe('cash');
    expect(useSessionStore.getState().user?.bonusPayFrom).toBe('cash');
    expect(bar).toHaveTextContent('Cash bets have no bonus limit');
    expect(screen.getByTestId('game-frame')).toBeInTheDocument();
  });

  it('keeps the saved choice when setting it is refused, and says so', async () => {
    const { seen } = server({ refuseChoice: true });
    signIn();
    const user = userEvent.setup();
    renderApp('/game/start?gameId=1005');
    const bar = await screen.findByRole('group', { name: 'Pay bets from' });
    await user.click(within(bar).getByRole('radio', { name: 'Bonus · 10.00 coins' }));
    expect(await within(bar).findByRole('alert')).toBeInTheDocument();
    expect(within(bar).getByRole('radio', { name: 'Cash · 935.00 coins' })).toBeChecked();
    expect(calls(seen, 'bonusPayFrom')).toHaveLength(1);
    expect(cachedBalances()?.bonusPayFrom).toBe('cash');
  });

  it('asks the balances again after a round while a bonus balance is held', async () => {
    const { seen, state } = server();
    signIn();
    renderApp('/game/start?gameId=1005');
    const bar = await screen.findByRole('group', { name: 'Pay bets from' });
    const asked = calls(seen, 'refreshData').length;
    state.coin = 90_000;
    const iframe = screen.getByTestId<HTMLIFrameElement>('game-frame');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'lobby:balance', coin: 91_000 },
          origin: 'https://studio.example',
          source: iframe.contentWindow,
        }),
      );
    });
    await waitFor(() =>
      expect(within(bar).getByRole('radio', { name: 'Cash · 900.00 coins' })).toBeInTheDocument(),
    );
    expect(calls(seen, 'refreshData')).toHaveLength(asked + 1);
  });

  it('is not there with one balance, in demo play, or around our own games (they show their own)', async () => {
    server({ bonusCoin: 0 });
    signIn();
    const first = renderApp('/game/start?gameId=1005');
    await screen.findByTestId('game-frame');
    await settle();
    expect(screen.queryByTestId('pay-from-bar')).toBeNull();
    first.unmount();

    server({ coin: 0 });
    const second = renderApp('/game/start?gameId=1005');
    await screen.findByTestId('game-frame');
    await settle();
    expect(screen.queryByTestId('pay-from-bar')).toBeNull();
    second.unmount();

    server();
    const demo = renderApp('/game/start?gameId=1005&tryIt=1');
    await screen.findByTestId('game-frame');
    await settle();
    expect(screen.queryByTestId('pay-from-bar')).toBeNull();
    demo.unmount();

    server({ launchUrl: OWN_LAUNCH });
    renderApp('/game/start?gameId=1005');
    await screen.findByTestId('game-frame');
    await settle();
    expect(screen.queryByTestId('pay-from-bar')).toBeNull();
  });
});
