import type { JackpotWinner } from '@lobby/contract/jackpot';
import { useTranslation } from '@/i18n/use-translation';
import { JACKPOT_TIERS, type JackpotFigures } from '@/lib/jackpot-figures';
import styles from './jackpot.module.css';
import { Amount } from '@/components/amount';
import { coinText } from '@/lib/coins';

/**
 * The four jackpots and their total as every jackpot view shows them (lib/jackpot-figures.ts:
 * one source, re-drawn every 6 s within the band just below each pool, never above it), each
 * with the most one win of it could pay (the wheel's largest share) and a note on the band.
 */
export function JackpotAmounts({ figures }: { figures: JackpotFigures }) {
  const { t } = useTranslation();
  return (
    <section className={styles.amounts} aria-labelledby="jackpot-amounts">
      <h3 id="jackpot-amounts" className={styles.totalLabel}>
        {t('jackpot.amounts')}
      </h3>
      <p>
        <span className={styles.upTo}>{t('jackpot.total')} </span>
        <span className={styles.total} data-testid="jackpot-total">
          <Amount value={figures.total} />
        </span>
      </p>
      <ul className={styles.tiers}>
        {JACKPOT_TIERS.map((tier) => (
          <li key={tier} className={styles.tierBox} data-testid={`jackpot-${tier}`}>
            <span className={styles.tierName}>{t(`jackpot.tier.${tier}`)}</span>
            <span className={styles.tierAmount} data-testid={`jackpot-${tier}-amount`}>
              <Amount value={figures.pools[tier].shown} />
            </span>
            <span className={styles.upTo}>
              {t('jackpot.upTo', { amount: coinText(figures.pools[tier].upTo) })}
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
                  amount: coinText(w.amount),
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
