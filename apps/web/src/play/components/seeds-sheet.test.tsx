import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hashServerSeed } from '@lobby/games/node/fairness';
import { playDice } from '@lobby/games/node/rounds';
import { envelope } from '@/test/fetch-stub';
import { preferReducedMotion, renderPlay, signIn, stubPlayApi } from '@/test/play-kit';

const OLD = { serverSeed: 'old-server-seed', clientSeed: 'old-client' };

describe('the provably fair sheet of a game', () => {
  it('changes seeds and links each round played with the old pair to its verification', async () => {
    preferReducedMotion();
    signIn();
    let nonce = 9;
    const { seen } = stubPlayApi({
      refreshData: () => envelope({ coin: 10_000, bonusCoin: 0 }),
      fairSeeds: () =>
        envelope({
          serverSeedHash: hashServerSeed(OLD.serverSeed),
          clientSeed: OLD.clientSeed,
          nonce,
        }),
      gamePlay: (body) => {
        const params = body.params as { direction: 'under' | 'over'; target: number };
        const outcome = playDice({ ...OLD, nonce }, { amount: body.bet as number, ...params });
        const answer = {
          roundId: `r${nonce}`,
          game: 'dice',
          bet: body.bet,
          payout: outcome.payout,
          outcome,
          serverSeedHash: hashServerSeed(OLD.serverSeed),
          clientSeed: OLD.clientSeed,
          nonce,
          coin: 10_000 - (body.bet as number) + outcome.payout,
        };
        nonce += 1;
        return envelope(answer);
      },
      fairRotate: (body) =>
        envelope({
          previous: { ...OLD, serverSeedHash: hashServerSeed(OLD.serverSeed), nonce },
          current: {
            serverSeedHash: 'next-hash',
            clientSeed: body.clientSeed ?? 'random',
            nonce: 0,
          },
        }),
    });
    const user = userEvent.setup();
    renderPlay('/play/dice?session=s-1');
    await user.click(await screen.findByRole('button', { name: 'Roll' }));
    await screen.findByText(/You won|no win this time/);

    await user.click(screen.getByRole('button', { name: 'Provably fair' }));
    const sheet = screen.getByRole('dialog', { name: 'Provably fair' });
    expect(within(sheet).getByText(hashServerSeed(OLD.serverSeed))).toBeInTheDocument();
    expect(within(sheet).getByText('Change seeds to verify')).toBeInTheDocument();
    await user.type(within(sheet).getByLabelText('New client seed (optional)'), 'my-own-seed');
    await user.click(within(sheet).getByRole('button', { name: 'Change seeds' }));

    const revealed = await within(sheet).findByTestId('revealed-seeds');
    expect(within(revealed).getByText(OLD.serverSeed)).toBeInTheDocument();
    expect(within(sheet).getByText('next-hash')).toBeInTheDocument();
    expect(within(sheet).getByText('my-own-seed')).toBeInTheDocument();
    expect(seen.find((r) => r.url.endsWith('/fairRotate'))!.body).toMatchObject({
      clientSeed: 'my-own-seed',
    });
    const link = within(sheet).getByRole('link', { name: 'Verify' });
    const url = new URL(link.getAttribute('href')!, 'https://x');
    expect(url.pathname).toBe('/play/fairness');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      game: 'dice',
      ...OLD,
      nonce: '9',
      back: '/play/dice?session=s-1',
    });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
