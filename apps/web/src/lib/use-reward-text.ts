import { PropId, propKind } from '@lobby/contract/values/enums';
import { formatReward } from '@lobby/contract/values/money';
import { useTranslation } from '../i18n/use-translation';
import { coinText } from './coins';

/** What a prop pays in words: "+10.00", "+5.00 points" (amounts floored to two decimals). */
export const useRewardText = () => {
  const { t } = useTranslation();
  return (propId: number, count: number) => {
    // A draw chance's count is how many chances.
    if (propId === PropId.DrawChance) return t('awardText.drawChance', { count });
    switch (propKind(propId)) {
      case 'coin':
        return t('awardText.coin', { amount: coinText(count) });
      case 'points':
        return t('awardText.points', { amount: formatReward(count) });
      case 'liveness':
        return t('awardText.liveness', { amount: formatReward(count) });
      case 'generalCoupon':
      case 'fixedCoupon':
      case 'giveCoupon':
        // A coupon's count is how many coupons.
        return t('awardText.coupon', { count });
      default:
        return t('awardText.item', { amount: formatReward(count) });
    }
  };
};

/** Everything an award pays, in words, one prop after the other: "+10.00 · +5.00 points". */
export const useAwardsText = () => {
  const reward = useRewardText();
  return (awards: readonly { propId: number; count: number }[]) =>
    awards.map((award) => reward(award.propId, award.count)).join(' · ');
};
