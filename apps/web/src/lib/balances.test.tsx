import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { cachedBalances } from '../test/balances';
import { envelope, stubApi } from '../test/fetch-stub';
import { userFixture } from '../test/fixtures/user';
import {
  refreshDataQuery,
  setBalances,
  setPlayableBalance,
  updateBalances,
  useBalances,
  usePlayableBalance,
  useRefreshData,
} from './balances';
import { queryClient } from './query-client';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

const answer = (coin: number, bonusCoin = 0) => ({
  ...userFixture({ coin, bonusCoin }),
  safebox: 300,
});

describe('the balances', () => {
  it('start from the stored user after a reload, and the first refresh asks the server', async () => {
    const { seen } = stubApi({ refreshData: () => envelope(answer(9_000)) });
    useSessionStore.getState().signIn('t', userFixture({ coin: 1_000, bonusCoin: 50 }));
    const shown = renderHook(() => usePlayableBalance(), { wrapper });
    expect(shown.result.current).toBe(1_050);
    expect(seen).toHaveLength(0);

    renderHook(() => useRefreshData(), { wrapper });
    await waitFor(() => expect(shown.result.current).toBe(9_000));
    expect(seen.filter((r) => r.url.endsWith('/refreshData'))).toHaveLength(1);
    // The stored user follows, for the next reload.
    expect(useSessionStore.getState().user).toMatchObject({ coin: 9_000, safebox: 300 });
  });

  it('are none when signed out', () => {
    const { result } = renderHook(() => [useBalances(), usePlayableBalance()], { wrapper });
    expect(result.current).toEqual([undefined, 0]);
  });

  it("take a game round's playable balance until a money move or a refresh says otherwise", async () => {
    const { seen } = stubApi({ refreshData: () => envelope(answer(2_000)) });
    useSessionStore.getState().signIn('t', userFixture({ coin: 500 }));
    setBalances(userFixture({ coin: 500, bonusCoin: 100 }));
    const { result } = renderHook(() => usePlayableBalance(), { wrapper });
    expect(result.current).toBe(600);

    setPlayableBalance(450);
    await waitFor(() => expect(result.current).toBe(450));
    expect(cachedBalances()).toMatchObject({ coin: 500, bonusCoin: 100, playable: 450 });

    updateBalances({ coin: 700 });
    await waitFor(() => expect(result.current).toBe(800));
    expect(useSessionStore.getState().user?.coin).toBe(700);

    setPlayableBalance(10);
    await queryClient.fetchQuery(refreshDataQuery());
    await waitFor(() => expect(result.current).toBe(2_000));
    expect(seen).toHaveLength(1);
  });
});
