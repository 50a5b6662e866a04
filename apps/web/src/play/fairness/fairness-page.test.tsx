import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FairGame } from '@lobby/games/fair-games';
import { jackpotDraw } from '@lobby/games/jackpot';
import { FloatStream, hashServerSeed } from '@lobby/games/node/fairness';
import { playSlot } from '@lobby/games/node/rounds';
import { verify } from '@lobby/games/node/verify';
import { envelope, refusal } from '@/test/fetch-stub';
import { renderPlay, signIn, stubPlayApi } from '@/test/play-kit';
import { formatReward } from '@lobby/contract/values/money';
import { formatMultiplierE2 } from '../lib/format';

/** anonymous/fairVerify as the server answers it: packages/games' own verify. */
const fairVerify = (body: Record<string, unknown>) => {
  const params = body.params as { mines?: number } | undefined;
  return envelope({
    serverSeedHash: hashServerSeed(body.serverSeed as string),
    outcome: {
      ...verify(
        body.game as FairGame,
        body.serverSeed as string,
        body.clientSeed as string,
        body.nonce as number,
        params,
      ),
    },
  });
};

describe('the fairness page', () => {
  it('explains the scheme in plain words', async () => {
    stubPlayApi({});
    renderPlay('/play/fairness');
    expect(screen.getByRole('heading', { name: 'Provably fair', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/SHA-256 hash/)).toBeInTheDocument();
    expect(
      screen.getByText('HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`)'),
    ).toBeInTheDocument();
    // Without a session there are no seeds of one's own to show.
    expect(screen.queryByRole('heading', { name: 'Your seeds' })).not.toBeInTheDocument();
  });

  it('verifies a round its link names, with the seed’s SHA-256 computed in the browser', async () => {
    const { seen } = stubPlayApi({ 'anonymous/fairVerify': fairVerify });
    renderPlay(
      '/play/fairness?game=dice&serverSeed=server-seed-1&clientSeed=client-seed-1&nonce=0&back=%2Fplay%2Fdice%3Fdemo%3D1',
    );
    const roll = verify('dice', 'server-seed-1', 'client-seed-1', 0).roll;
    expect(await screen.findByTestId('verified-roll')).toHaveTextContent((roll / 100).toFixed(2));
    expect(seen.find((r) => r.url.endsWith('/anonymous/fairVerify'))!.body).toMatchObject({
      game: 'dice',
      serverSeed: 'server-seed-1',
      clientSeed: 'client-seed-1',
      nonce: 0,
    });
    expect(screen.getByText('SHA-256 of this server seed, computed in your browser')).toBeVisible();
    expect(screen.getByTestId('seed-hash')).toHaveTextContent(hashServerSeed('server-seed-1'));
    expect(screen.getByTestId('seed-hash').textContent).toMatch(/^a562d93d/);
    expect(screen.getByRole('link', { name: 'Back to the game' })).toHaveAttribute(
      'href',
      '/play/dice?demo=1',
    );
  });

  it('shows the mines of a mines round and the reels of a slot round', async () => {
    stubPlayApi({ 'anonymous/fairVerify': fairVerify });
    const user = userEvent.setup();
    renderPlay('/play/fairness');
    await user.selectOptions(screen.getByLabelText('Game'), 'mines');
    await user.type(screen.getByLabelText('Server seed'), 'server-seed-1');
    await user.type(screen.getByLabelText('Client seed'), 'client-seed-1');
    await user.clear(screen.getByLabelText('Mines in the round'));
    await user.type(screen.getByLabelText('Mines in the round'), '5');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const mines = verify('mines', 'server-seed-1', 'client-seed-1', 0, { mines: 5 }).mines!;
    expect(await screen.findByTestId('verified-mines')).toHaveAccessibleName(
      `Mines on tiles ${mines.map((tile) => tile + 1).join(', ')}`,
    );

    await user.selectOptions(screen.getByLabelText('Game'), 'slot');
    await user.clear(screen.getByLabelText('Nonce'));
    await user.type(screen.getByLabelText('Nonce'), '7');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const round = playSlot(
      { serverSeed: 'server-seed-1', clientSeed: 'client-seed-1', nonce: 7 },
      { amount: 100 },
    );
    const reels = await screen.findByTestId('verified-spin-0');
    expect(
      within(reels)
        .getAllByRole('img')
        .map((el) => el.getAttribute('data-symbol')),
    ).toEqual(round.spins[0]!.window.flat());
    expect(screen.getAllByTestId(/^verified-spin-/)).toHaveLength(round.spins.length);
  });

  it('verifies an invite spin’s wheel in the browser, from a spin record’s link', async () => {
    const { seen } = stubPlayApi({});
    renderPlay(
      '/play/fairness?game=wheel&serverSeed=server-seed-1&clientSeed=client-seed-1&nonce=0&weights=42,58&amounts=100,2500',
    );
    // docs/fairness.md's known answer: the first float 0.42268819687888026 → ticket 42 of 100.
    expect(await screen.findByTestId('verified-sector')).toHaveTextContent('2 of 2');
    expect(screen.getByTestId('verified-amount')).toHaveTextContent(formatReward(2500));
    expect(screen.getByTestId('seed-hash')).toHaveTextContent(hashServerSeed('server-seed-1'));
    expect(seen.filter((r) => r.url.includes('fairVerify'))).toHaveLength(0);
  });

  it('verifies a wheel spin typed in: given seeds and weights → the sector', async () => {
    stubPlayApi({});
    const user = userEvent.setup();
    renderPlay('/play/fairness');
    await user.selectOptions(screen.getByLabelText('Game'), 'wheel');
    await user.type(screen.getByLabelText('Server seed'), 'server-seed-1');
    await user.type(screen.getByLabelText('Client seed'), 'client-seed-1');
    await user.type(screen.getByLabelText('Sector weights'), '43, 57');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('verified-sector')).toHaveTextContent('1 of 2');
    expect(screen.queryByTestId('verified-amount')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Sector weights'));
    await user.type(screen.getByLabelText('Sector weights'), '0,5');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The weights are whole numbers from 1');
  });

  it('verifies a jackpot draw from its record’s link, on arrival and in the browser', async () => {
    const { seen } = stubPlayApi({});
    const weights = [3000, 2500, 2000, 1200, 800, 300, 100, 50, 30, 20];
    const types = [1, 1, 1, 1, 1, 1, 2, 2, 2, 2] as const;
    const wheel = [70, 20, 8, 2];
    renderPlay(
      `/play/fairness?game=jackpot&serverSeed=server-seed-1&clientSeed=client-seed-1&nonce=98&weights=${weights.join(',')}&types=${types.join(',')}&wheel=${wheel.join(',')}`,
    );
    // The server's own math on the same seeds: a jackpot cell, then the wheel's sector.
    const drawn = jackpotDraw(
      new FloatStream({ serverSeed: 'server-seed-1', clientSeed: 'client-seed-1', nonce: 98 }),
      weights.map((weight, i) => ({ weight, type: types[i]! })),
      wheel,
    );
    expect(drawn).toEqual({ cell: 6, wheelSector: 1 });
    expect(await screen.findByTestId('verified-cell')).toHaveTextContent('7 of 10');
    expect(screen.getByTestId('verified-cell-type')).toHaveTextContent('A jackpot cell');
    expect(screen.getByTestId('verified-wheel-sector')).toHaveTextContent('2 of 4');
    expect(screen.getByTestId('seed-hash')).toHaveTextContent(hashServerSeed('server-seed-1'));
    expect(screen.getByLabelText('Game')).toHaveValue('jackpot');
    expect(screen.getByLabelText('Cell types')).toHaveValue(types.join(','));
    expect(seen.filter((r) => r.url.includes('fairVerify'))).toHaveLength(0);
  });

  it('verifies a jackpot draw typed in, and a prize cell turns no wheel', async () => {
    stubPlayApi({});
    const user = userEvent.setup();
    renderPlay('/play/fairness');
    await user.selectOptions(screen.getByLabelText('Game'), 'jackpot');
    await user.type(screen.getByLabelText('Server seed'), 'server-seed-1');
    await user.type(screen.getByLabelText('Client seed'), 'client-seed-1');
    await user.type(screen.getByLabelText('Cell weights'), '6, 3, 1');
    await user.type(screen.getByLabelText('Cell types'), '1, 1, 2');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('a jackpot cell needs them');

    await user.type(screen.getByLabelText('Jackpot wheel weights'), '1,1,1,1');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // Nonce 0's first float is 0.4227: ticket 4 of 10, the first cell.
    expect(await screen.findByTestId('verified-cell')).toHaveTextContent('1 of 3');
    expect(screen.getByTestId('verified-cell-type')).toHaveTextContent('A prize cell');
    expect(screen.queryByTestId('verified-wheel-sector')).not.toBeInTheDocument();
  });

  it('says what is wrong with the form before asking anyone', async () => {
    const { seen } = stubPlayApi({});
    const user = userEvent.setup();
    renderPlay('/play/fairness');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the server seed.');
    expect(seen.filter((r) => r.url.includes('fairVerify'))).toHaveLength(0);
  });

  it('shows the player’s seeds, rotates them and fills the form with the revealed pair', async () => {
    signIn();
    const { seen } = stubPlayApi({
      fairSeeds: () =>
        envelope({ serverSeedHash: hashServerSeed('old-seed'), clientSeed: 'mine', nonce: 3 }),
      fairRotate: (body) =>
        body.clientSeed === 'bad seed'
          ? refusal(400, { issues: [] })
          : envelope({
              previous: {
                serverSeed: 'old-seed',
                serverSeedHash: hashServerSeed('old-seed'),
                clientSeed: 'mine',
                nonce: 3,
              },
              current: { serverSeedHash: 'new-hash', clientSeed: body.clientSeed, nonce: 0 },
            }),
      'anonymous/fairVerify': fairVerify,
    });
    const user = userEvent.setup();
    renderPlay('/play/fairness?game=crash');
    expect(await screen.findByText(hashServerSeed('old-seed'))).toBeInTheDocument();
    const seeds = screen.getByRole('region', { name: 'Your seeds' });
    expect(within(seeds).getByText('mine')).toBeInTheDocument();

    await user.type(within(seeds).getByLabelText('New client seed (optional)'), 'lucky-7');
    await user.click(within(seeds).getByRole('button', { name: 'Change seeds' }));
    const revealed = await screen.findByTestId('revealed-seeds');
    expect(within(revealed).getByText('old-seed')).toBeInTheDocument();
    expect(within(seeds).getByText('new-hash')).toBeInTheDocument();
    expect(within(seeds).getByText('lucky-7')).toBeInTheDocument();
    expect(seen.find((r) => r.url.endsWith('/fairRotate'))!.body).toMatchObject({
      clientSeed: 'lucky-7',
    });

    // The last bet with the old pair (nonce 2) is one tap from its verification.
    expect(screen.getByLabelText('Server seed')).toHaveValue('old-seed');
    expect(screen.getByLabelText('Client seed')).toHaveValue('mine');
    expect(screen.getByLabelText('Nonce')).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const point = verify('crash', 'old-seed', 'mine', 2).crashPoint;
    expect(await screen.findByTestId('verified-crash-point')).toHaveTextContent(
      formatMultiplierE2(point),
    );
    expect(screen.getByText('Matches the hash you were shown before your bets.')).toBeVisible();
  });
});
