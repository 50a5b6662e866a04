import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { playDice } from '@lobby/games/node/rounds';
import { envelope, refusal } from '@/test/fetch-stub';
import {
  GAME_IDS,
  frameInLobby,
  preferReducedMotion,
  renderPlay,
  signIn,
  stubPlayApi,
} from '@/test/play-kit';

const SEEDS = { serverSeed: 'server-seed-1', clientSeed: 'client-seed-1' };

type Body = Record<string, unknown>;
type Params = { direction: 'under' | 'over'; target: number };

/** What the server answers a dice round with: the game's own outcome from these seeds. */
const diceRound = (body: Body, nonce: number, coinBefore: number) => {
  const params = body.params as Params;
  const outcome = playDice({ ...SEEDS, nonce }, { amount: body.bet as number, ...params });
  return {
    roundId: `r-${nonce}`,
    game: 'dice',
    bet: body.bet,
    payout: outcome.payout,
    outcome,
    serverSeedHash: 'hash-1',
    clientSeed: SEEDS.clientSeed,
    nonce,
    coin: coinBefore - (body.bet as number) + outcome.payout,
  };
};

/** What the server answers a demo round with: the outcome and both seeds, revealed at once. */
const demoRound = (body: Body, nonce: number) => {
  const params = body.params as Params;
  const outcome = playDice({ ...SEEDS, nonce }, { amount: body.bet as number, ...params });
  return { game: 'dice', bet: body.bet, payout: outcome.payout, outcome, ...SEEDS, nonce };
};

describe('dice in demo mode', () => {
  it('plays a round with demo coins kept in the page, labelled Demo', async () => {
    preferReducedMotion();
    const postMessage = frameInLobby();
    const { seen } = stubPlayApi({
      'anonymous/demoPlay': (body) => envelope(demoRound(body, 3)),
    });
    const user = userEvent.setup();
    renderPlay('/play/dice?demo=1');

    await screen.findByRole('button', { name: 'Roll' });
    expect(screen.getByTestId('balance')).toHaveTextContent('1,000.00');
    expect(screen.getByText('Demo')).toBeInTheDocument();
    // Named as the lobby's catalogue names it.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Neon Dice');
    // The title follows in an effect after the heading's render.
    await waitFor(() => expect(document.title).toBe('Neon Dice · Crown Lobby'));
    expect(screen.getByText('Demo coins')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Roll over' }));
    await user.click(screen.getByRole('button', { name: 'Raise the bet' }));
    expect(screen.getByTestId('bet-amount')).toHaveTextContent('2.00');
    await user.click(screen.getByRole('button', { name: 'Roll' }));

    const expected = playDice(
      { ...SEEDS, nonce: 3 },
      { amount: 200, direction: 'over', target: 5_000 },
    );
    const play = seen.find((r) => r.url.endsWith('/anonymous/demoPlay'))!;
    expect(play.body).toMatchObject({
      gameId: GAME_IDS.dice,
      bet: 200,
      params: { direction: 'over', target: 5_000 },
    });
    expect(play.headers.authorization).toBeUndefined();
    await screen.findByText(
      expected.win ? /^You won/ : `Rolled ${(expected.roll / 100).toFixed(2)}: no win this time`,
    );
    expect(screen.getByTestId('dice-roll')).toHaveTextContent((expected.roll / 100).toFixed(2));
    const after = 100_000 - 200 + expected.payout;
    expect(screen.getByTestId('balance')).toHaveTextContent(
      `${Math.floor(after / 100).toLocaleString('en-US')}.${String(after % 100).padStart(2, '0')}`,
    );
    // Demo coins are not the player's: the lobby is not told.
    expect(postMessage).not.toHaveBeenCalled();

    // A demo round's seeds are revealed at once: its verify link is there.
    await user.click(screen.getByRole('button', { name: 'Provably fair' }));
    const sheet = screen.getByRole('dialog', { name: 'Provably fair' });
    const link = within(sheet).getByRole('link', { name: 'Verify' });
    const query = new URL(link.getAttribute('href')!, 'https://x').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ game: 'dice', ...SEEDS, nonce: '3' });
  });

  it('says when the demo coins run short, and refills them', async () => {
    preferReducedMotion();
    stubPlayApi({
      'anonymous/demoPlay': (body) => envelope(demoRound(body, 0)),
    });
    const user = userEvent.setup();
    renderPlay('/play/dice?demo=1');
    await screen.findByRole('button', { name: 'Roll' });
    // Roll under 0.01 (one roll in 10001 wins; this round's roll does not) with all 1,000.00.
    fireEvent.change(screen.getByRole('slider', { name: 'Target' }), { target: { value: '1' } });
    expect(screen.getByTestId('dice-target')).toHaveTextContent('0.01');
    expect(
      playDice({ ...SEEDS, nonce: 0 }, { amount: 100_000, direction: 'under', target: 1 }).win,
    ).toBe(false);
    const raise = screen.getByRole('button', { name: 'Raise the bet' });
    while (!raise.hasAttribute('disabled')) await user.click(raise);
    expect(screen.getByTestId('bet-amount')).toHaveTextContent('1,000.00');
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    await screen.findByText(/no win this time/);
    expect(screen.getByTestId('balance')).toHaveTextContent('0.00');

    await user.click(screen.getByRole('button', { name: 'Roll' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not enough demo coins for this bet.',
    );
    await user.click(screen.getByRole('button', { name: 'Reset demo coins' }));
    expect(screen.getByTestId('balance')).toHaveTextContent('1,000.00');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('dice signed in', () => {
  it('plays through gamePlay with an idempotency key and tells the lobby the new balance', async () => {
    preferReducedMotion();
    signIn();
    const postMessage = frameInLobby();
    const { seen } = stubPlayApi({
      refreshData: () => envelope({ coin: 50_000, bonusCoin: 0 }),
      fairSeeds: () =>
        envelope({ serverSeedHash: 'hash-1', clientSeed: 'client-seed-1', nonce: 4 }),
      gamePlay: (body) => envelope(diceRound(body, 4, 50_000)),
    });
    const user = userEvent.setup();
    renderPlay('/play/dice?session=s-1');

    await screen.findByRole('button', { name: 'Roll' });
    expect(screen.getByTestId('balance')).toHaveTextContent('500.00');
    expect(screen.queryByText('Demo')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    const expected = playDice(
      { ...SEEDS, nonce: 4 },
      { amount: 100, direction: 'under', target: 5_000 },
    );
    const coin = 50_000 - 100 + expected.payout;
    await screen.findByText(expected.win ? /^You won/ : /no win this time/);

    const play = seen.find((r) => r.url.endsWith('/gamePlay'))!;
    expect(play.headers.authorization).toBe('token-1');
    expect(play.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(play.body).toMatchObject({
      gameId: GAME_IDS.dice,
      bet: 100,
      params: { direction: 'under', target: 5_000 },
    });
    expect(postMessage).toHaveBeenCalledWith({ type: 'lobby:balance', coin }, location.origin);

    // The next bet's nonce follows the one just played.
    await user.click(screen.getByRole('button', { name: 'Provably fair' }));
    const sheet = screen.getByRole('dialog', { name: 'Provably fair' });
    expect(within(sheet).getByText('hash-1')).toBeInTheDocument();
    expect(within(sheet).getByText('5')).toBeInTheDocument();
    expect(within(sheet).getByText('Change seeds to verify')).toBeInTheDocument();
  });

  it('sends a round whose answer was lost again under the same key, and a new round under a new one', async () => {
    preferReducedMotion();
    signIn();
    let attempts = 0;
    let coin = 10_000;
    const { seen } = stubPlayApi({
      refreshData: () => envelope({ coin, bonusCoin: 0 }),
      fairSeeds: () =>
        envelope({ serverSeedHash: 'hash-1', clientSeed: 'client-seed-1', nonce: 0 }),
      gamePlay: (body) => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        const answer = diceRound(body, attempts - 2, coin);
        coin = answer.coin;
        return envelope(answer);
      },
    });
    const user = userEvent.setup();
    renderPlay('/play/dice?session=s-1');
    await screen.findByRole('button', { name: 'Roll' });

    await user.click(screen.getByRole('button', { name: 'Roll' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No connection to the game. Check your connection.',
    );
    // The bet is back on show, and the settings stay as the lost round had them.
    expect(screen.getByTestId('balance')).toHaveTextContent('100.00');
    expect(screen.getByRole('button', { name: 'Raise the bet' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Retry round' }));
    await screen.findByText(/You won|no win this time/);
    await user.click(await screen.findByRole('button', { name: 'Roll' }));
    await screen.findByText(/You won|no win this time/);

    const keys = seen
      .filter((r) => r.url.endsWith('/gamePlay'))
      .map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('puts refusals in words and does not retry them', async () => {
    preferReducedMotion();
    signIn();
    let calls = 0;
    const { seen } = stubPlayApi({
      refreshData: () => envelope({ coin: 10_000, bonusCoin: 0 }),
      fairSeeds: () => envelope({ serverSeedHash: 'h', clientSeed: 'c', nonce: 0 }),
      gamePlay: (body) => {
        calls += 1;
        return calls === 1 ? refusal(1201) : envelope(diceRound(body, 0, 10_000));
      },
    });
    const user = userEvent.setup();
    renderPlay('/play/dice?session=s-1');
    await screen.findByRole('button', { name: 'Roll' });
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your balance is not enough for this bet.',
    );
    expect(screen.queryByRole('button', { name: 'Retry round' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    await screen.findByText(/You won|no win this time/);
    const keys = seen
      .filter((r) => r.url.endsWith('/gamePlay'))
      .map((r) => r.headers['idempotency-key']);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('stops when the game session has closed, saying so', async () => {
    preferReducedMotion();
    signIn();
    stubPlayApi({
      refreshData: () => envelope({ coin: 10_000, bonusCoin: 0 }),
      fairSeeds: () => envelope({ serverSeedHash: 'h', clientSeed: 'c', nonce: 0 }),
      gamePlay: () => refusal(1303),
    });
    const user = userEvent.setup();
    renderPlay('/play/dice?session=s-1');
    await screen.findByRole('button', { name: 'Roll' });
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The game session has ended. Please open the game again from the lobby.',
    );
    expect(screen.queryByRole('button', { name: 'Roll' })).not.toBeInTheDocument();
  });

  it('asks to sign in again when the lobby holds no session', async () => {
    stubPlayApi({});
    renderPlay('/play/dice?session=s-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has ended. Please sign in again in the lobby.',
    );
  });
});
