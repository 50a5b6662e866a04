import type { BonusPackageTerms } from '@lobby/contract/values/bonus-terms';
import { useTranslation } from '@/i18n/use-translation';
import { money } from '../lib/amount';
import bonusStyles from './bonus-card.module.css';

/**
 * A bonus's terms as the deposit form lists them before the player decides (a deposit's bonus or
 * a coupon's): the wagering and its days, the largest bet, what converts, which games count (not
 * for a coupon's, whose games are its own) and the forfeit.
 */
export function BonusTermsList({
  terms,
  expiryDays,
  games = true,
  testId,
}: {
  terms: Pick<BonusPackageTerms, 'wageringRequired' | 'maxBet' | 'conversionCap'>;
  expiryDays: number;
  games?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={bonusStyles.terms} data-testid={testId}>
      <li>
        {t('bonusWallet.termWagering', {
          amount: money(terms.wageringRequired),
          count: expiryDays,
        })}
      </li>
      <li>{t('bonusWallet.termMaxBet', { maxBet: money(terms.maxBet) })}</li>
      <li>{t('bonusWallet.termCap', { cap: money(terms.conversionCap) })}</li>
      {games ? <li>{t('bonusWallet.termGames')}</li> : null}
      <li>{t('bonusWallet.termForfeit')}</li>
    </ul>
  );
}
