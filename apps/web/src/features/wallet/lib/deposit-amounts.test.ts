import { describe, expect, it } from 'vitest';
import type { AppConfig, RechargeType } from '@lobby/contract/app-config';
import { configFixture } from '@/test/fixtures/app-config';
import {
  amountsFor,
  bonusOffer,
  defaultChannel,
  defaultItem,
  depositProblem,
  sortedChannels,
} from './deposit-amounts';

const channel = (extra: Partial<RechargeType> = {}): RechargeType => ({
  id: 1,
  name: 'Card',
  icon: '/art/channels/card.svg',
  sort: 10,
  minAmount: 0,
  minAmount2: 0,
  maxAmount: 0,
  isDefault: false,
  bonusKind: null,
  bonusBp: 0,
  ...extra,
});

const configWith = (minRechargeStatus: boolean, rechargeTypes: RechargeType[] = []): AppConfig => ({
  ...configFixture,
  rechargeTypes,
  items: [50, 100, 500, 1000, 5000, 10000, 20000, 50000].map((price, i) => ({
    id: i + 1,
    price,
    hot: price === 20000,
  })),
  clientConfig: { ...configFixture.clientConfig, minRechargeStatus },
});

const prices = (config: AppConfig, c: RechargeType, hasRecharged: boolean) =>
  amountsFor(config, c, hasRecharged).map((i) => i.price);

describe('docs/rules.md "Deposits": the preset amounts of a channel', () => {
  it('shows only items of at least minAmount, 100 when the channel has none', () => {
    const off = configWith(false);
    expect(prices(off, channel(), false)).toEqual([100, 500, 1000, 5000, 10000, 20000, 50000]);
    expect(prices(off, channel({ minAmount: 1000 }), false)).toEqual([
      1000, 5000, 10000, 20000, 50000,
    ]);
  });

  it('uses minAmount2 once the player has deposited and the minimum-recharge status is on', () => {
    const on = configWith(true);
    const card = channel({ minAmount: 1000, minAmount2: 20000 });
    expect(prices(on, card, false)).toEqual([1000, 5000, 10000, 20000, 50000]);
    expect(prices(on, card, true)).toEqual([20000, 50000]);
    // minAmount2 unset: 10000.
    expect(prices(on, channel({ minAmount: 1000 }), true)).toEqual([10000, 20000, 50000]);
  });

  it('keeps minAmount when the status is off, deposited or not', () => {
    const off = configWith(false);
    const card = channel({ minAmount: 1000, minAmount2: 20000 });
    expect(prices(off, card, true)).toEqual(prices(off, card, false));
  });

  it('leaves out items above the channel maximum, and sorts by price', () => {
    const config = configWith(false);
    config.items = [...config.items].reverse();
    expect(prices(config, channel({ minAmount: 500, maxAmount: 10000 }), false)).toEqual([
      500, 1000, 5000, 10000,
    ]);
  });

  it('opens on the default channel and a hot preset', () => {
    const config = configWith(false, [
      channel({ id: 3, sort: 30, isDefault: true }),
      channel({ id: 2, sort: 20 }),
    ]);
    const channels = sortedChannels(config);
    expect(channels.map((c) => c.id)).toEqual([2, 3]);
    expect(defaultChannel(channels)?.id).toBe(3);
    expect(defaultChannel([channel({ id: 9 })])?.id).toBe(9);
    expect(defaultItem(amountsFor(config, channels[0]!, false))?.price).toBe(20000);
  });
});

describe('the amount’s bounds', () => {
  it('names the bound an amount breaks', () => {
    expect(depositProblem(null, 1000, null)).toEqual({ key: 'wallet.amountRequired' });
    expect(depositProblem(999, 1000, null)).toEqual({
      key: 'wallet.amountBelowMin',
      values: { limit: 1000 },
    });
    expect(depositProblem(5001, 1000, 5000)).toEqual({
      key: 'wallet.amountAboveMax',
      values: { limit: 5000 },
    });
    expect(depositProblem(1000, 1000, 5000)).toBeNull();
    expect(depositProblem(10 ** 12, 1000, null)).toBeNull();
  });
});

describe('the bonus on offer', () => {
  const next = {
    nextDepositBonusBp: 500,
    maxBonus: 0,
    firstRecharge: false,
    channelBonusLeft: null,
  };
  const card = channel({ bonusKind: 1, bonusBp: 300 });

  it('is the better of tradeInfo’s rate and the channel’s, a tie to tradeInfo’s', () => {
    expect(bonusOffer(card, 10_000, next)).toEqual({ kind: 'daily_first', bp: 500, bonus: 500 });
    expect(
      bonusOffer(card, 10_000, { ...next, firstRecharge: true, nextDepositBonusBp: 300 }),
    ).toEqual({ kind: 'first_deposit', bp: 300, bonus: 300 });
    expect(bonusOffer(card, 10_000, { ...next, nextDepositBonusBp: 0 })).toEqual({
      kind: 'channel',
      bp: 300,
      bonus: 300,
    });
    expect(bonusOffer(channel(), 10_000, { ...next, nextDepositBonusBp: 0 })).toBeNull();
  });

  it('holds the channel’s to what is left of today’s cap, and to maxBonus', () => {
    const channelOnly = { ...next, nextDepositBonusBp: 0, channelBonusLeft: 120 };
    expect(bonusOffer(card, 10_000, channelOnly)?.bonus).toBe(120);
    expect(bonusOffer(card, 10_000, { ...channelOnly, channelBonusLeft: 0 })).toBeNull();
    expect(bonusOffer(card, 10_000, { ...next, channelBonusLeft: 0 })?.bonus).toBe(500);
    expect(bonusOffer(card, 10_000, { ...next, maxBonus: 200 })?.bonus).toBe(200);
  });
});
