import { useTranslation } from '@/i18n/use-translation';
import { ButtonLink } from '@/components/button';
import { pathTo } from '@/config/paths';
import styles from './layout.module.css';

/**
 * An activity page (auth-activity: the rank page) whose activity is not live: it ended, or has
 * not begun. Said in words, with the way to what runs now and back to the lobby.
 */
export function ActivityEnded() {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <main className={styles.error}>
        <h1 className={styles.errorTitle}>{t('activityEnded.title')}</h1>
        <p className={styles.errorText}>{t('activityEnded.text')}</p>
        <ButtonLink to={pathTo('bonus-event')}>{t('activityEnded.events')}</ButtonLink>
        <ButtonLink variant="outline" to={pathTo('index')}>
          {t('errors.backHome')}
        </ButtonLink>
      </main>
    </div>
  );
}
