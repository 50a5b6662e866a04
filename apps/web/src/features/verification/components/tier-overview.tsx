import type { KycStateAnswer } from '@lobby/contract/kyc';
import levelTable from '@/components/level-table.module.css';
import { Icon } from '@/components/icon';
import { useTranslation } from '@/i18n/use-translation';
import { coinText } from '@/lib/coins';
import styles from './verification.module.css';

/** The player's tier, and the account's closing when the details said they are under age. */
export function TierCard({ state }: { state: KycStateAnswer }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="kyc-tier">
      <div className={styles.tierHead}>
        <span className={styles.tierBadge}>
          <Icon name="shield" size={24} />
        </span>
        <div>
          <p className={styles.muted}>{t('verification.yourTier')}</p>
          <p id="kyc-tier" className={styles.tierName} data-testid="kyc-tier">
            {t(`verification.tierName.${state.tier}`)}
          </p>
        </div>
      </div>
      <p className={styles.muted}>{t('verification.intro')}</p>
      {state.closedForPlay ? (
        <div role="alert">
          <p className={styles.title}>{t('verification.closedTitle')}</p>
          <p className={styles.muted}>{t('verification.closedText', { age: state.minimumAge })}</p>
        </div>
      ) : null}
    </section>
  );
}

const limitText = (value: number | null, none: string) => (value === null ? none : coinText(value));

/** What each tier allows, as the server's settings say, the player's own tier marked. */
export function TierLimits({ state }: { state: KycStateAnswer }) {
  const { t } = useTranslation();
  const none = t('verification.noLimit');
  return (
    <section className={styles.section} aria-labelledby="kyc-limits">
      <h2 id="kyc-limits" className={styles.sectionTitle}>
        {t('verification.limitsTitle')}
      </h2>
      <div className={styles.panel}>
        {/* Scrolls sideways on a narrow screen: focusable, so a keyboard can scroll it too. */}
        <div
          className={levelTable.scroll}
          role="region"
          aria-label={t('verification.limitsCaption')}
          tabIndex={0}
        >
          <table className={levelTable.table}>
            <caption className="visually-hidden">{t('verification.limitsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('verification.colTier')}</th>
                <th scope="col">{t('verification.colDepositMonthly')}</th>
                <th scope="col">{t('verification.colWithdrawMonthly')}</th>
                <th scope="col">{t('verification.colWithdrawLifetime')}</th>
              </tr>
            </thead>
            <tbody>
              {state.tiers.map((tier) => {
                const mine = tier.tier === state.tier;
                return (
                  <tr
                    key={tier.tier}
                    className={mine ? levelTable.current : undefined}
                    aria-current={mine ? 'true' : undefined}
                  >
                    <td>{mine ? `${tier.tier} ${t('verification.current')}` : tier.tier}</td>
                    <td>{limitText(tier.depositMonthly, none)}</td>
                    <td>{limitText(tier.withdrawMonthly, none)}</td>
                    <td>{limitText(tier.withdrawLifetime, none)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className={styles.muted}>
          {t('verification.used', {
            deposit: coinText(state.used.depositMonthly),
            withdraw: coinText(state.used.withdrawMonthly),
            lifetime: coinText(state.used.withdrawLifetime),
          })}
        </p>
      </div>
    </section>
  );
}
