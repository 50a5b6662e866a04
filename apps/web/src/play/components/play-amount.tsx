import { CoinAmount } from '@/components/coin';
import { t } from '../lib/i18n';

/** An amount of money in the game pages: the coin sign and the figure (components/coin.tsx). */
export function PlayAmount(props: {
  value: number;
  signed?: boolean;
  className?: string;
  testId?: string;
}) {
  return <CoinAmount {...props} unit={t('coinSign.unit')} />;
}
