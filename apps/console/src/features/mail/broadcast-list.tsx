import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailBroadcastItem } from '@lobby/contract/console-mail';
import { ErrorBox, Loading } from '@/components/error-box';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { formatTime, isoTime } from '@/lib/format';
import { cancelBroadcast, mailBroadcastsKey, mailBroadcastsQuery } from './api/mail-broadcasts';
import { propKey } from './props';
import styles from './mail.module.css';

const segmentText = (b: MailBroadcastItem) => {
  if (b.userId !== null) return t('mail.onePlayer', { id: b.userId });
  const s = b.segment;
  const parts = [
    s.vipMin !== null || s.vipMax !== null
      ? t('mail.segmentText.vip', {
          min: s.vipMin ?? 0,
          max: s.vipMax ?? t('mail.segmentText.any'),
        })
      : '',
    s.registeredFrom !== null
      ? t('mail.segmentText.registeredFrom', { at: formatTime(s.registeredFrom) })
      : '',
    s.registeredTo !== null
      ? t('mail.segmentText.registeredTo', { at: formatTime(s.registeredTo) })
      : '',
    s.deposited === null
      ? ''
      : s.deposited
        ? t('mail.segmentText.deposited')
        : t('mail.segmentText.neverDeposited'),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : t('mail.everyone');
};

const attachmentText = (b: MailBroadcastItem) =>
  b.awards.length === 0
    ? t('mail.noAttachment')
    : b.awards.map((a) => `${t(propKey(a.propId))} (${a.propId}) × ${a.count}`).join(', ');

/** The latest broadcasts and mails to one player: where each stands, its reach and its claims. */
export function BroadcastList({ canCancel }: { canCancel: boolean }) {
  const queryClient = useQueryClient();
  const list = useQuery(mailBroadcastsQuery());
  const cancel = useMutation({
    mutationFn: cancelBroadcast,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailBroadcastsKey }),
  });
  return (
    <section className={styles.panel} aria-labelledby="broadcasts-heading">
      <h2 id="broadcasts-heading">{t('mail.list')}</h2>
      {cancel.isError ? <ErrorBox error={cancel.error} /> : null}
      {list.isError ? (
        <ErrorBox error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Loading />
      ) : list.data.list.length === 0 ? (
        <p className={ui.muted}>{t('mail.empty')}</p>
      ) : (
        <div
          className={styles.scroll}
          role="region"
          aria-labelledby="broadcasts-caption"
          tabIndex={0}
        >
          <table className={styles.table}>
            <caption id="broadcasts-caption">{t('mail.listCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('mail.columns.id')}</th>
                <th scope="col">{t('mail.columns.title')}</th>
                <th scope="col">{t('mail.columns.state')}</th>
                <th scope="col">{t('mail.columns.window')}</th>
                <th scope="col">{t('mail.columns.segment')}</th>
                <th scope="col">{t('mail.columns.attachment')}</th>
                <th scope="col">{t('mail.columns.copies')}</th>
                <th scope="col">{t('mail.columns.claimed')}</th>
                <th scope="col">{t('mail.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((b) => (
                <tr key={b.id} data-testid="broadcast-row" data-broadcast-id={b.id}>
                  <td>{b.id}</td>
                  <td>{b.title}</td>
                  <td>{t(`mail.states.${b.state}`)}</td>
                  <td>
                    <time dateTime={isoTime(b.startsAt)}>{formatTime(b.startsAt)}</time>
                    {' → '}
                    <time dateTime={isoTime(b.expiresAt)}>{formatTime(b.expiresAt)}</time>
                  </td>
                  <td>{segmentText(b)}</td>
                  <td>{attachmentText(b)}</td>
                  <td>{b.copies}</td>
                  <td>{b.claimed}</td>
                  <td>
                    {canCancel && b.state === 'scheduled' && b.userId === null ? (
                      <button
                        type="button"
                        className={ui.button}
                        aria-label={t('mail.cancelLabel', { id: b.id })}
                        disabled={cancel.isPending}
                        onClick={() => cancel.mutate(b.id)}
                      >
                        {t('mail.cancel')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
