import { formatReward } from '@lobby/contract/values/money';
import { Button, ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Page, pageStyles } from '@/components/page';
import { SkeletonList } from '@/components/skeleton';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { describeError, errorText } from '@/lib/error-message';
import { signInPath } from '@/lib/session';
import { useSignedIn } from '@/stores/session-store';
import { useSignInCalendar } from '../api/sign-in-calendar';
import { LoginBonusSection } from './login-bonus';
import { CheckInCalendarCard } from './check-in-calendar';
import styles from './check-in.module.css';

/** The calendar's answer, or its loading and failure states. */
function useCalendarView() {
  const { t } = useTranslation();
  const query = useSignInCalendar();
  if (query.isPending) return { view: <SkeletonList rows={3} /> };
  if (query.isError)
    return {
      view: (
        <EmptyState
          icon="refresh"
          title={t('signInPage.loadFailed')}
          text={describeError(errorText(query.error), t)}
          action={<Button onClick={() => void query.refetch()}>{t('signInPage.retry')}</Button>}
        />
      ),
    };
  return { calendar: query.data };
}

/** A visitor's page: log in first (the calendar is a player's own). */
export function LogInFirst({ back }: { back: string }) {
  const { t } = useTranslation();
  return (
    <Page>
      <EmptyState
        icon="lock"
        title={t('signInPage.logInTitle')}
        text={t('signInPage.logInText')}
        action={<ButtonLink to={signInPath(back)}>{t('signInPage.logIn')}</ButtonLink>}
      />
    </Page>
  );
}

/** /activity/sign-in: the week's calendar, the login bonus, and the player's points. */
export function CheckInPage() {
  const signedIn = useSignedIn();
  if (!signedIn) return <LogInFirst back={pathTo('activity-sign-in')} />;
  return <CheckInPageOf />;
}

function CheckInPageOf() {
  const { t } = useTranslation();
  const { view, calendar } = useCalendarView();
  return (
    <Page>
      {calendar ? (
        calendar.live ? (
          <CheckInCalendarCard calendar={calendar} />
        ) : (
          <EmptyState
            icon="gift"
            title={t('signInPage.closedTitle')}
            text={t('signInPage.closedText')}
          />
        )
      ) : (
        view
      )}
      <LoginBonusSection />
      {calendar ? (
        <p className={pageStyles.muted}>
          {t('signInPage.yourPoints', { points: formatReward(calendar.points) })}{' '}
          <ButtonLink small variant="ghost" to={pathTo('points')}>
            {t('signInPage.toPoints')}
          </ButtonLink>
        </p>
      ) : null}
    </Page>
  );
}

/** /activity/sign-in/rule: the operator's rule text, its figures filled in by the server. */
export function CheckInRulePage() {
  const signedIn = useSignedIn();
  if (!signedIn) return <LogInFirst back={pathTo('activity-sign-in-rule')} />;
  return <CheckInRuleOf />;
}

function CheckInRuleOf() {
  const { t } = useTranslation();
  const { view, calendar } = useCalendarView();
  return (
    <Page>
      {calendar ? (
        <section className={pageStyles.card} aria-label={t('signInPage.rulesTitle')}>
          <p className={styles.rule}>{calendar.rule}</p>
        </section>
      ) : (
        view
      )}
    </Page>
  );
}
