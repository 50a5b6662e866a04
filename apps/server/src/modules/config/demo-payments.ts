import type { AppConfig } from '@lobby/contract/app-config';
import catalogue from './demo-catalogue.json' with { type: 'json' };
import { art } from './demo-art';

/** The demo lobby's deposit channels, shop items and banks. */

const channelBonus: Record<
  string,
  Pick<AppConfig['rechargeTypes'][number], 'bonusKind' | 'bonusBp'>
> = {
  card: { bonusKind: 1, bonusBp: 300 },
  ewallet: { bonusKind: 2, bonusBp: 500 },
  transfer: { bonusKind: 3, bonusBp: 200 },
  crypto: { bonusKind: 4, bonusBp: 100 },
};
const channelLimits: Record<string, [min: number, min2: number, max: number]> = {
  card: [1000, 10000, 5_000_000],
  ewallet: [1000, 10000, 2_000_000],
  transfer: [5000, 20000, 10_000_000],
  crypto: [2000, 10000, 20_000_000],
};

export const rechargeTypes: AppConfig['rechargeTypes'] = catalogue.channels.map((c, i) => {
  const [minAmount, minAmount2, maxAmount] = channelLimits[c.code] ?? [1000, 10000, 5_000_000];
  return {
    id: i + 1,
    name: c.name,
    icon: art('channels', c.code),
    sort: (i + 1) * 10,
    minAmount,
    minAmount2,
    maxAmount,
    isDefault: i === 0,
    ...(channelBonus[c.code] ?? { bonusKind: null, bonusBp: 0 }),
  };
});

const HOT_PRICES = new Set([10000, 50000]);
export const items: AppConfig['items'] = [
  1000, 2000, 5000, 10000, 20000, 50000, 100000, 200000, 500000, 1_000_000,
].map((price, i) => ({ id: i + 1, price, hot: HOT_PRICES.has(price) }));

export const banks: AppConfig['banks'] = catalogue.banks.map((b, i) => ({
  id: i + 1,
  code: b.code,
  name: b.name,
  icon: art('banks', b.code),
  sort: (i + 1) * 10,
}));
