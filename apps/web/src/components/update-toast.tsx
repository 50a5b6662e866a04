import { useTranslation } from '../i18n/use-translation';
import { useUpdateStore } from '../lib/update-store';
import { Button } from './button';
import styles from './floating.module.css';

/**
 * "A new version is available" + Reload: a waiting service worker (registerType 'prompt') or a
 * newer build announced by builds/latest.json. Loaded lazily, only once an update is available.
 */
export function UpdateToast() {
  const { t } = useTranslation();
  const available = useUpdateStore((s) => s.available);
  const dismissed = useUpdateStore((s) => s.dismissed);
  const dismiss = useUpdateStore((s) => s.dismiss);
  const activateWaitingWorker = useUpdateStore((s) => s.activateWaitingWorker);

  if (!available || dismissed) return null;
  const reload = () => {
    if (activateWaitingWorker) void activateWaitingWorker();
    else window.location.reload();
  };
  return (
    <div className={styles.toast} role="status">
      <span className={styles.toastText}>{t('update.available')}</span>
      <Button small variant="ghost" onClick={dismiss}>
        {t('common.later')}
      </Button>
      <Button small onClick={reload}>
        {t('update.reload')}
      </Button>
    </div>
  );
}
