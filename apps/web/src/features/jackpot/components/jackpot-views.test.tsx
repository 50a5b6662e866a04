import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { JackpotRankEntry } from '@lobby/contract/jackpot';
import { useSessionStore } from '@/stores/session-store';
import { seriousViolations } from '@/test/axe';
import { envelope, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { draw, drawInfo, NOW } from '@/test/fixtures/jackpot';
import { userFixture } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';
import { JACKPOT_SHOWN_EVERY_MS } from '@lobby/contract/values/jackpot-figures';
import { figuresOf } from '@/lib/jackpot-figures';

const signIn = () => useSessionStore.getState().signIn('tok-1', userFixture());
const calls = (seen: SeenRequest[], name: string) => seen.filter((r) => r.url.endsWith(`/${name}`));

const page = <T,>(list: T[], pageNum: number, pageSize: number, total: number) => ({
  list,
  pageNum,
  pageSize,
  total,
  pages: Math.ceil(total / pageSize),
});

const rankEntry = (rank: number, extra: Partial<JackpotRankEntry> = {}): JackpotRankEntry => ({
  id: rank,
  rank,
  avatar: 'a2',
  nickname: `Pl***${rank}`,
  amountSection: { min: 10_000, max: 50_000 },
  createTime: NOW,
  me: false,
  ...extra,
});

/** A shown amount in hundredths: "1,234.56 coins" → 123456. */
const shown = (testId: string) =>
  Math.round(Number(screen.getByTestId(testId).textContent!.replace(/[^\d.]/g, '')) * 100);
const shownAmounts = () => ({
  mega: shown('jackpot-mega-amount'),
  major: shown('jackpot-major-amount'),
  minor: shown('jackpot-minor-amount'),
  mini: shown('jackpot-mini-amount'),
  total: shown('jackpot-total'),
});

describe('the jackpot’s views', () => {
  it('shows the pools from the one source every 6 s within the band below each, never above, with what a win pays at most', async () => {
    // The lobby's answer is newer than the page's: its pools are the ones every view shows.
    const live = {
      refreshedAt: NOW + 10,
      jackpotLive: true,
      total: 1_332_100,
      pools: [
        {
          tier: 'mega',
          propId: 50001,
          amount: 1_200_000,
          sectionMin: 120_000,
          sectionMax: 600_000,
        },
        { tier: 'major', propId: 50002, amount: 120_000, sectionMin: 12_000, sectionMax: 60_000 },
        { tier: 'minor', propId: 50003, amount: 11_000, sectionMin: 1_100, sectionMax: 5_500 },
        { tier: 'mini', propId: 50004, amount: 1_100, sectionMin: 110, sectionMax: 550 },
      ],
      bigWins: [],
    };
    stubApi({
      getJackpotDrawInfo: () => envelope(drawInfo()),
      'anonymous/lobbyLive': () => envelope(live),
    });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(JACKPOT_SHOWN_EVERY_MS * 1_000);
    signIn();
    renderApp('/activity/jackpot');
    await waitFor(() =>
      expect(screen.getByTestId('jackpot-mega')).toHaveTextContent(
        'Could win up to 6,000.00 coins',
      ),
    );
    const pools = live.pools as Parameters<typeof figuresOf>[0];
    const expected = (period: number) => {
      const f = figuresOf(pools, period);
      return {
        mega: f.pools.mega.shown,
        major: f.pools.major.shown,
        minor: f.pools.minor.shown,
        mini: f.pools.mini.shown,
        total: f.total,
      };
    };
    for (let period = 1_000; period < 1_010; period++) {
      const amounts = shownAmounts();
      expect(amounts).toEqual(expected(period));
      for (const pool of pools) {
        expect(amounts[pool.tier]).toBeGreaterThanOrEqual(Math.ceil(pool.amount * 0.97));
        expect(amounts[pool.tier]).toBeLessThanOrEqual(pool.amount);
      }
      expect(amounts.total).toBe(amounts.mega + amounts.major + amounts.minor + amounts.mini);
      act(() => {
        vi.advanceTimersByTime(JACKPOT_SHOWN_EVERY_MS);
      });
    }
    // What a jackpot cell pays at most is the same figure as the pool's "could win up to".
    const cells = screen.getAllByTestId('jackpot-cell');
    expect(cells.some((c) => /up to 6,000\.00 coins/.test(c.textContent!))).toBe(true);
  });

  it('pages the record 20 at a time, each draw with its prize, time and a link to verify it', async () => {
    const first = Array.from({ length: 20 }, (_, i) =>
      draw({ id: 30 - i, nonce: 29 - i, serverSeed: `seed-${29 - i}` }),
    );
    const second = [
      draw({
        id: 10,
        nonce: 9,
        type: 2,
        cellIndex: 9,
        propId: 50001,
        count: 300_000,
        bonus: 300_000,
        wheelSector: 2,
        shareBp: 3_000,
        serverSeed: 'seed-9',
      }),
    ];
    const seen = stubApi({
      getJackpotDrawInfo: () => envelope(drawInfo()),
      getPersonJackpotDrawAwardLog: (body) =>
        envelope(body.pageNum === 1 ? page(first, 1, 20, 21) : page(second, 2, 20, 21)),
    }).seen;
    signIn();
    renderApp('/activity/jackpot');
    await userEvent.click(await screen.findByRole('button', { name: 'My draws' }));
    const list = await screen.findByRole('list', { name: 'My draws' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(calls(seen, 'getPersonJackpotDrawAwardLog').map((r) => r.body)).toEqual([
      expect.objectContaining({ pageNum: 1, pageSize: 20 }),
    ]);
    const row = within(list).getAllByRole('listitem')[0]!;
    expect(row).toHaveTextContent('+5.00');
    expect(row).toHaveTextContent('Draw 29 ·');
    const link = within(row).getByRole('link', { name: 'Verify draw 29 on the fairness page' });
    const href = new URL(link.getAttribute('href')!, 'https://lobby.invalid');
    expect(href.pathname).toBe('/play/fairness');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      game: 'jackpot',
      serverSeed: 'seed-29',
      clientSeed: 'client-1',
      nonce: '29',
      weights: '3000,2500,400,1500,1000,100,1000,20,470,10',
      types: '1,1,2,1,1,2,1,2,1,2',
      wheel: '50,30,15,5',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(21));
    expect(calls(seen, 'getPersonJackpotDrawAwardLog').map((r) => r.body?.pageNum)).toEqual([1, 2]);
    expect(within(list).getAllByRole('listitem')[20]).toHaveTextContent(
      'Mega jackpot 3,000.00 coins',
    );
    expect(screen.getByText('All 21 shown')).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('pages the ranking 10 at a time, and shows the player’s own place apart, exact', async () => {
    const seen = stubApi({
      getJackpotDrawInfo: () => envelope(drawInfo()),
      getJackpotRank: (body) =>
        envelope({
          allRank:
            body.pageNum === 1
              ? page(
                  Array.from({ length: 10 }, (_, i) =>
                    rankEntry(i + 1, i === 2 ? { nickname: 'Lu***va', me: true } : {}),
                  ),
                  1,
                  10,
                  12,
                )
              : page(
                  [rankEntry(11), rankEntry(12, { amountSection: { min: 500_000, max: null } })],
                  2,
                  10,
                  12,
                ),
          personRank: { ...rankEntry(3, { nickname: 'Lu***va', me: true }), amount: 12_345 },
        }),
    }).seen;
    signIn();
    renderApp('/activity/jackpot');
    await userEvent.click(await screen.findByRole('button', { name: 'Ranking' }));
    const list = await screen.findByRole('list', { name: 'Top winners of the period' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('1Pl***1100.00 coins – 500.00 coins');
    expect(rows[2]).toHaveTextContent('Lu***va (You)');
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
    const mine = screen.getByRole('list', { name: 'Your place' });
    expect(mine).toHaveTextContent('3Lu***va (You)123.45 coins');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    expect(within(list).getAllByRole('listitem')[11]).toHaveTextContent('5,000.00 coins+');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls(seen, 'getJackpotRank').map((r) => [r.body?.pageNum, r.body?.pageSize])).toEqual([
      [1, 10],
      [2, 10],
    ]);
    expect(await seriousViolations()).toEqual([]);
  });

  it('says the rules: the odds of every cell and wheel share, how chances are earned, how to verify', async () => {
    stubApi({ getJackpotDrawInfo: () => envelope(drawInfo()) });
    signIn();
    renderApp('/activity/jackpot');
    await userEvent.click(await screen.findByRole('button', { name: 'Rules' }));
    expect(screen.getByRole('button', { name: 'Rules' })).toHaveAttribute('aria-pressed', 'true');
    const cells = within(screen.getByTestId('jackpot-cell-odds')).getAllByRole('listitem');
    expect(cells.map((c) => c.textContent)).toEqual([
      'Coins 1.00: 30.00%',
      'Points 50.00: 25.00%',
      'Mini up to 5.00 coins: 4.00%',
      'Coins 5.00: 15.00%',
      'Bonus coupon 1 coupon: 10.00%',
      'Minor up to 50.00 coins: 1.00%',
      'Coins 20.00: 10.00%',
      'Major up to 500.00 coins: 0.20%',
      'Points 200.00: 4.70%',
      'Mega up to 5,000.00 coins: 0.10%',
    ]);
    const wheel = within(screen.getByTestId('jackpot-wheel-odds')).getAllByRole('listitem');
    expect(wheel.map((c) => c.textContent)).toEqual([
      '10.00% of the pool: 50.00%',
      '20.00% of the pool: 30.00%',
      '30.00% of the pool: 15.00%',
      '50.00% of the pool: 5.00%',
    ]);
    expect(
      screen.getByText(
        /Every 100\.00 coins you deposit earns one draw chance, up to 5 chances a day/,
      ),
    ).toHaveTextContent('Today you have earned 1. Deposit 50.00 coins more for your next chance.');
    expect(screen.getByRole('heading', { name: 'How to verify a draw' })).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Back to the draw' }));
    expect(screen.getByRole('button', { name: 'SPIN' })).toBeVisible();
  });
});
