import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { FeedbackStatus } from '@lobby/contract/feedback';
import type { FeedbackQueueAnswer } from '@lobby/contract/console';
import { ErrorBox, Loading } from '@/components/error-box';
import { Pager } from '@/components/pager';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { formatTime, isoTime } from '@/lib/format';
import { useTitle } from '@/lib/use-title';
import { feedbackQueueQuery } from './api/feedback-queue';
import { FeedbackThread } from './feedback-thread';
import styles from './feedback.module.css';
import rowStyles from '@/components/rows.module.css';

type Filter = FeedbackStatus | 'all';
const FILTERS: readonly Filter[] = ['open', 'replied', 'closed', 'all'];
const QUEUE_PAGE_SIZE = 50;

const filterOf = (value: string | null): Filter =>
  FILTERS.includes(value as Filter) ? (value as Filter) : 'open';

const search = (filter: Filter, page = 1) => `?status=${filter}${page > 1 ? `&page=${page}` : ''}`;

/**
 * /feedback and /feedback/:id: players' feedback by status (waiting for staff first), and the
 * thread opened from it with its images and the reply box.
 */
export function FeedbackPage() {
  useTitle(t('feedback.title'));
  const [params] = useSearchParams();
  const filter = filterOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { id } = useParams();
  const openId = id && /^\d{1,10}$/.test(id) ? Number(id) : null;
  const navigate = useNavigate();
  const base = openId === null ? '/feedback' : `/feedback/${openId}`;

  const queue = useQuery(feedbackQueueQuery(filter, page, QUEUE_PAGE_SIZE));

  return (
    <div className={`${ui.split} ${styles.layout}`}>
      <section className={ui.panel} aria-labelledby="feedback-heading">
        <h1 id="feedback-heading">{t('feedback.title')}</h1>
        <nav aria-label={t('feedback.filter')} className={ui.tabs}>
          {FILTERS.map((f) => (
            <Link
              key={f}
              to={`${base}${search(f)}`}
              className={ui.tab}
              aria-current={f === filter ? 'page' : undefined}
            >
              {t(`feedback.statuses.${f}`)}
            </Link>
          ))}
        </nav>
        {queue.isError ? (
          <ErrorBox error={queue.error} onRetry={() => void queue.refetch()} />
        ) : queue.data ? (
          <QueueList list={queue.data.list} filter={filter} openId={openId} />
        ) : (
          <Loading />
        )}
        <Pager
          page={page}
          pages={queue.data?.pages ?? 1}
          onPage={(next) => void navigate(`${base}${search(filter, next)}`)}
        />
      </section>
      <section className={ui.panel} aria-label={t('feedback.thread.reply')}>
        {openId === null ? (
          <p className={ui.muted}>{t('feedback.choose')}</p>
        ) : (
          <FeedbackThread key={openId} id={openId} back={`/feedback${search(filter, page)}`} />
        )}
      </section>
    </div>
  );
}

function QueueList({
  list,
  filter,
  openId,
}: {
  list: FeedbackQueueAnswer['list'];
  filter: Filter;
  openId: number | null;
}) {
  if (list.length === 0) return <p className={ui.muted}>{t('feedback.empty')}</p>;
  return (
    <ul className={rowStyles.rows}>
      {list.map((item) => (
        <li key={item.id} data-testid="feedback-row" data-feedback-id={item.id}>
          <Link
            to={`/feedback/${item.id}${search(filter)}`}
            className={rowStyles.row}
            aria-current={item.id === openId ? 'true' : undefined}
          >
            <span className={rowStyles.rowTop}>
              <strong>#{item.id}</strong>
              <span>{item.typeName}</span>
              <span className={ui.pill}>{t(`feedback.statuses.${item.status}`)}</span>
              <time className={rowStyles.rowTime} dateTime={isoTime(item.updatedAt)}>
                {formatTime(item.updatedAt)}
              </time>
            </span>
            <span className={rowStyles.rowMeta}>
              <span>
                {item.nickname === null
                  ? t('feedback.thread.player', { id: item.userId })
                  : t('feedback.thread.playerNamed', { name: item.nickname, id: item.userId })}
              </span>
              <span>
                {t('feedback.columns.messages')}: {item.messages}
              </span>
            </span>
            <span className={rowStyles.preview}>{item.preview}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
