import type { JackpotWinner } from '@lobby/contract/jackpot';
import { formatReward } from '@lobby/contract/values/money';
import { useTranslation } from '@/i18n/use-translation';
import type { JackpotInfo } from '../api/get-jackpot-draw-info';
import { TIERS, useIndicativeAmounts } from '../lib/indicative-amounts';
import styles from './jackpot.module.css';

/**
 * The four jackpots and their total, as figures re-drawn every 6 s within what a win of each
 * pays now (its section), each with the most it could pay and a note that they are indicative.
 */
export function JackpotAmounts({ info }: { info: JackpotInfo }) {
  const { t } = useTranslation();
  const amounts = useIndicativeAmounts(info);
  return (
    <section className={styles.amounts} aria-labelledby="jackpot-amounts">
      <h3 id="jackpot-amounts" className={styles.totalLabel}>
        {t('jackpot.amounts')}
      </h3>
      <p>
        <span className={styles.upTo}>{t('jackpot.total')} </span>
        <span className={styles.total} data-testid="jackpot-total">
          {formatReward(amounts.total)}
        </span>
      </p>
      <ul className={styles.tiers}>
        {TIERS.map((tier) => (
          <li key={tier} className={styles.tierBox} data-testid={`jackpot-${tier}`}>
            <span className={styles.tierName}>{t(`jackpot.tier.${tier}`)}</span>
            <span className={styles.tierAmount} data-testid={`jackpot-${tier}-amount`}>
              {formatReward(amounts[tier])}
            </span>
            <span className={styles.upTo}>
              {t('jackpot.upTo', { amount: formatReward(info[tier].sectionMax) })}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t('jackpot.indicative')}</p>
    </section>
  );
}

/** The latest jackpot wins, scrolling by (still, and cut short, when motion is reduced). */
export function LuckyWinners({ winners }: { winners: readonly JackpotWinner[] }) {
  const { t } = useTranslation();
  const chars = winners.reduce((n, w) => n + w.nickname.length + 24, 0);
  return (
    <div className={styles.winners} role="marquee" aria-label={t('jackpot.winners')}>
      <span className={styles.winnersTitle} aria-hidden="true">
        {t('jackpot.winners')}
      </span>
      <div className={styles.winnersWindow}>
        {winners.length === 0 ? (
          <span className={styles.note}>{t('jackpot.noWinners')}</span>
        ) : (
          <ul
            className={styles.winnersTrack}
            style={{ animationDuration: `${Math.max(12, chars * 0.22)}s` }}
          >
            {winners.map((w) => (
              <li key={w.id}>
                {t('jackpot.winnerRow', {
                  nickname: w.nickname,
                  amount: formatReward(w.amount),
                  tier: t(`jackpot.tierJackpot.${w.tier}`),
                })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
