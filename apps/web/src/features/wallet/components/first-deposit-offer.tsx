import { useTranslation } from '@/i18n/use-translation';
import { money, percentText } from '../lib/amount';
import bonusStyles from './bonus-card.module.css';
import { Notice } from './wallet-ui';

/**
 * The first-deposit offer where the deposit is made, first on the form (docs/rules.md "Deposits",
 * ADR 0056): what it gives (rate, cap, the figure for the amount entered) while the player still
 * has it; with a bonus open, why this deposit earns none and that the offer is kept. The opt-in
 * and its terms follow it.
 */
export function FirstDepositOffer({
  firstBp,
  maxBonus,
  bonusOpen,
  figure,
  amount,
}: {
  firstBp: number;
  maxBonus: number;
  bonusOpen: boolean;
  figure: number | null;
  amount: number | null;
}) {
  const { t } = useTranslation();
  if (firstBp === 0 && !bonusOpen) return null;
  return (
    <section className={bonusStyles.firstOffer} data-testid="first-deposit-offer">
      {firstBp > 0 ? (
        <h2 className={bonusStyles.title}>
          {maxBonus > 0
            ? t('bonusWallet.firstOffer', { percent: percentText(firstBp), max: money(maxBonus) })
            : t('bonusWallet.firstOfferNoCap', { percent: percentText(firstBp) })}
        </h2>
      ) : null}
      {bonusOpen ? (
        <Notice>
          {firstBp > 0
            ? t('bonusWallet.openNoticeKept', { percent: percentText(firstBp) })
            : t('bonusWallet.openNotice')}
        </Notice>
      ) : figure !== null && amount !== null ? (
        <p className={bonusStyles.fine} data-testid="first-deposit-figure">
          {t('bonusWallet.firstOfferFigure', { amount: money(amount), bonus: money(figure) })}
        </p>
      ) : (
        <p className={bonusStyles.fine}>{t('bonusWallet.firstOfferKept')}</p>
      )}
    </section>
  );
}
