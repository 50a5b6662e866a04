import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActInviteUserAnswer, InviteSpinAttempt } from '@lobby/contract/invite-spin';
import { PropId } from '@lobby/contract/values/enums';
import { useSessionStore } from '@/stores/session-store';
import { envelope, stubApi } from '@/test/fetch-stub';
import { userFixture } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';
import { SPIN_MS } from './invite-spin-section';

const NOW = 2_000_000_000;
const attempt = (extra: Partial<InviteSpinAttempt> = {}): InviteSpinAttempt => ({
  id: 9,
  total: 0,
  target: 10_000,
  spinsLeft: 1,
  invites: 0,
  validInvites: 0,
  validInvitesNeeded: 5,
  startedAt: NOW,
  expiresAt: NOW + 3_661,
  state: 'open',
  serverSeedHash: 'ab'.repeat(32),
  clientSeed: 'client-1',
  nonce: 0,
  ...extra,
});
const page = (a: InviteSpinAttempt | null): ActInviteUserAnswer => ({
  now: NOW,
  attempt: a,
  nextStartAt: null,
  sectors: [
    { amount: 500, weight: 3, oddsBp: 7_500 },
    { amount: 5_000, weight: 1, oddsBp: 2_500 },
  ],
  spinsPerInvite: 1,
  spinsPerValidInvite: 2,
  validInviteDeposit: 10_000,
  validInviteBets: 300_000,
  attemptHours: 72,
});
/** The wheel is live (the fixture's config has no type 20 activity). */
const liveIds = () =>
  envelope({ activityMap: {}, activityIds: [], hasTurntable: true, totalRecharge: 0 });
const emptyPage = {
  list: [],
  pages: 0,
  total: 0,
  pageNum: 1,
  pageSize: 20,
  nextCursor: null,
  totalCapped: false,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the invite spin on /share', () => {
  it('spins the wheel with the nonce shown, then tells what it added, with the odds and the countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW * 1000);
    const spins: unknown[] = [];
    let current = attempt();
    stubApi({
      actInviteUser: () => envelope(page(current)),
      getActivityIds: liveIds,
      actInviteUserRecord: () => envelope(emptyPage),
      actInviteUserSpin: (body) => {
        spins.push(body.nonce);
        current = attempt({ total: 5_000, spinsLeft: 0, nonce: 1 });
        return envelope({
          spin: {
            id: 1,
            nonce: 0,
            sector: 1,
            sectorAmount: 5_000,
            amount: 5_000,
            totalAfter: 5_000,
            serverSeed: 'seed-1',
            serverSeedHash: 'ab'.repeat(32),
            clientSeed: 'client-1',
            createdAt: NOW,
          },
          attempt: current,
        });
      },
      refreshData: () => envelope(userFixture()),
    });
    useSessionStore.getState().signIn('tok-1', userFixture());
    renderApp('/share');
    const wheel = await screen.findByRole('img', { name: 'Invite & Spin' });
    // Each slice's amount is drawn with its coin (the coin sign, never an emoji).
    expect(within(wheel).getAllByTestId('wheel-coin')).toHaveLength(
      within(wheel).getAllByText(/^\d[\d,]*\.\d\d$/).length,
    );
    expect(within(wheel).getAllByTestId('wheel-coin').length).toBeGreaterThan(0);
    expect(screen.getByText('0.00 coins of 100.00 coins')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Ends in 01:01:01');
    expect(screen.getByText('5.00 coins: 75.00%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(spins).toEqual([0]));
    expect(screen.getByRole('button', { name: 'Spinning…' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(SPIN_MS);
    });
    expect(await screen.findByText('You won 50.00 coins')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('50.00 coins of 100.00 coins')).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled();
  });

  it('verifies a spin of the history from its revealed seed', async () => {
    const seedHash = 'ab5d3a4e1e0c1bc5a1ec2a3e0ba1a1e3f2cbf2a4e5b6a7c8d9e0f1a2b3c4d5e6';
    const spinRow = (serverSeedHash: string) => ({
      kind: 'spin',
      id: 1,
      nonce: 0,
      sector: 1,
      sectorAmount: 5_000,
      amount: 5_000,
      totalAfter: 5_000,
      serverSeed: 'server-seed-1',
      serverSeedHash,
      clientSeed: 'client-seed-1',
      createdAt: NOW,
    });
    const real = await crypto.subtle.digest('SHA-256', new TextEncoder().encode('server-seed-1'));
    const hash = Array.from(new Uint8Array(real), (b) => b.toString(16).padStart(2, '0')).join('');
    stubApi({
      getActivityIds: liveIds,
      actInviteUser: () =>
        envelope({
          ...page(attempt()),
          sectors: [
            { amount: 500, weight: 42, oddsBp: 4_200 },
            { amount: 5_000, weight: 58, oddsBp: 5_800 },
          ],
        }),
      actInviteUserRecord: () =>
        envelope({
          ...emptyPage,
          list: [spinRow(hash), { ...spinRow(seedHash), id: 2 }],
          total: 2,
          pages: 1,
        }),
      refreshData: () => envelope(userFixture()),
    });
    useSessionStore.getState().signIn('tok-1', userFixture());
    renderApp('/share');
    const [good, bad] = await screen.findAllByRole('button', { name: 'Verify' });
    // Each spin also opens the fairness page with its seeds and the wheel's sectors filled in.
    const [link] = screen.getAllByRole('link', { name: 'Verify on the fairness page' });
    const href = new URL(link!.getAttribute('href')!, 'https://lobby.invalid');
    expect(href.pathname).toBe('/play/fairness');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      game: 'wheel',
      serverSeed: 'server-seed-1',
      clientSeed: 'client-seed-1',
      nonce: '0',
      weights: '42,58',
      amounts: '500,5000',
    });
    await userEvent.click(good!);
    expect(
      await screen.findByText('Verified: the seed matches its hash and lands on sector 2'),
    ).toBeInTheDocument();
    await userEvent.click(bad!);
    expect(await screen.findByText('This spin does not match its seed')).toBeInTheDocument();
  });

  it('cashes out a reached target into the reward modal, and shows the gift modal once the goal is met', async () => {
    const exchanged: unknown[] = [];
    stubApi({
      actInviteUser: () =>
        envelope(page(attempt({ total: 10_000, state: 'reached', spinsLeft: 0, validInvites: 5 }))),
      getActivityIds: liveIds,
      actInviteUserRecord: () => envelope(emptyPage),
      actInviteUserExchange: () => {
        exchanged.push(1);
        return envelope({
          grantId: 3,
          awards: [{ propId: PropId.Coin, count: 10_000 }],
          money: { cash: 0, bonus: 10_000, wageringDone: 0, wageringRequired: 100_000 },
        });
      },
      refreshData: () => envelope(userFixture()),
    });
    useSessionStore.getState().signIn('tok-1', userFixture());
    renderApp('/share');
    const gift = await screen.findByRole('dialog', { name: 'Invitation goal reached' });
    expect(gift).toHaveTextContent(`Player ID: ${userFixture().id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cash out 100.00 coins' }));
    await waitFor(() => expect(exchanged).toEqual([1]));
  });
});
