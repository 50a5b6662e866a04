import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { ConsoleDeposit } from '@lobby/contract/console-money';
import { ErrorBox, Loading } from '@/components/error-box';
import { Pager } from '@/components/pager';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { consoleCall } from '@/lib/api-client';
import { formatMoney, formatTime, isoTime } from '@/lib/format';
import { useTitle } from '@/lib/use-title';
import styles from './money.module.css';

const PAGE_SIZE = 50;

/**
 * /deposits and /deposits/:orderNo: deposit orders by order number or player (the URL's
 * ?orderNo=&userId=), newest first, and the order opened from the list with every event its
 * payment provider sent about it.
 */
export function DepositsPage() {
  useTitle(t('deposits.title'));
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { orderNo: openOrderNo } = useParams();
  const orderNo = params.get('orderNo')?.trim() || undefined;
  const userIdText = params.get('userId')?.trim();
  const userId = userIdText && /^\d{1,15}$/.test(userIdText) ? Number(userIdText) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = params.toString() ? `?${params.toString()}` : '';

  const list = useQuery({
    queryKey: ['depositSearch', orderNo, userId, page],
    queryFn: ({ signal }) =>
      consoleCall(
        'depositSearch',
        {
          pageNum: page,
          pageSize: PAGE_SIZE,
          ...(orderNo ? { orderNo } : {}),
          ...(userId ? { userId } : {}),
        },
        { signal },
      ),
  });

  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['orderNo', 'userId']) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };

  return (
    <div className={styles.layout}>
      <section className={styles.page} aria-labelledby="deposits-heading">
        <h1 id="deposits-heading">{t('deposits.title')}</h1>
        <form className={styles.filters} onSubmit={filter} key={query}>
          <div className={ui.field}>
            <label htmlFor="deposits-order-no">{t('deposits.orderNo')}</label>
            <input
              id="deposits-order-no"
              name="orderNo"
              className={ui.input}
              defaultValue={orderNo ?? ''}
            />
          </div>
          <div className={ui.field}>
            <label htmlFor="deposits-user-id">{t('deposits.userId')}</label>
            <input
              id="deposits-user-id"
              name="userId"
              inputMode="numeric"
              className={ui.input}
              defaultValue={userIdText ?? ''}
            />
          </div>
          <button type="submit" className={ui.primary}>
            {t('deposits.search')}
          </button>
        </form>
        {list.isError ? (
          <ErrorBox error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data ? (
          <Orders list={list.data.list} query={query} openOrderNo={openOrderNo ?? null} />
        ) : (
          <Loading />
        )}
        <Pager
          page={page}
          pages={list.data?.pages ?? 1}
          onPage={(next) => {
            const p = new URLSearchParams(params);
            p.set('page', String(next));
            void navigate(`?${p.toString()}`);
          }}
        />
      </section>
      <section className={styles.page} aria-label={t('deposits.detailRegion')}>
        {openOrderNo ? (
          <DepositDetail key={openOrderNo} orderNo={openOrderNo} />
        ) : (
          <p className={ui.muted}>{t('deposits.choose')}</p>
        )}
      </section>
    </div>
  );
}

function Orders({
  list,
  query,
  openOrderNo,
}: {
  list: ConsoleDeposit[];
  query: string;
  openOrderNo: string | null;
}) {
  if (list.length === 0) return <p className={ui.muted}>{t('deposits.empty')}</p>;
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>{t('deposits.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('money.orderNo')}</th>
            <th scope="col">{t('money.player')}</th>
            <th scope="col" className={styles.num}>
              {t('money.amount')}
            </th>
            <th scope="col">{t('money.status')}</th>
            <th scope="col">{t('money.created')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((d) => (
            <tr
              key={d.orderNo}
              data-testid="deposit-row"
              data-order-no={d.orderNo}
              aria-current={d.orderNo === openOrderNo ? 'true' : undefined}
            >
              <td>
                <Link to={`/deposits/${encodeURIComponent(d.orderNo)}${query}`}>{d.orderNo}</Link>
              </td>
              <td>{t('money.playerLine', { id: d.userId, nickname: d.nickname ?? '' })}</td>
              <td className={styles.num}>{formatMoney(d.amount)}</td>
              <td>{t(`money.statuses.${d.status}`)}</td>
              <td>
                <time dateTime={isoTime(d.createdAt)}>{formatTime(d.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const when = (seconds: number | null) =>
  seconds === null ? (
    t('money.none')
  ) : (
    <time dateTime={isoTime(seconds)}>{formatTime(seconds)}</time>
  );

function DepositDetail({ orderNo }: { orderNo: string }) {
  const detail = useQuery({
    queryKey: ['depositOrder', orderNo],
    queryFn: ({ signal }) => consoleCall('depositOrder', { orderNo }, { signal }),
  });
  if (detail.isError)
    return <ErrorBox error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Loading />;
  const { order, events } = detail.data;
  return (
    <div data-testid="deposit-detail">
      <h2>{order.orderNo}</h2>
      <dl className={styles.facts}>
        <dt>{t('money.status')}</dt>
        <dd>{t(`money.statuses.${order.status}`)}</dd>
        <dt>{t('money.player')}</dt>
        <dd>{t('money.playerLine', { id: order.userId, nickname: order.nickname ?? '' })}</dd>
        <dt>{t('money.amount')}</dt>
        <dd>
          {formatMoney(order.amount)} {order.currency}
        </dd>
        <dt>{t('deposits.bonus')}</dt>
        <dd>{formatMoney(order.bonus)}</dd>
        <dt>{t('money.provider')}</dt>
        <dd>{order.provider}</dd>
        <dt>{t('money.reference')}</dt>
        <dd>{order.providerRef ?? t('money.none')}</dd>
        <dt>{t('money.created')}</dt>
        <dd>{when(order.createdAt)}</dd>
        <dt>{t('deposits.paidAt')}</dt>
        <dd>{when(order.paidAt)}</dd>
        <dt>{t('deposits.creditedAt')}</dt>
        <dd>{when(order.creditedAt)}</dd>
      </dl>
      <h3>{t('deposits.events')}</h3>
      {events.length === 0 ? (
        <p className={ui.muted}>{t('deposits.noEvents')}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption>{t('deposits.eventsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('deposits.received')}</th>
                <th scope="col">{t('deposits.source')}</th>
                <th scope="col">{t('deposits.outcome')}</th>
                <th scope="col">{t('deposits.detail')}</th>
              </tr>
            </thead>
            <tbody>
              {events.map((e) => (
                <tr key={e.id} data-testid="deposit-event">
                  <td>{when(e.receivedAt)}</td>
                  <td>
                    {e.source}
                    {e.eventId ? <span className={ui.muted}> · {e.eventId}</span> : null}
                  </td>
                  <td>
                    <code>{e.outcome}</code>
                  </td>
                  <td>
                    {e.detail ? <p>{e.detail}</p> : null}
                    {e.body ? <pre className={styles.body}>{e.body}</pre> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
