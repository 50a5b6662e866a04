import { useTranslation } from '@/i18n/use-translation';
import { CoinAmount } from './coin';

/** An amount of money in the lobby's pages: the coin sign and the figure (components/coin.tsx). */
export function Amount(props: {
  value: number;
  signed?: boolean;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return <CoinAmount {...props} unit={t('coinSign.unit')} />;
}
