import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { playCrash } from '@lobby/games/node/rounds';
import { envelope } from '@/test/fetch-stub';
import { GAME_IDS, preferReducedMotion, renderPlay, stubPlayApi } from '@/test/play-kit';
import { formatCoins, formatMultiplierE2 } from '../lib/format';

const SEEDS = { serverSeed: 'server-seed-1', clientSeed: 'client-seed-1' };

describe('crash', () => {
  it('climbs to the cash-out target or crashes before it, as the round decides', async () => {
    preferReducedMotion();
    let nonce = 0;
    const { seen } = stubPlayApi({
      'anonymous/demoPlay': (body) => {
        const params = body.params as { target: number };
        const outcome = playCrash({ ...SEEDS, nonce }, { amount: body.bet as number, ...params });
        const answer = {
          game: 'crash',
          bet: body.bet,
          payout: outcome.payout,
          outcome,
          ...SEEDS,
          nonce,
        };
        nonce += 1;
        return envelope(answer);
      },
    });
    const user = userEvent.setup();
    renderPlay('/play/crash?demo=1');
    await screen.findByRole('button', { name: 'Bet' });
    await user.click(screen.getByRole('button', { name: 'Raise the cash-out target' }));
    expect(screen.getByTestId('crash-target')).toHaveTextContent('2.50×');
    await user.click(screen.getByRole('button', { name: 'Cash out at 1.50×' }));
    expect(screen.getByTestId('crash-target')).toHaveTextContent('1.50×');
    expect(screen.getByText('66.00%')).toBeInTheDocument();

    for (let round = 0; round < 3; round++) {
      await user.click(await screen.findByRole('button', { name: 'Bet' }));
      const outcome = playCrash({ ...SEEDS, nonce: round }, { amount: 100, target: 150 });
      await screen.findByText(
        outcome.win
          ? `Cashed out: you won ${formatCoins(outcome.payout)} (crashed at ${formatMultiplierE2(outcome.crashPoint)})`
          : `Crashed at ${formatMultiplierE2(outcome.crashPoint)}`,
      );
      expect(screen.getByTestId('crash-multiplier')).toHaveTextContent(
        formatMultiplierE2(outcome.win ? 150 : outcome.crashPoint),
      );
    }
    const bodies = seen.filter((r) => r.url.endsWith('/anonymous/demoPlay')).map((r) => r.body);
    expect(bodies).toHaveLength(3);
    for (const body of bodies) {
      expect(body).toMatchObject({ gameId: GAME_IDS.crash, bet: 100, params: { target: 150 } });
    }
    expect(screen.getByRole('list', { name: 'Recent crash points' }).children).toHaveLength(3);
  });
});
