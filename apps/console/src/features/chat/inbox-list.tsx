import { Link, useNavigate } from 'react-router';
import type { ChatInboxItem } from '@lobby/contract/console';
import { Loading } from '@/components/error-box';
import { Pager } from '@/components/pager';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { formatMoney, formatTime, isoTime } from '@/lib/format';
import type { InboxView } from './chat-state';
import rowStyles from '@/components/rows.module.css';

const search = (view: InboxView, page = 1) => `?view=${view}${page > 1 ? `&page=${page}` : ''}`;

/** Who the player is, as a row and the conversation's heading name them. */
export const playerLabel = (item: Pick<ChatInboxItem, 'userId'>) =>
  item.userId === null ? t('chat.visitor') : t('chat.player', { id: item.userId });

/** The inbox of one view: a tab per view, a row per conversation, the latest activity first. */
export function InboxList({
  view,
  views,
  rows,
  openId,
  page,
  pages,
}: {
  view: InboxView;
  views: readonly InboxView[];
  /** Null while the first answer is on its way. */
  rows: readonly ChatInboxItem[] | null;
  openId: number | null;
  page: number;
  pages: number;
}) {
  const navigate = useNavigate();
  const base = openId === null ? '/chat' : `/chat/${openId}`;
  return (
    <>
      <nav aria-label={t('chat.views.label')} className={ui.tabs}>
        {views.map((v) => (
          <Link
            key={v}
            to={`${base}${search(v)}`}
            className={ui.tab}
            aria-current={v === view ? 'page' : undefined}
          >
            {t(`chat.views.${v}`)}
          </Link>
        ))}
      </nav>
      {rows === null ? (
        <Loading />
      ) : rows.length === 0 ? (
        <p className={ui.muted}>{t('chat.empty')}</p>
      ) : (
        <ul className={rowStyles.rows}>
          {rows.map((row) => (
            <InboxRow key={row.id} row={row} view={view} open={row.id === openId} />
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pages={pages}
        onPage={(next) => void navigate(`${base}${search(view, next)}`)}
      />
    </>
  );
}

function InboxRow({ row, view, open }: { row: ChatInboxItem; view: InboxView; open: boolean }) {
  return (
    <li data-testid="inbox-row" data-conversation-id={row.id}>
      <Link
        to={`/chat/${row.id}${search(view)}`}
        className={rowStyles.row}
        aria-current={open ? 'true' : undefined}
      >
        <span className={rowStyles.rowTop}>
          <strong>{playerLabel(row)}</strong>
          <span>{row.nickname ?? t('chat.noNickname')}</span>
          {row.unread > 0 ? (
            <span className={ui.badge}>{t('chat.unread', { count: row.unread })}</span>
          ) : null}
          <time className={rowStyles.rowTime} dateTime={isoTime(row.lastMessageAt)}>
            {formatTime(row.lastMessageAt)}
          </time>
        </span>
        <span className={rowStyles.rowMeta}>
          <span className={ui.pill}>{t(`chat.status.${row.status}`)}</span>
          {row.queuePosition !== null ? (
            <span>{t('chat.queuePosition', { position: row.queuePosition })}</span>
          ) : null}
          {row.staffName !== null ? (
            <span>{t('chat.assignedTo', { name: row.staffName })}</span>
          ) : null}
          {row.vip !== null ? <span>{t('chat.vip', { level: row.vip })}</span> : null}
          {row.balance !== null ? (
            <span>{t('chat.balance', { amount: formatMoney(row.balance) })}</span>
          ) : null}
        </span>
        <span className={rowStyles.preview}>{row.preview || t('chat.imagePreview')}</span>
      </Link>
    </li>
  );
}
