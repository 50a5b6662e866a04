import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playSlot } from '@lobby/games/node/rounds';
import type { SlotOutcome } from '@lobby/games/slot';
import { envelope } from '@/test/fetch-stub';
import {
  frameInLobby,
  preferReducedMotion,
  renderPlay,
  signIn,
  stubPlayApi,
} from '@/test/play-kit';
import { formatCoins } from '../lib/format';
import { cellKey, winningCells } from '../lib/slot-round';

const SEEDS = { serverSeed: 'slot-test-seed', clientSeed: 'client-seed-1' };

/** The first nonce whose round (at 1.00) has what `wanted` asks for: real rounds of the game. */
const findRound = (wanted: (round: SlotOutcome) => boolean) => {
  for (let nonce = 0; nonce < 20_000; nonce++) {
    const round = playSlot({ ...SEEDS, nonce }, { amount: 100 });
    if (wanted(round)) return { nonce, round };
  }
  throw new Error('no such round in 20,000 nonces');
};

const demoAnswer = (nonce: number, round: SlotOutcome) =>
  envelope({
    game: 'slot',
    bet: 100,
    payout: round.payout,
    outcome: round,
    ...SEEDS,
    nonce,
  });

/** Moves the clock on, letting answers and renders through. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const spin = async () => {
  await advance(0);
  fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
  await advance(0);
};

const shownSymbols = () =>
  within(screen.getByTestId('slot-window'))
    .getAllByRole('img')
    .map((el) => el.getAttribute('data-symbol'));

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance', 'Date'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the slot', () => {
  it('spins for at least 2.5 s, then lands on the round’s reels and lights its winning lines', async () => {
    const { nonce, round } = findRound(
      (r) => r.spins.length === 1 && r.spins[0]!.lineWins.length > 0,
    );
    stubPlayApi({ 'anonymous/demoPlay': () => demoAnswer(nonce, round) });
    renderPlay('/play/slot?demo=1');
    await spin();

    await advance(2_400);
    expect(screen.getByTestId('slot-window')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/^Win /)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Playing' })).toBeDisabled();

    await advance(400);
    const [only] = round.spins;
    expect(screen.getByTestId('slot-window')).toHaveAttribute('aria-busy', 'false');
    expect(shownSymbols()).toEqual(only!.window.flat());
    expect(screen.getByTestId('round-result')).toHaveTextContent(
      `Win ${formatCoins(round.payout)}`,
    );
    const lit = Array.from(document.querySelectorAll('[data-win="true"]')).length;
    expect(lit).toBe(winningCells(only!).size);
    // Each lit cell is one of the round's winning cells.
    const cells = winningCells(only!);
    screen
      .getByTestId('slot-window')
      .querySelectorAll('[data-phase]')
      .forEach((reel, r) =>
        reel.querySelectorAll('[data-win]').forEach((cell, row) => {
          expect(cell.getAttribute('data-win')).toBe(String(cells.has(cellKey(r, row))));
        }),
      );
    expect(screen.getByTestId('balance')).toHaveTextContent(
      formatCoins(100_000 - 100 + round.payout),
    );
  });

  it('plays every free spin on the reels and pays the round’s total', async () => {
    const { nonce, round } = findRound((r) => r.freeSpinsAwarded > 0);
    stubPlayApi({ 'anonymous/demoPlay': () => demoAnswer(nonce, round) });
    renderPlay('/play/slot?demo=1');
    await spin();

    await advance(2_800);
    expect(shownSymbols()).toEqual(round.spins[0]!.window.flat());
    expect(screen.getByText('8 free spins!')).toBeInTheDocument();

    // The first free spin starts once the banner is gone, and lands on its own reels.
    await advance(1_700);
    expect(screen.getByTestId('free-spins')).toHaveTextContent(`Free spin 1 of 8`);
    expect(screen.getByTestId('slot-window')).toHaveAttribute('aria-busy', 'true');
    await advance(2_000);
    expect(shownSymbols()).toEqual(round.spins[1]!.window.flat());

    await advance(60_000);
    expect(shownSymbols()).toEqual(round.spins.at(-1)!.window.flat());
    expect(screen.getByTestId('round-result')).toHaveTextContent(
      round.payout > 0 ? `Win ${formatCoins(round.payout)}` : 'No win this time',
    );
    expect(screen.getByTestId('free-spins')).toHaveTextContent(
      `Free spin ${round.spins.length - 1} of ${round.freeSpinsAwarded}`,
    );
    expect(screen.getByRole('button', { name: 'Spin' })).toBeEnabled();
  });

  it('keeps the 2.5 s round time with reduced motion, without scrolling the reels', async () => {
    preferReducedMotion();
    const { nonce, round } = findRound((r) => r.spins.length === 1);
    stubPlayApi({ 'anonymous/demoPlay': () => demoAnswer(nonce, round) });
    renderPlay('/play/slot?demo=1');
    await spin();
    await advance(1_000);
    expect(document.querySelector('[data-reduced="true"]')).not.toBeNull();
    expect(screen.getByTestId('slot-window').querySelector('[class*="loop"]')).toBeNull();
    await advance(1_400);
    expect(screen.getByTestId('slot-window')).toHaveAttribute('aria-busy', 'true');
    await advance(400);
    expect(screen.getByTestId('slot-window')).toHaveAttribute('aria-busy', 'false');
  });

  it('tells the lobby the balance only once the round has played out', async () => {
    signIn();
    const postMessage = frameInLobby();
    const { nonce, round } = findRound((r) => r.spins.length === 1 && r.payout > 0);
    const coin = 20_000 - 100 + round.payout;
    stubPlayApi({
      refreshData: () => envelope({ coin: 20_000, bonusCoin: 0 }),
      fairSeeds: () => envelope({ serverSeedHash: 'h', clientSeed: 'c', nonce }),
      gamePlay: () =>
        envelope({
          roundId: 'r',
          game: 'slot',
          bet: 100,
          payout: round.payout,
          outcome: round,
          serverSeedHash: 'h',
          clientSeed: 'c',
          nonce,
          coin,
        }),
    });
    renderPlay('/play/slot?session=s');
    await advance(0);
    await spin();
    // The bet leaves the balance shown at once; the win is not given away before the reels stop.
    expect(screen.getByTestId('balance')).toHaveTextContent(formatCoins(20_000 - 100));
    await advance(2_000);
    expect(postMessage).not.toHaveBeenCalled();
    expect(screen.getByTestId('balance')).toHaveTextContent(formatCoins(20_000 - 100));
    await advance(1_000);
    expect(postMessage).toHaveBeenCalledWith({ type: 'lobby:balance', coin }, location.origin);
    expect(screen.getByTestId('balance')).toHaveTextContent(formatCoins(coin));
    expect(screen.getByTestId('last-win')).toHaveTextContent(formatCoins(round.payout));
  });

  it('shows the paytable at the current bet', async () => {
    stubPlayApi({});
    renderPlay('/play/slot?demo=1');
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Paytable' }));
    const sheet = screen.getByRole('dialog', { name: 'Paytable' });
    // Five crowns pay 400 line bets: 40.00 at a bet of 1.00.
    const crown = within(sheet).getByRole('img', { name: 'Crown' }).closest('tr')!;
    expect(
      within(crown)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2.50 coins', '10.00 coins', '40.00 coins']);
    expect(within(sheet).getAllByRole('listitem', { name: /^Payline/ })).toHaveLength(10);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
