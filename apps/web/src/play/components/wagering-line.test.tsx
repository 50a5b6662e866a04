import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OpenBonus } from '@lobby/contract/bonus';
import { formatEpoch } from '@/lib/format-epoch';
import { envelope } from '@/test/fetch-stub';
import { preferReducedMotion, renderPlay, signIn, stubPlayApi } from '@/test/play-kit';
import { BetFundingContext, type BetFunding } from '../lib/use-bet-funding';
import { BetControl } from './bet-control';

const ENDS = 1_800_000_000;
const open: OpenBonus = {
  id: 7,
  kind: 'first_deposit',
  orderNo: 'D-1',
  balance: 120_000,
  deposit: 100_000,
  bonus: 20_000,
  wageringRequired: 600_000,
  wageringLeft: 540_000,
  maxBet: 6_000,
  conversionCap: 200_000,
  forfeitReturn: 100_000,
  expiresAt: ENDS,
  createdAt: ENDS - 86_400,
  roundOpen: false,
};
const LINE = `Bonus: 5,400.00 coins of 6,000.00 coins left to wager · largest bet 60.00 coins · ends ${formatEpoch(ENDS)}`;

const betWith = (funding: BetFunding | null, bet: number, wagerWeightBp: number | null = 1_000) =>
  render(
    <BetFundingContext.Provider value={{ funding, wagerWeightBp }}>
      <BetControl value={bet} onChange={vi.fn()} />
    </BetFundingContext.Provider>,
  );
const line = () => screen.queryByTestId('bet-wagering-line');

describe('the wagering line under the bet', () => {
  it('shows the bonus’s figures and this game’s weight while the bonus balance pays the bet', () => {
    betWith({ coin: 93_500, bonusCoin: 120_000, payFrom: 'bonus', open }, 1_000);
    expect(line()).toHaveTextContent(LINE);
    expect(line()).toHaveTextContent('This game counts 10% toward wagering');
  });

  it('shows when cash first cannot cover the bet and the bonus balance does', () => {
    betWith({ coin: 500, bonusCoin: 120_000, payFrom: 'cash', open }, 1_000);
    expect(line()).toHaveTextContent(LINE);
  });

  it('is not there while cash pays the bet, without an open bonus, or when neither balance covers it', () => {
    const { unmount } = betWith({ coin: 93_500, bonusCoin: 120_000, payFrom: 'cash', open }, 1_000);
    expect(line()).toBeNull();
    unmount();
    // Bonus first, but the bet is beyond the bonus balance: cash pays it.
    betWith({ coin: 93_500, bonusCoin: 500, payFrom: 'bonus', open }, 1_000).unmount();
    expect(line()).toBeNull();
    betWith({ coin: 0, bonusCoin: 120_000, payFrom: 'bonus', open: null }, 1_000).unmount();
    expect(line()).toBeNull();
    betWith({ coin: 100, bonusCoin: 100, payFrom: 'bonus', open }, 1_000).unmount();
    expect(line()).toBeNull();
    betWith(null, 1_000);
    expect(line()).toBeNull();
  });

  it('says when the wagering is done, and leaves the weight out when it is not known', () => {
    betWith(
      { coin: 0, bonusCoin: 120_000, payFrom: 'cash', open: { ...open, wageringLeft: 0 } },
      1_000,
      null,
    );
    expect(line()).toHaveTextContent(
      'Bonus: wagering done, it becomes cash when your last round settles',
    );
    expect(line()).not.toHaveTextContent('counts');
  });
});

describe('a built-in game’s bet control with a bonus open', () => {
  it('reads the bonus wallet, shows the line with the game’s weight, and follows the bet and the choice', async () => {
    preferReducedMotion();
    signIn();
    let payFrom: 'cash' | 'bonus' = 'bonus';
    const { seen } = stubPlayApi({
      refreshData: () => envelope({ coin: 93_500, bonusCoin: 120_000, bonusPayFrom: payFrom }),
      bonusWallet: () => envelope({ open, payFrom }),
      fairSeeds: () => envelope({ serverSeedHash: 'hash-1', clientSeed: 'c-1', nonce: 1 }),
      bonusPayFrom: (body) => {
        payFrom = body.payFrom as 'cash' | 'bonus';
        return envelope({ payFrom });
      },
    });
    const user = userEvent.setup();
    renderPlay('/play/dice?session=s-1');
    expect(await screen.findByTestId('bet-wagering-line')).toHaveTextContent(LINE);
    // Dice counts 25% in the catalogue.
    expect(line()).toHaveTextContent('This game counts 25% toward wagering');
    expect(seen.filter((r) => r.url.endsWith('/bonusWallet'))).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Bet 50.00 coins' }));
    expect(line()).toHaveTextContent(LINE);
    // Cash first: cash covers the bet and pays it, which wagers nothing of the bonus.
    await user.click(screen.getByRole('radio', { name: 'Cash · 935.00 coins' }));
    await waitFor(() => expect(line()).toBeNull());
    expect(payFrom).toBe('cash');
  });
});
