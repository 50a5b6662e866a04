import { useTranslation } from '@/i18n/use-translation';
import buttonStyles from '@/components/button.module.css';
import { ConfigGate } from '@/components/config-gate';
import { Icon, type IconName } from '@/components/icon';
import { InstallButton } from '@/components/install-button';
import { Emblem } from '@/components/logo';
import { Page, ScreenHeader, pageStyles } from '@/components/page';
import { useInstallStore } from '@/lib/install-prompt';
import { isInstalledApp, isNativeApp } from '@/lib/native-app';
import type { NativeApp } from '@lobby/contract/app-config';
import { isHttpsUrl } from '@lobby/contract/values/link-urls';
import styles from './download-page.module.css';

const perks: { icon: IconName; key: string }[] = [
  { icon: 'home', key: 'download.perkHome' },
  { icon: 'bell', key: 'download.perkFast' },
  { icon: 'shield', key: 'download.perkSafe' },
];

/** This device's platform first: an Android phone sees the Android app on top. */
const devicePlatform = (): NativeApp['platform'] | null => {
  const agent = navigator.userAgent;
  if (/android/i.test(agent)) return 'android';
  if (/iphone|ipad|ipod/i.test(agent)) return 'ios';
  return null;
};

/** The native apps' store pages from the config (https only), this device's platform first. */
export function NativeApps({ apps }: { apps: readonly NativeApp[] }) {
  const { t } = useTranslation();
  const mine = devicePlatform();
  const shown = apps
    .filter((app) => isHttpsUrl(app.url))
    .sort((a, b) => Number(b.platform === mine) - Number(a.platform === mine));
  if (shown.length === 0) return null;
  return (
    <section className={pageStyles.card} aria-labelledby="native-apps">
      <h3 id="native-apps" className={pageStyles.cardTitle}>
        {t('download.nativeTitle')}
      </h3>
      <div className={styles.native}>
        {shown.map((app) => (
          // A plain link: the app's <Link> resolves paths inside the app, not outside URLs.
          <a
            key={app.platform}
            className={[buttonStyles.button, buttonStyles.outline, buttonStyles.block].join(' ')}
            href={app.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="download" size={20} />
            {t(`download.native.${app.platform}`)}
          </a>
        ))}
      </div>
    </section>
  );
}

/**
 * Install the web app (the browser's install prompt, captured from `beforeinstallprompt`, or
 * manual steps), or get a native app from its store page.
 */
export function DownloadPage() {
  const { t } = useTranslation();
  const canPrompt = useInstallStore((s) => s.deferred !== null);
  const installed = useInstallStore((s) => s.installed) || isInstalledApp();
  const native = isNativeApp();

  return (
    <>
      <ScreenHeader title={t('titles.download')} />
      <Page>
        <div className={styles.hero}>
          <Emblem size={88} />
          <h2 className={styles.name}>{t('app.name')}</h2>
          <p className={styles.tagline}>{t('download.tagline')}</p>
        </div>
        <ul className={styles.perks}>
          {perks.map((perk) => (
            <li key={perk.key}>
              <Icon name={perk.icon} />
              {t(perk.key)}
            </li>
          ))}
        </ul>
        {native || installed ? (
          <p className={`${pageStyles.card} ${pageStyles.green}`}>
            {t('download.alreadyInstalled')}
          </p>
        ) : (
          <>
            <InstallButton block />
            {canPrompt ? null : (
              <section className={pageStyles.card}>
                <h3 className={pageStyles.cardTitle}>{t('download.manualTitle')}</h3>
                <ol className={styles.steps}>
                  <li>{t('download.manualIos')}</li>
                  <li>{t('download.manualAndroid')}</li>
                </ol>
              </section>
            )}
            <ConfigGate fallback={null}>
              {(config) => <NativeApps apps={config.clientConfig.nativeApps} />}
            </ConfigGate>
          </>
        )}
      </Page>
    </>
  );
}
