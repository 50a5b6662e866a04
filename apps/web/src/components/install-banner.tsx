import { useTranslation } from '../i18n/use-translation';
import { isInstalledApp, isNativeApp } from '../lib/native-app';
import { promptInstall, useInstallStore } from '../lib/install-prompt';
import { Button } from './button';
import { Icon } from './icon';
import { Emblem } from './logo';
import styles from './floating.module.css';

/** A dismissible "Install app" strip, shown when the browser offers installation. */
export function InstallBanner() {
  const { t } = useTranslation();
  const canInstall = useInstallStore((s) => s.deferred !== null);
  const dismissed = useInstallStore((s) => s.bannerDismissed);
  const dismiss = useInstallStore((s) => s.dismissBanner);
  if (!canInstall || dismissed || isNativeApp() || isInstalledApp()) return null;
  return (
    <aside className={styles.banner} aria-label={t('download.install')}>
      <Emblem size={36} />
      <p className={styles.bannerText}>
        <strong>{t('download.title')}</strong>
        {t('download.bannerText')}
      </p>
      <Button small onClick={() => void promptInstall()}>
        {t('download.installShort')}
      </Button>
      <button
        type="button"
        className={styles.iconButton}
        onClick={dismiss}
        aria-label={t('common.dismiss')}
      >
        <Icon name="close" size={18} />
      </button>
    </aside>
  );
}
