import { Button } from '@/components/button';
import { pageStyles } from '@/components/page';
import { useTranslation } from '@/i18n/use-translation';
import { useAwardsText } from '@/lib/use-reward-text';
import { useLoginBonus } from '../api/login-bonus-3-user';
import { useReceiveLoginBonus } from '../api/login-bonus-3-user-receive';
import { Failure } from './check-in-calendar';
import styles from './check-in.module.css';

/** The login bonus's three days, on the sign-in page while it is live. */
export function LoginBonusSection() {
  const { t } = useTranslation();
  const awards = useAwardsText();
  const bonus = useLoginBonus(true);
  const receive = useReceiveLoginBonus();
  const data = bonus.data;
  if (!data?.live) return null;
  const why = data.done
    ? t('signInPage.loginBonus.done')
    : data.claimedToday
      ? t('signInPage.loginBonus.claimedToday')
      : !data.signedInToday
        ? t('signInPage.loginBonus.notSignedIn')
        : null;
  return (
    <section
      className={pageStyles.card}
      aria-labelledby="login-bonus-title"
      style={{ display: 'grid', gap: 12 }}
    >
      <h2 id="login-bonus-title" style={{ fontSize: 16, fontWeight: 800 }}>
        {t('signInPage.loginBonus.title')}
      </h2>
      <p className={styles.note}>{t('signInPage.loginBonus.text')}</p>
      <ol className={styles.bonusDays}>
        {data.days.map((d) => (
          <li key={d.day} className={styles.cell} data-state={d.state}>
            <span className={styles.cellDay}>{t('signInPage.loginBonus.day', { day: d.day })}</span>
            <span className={styles.cellAward}>{awards(d.awards)}</span>
            {d.state === 'claimed' ? (
              <span className={styles.check} aria-hidden="true">
                ✓
              </span>
            ) : null}
            <span className={styles.cellState}>{t(`signInPage.loginBonus.state.${d.state}`)}</span>
          </li>
        ))}
      </ol>
      {data.claimable && data.todayIndex !== null ? (
        <Button
          onClick={() => receive.mutate()}
          disabled={receive.isPending}
          aria-busy={receive.isPending}
        >
          {receive.isPending
            ? t('signInPage.loginBonus.claiming')
            : t('signInPage.loginBonus.claim', { day: data.todayIndex })}
        </Button>
      ) : why ? (
        <p className={styles.note}>{why}</p>
      ) : null}
      {receive.isError ? <Failure error={receive.error} /> : null}
    </section>
  );
}
