import { useTranslation } from '../i18n/use-translation';
import styles from './floating.module.css';

/**
 * "Checking your device…" while a sign-in or code request solves the server's challenge (a
 * second or so on a phone); loaded only then.
 */
export function DeviceCheckToast() {
  const { t } = useTranslation();
  return (
    <div className={styles.toast} role="status">
      <span className={styles.toastText}>{t('deviceCheck.checking')}</span>
    </div>
  );
}
