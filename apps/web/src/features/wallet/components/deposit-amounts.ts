import type { AppConfig, RechargeType } from '@lobby/contract/app-config';

export const DEFAULT_MIN_DEPOSIT = 100;
export const DEFAULT_MIN_DEPOSIT_2 = 10_000;

/**
 * Spec §5: a channel's minimum is minAmount (100 when unset); it is minAmount2 (10000 when
 * unset) when the minimum-recharge status is on and the player has already recharged.
 */
export function channelMinimum(
  channel: RechargeType,
  minRechargeStatus: boolean,
  hasRecharged: boolean,
) {
  if (minRechargeStatus && hasRecharged) return channel.minAmount2 || DEFAULT_MIN_DEPOSIT_2;
  return channel.minAmount || DEFAULT_MIN_DEPOSIT;
}

/** The preset amounts offered for a channel: only items at least the channel minimum. */
export const amountsFor = (config: AppConfig, channel: RechargeType, hasRecharged: boolean) => {
  const min = channelMinimum(channel, config.clientConfig.minRechargeStatus, hasRecharged);
  return config.items.filter((item) => item.price >= min).sort((a, b) => a.price - b.price);
};
