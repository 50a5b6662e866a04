import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { KycQueueAnswer } from '@lobby/contract/console';
import { ErrorBox, Loading } from '@/components/error-box';
import { Pager } from '@/components/pager';
import ui from '@/components/ui.module.css';
import rowStyles from '@/components/rows.module.css';
import { t } from '@/i18n/i18n';
import { formatTime, isoTime } from '@/lib/format';
import { useTitle } from '@/lib/use-title';
import { kycQueueQuery, type KycQueueStatus } from './api/kyc';
import { KycCase } from './kyc-case';
import styles from './kyc.module.css';

const FILTERS: readonly KycQueueStatus[] = ['pending', 'approved', 'refused'];
const PAGE_SIZE = 50;

const filterOf = (value: string | null): KycQueueStatus =>
  FILTERS.includes(value as KycQueueStatus) ? (value as KycQueueStatus) : 'pending';
const search = (filter: KycQueueStatus, page = 1) =>
  `?status=${filter}${page > 1 ? `&page=${page}` : ''}`;

/** /kyc and /kyc/:id: the tier-2 reviews by status, and the case opened from it. */
export function KycPage() {
  useTitle(t('kyc.title'));
  const [params] = useSearchParams();
  const filter = filterOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { id } = useParams();
  const openId = id && /^\d{1,10}$/.test(id) ? Number(id) : null;
  const navigate = useNavigate();
  const base = openId === null ? '/kyc' : `/kyc/${openId}`;
  const queue = useQuery(kycQueueQuery(filter, page, PAGE_SIZE));
  return (
    <div className={`${ui.split} ${styles.layout}`}>
      <section className={ui.panel} aria-labelledby="kyc-heading">
        <h1 id="kyc-heading">{t('kyc.title')}</h1>
        <nav aria-label={t('kyc.filter')} className={ui.tabs}>
          {FILTERS.map((f) => (
            <Link
              key={f}
              to={`${base}${search(f)}`}
              className={ui.tab}
              aria-current={f === filter ? 'page' : undefined}
            >
              {t(`kyc.statuses.${f}`)}
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
      <section className={ui.panel} aria-label={t('kyc.documents')}>
        {openId === null ? (
          <p className={ui.muted}>{t('kyc.choose')}</p>
        ) : (
          <KycCase key={openId} id={openId} back={`/kyc${search(filter, page)}`} />
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
  list: KycQueueAnswer['list'];
  filter: KycQueueStatus;
  openId: number | null;
}) {
  if (list.length === 0) return <p className={ui.muted}>{t('kyc.empty')}</p>;
  return (
    <ul className={rowStyles.rows}>
      {list.map((item) => (
        <li key={item.id} data-testid="kyc-row" data-kyc-id={item.id}>
          <Link
            to={`/kyc/${item.id}${search(filter)}`}
            className={rowStyles.row}
            aria-current={item.id === openId ? 'true' : undefined}
          >
            <span className={rowStyles.rowTop}>
              <strong>#{item.id}</strong>
              <span>{item.fullName ?? t('kyc.player', { id: item.userId })}</span>
              <span className={ui.pill}>{t(`kyc.statuses.${item.status}`)}</span>
              <time className={rowStyles.rowTime} dateTime={isoTime(item.submittedAt)}>
                {formatTime(item.submittedAt)}
              </time>
            </span>
            <span className={rowStyles.rowMeta}>
              <span>{t('kyc.player', { id: item.userId })}</span>
              {item.country ? <span>{item.country}</span> : null}
              {item.reason ? (
                <span>{t('kyc.refusedFor', { reason: t(`kyc.reasons.${item.reason}`) })}</span>
              ) : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
