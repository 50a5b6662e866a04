import { useTranslation } from '../../../i18n/use-translation';
import { ButtonLink } from '../../../components/button';
import { ConfigGate } from '../../../components/config-gate';
import { Icon, type IconName } from '../../../components/icon';
import { InstallButton } from '../../../components/install-button';
import { Emblem } from '../../../components/logo';
import { Page, ScreenHeader, pageStyles } from '../../../components/page';
import { useInstallStore } from '../../../lib/install-prompt';
import { isInstalledApp, isNativeApp } from '../../../lib/native-app';
import styles from './download-page.module.css';

const perks: { icon: IconName; key: string }[] = [
  { icon: 'home', key: 'download.perkHome' },
  { icon: 'bell', key: 'download.perkFast' },
  { icon: 'shield', key: 'download.perkSafe' },
];

/** Install the web app (browser prompt or manual steps), or get the native app's download. */
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
              {(config) =>
                /^https?:\/\//.test(config.clientConfig.downloadUrl) ? (
                  <ButtonLink
                    variant="outline"
                    block
                    to={config.clientConfig.downloadUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <Icon name="download" size={20} />
                    {t('download.native')}
                  </ButtonLink>
                ) : null
              }
            </ConfigGate>
          </>
        )}
      </Page>
    </>
  );
}
