import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyManager } from '@tanstack/react-query';
import type { GetJackpotDrawInfoAnswer, ReceiveDrawChanceAnswer } from '@lobby/contract/jackpot';
import { PropId } from '@lobby/contract/values/enums';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useSessionStore } from '@/stores/session-store';
import { seriousViolations } from '@/test/axe';
import { envelope, refusal, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { drawAnswer, drawInfo, megaAnswer } from '@/test/fixtures/jackpot';
import { userFixture } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';
import { settle } from '@/test/settle';
import { drawSteps, SPIN_DEBOUNCE_MS, WHEEL_SPIN_MS } from '../lib/draw-steps';

const signIn = () => useSessionStore.getState().signIn('tok-1', userFixture());
const calls = (seen: SeenRequest[], name: string) => seen.filter((r) => r.url.endsWith(`/${name}`));
/** A call's own fields, without the common ones every call carries. */
const own = ({ body }: SeenRequest) => ({
  nonce: body?.nonce,
  ...(body?.clientSeed !== undefined ? { clientSeed: body.clientSeed } : {}),
});

/** prefers-reduced-motion as the player set it. */
const preferReducedMotion = () =>
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );

/**
 * A server with the draw info and the draws it is told to answer, one after the other; each
 * draw spends a chance and moves the commitment on, as the server does.
 */
const jackpotServer = (
  answers: (() => ReceiveDrawChanceAnswer | Response)[],
  start: GetJackpotDrawInfoAnswer = drawInfo(),
) => {
  let info = start;
  return stubApi({
    getJackpotDrawInfo: () => envelope(info),
    receiveDrawChance: () => {
      const answer = answers.shift()!();
      if (answer instanceof Response) return answer;
      info = {
        ...info,
        chances: answer.chances,
        canReceiveDrawChance: answer.chances > 0,
        seeds: answer.seeds,
      };
      return envelope(answer);
    },
    refreshData: () => envelope(userFixture({ bonusCoin: 500 })),
  });
};

const grid = () => screen.getByTestId('jackpot-grid');
const spinButton = () => screen.getByRole('button', { name: 'SPIN' });

// While the test's clock holds setTimeout, Testing Library's waits (which end on a setTimeout)
// cannot be used: these wait on the real clock instead, and TanStack Query's notifications go
// through it, so only the app's own timers stand still.
const realSetTimeout = globalThis.setTimeout;
const testClock = () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  notifyManager.setScheduler((callback) => realSetTimeout(callback, 0));
};
const realClock = () => {
  vi.useRealTimers();
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
};
afterEach(realClock);

/** Waits, on the real clock, until `check` passes. */
const until = async (check: () => void) => {
  for (let tries = 0; ; tries++) {
    try {
      check();
      return;
    } catch (error) {
      if (tries > 1_000) throw error;
    }
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 10)));
  }
};

/** Clicks SPIN with the test's clock standing still and waits for the answer to start the run. */
const spinOnTestClock = async () => {
  testClock();
  fireEvent.click(spinButton());
  await until(() => expect(grid()).toHaveAttribute('data-phase', 'running'));
};
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('/activity/jackpot', () => {
  it('asks a visitor to log in', async () => {
    stubApi({});
    renderApp('/activity/jackpot');
    const link = await screen.findByRole('link', { name: 'Log in' });
    expect(link).toHaveAttribute('href', '/auth/login?redirect=%2Factivity%2Fjackpot');
    expect(screen.getByRole('heading', { name: 'Log in to draw' })).toBeInTheDocument();
  });

  it('shows the amounts, the winners, the ten cells, the chances and the next draw’s commitment', async () => {
    jackpotServer([]);
    signIn();
    renderApp('/activity/jackpot');
    expect(await screen.findByRole('button', { name: 'SPIN' })).toBeEnabled();
    const cells = within(grid()).getAllByTestId('jackpot-cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      'Coins1.00',
      'Points50.00',
      'Miniup to 5.00 coins',
      'Coins5.00',
      'Bonus coupon1 coupon',
      'Minorup to 50.00 coins',
      'Coins20.00',
      'Majorup to 500.00 coins',
      'Points200.00',
      'Megaup to 5,000.00 coins',
    ]);
    expect(screen.getByText('You have 1 draw chance')).toBeInTheDocument();
    expect(screen.getByText('Deposit 50.00 coins more for your next chance.')).toBeInTheDocument();
    expect(screen.getByTestId('jackpot-seed-hash')).toHaveTextContent('ab'.repeat(32));
    expect(screen.getByText('Could win up to 5,000.00 coins')).toBeInTheDocument();
    expect(screen.getByText(/^Indicative figures/)).toBeInTheDocument();
    expect(screen.getByRole('marquee', { name: 'Lucky winners' })).toHaveTextContent(
      'Pl***er won 25.00 coins · Minor jackpot',
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('runs the light 80 ms a step, slower after 3 s, stops on the drawn cell past 300 ms, then shows the prize', async () => {
    const seen = jackpotServer([() => drawAnswer({ cellIndex: 3 })]).seen;
    signIn();
    renderApp('/activity/jackpot');
    await screen.findByRole('button', { name: 'SPIN' });
    await spinOnTestClock();
    expect(calls(seen, 'receiveDrawChance').map(own)).toEqual([{ nonce: 4 }]);
    expect(screen.getByRole('button', { name: 'Drawing…' })).toBeDisabled();
    // The chances left show at once; the prize only when the light stops.
    await until(() => expect(screen.getByText('You have 0 draw chances')).toBeInTheDocument());
    expect(grid()).toHaveAttribute('data-lit', '');
    const infoAsked = calls(seen, 'getJackpotDrawInfo').length;

    const steps = drawSteps(-1, 3, 10);
    let lit = '';
    for (const step of steps) {
      await advance(step.delay - 1);
      expect(grid()).toHaveAttribute('data-lit', lit);
      await advance(1);
      lit = String(step.cell);
      expect(grid()).toHaveAttribute('data-lit', lit);
      if (step !== steps.at(-1)) {
        expect(grid()).toHaveAttribute('data-phase', 'running');
        expect(screen.getByTestId('jackpot-result')).toBeEmptyDOMElement();
        expect(calls(seen, 'getJackpotDrawInfo')).toHaveLength(infoAsked);
      }
    }
    expect(steps.at(-1)).toMatchObject({ cell: 3, at: 7_040 });
    expect(within(grid()).getAllByTestId('jackpot-cell')[3]).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(grid()).toHaveAttribute('data-phase', 'idle');
    expect(screen.getByTestId('jackpot-result')).toHaveTextContent('You won +5.00 coins');
    realClock();
    // The result popup, then what the draw changed is asked again: the info and the balances.
    expect(await screen.findByTestId('reward-modal')).toHaveTextContent('+5.00');
    await waitFor(() =>
      expect(calls(seen, 'getJackpotDrawInfo').length).toBeGreaterThan(infoAsked),
    );
    await waitFor(() => expect(calls(seen, 'refreshData').length).toBeGreaterThan(0));
  });

  it('turns the wheel for 5 s after a jackpot cell, then shows the jackpot award', async () => {
    jackpotServer([megaAnswer]);
    signIn();
    renderApp('/activity/jackpot');
    await screen.findByRole('button', { name: 'SPIN' });
    await spinOnTestClock();
    await advance(drawSteps(-1, 9, 10).at(-1)!.at);
    expect(grid()).toHaveAttribute('data-lit', '9');
    const wheel = screen.getByRole('dialog', { name: 'Jackpot wheel' });
    expect(within(wheel).getByRole('img', { name: 'The jackpot wheel' })).toBeInTheDocument();
    expect(within(wheel).queryByRole('button', { name: 'Collect' })).toBeNull();
    expect(screen.getByTestId('jackpot-result')).toBeEmptyDOMElement();
    await advance(WHEEL_SPIN_MS - 1);
    expect(screen.getByRole('dialog', { name: 'Jackpot wheel' })).toBeInTheDocument();
    await advance(1);
    const award = screen.getByRole('dialog', { name: 'Mega jackpot!' });
    expect(award).toHaveTextContent('You won 3,000.00 coins');
    expect(award).toHaveTextContent('The wheel landed on 30% of the pool.');
    expect(screen.getByTestId('jackpot-result')).toHaveTextContent(
      'You won Mega jackpot 3,000.00 coins',
    );
    realClock();
    await userEvent.click(within(award).getByRole('button', { name: 'Collect' }));
    expect(screen.queryByRole('dialog', { name: 'Mega jackpot!' })).toBeNull();
    expect(spinButton()).toBeDisabled();
  });

  it('with reduced motion, shows the drawn cell and the wheel’s share at once, without a run', async () => {
    preferReducedMotion();
    jackpotServer([megaAnswer]);
    signIn();
    renderApp('/activity/jackpot');
    await screen.findByRole('button', { name: 'SPIN' });
    testClock();
    const seenStates: string[] = [];
    new MutationObserver(() =>
      seenStates.push(`${grid().dataset.phase}:${grid().dataset.lit}`),
    ).observe(grid(), { attributes: true, attributeFilter: ['data-lit', 'data-phase'] });
    fireEvent.click(spinButton());
    // No time passes: the light is on the drawn cell, and no other cell was ever lit.
    await until(() => screen.getByRole('dialog', { name: 'Mega jackpot!' }));
    expect(grid()).toHaveAttribute('data-lit', '9');
    // Never a run over the grid, never a turning wheel: asked, then the drawn cell and its award.
    expect(seenStates).toEqual(['asking:', 'award:9']);
    expect(screen.queryByRole('dialog', { name: 'Jackpot wheel' })).toBeNull();
    const award = screen.getByRole('dialog', { name: 'Mega jackpot!' });
    expect(award).toHaveTextContent('You won 3,000.00 coins');
    expect(within(award).getByRole('img', { name: 'The jackpot wheel' })).toBeInTheDocument();
  });

  it('keeps SPIN off without a chance, and ignores a second tap within 300 ms', async () => {
    preferReducedMotion();
    const seen = jackpotServer(
      [
        () => drawAnswer({ chances: 1 }),
        () => drawAnswer({ id: 2, nonce: 5, chances: 0, seeds: { ...drawInfo().seeds, nonce: 6 } }),
      ],
      drawInfo({ chances: 2 }),
    ).seen;
    signIn();
    renderApp('/activity/jackpot');
    await screen.findByRole('button', { name: 'SPIN' });
    testClock();
    fireEvent.click(spinButton());
    // The draw is shown at once (reduced motion) and SPIN is back, but a tap this soon bounces.
    await until(() =>
      expect(screen.getByTestId('jackpot-result')).toHaveTextContent('+5.00 coins'),
    );
    await until(() => expect(spinButton()).toBeEnabled());
    fireEvent.click(spinButton());
    await until(() => expect(screen.getByText('You have 1 draw chance')).toBeInTheDocument());
    expect(calls(seen, 'receiveDrawChance')).toHaveLength(1);
    vi.advanceTimersByTime(SPIN_DEBOUNCE_MS);
    fireEvent.click(spinButton());
    await until(() => expect(calls(seen, 'receiveDrawChance')).toHaveLength(2));
    // The second draw names the next nonce.
    expect(calls(seen, 'receiveDrawChance').map((r) => r.body?.nonce)).toEqual([4, 5]);
    // Without a chance left, SPIN stays off.
    await until(() => expect(screen.getByText('You have 0 draw chances')).toBeInTheDocument());
    await until(() => expect(spinButton()).toBeDisabled());
    vi.advanceTimersByTime(SPIN_DEBOUNCE_MS);
    fireEvent.click(spinButton());
    expect(calls(seen, 'receiveDrawChance')).toHaveLength(2);
  });

  it('tells a refused draw in words and asks the info again', async () => {
    const seen = jackpotServer([() => refusal(ErrorCode.DRAW_NO_CHANCE)]).seen;
    signIn();
    renderApp('/activity/jackpot');
    await userEvent.click(await screen.findByRole('button', { name: 'SPIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The draw could not be made: You have no draw chance left. Deposit to earn one.',
    );
    await waitFor(() => expect(calls(seen, 'getJackpotDrawInfo').length).toBe(2));
    expect(spinButton()).toBeEnabled();
  });

  it('sends a client seed of the player’s own with the draw, and refuses one with spaces', async () => {
    preferReducedMotion();
    const seen = jackpotServer([() => drawAnswer({ clientSeed: 'my-own-seed' })]).seen;
    signIn();
    renderApp('/activity/jackpot');
    await screen.findByRole('button', { name: 'SPIN' });
    const field = screen.getByLabelText('New client seed (optional)');
    await userEvent.type(field, 'has space');
    await userEvent.click(spinButton());
    expect(field).toHaveAccessibleDescription(
      /Up to 64 letters, digits or symbols, without spaces\./,
    );
    expect(calls(seen, 'receiveDrawChance')).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, 'my-own-seed');
    await userEvent.click(spinButton());
    await waitFor(() =>
      expect(calls(seen, 'receiveDrawChance').map(own)).toEqual([
        { nonce: 4, clientSeed: 'my-own-seed' },
      ]),
    );
    expect(field).toHaveValue('');
  });

  it('says a coin prize left waiting (budget spent) is in the bonus centre, without the reward modal', async () => {
    preferReducedMotion();
    jackpotServer([() => drawAnswer({ bonus: 0 })]);
    signIn();
    renderApp('/activity/jackpot');
    await userEvent.click(await screen.findByRole('button', { name: 'SPIN' }));
    expect(await screen.findByTestId('jackpot-result')).toHaveTextContent(
      'You won +5.00 coins. It waits for you in the bonus centre: claim it there.',
    );
    await settle();
    expect(screen.queryByTestId('reward-modal')).toBeNull();
  });

  it('pays an extra draw in whole chances, and says when today’s draws are done', async () => {
    preferReducedMotion();
    const info = drawInfo();
    const withChance = {
      ...info,
      cells: info.cells.map((c, i) =>
        i === 3 ? { ...c, propId: PropId.DrawChance, count: 1, showNum: 1 } : c,
      ),
    };
    jackpotServer(
      [() => drawAnswer({ propId: PropId.DrawChance, count: 1, bonus: 0, chances: 1 })],
      withChance,
    );
    signIn();
    renderApp('/activity/jackpot');
    await screen.findByRole('button', { name: 'SPIN' });
    expect(within(grid()).getAllByTestId('jackpot-cell')[3]).toHaveTextContent('Extra draw×1');
    await userEvent.click(spinButton());
    expect(await screen.findByTestId('reward-modal')).toHaveTextContent(
      '+1Lucky jackpot draw chance',
    );
    expect(screen.getByTestId('jackpot-result')).toHaveTextContent('You won +1 draw chance');
  });

  it('says when today’s draws are done while chances are left', async () => {
    stubApi({
      getJackpotDrawInfo: () =>
        envelope(drawInfo({ chances: 3, canReceiveDrawChance: false, needDeposit: 0 })),
    });
    signIn();
    renderApp('/activity/jackpot');
    expect(
      await screen.findByText('You have made today’s draws. Your chances wait for tomorrow.'),
    ).toBeInTheDocument();
    expect(screen.getByText('You have earned all of today’s chances.')).toBeInTheDocument();
    expect(spinButton()).toBeDisabled();
  });
});
