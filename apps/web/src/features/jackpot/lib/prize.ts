import type { JackpotTierValue } from '@lobby/contract/jackpot';
import { JackpotTier, PropId, propKind } from '@lobby/contract/values/enums';
import { formatReward } from '@lobby/contract/values/money';
import { useTranslation } from '@/i18n/use-translation';
import { useRewardText } from '@/lib/use-reward-text';
import { coinText } from '@/lib/coins';

const tierByProp: Record<number, JackpotTierValue> = {
  [JackpotTier.Mega]: 'mega',
  [JackpotTier.Major]: 'major',
  [JackpotTier.Minor]: 'minor',
  [JackpotTier.Mini]: 'mini',
};

/** The jackpot tier a prop (50001–50004) pays from, or null for any other prop. */
export const tierOf = (propId: number): JackpotTierValue | null => tierByProp[propId] ?? null;

const isCoupon = (propId: number) => propKind(propId).endsWith('Coupon');

/**
 * What a cell shows: its kind ("Coins", "Mega") and its figure (a coupon's or a chance's is how
 * many). A jackpot's is the most its win pays now (`upTo`: the wheel's largest share of its pool,
 * lib/jackpot-figures.ts), not the pool: the wheel pays a share of it.
 */
export function useCellText() {
  const { t } = useTranslation();
  return (
    cell: { type: 1 | 2; propId: number; count: number },
    upTo: Partial<Record<JackpotTierValue, { sectionMax: number }>>,
  ) => {
    const tier = cell.type === 2 ? tierOf(cell.propId) : null;
    if (tier) {
      const most = upTo[tier]?.sectionMax ?? 0;
      return {
        kind: t(`jackpot.tier.${tier}`),
        figure: t('jackpot.cellUpTo', { amount: coinText(most) }),
      };
    }
    if (cell.propId === PropId.DrawChance) {
      return { kind: t('jackpot.kind.drawChance'), figure: `×${cell.count}` };
    }
    return {
      kind: t(`jackpot.kind.${propKind(cell.propId)}`),
      figure: isCoupon(cell.propId)
        ? t('jackpot.couponCount', { count: cell.count })
        : formatReward(cell.count),
    };
  };
}

/**
 * A draw's prize in words: a jackpot's tier and the coin its wheel share paid ("Mega jackpot
 * 1,234.56"), else the prop and count as every reward says it ("+5.00 points").
 */
export function usePrizeText() {
  const { t } = useTranslation();
  const reward = useRewardText();
  return (draw: { type: 1 | 2; propId: number; count: number; bonus: number }) => {
    const tier = draw.type === 2 ? tierOf(draw.propId) : null;
    return tier
      ? `${t(`jackpot.tierJackpot.${tier}`)} ${coinText(draw.bonus)}`
      : reward(draw.propId, draw.count);
  };
}

/**
 * A coin prize the draw could not pay at once (the activity's budget or the player's cap): its
 * grant waits in the bonus centre, so nothing was paid yet (`bonus` is the coin paid).
 */
export const prizeWaits = (draw: { type: 1 | 2; propId: number; count: number; bonus: number }) =>
  draw.type === 1 && draw.propId === PropId.Coin && draw.bonus < draw.count;
