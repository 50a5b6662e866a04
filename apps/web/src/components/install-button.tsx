import { useTranslation } from '../i18n/use-translation';
import { promptInstall, useInstallStore } from '../lib/install-prompt';
import { Button } from './button';
import { Icon } from './icon';

/** "Install app", offered only while the browser holds an install prompt for us. */
export function InstallButton({ block }: { block?: boolean }) {
  const { t } = useTranslation();
  const canInstall = useInstallStore((s) => s.deferred !== null);
  if (!canInstall) return null;
  return (
    <Button block={block} onClick={() => void promptInstall()}>
      <Icon name="download" size={20} />
      {t('download.install')}
    </Button>
  );
}
