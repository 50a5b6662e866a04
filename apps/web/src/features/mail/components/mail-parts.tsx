import type { MailItem } from '@lobby/contract/mail';
import { ErrorCode } from '@lobby/contract/values/errors';
import { Button } from '@/components/button';
import { ClaimFailure, ClaimRefusals } from '@/components/claim-refused';
import { Modal } from '@/components/modal';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-errors';
import styles from './mail.module.css';
/** What a claim or a deletion left to say: a refusal as a whole, or the mails left unpaid. */
export type Outcome = { error: unknown } | { refused: readonly { id: number; errcode: number }[] };

/** The mails a refusal to delete names as still holding a reward (1514's `data.ids`). */
export const unclaimedIdsOf = (error: unknown): number[] | null => {
  if (!(error instanceof ApiError) || error.errcode !== ErrorCode.MAIL_UNCLAIMED) return null;
  const ids = (error.data as { ids?: unknown } | undefined)?.ids;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
};

export function Outcome({
  outcome,
  nameOf,
}: {
  outcome: Outcome | null;
  nameOf: (id: number) => string | null;
}) {
  if (!outcome) return null;
  if ('error' in outcome) return <ClaimFailure error={outcome.error} />;
  return <ClaimRefusals refused={outcome.refused} nameOf={nameOf} />;
}

/** Deleting asks first when a mail still holds a reward: it is claimed, then the mail goes. */
export function ClaimFirstDialog({
  count,
  busy,
  onConfirm,
  onClose,
}: {
  count: number;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('email.confirmTitle')}
      role="alertdialog"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('email.cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {t('email.confirmClaimDelete')}
          </Button>
        </>
      }
    >
      <p>{t('email.confirmText', { count })}</p>
    </Modal>
  );
}

/** A mail's reward state, in words: to claim, claimed or expired. */
export function AttachmentPill({ mail }: { mail: MailItem }) {
  const { t } = useTranslation();
  if (mail.attachment === 'none') return null;
  return (
    <span className={styles.pill} data-state={mail.attachment}>
      {t(`email.attachment.${mail.attachment}`)}
    </span>
  );
}
