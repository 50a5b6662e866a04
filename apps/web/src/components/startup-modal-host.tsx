import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import { pathTo } from '../config/paths';
import { useModalManager } from '../lib/modal-manager';
import { useActivityClick } from '../lib/use-activity-click';
import { Button } from './button';
import { Modal, modalStyles } from './modal';
import { RewardModal } from './reward-modal';

/**
 * Renders the modal manager's current modal: a start-up one (notice, download or activity popup)
 * or what a claim paid.
 */
export function StartupModalHost() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const current = useModalManager((s) => s.current);
  const close = useModalManager((s) => s.closeCurrent);
  const openActivity = useActivityClick();
  if (!current) return null;

  switch (current.kind) {
    case 'notice': {
      const { notice } = current;
      return (
        <Modal
          title={notice.title}
          onClose={close}
          media={
            notice.image ? (
              <img
                className={modalStyles.media}
                src={notice.image}
                alt=""
                width={360}
                height={180}
              />
            ) : null
          }
          footer={
            <Button block onClick={close}>
              {t('common.gotIt')}
            </Button>
          }
        >
          {notice.content}
        </Modal>
      );
    }
    case 'download':
      return (
        <Modal
          title={t('download.title')}
          onClose={close}
          footer={
            <>
              <Button variant="ghost" onClick={close}>
                {t('common.later')}
              </Button>
              <Button
                onClick={() => {
                  close();
                  void navigate(pathTo('download'));
                }}
              >
                {t('download.get')}
              </Button>
            </>
          }
        >
          {t('download.modalText')}
        </Modal>
      );
    case 'activity': {
      const { activity } = current;
      return (
        <Modal
          title={activity.title || activity.name}
          onClose={close}
          media={
            activity.banner ? (
              <img
                className={modalStyles.media}
                src={activity.banner}
                alt=""
                width={360}
                height={180}
              />
            ) : null
          }
          footer={
            <Button
              block
              onClick={() => {
                close();
                openActivity(activity, 'popup');
              }}
            >
              {t('common.view')}
            </Button>
          }
        />
      );
    }
    case 'reward':
      return <RewardModal awards={current.awards} onClose={close} />;
  }
}
