import type { SignInDayState } from '@lobby/contract/sign-in';
import { formatReward } from '@lobby/contract/values/money';
import { Button } from '@/components/button';
import { pageStyles } from '@/components/page';
import { useTranslation } from '@/i18n/use-translation';
import { describeError, errorText } from '@/lib/error-message';
import { useAwardsText } from '@/lib/use-reward-text';
import type { SignInCalendar } from '../api/sign-in-calendar';
import { useSignInMakeUp } from '../api/sign-in-make-up';
import { useSignInToday } from '../api/sign-in-today';
import styles from './check-in.module.css';

const DONE: readonly SignInDayState[] = ['signed', 'madeUp'];

/** A refusal in words, under the button that met it. */
export function Failure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <p className={styles.notice} role="alert">
      {t('signInPage.failed', { reason: describeError(errorText(error), t) })}
    </p>
  );
}

/**
 * The week's seven days (award, check mark once signed), the big "Sign in" button, and a
 * make-up button on each missed day with its price in points.
 */
export function CheckInCalendarCard({ calendar }: { calendar: SignInCalendar }) {
  const { t } = useTranslation();
  const awards = useAwardsText();
  const today = useSignInToday();
  const makeUp = useSignInMakeUp();
  const price = formatReward(calendar.makeUp.pricePoints);
  const canMakeUp = calendar.live && calendar.makeUp.enabled;
  return (
    <section
      className={pageStyles.card}
      aria-labelledby="sign-in-title"
      style={{ display: 'grid', gap: 12 }}
    >
      <h2 id="sign-in-title" style={{ fontSize: 16, fontWeight: 800 }}>
        {t('signInPage.title')}{' '}
        <span className={styles.note}>{t('signInPage.dayOf', { day: calendar.todayIndex })}</span>
      </h2>
      <ol className={styles.calendar} aria-label={t('signInPage.calendar')}>
        {calendar.days.map((d) => (
          <li key={d.day} className={styles.cell} data-state={d.state}>
            <span className={styles.cellDay}>{t('signInPage.day', { day: d.day })}</span>
            <span className={styles.cellAward}>{awards(d.awards)}</span>
            {DONE.includes(d.state) ? (
              <span className={styles.check} aria-hidden="true">
                ✓
              </span>
            ) : null}
            <span className={styles.cellState}>{t(`signInPage.state.${d.state}`)}</span>
            {d.state === 'missed' && canMakeUp ? (
              <Button
                small
                variant="outline"
                onClick={() => makeUp.mutate(d.day)}
                disabled={makeUp.isPending}
                aria-label={t('signInPage.makeUpDay', { day: d.day, price })}
              >
                {makeUp.isPending && makeUp.variables === d.day
                  ? t('signInPage.makingUp')
                  : t('signInPage.makeUp', { price })}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {calendar.restartsOnSignIn ? (
        <p className={styles.notice}>{t('signInPage.restartNotice')}</p>
      ) : null}
      {makeUp.isError ? <Failure error={makeUp.error} /> : null}
      {calendar.signedToday ? (
        <p className={styles.note} role="status">
          {t('signInPage.signedToday')}
        </p>
      ) : (
        <Button
          block
          onClick={() => today.mutate()}
          disabled={today.isPending || !calendar.live}
          aria-busy={today.isPending}
        >
          {today.isPending ? t('signInPage.signingIn') : t('signInPage.signIn')}
        </Button>
      )}
      {today.isError ? <Failure error={today.error} /> : null}
    </section>
  );
}
