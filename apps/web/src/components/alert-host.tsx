import { useTranslation } from '../i18n/use-translation';
import { useAlertStore } from '../lib/alert-store';
import { Button } from './button';
import { Modal } from './modal';

/** Shows the oldest pending alert, such as the "Tips" request-timeout dialog. */
export function AlertHost() {
  const { t } = useTranslation();
  const alert = useAlertStore((s) => s.alerts[0]);
  const dismiss = useAlertStore((s) => s.dismiss);
  if (!alert) return null;
  return (
    <Modal
      role="alertdialog"
      title={t(alert.titleKey)}
      footer={
        <Button block onClick={() => dismiss(alert.id)}>
          {t('common.ok')}
        </Button>
      }
    >
      {t(alert.messageKey)}
    </Modal>
  );
}
