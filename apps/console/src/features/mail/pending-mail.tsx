import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorBox, Loading } from '@/components/error-box';
import { DataTable } from '@/components/data-table';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { formatTime, isoTime } from '@/lib/format';
import { useStaff } from '@/lib/staff';
import {
  decideMail,
  mailBroadcastsKey,
  mailPendingKey,
  mailPendingQuery,
} from './api/mail-broadcasts';
import { attachmentText, coinText, segmentText } from './broadcast-text';

/**
 * The broadcasts waiting for a second member (four eyes, docs/console.md "Mail composer"): what
 * each creates and who sent it, with approve and refuse for the members who send broadcasts
 * (`mail.broadcast`) but not for its sender, who sees it is waiting.
 */
export function PendingMail({ canDecide }: { canDecide: boolean }) {
  const me = useStaff();
  const queryClient = useQueryClient();
  const pending = useQuery(mailPendingQuery());
  const decide = useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) => decideMail(id, approve),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: mailPendingKey });
      void queryClient.invalidateQueries({ queryKey: mailBroadcastsKey });
    },
  });
  return (
    <section className={ui.panel} aria-labelledby="mail-pending-heading">
      <h2 id="mail-pending-heading">{t('mail.pending.heading')}</h2>
      {decide.isError ? <ErrorBox error={decide.error} /> : null}
      {pending.isError ? (
        <ErrorBox error={pending.error} onRetry={() => void pending.refetch()} />
      ) : !pending.data ? (
        <Loading />
      ) : (
        <DataTable
          caption={t('mail.pending.caption')}
          captionId="mail-pending-caption"
          rows={pending.data.list}
          rowKey={(b) => b.id}
          rowProps={(b) => ({ 'data-testid': 'mail-pending-row', 'data-broadcast-id': b.id })}
          empty={t('mail.pending.empty')}
          columns={[
            { label: t('mail.columns.id'), cell: (b) => b.id },
            { label: t('mail.columns.title'), cell: (b) => b.title },
            { label: t('mail.columns.segment'), cell: segmentText },
            { label: t('mail.columns.attachment'), cell: attachmentText },
            {
              label: t('mail.pending.coinTotal'),
              numeric: true,
              cell: (b) => coinText(b.coinTotal),
            },
            { label: t('mail.pending.requestedBy'), cell: (b) => b.createdBy },
            {
              label: t('mail.pending.when'),
              cell: (b) => <time dateTime={isoTime(b.createdAt)}>{formatTime(b.createdAt)}</time>,
            },
            {
              label: t('mail.columns.actions'),
              cell: (b) =>
                b.requestedBy === me.id ? (
                  <span className={ui.muted}>{t('mail.pending.own')}</span>
                ) : canDecide ? (
                  <div className={ui.actions}>
                    <button
                      type="button"
                      className={ui.primary}
                      aria-label={t('mail.pending.approveLabel', { id: b.id })}
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ id: b.id, approve: true })}
                      data-testid="mail-approve"
                    >
                      {t('mail.pending.approve')}
                    </button>
                    <button
                      type="button"
                      className={ui.button}
                      aria-label={t('mail.pending.refuseLabel', { id: b.id })}
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ id: b.id, approve: false })}
                      data-testid="mail-refuse"
                    >
                      {t('mail.pending.refuse')}
                    </button>
                  </div>
                ) : null,
            },
          ]}
        />
      )}
    </section>
  );
}
