import type { AppConfig, RechargeItem, RechargeType } from '@lobby/contract/app-config';
import type { BonusKind } from '@lobby/contract/values/bonus-terms';
import { bestDepositBonus, channelBonusBp, channelMinimum } from '@lobby/contract/values/deposits';
import type { Hundredths } from '@lobby/contract/values/money';

/** A channel's maximum; null when it has none (maxAmount 0). */
export const channelMaximum = (channel: RechargeType): Hundredths | null =>
  channel.maxAmount > 0 ? channel.maxAmount : null;

/**
 * The preset amounts offered for a channel: only items whose price is at least the channel's
 * minimum (docs/rules.md "Deposits"; the minimum-recharge status applies once the player has
 * deposited, tradeInfo's `firstRecharge` false), and not above its maximum, cheapest first.
 */
export function amountsFor(
  config: AppConfig,
  channel: RechargeType,
  hasRecharged: boolean,
): RechargeItem[] {
  const min = channelMinimum(channel, config.clientConfig.minRechargeStatus, hasRecharged);
  const max = channelMaximum(channel);
  return config.items
    .filter((item) => item.price >= min && (max === null || item.price <= max))
    .sort((a, b) => a.price - b.price || a.id - b.id);
}

/** The channels in their configured order. */
export const sortedChannels = (config: AppConfig): RechargeType[] =>
  [...config.rechargeTypes].sort((a, b) => a.sort - b.sort || a.id - b.id);

/** The channel selected on open: the default one, else the first. */
export const defaultChannel = (channels: RechargeType[]): RechargeType | undefined =>
  channels.find((c) => c.isDefault) ?? channels[0];

/** The preset highlighted on open: a hot one, else the cheapest. */
export const defaultItem = (items: RechargeItem[]): RechargeItem | undefined =>
  items.find((i) => i.hot) ?? items[0];

/** Whether the config gives the channel a bonus to show (a bonus kind and a rate). */
export const channelHasBonus = (channel: RechargeType) => channelBonusBp(channel) > 0;

/** What the server says the next deposit may earn (tradeInfo). */
export interface NextBonus {
  nextDepositBonusBp: number;
  maxBonus: number;
  firstRecharge: boolean;
  /**
   * The first-deposit bonus's rate while the player still has it (kept until a deposit takes it,
   * ADR 0056); absent from an older answer, when firstRecharge stands in.
   */
  firstDepositBonusBp?: number;
  /** Channel bonus left today; null for no daily cap. */
  channelBonusLeft: number | null;
}

/**
 * The bonus a deposit of `amount` would carry if taken, as the server grants it: the best of the
 * rate tradeInfo says the next deposit earns (the first deposit's or the day's) and the channel's
 * (its kind decides the terms), capped, for the channel's, at what is left of today's cap. Null
 * when none applies.
 */
export const bonusOffer = (
  channel: RechargeType,
  amount: Hundredths,
  next: NextBonus,
): { kind: BonusKind; bp: number; bonus: Hundredths } | null => {
  const firstHeld =
    next.firstDepositBonusBp === undefined ? next.firstRecharge : next.firstDepositBonusBp > 0;
  const nextKind: BonusKind = firstHeld ? 'first_deposit' : 'daily_first';
  const best = bestDepositBonus(
    amount,
    [
      [nextKind, next.nextDepositBonusBp],
      ['channel', channelBonusBp(channel)],
    ],
    next.maxBonus,
  );
  if (!best) return null;
  const bonus =
    best.rule === 'channel' && next.channelBonusLeft !== null
      ? Math.min(best.bonus, next.channelBonusLeft)
      : best.bonus;
  return bonus > 0 ? { kind: best.rule, bp: best.bp, bonus } : null;
};

/** Why an amount cannot be deposited on a channel, or null when it can. */
export function depositProblem(
  amount: Hundredths | null,
  min: Hundredths,
  max: Hundredths | null,
): { key: string; values?: Record<string, Hundredths> } | null {
  if (amount === null || amount <= 0) return { key: 'wallet.amountRequired' };
  if (amount < min) return { key: 'wallet.amountBelowMin', values: { limit: min } };
  if (max !== null && amount > max) return { key: 'wallet.amountAboveMax', values: { limit: max } };
  return null;
}
