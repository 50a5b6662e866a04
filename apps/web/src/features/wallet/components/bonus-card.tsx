import { WageringSummary } from '@/components/wagering-summary';
import { useTranslation } from '@/i18n/use-translation';
import { useBonusWallet } from '@/lib/bonus-wallet';
import { money } from '../lib/amount';
import styles from './bonus-card.module.css';

/**
 * The open bonus on the wallet (docs/rules.md "Bonus money"): its kind and balance, then the one
 * wagering summary every page shows (left to wager, largest bet, end, what converts, game
 * weights) with "End my bonus and withdraw" when ending works (not on the withdraw tab, whose
 * request ends it with the player's consent). Nothing without one.
 */
export function BonusCard({ endAction = true }: { endAction?: boolean }) {
  const { t } = useTranslation();
  const bonus = useBonusWallet().data?.open;
  if (!bonus) return null;
  return (
    <section className={styles.card} aria-labelledby="bonus-card-title" data-testid="bonus-card">
      <div className={styles.head}>
        <h2 id="bonus-card-title" className={styles.title}>
          {t(`bonusWallet.kind.${bonus.kind}`)}
        </h2>
        <span className={styles.amount}>{money(bonus.balance)}</span>
      </div>
      <p className={styles.fine}>
        {t('bonusWallet.explain', { deposit: money(bonus.deposit), bonus: money(bonus.bonus) })}
      </p>
      <WageringSummary endAction={endAction} />
    </section>
  );
}
