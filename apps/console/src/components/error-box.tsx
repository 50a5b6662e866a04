import { t } from '../i18n/i18n';
import { errorMessage } from '../lib/error-message';
import styles from './ui.module.css';

/** A failure shown where its content would be, with a way to try again. */
export function ErrorBox({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p>{errorMessage(error)}</p>
      {onRetry ? (
        <button type="button" className={styles.button} onClick={onRetry}>
          {t('errors.retry')}
        </button>
      ) : null}
    </div>
  );
}

/** Content on its way: announced once, politely. */
export function Loading() {
  return (
    <p className={styles.muted} role="status">
      {t('app.loading')}
    </p>
  );
}
