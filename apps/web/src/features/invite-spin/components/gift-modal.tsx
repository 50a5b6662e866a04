import { useState } from 'react';
import type { InviteSpinAttempt } from '@lobby/contract/invite-spin';
import { Button } from '@/components/button';
import { CopyButton } from '@/components/copy-button';
import { Modal } from '@/components/modal';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { useSessionStore } from '@/stores/session-store';

const seenKey = (attemptId: number) => `inviteSpinGift:${attemptId}`;

/** The gift modal shows once per attempt, when its valid invitees reach the number it needs. */
export function useGiftModal(attempt: InviteSpinAttempt) {
  const reached = attempt.validInvites >= attempt.validInvitesNeeded;
  const [closed, setClosed] = useState(() => {
    try {
      return window.localStorage.getItem(seenKey(attempt.id)) !== null;
    } catch {
      return false;
    }
  });
  return {
    open: reached && !closed,
    close: () => {
      try {
        window.localStorage.setItem(seenKey(attempt.id), '1');
      } catch {
        // Private mode: it shows again next time.
      }
      setClosed(true);
    },
  };
}

/** The VIP gift modal: the invitation goal reached; copy the player id, share the invite link. */
export function GiftModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const id = String(useSessionStore((s) => s.user?.id ?? ''));
  const url = `${window.location.origin}${pathTo('auth-register', { inviteCode: id })}`;
  return (
    <Modal
      title={t('inviteSpin.giftTitle')}
      onClose={onClose}
      footer={
        <Button
          onClick={async () => {
            if (typeof navigator.share === 'function') {
              await navigator.share({ url }).catch(() => undefined);
            } else {
              await navigator.clipboard?.writeText(url).catch(() => undefined);
            }
          }}
        >
          {t('inviteSpin.giftShare')}
        </Button>
      }
    >
      <p>{t('inviteSpin.giftText')}</p>
      <p>
        {t('inviteSpin.playerId', { id })}{' '}
        <CopyButton
          value={id}
          label={t('inviteSpin.giftCopy')}
          copiedText={t('inviteSpin.giftCopied')}
        />
      </p>
    </Modal>
  );
}
