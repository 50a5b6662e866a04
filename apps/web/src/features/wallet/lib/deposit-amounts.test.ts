import { describe, expect, it } from 'vitest';
import type { AppConfig, RechargeType } from '@lobby/contract/app-config';
import { configFixture } from '../../../test/fixtures/app-config';
import {
  amountsFor,
  channelBonus,
  channelMinimum,
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
    expect(channelMinimum(card, false, true)).toBe(1000);
    expect(channelMinimum(card, true, true)).toBe(20000);
    expect(channelMinimum(channel(), true, true)).toBe(10_000);
    expect(channelMinimum(channel(), true, false)).toBe(100);
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

describe('the deposit bonus and the amount’s bounds', () => {
  it('floors the channel bonus to a hundredth; none without a bonus kind', () => {
    expect(channelBonus(channel({ bonusKind: 1, bonusBp: 300 }), 12_345)).toBe(370);
    expect(channelBonus(channel({ bonusKind: null, bonusBp: 300 }), 12_345)).toBe(0);
    expect(channelBonus(channel({ bonusKind: 1, bonusBp: 0 }), 12_345)).toBe(0);
  });

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
