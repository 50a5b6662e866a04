import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorBox, Loading } from '@/components/error-box';
import ui from '@/components/ui.module.css';
import { DataTable } from '@/components/data-table';
import { t } from '@/i18n/i18n';
import { formatTime, isoTime } from '@/lib/format';
import {
  cancelBroadcast,
  mailBroadcastsKey,
  mailBroadcastsQuery,
  mailPendingKey,
} from './api/mail-broadcasts';
import { attachmentText, segmentText } from './broadcast-text';

/** The latest broadcasts and mails to one player: where each stands, its reach and its claims. */
export function BroadcastList({ canCancel }: { canCancel: boolean }) {
  const queryClient = useQueryClient();
  const list = useQuery(mailBroadcastsQuery());
  const cancel = useMutation({
    mutationFn: cancelBroadcast,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: mailBroadcastsKey });
      void queryClient.invalidateQueries({ queryKey: mailPendingKey });
    },
  });
  return (
    <section className={ui.panel} aria-labelledby="broadcasts-heading">
      <h2 id="broadcasts-heading">{t('mail.list')}</h2>
      {cancel.isError ? <ErrorBox error={cancel.error} /> : null}
      {list.isError ? (
        <ErrorBox error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Loading />
      ) : (
        <DataTable
          caption={t('mail.listCaption')}
          captionId="broadcasts-caption"
          rows={list.data.list}
          rowKey={(b) => b.id}
          rowProps={(b) => ({ 'data-testid': 'broadcast-row', 'data-broadcast-id': b.id })}
          empty={t('mail.empty')}
          columns={[
            { label: t('mail.columns.id'), cell: (b) => b.id },
            { label: t('mail.columns.title'), cell: (b) => b.title },
            { label: t('mail.columns.state'), cell: (b) => t(`mail.states.${b.state}`) },
            {
              label: t('mail.columns.window'),
              cell: (b) => (
                <>
                  <time dateTime={isoTime(b.startsAt)}>{formatTime(b.startsAt)}</time>
                  {' → '}
                  <time dateTime={isoTime(b.expiresAt)}>{formatTime(b.expiresAt)}</time>
                </>
              ),
            },
            { label: t('mail.columns.segment'), cell: segmentText },
            { label: t('mail.columns.attachment'), cell: attachmentText },
            { label: t('mail.columns.copies'), cell: (b) => b.copies },
            { label: t('mail.columns.claimed'), cell: (b) => b.claimed },
            {
              label: t('mail.columns.actions'),
              cell: (b) =>
                canCancel &&
                (b.state === 'scheduled' || b.state === 'pending') &&
                b.userId === null ? (
                  <button
                    type="button"
                    className={ui.button}
                    aria-label={t('mail.cancelLabel', { id: b.id })}
                    disabled={cancel.isPending}
                    onClick={() => cancel.mutate(b.id)}
                  >
                    {t('mail.cancel')}
                  </button>
                ) : null,
            },
          ]}
        />
      )}
    </section>
  );
}
