import { useTranslation } from '../i18n/use-translation';
import { useAlertStore } from '../lib/alert-store';
import { Button, ButtonLink } from './button';
import { Modal } from './modal';

/**
 * Shows the oldest pending alert, such as the "Tips" request-timeout dialog or the notice that
 * staff locked the account (with its way to customer service).
 */
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
        <>
          {alert.link ? (
            <ButtonLink block to={alert.link.to} onClick={() => dismiss(alert.id)}>
              {t(alert.link.labelKey)}
            </ButtonLink>
          ) : null}
          <Button
            block
            variant={alert.link ? 'outline' : undefined}
            onClick={() => dismiss(alert.id)}
          >
            {t('common.ok')}
          </Button>
        </>
      }
    >
      {t(alert.messageKey)}
    </Modal>
  );
}
