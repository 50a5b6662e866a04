import type { AppConfig, RechargeItem, RechargeType } from '@lobby/contract/app-config';
import type { BonusKind } from '@lobby/contract/bonus-terms';
import type { Hundredths } from '@lobby/contract/money';
import { percentOf } from './amount';

export const DEFAULT_MIN_DEPOSIT = 100;
export const DEFAULT_MIN_DEPOSIT_2 = 10_000;

/**
 * docs/rules.md "Deposits": a channel's minimum is minAmount (100 when unset); it is minAmount2 (10000 when
 * unset) when the minimum-recharge status is on and the player has already recharged
 * (tradeInfo's `firstRecharge` is false).
 */
export function channelMinimum(
  channel: RechargeType,
  minRechargeStatus: boolean,
  hasRecharged: boolean,
): Hundredths {
  if (minRechargeStatus && hasRecharged) return channel.minAmount2 || DEFAULT_MIN_DEPOSIT_2;
  return channel.minAmount || DEFAULT_MIN_DEPOSIT;
}

/** A channel's maximum; null when it has none (maxAmount 0). */
export const channelMaximum = (channel: RechargeType): Hundredths | null =>
  channel.maxAmount > 0 ? channel.maxAmount : null;

/**
 * The preset amounts offered for a channel: only items whose price is at least the channel's
 * minimum (docs/rules.md "Deposits"), and not above its maximum, cheapest first.
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
export const channelHasBonus = (channel: RechargeType) =>
  channel.bonusKind !== null && channel.bonusBp > 0;

/**
 * The channel bonus a deposit of `amount` carries, floored to a hundredth as the server floors
 * it; 0 when the channel has none. (The first deposit or the first of the day may earn a better
 * rate: the server pays the best one that applies.)
 */
export const channelBonus = (channel: RechargeType, amount: Hundredths): Hundredths =>
  channelHasBonus(channel) ? percentOf(amount, channel.bonusBp) : 0;

/**
 * The bonus rate a deposit on this channel earns: the best of the channel's own and the
 * first-deposit or day's-first rate the server says the next deposit earns (never their sum).
 */
export const depositBonusBp = (channel: RechargeType, nextDepositBonusBp: number) =>
  Math.max(channelHasBonus(channel) ? channel.bonusBp : 0, nextDepositBonusBp);

/** What the server says the next deposit may earn (tradeInfo). */
export interface NextBonus {
  nextDepositBonusBp: number;
  maxBonus: number;
  firstRecharge: boolean;
  /** Channel bonus left today; null for no daily cap. */
  channelBonusLeft: number | null;
}

/**
 * The bonus a deposit of `amount` would carry if taken, as the server grants it: the best rate
 * that applies (its kind decides the terms), floored, capped at maxBonus and, for the channel's,
 * at what is left of today's cap. Null when none applies.
 */
export const bonusOffer = (
  channel: RechargeType,
  amount: Hundredths,
  next: NextBonus,
): { kind: BonusKind; bp: number; bonus: Hundredths } | null => {
  const channelBp = channelHasBonus(channel) ? channel.bonusBp : 0;
  // Ties go to the first deposit's and the day's rules, as on the server.
  const kind: BonusKind | null =
    next.nextDepositBonusBp > 0 && next.nextDepositBonusBp >= channelBp
      ? next.firstRecharge
        ? 'first_deposit'
        : 'daily_first'
      : channelBp > 0
        ? 'channel'
        : null;
  if (!kind) return null;
  const bp = depositBonusBp(channel, next.nextDepositBonusBp);
  let bonus = percentOf(amount, bp);
  if (next.maxBonus > 0) bonus = Math.min(bonus, next.maxBonus);
  if (kind === 'channel' && next.channelBonusLeft !== null)
    bonus = Math.min(bonus, next.channelBonusLeft);
  return bonus > 0 ? { kind, bp, bonus } : null;
};

/** The bonus a deposit of `amount` carries when taken (0 for none). */
export const depositBonus = (channel: RechargeType, amount: Hundredths, next: NextBonus) =>
  bonusOffer(channel, amount, next)?.bonus ?? 0;

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
