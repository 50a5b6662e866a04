import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { ConsoleDeposit } from '@lobby/contract/console-money';
import { ErrorBox, Loading } from '@/components/error-box';
import { Pager } from '@/components/pager';
import { TextField } from '@/components/form-fields';
import ui from '@/components/ui.module.css';
import { DataTable } from '@/components/data-table';
import { t } from '@/i18n/i18n';
import { useTitle } from '@/lib/use-title';
import { depositOrderQuery } from './api/deposit-order';
import { depositSearchQuery } from './api/deposit-search';
import { playerLine, when } from './money-cells';
import styles from './money.module.css';
import { Amount } from '@/components/amount';

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

  const list = useQuery(depositSearchQuery({ orderNo, userId }, page, PAGE_SIZE));

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
      <section className={ui.panel} aria-labelledby="deposits-heading">
        <h1 id="deposits-heading">{t('deposits.title')}</h1>
        <form className={ui.filters} onSubmit={filter} key={query}>
          <TextField
            id="deposits-order-no"
            label={t('deposits.orderNo')}
            name="orderNo"
            defaultValue={orderNo ?? ''}
          />
          <TextField
            id="deposits-user-id"
            label={t('deposits.userId')}
            name="userId"
            inputMode="numeric"
            defaultValue={userIdText ?? ''}
          />
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
      <section className={ui.panel} aria-label={t('deposits.detailRegion')}>
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
  return (
    <DataTable
      caption={t('deposits.caption')}
      rows={list}
      rowKey={(d) => d.orderNo}
      rowProps={(d) => ({
        'data-testid': 'deposit-row',
        'data-order-no': d.orderNo,
        'aria-current': d.orderNo === openOrderNo ? 'true' : undefined,
      })}
      empty={t('deposits.empty')}
      columns={[
        {
          label: t('money.orderNo'),
          cell: (d) => (
            <Link to={`/deposits/${encodeURIComponent(d.orderNo)}${query}`}>{d.orderNo}</Link>
          ),
        },
        { label: t('money.player'), cell: playerLine },
        { label: t('money.amount'), cell: (d) => <Amount value={d.amount} />, numeric: true },
        { label: t('money.status'), cell: (d) => t(`money.statuses.${d.status}`) },
        { label: t('money.created'), cell: (d) => when(d.createdAt) },
      ]}
    />
  );
}

function DepositDetail({ orderNo }: { orderNo: string }) {
  const detail = useQuery(depositOrderQuery(orderNo));
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
        <dd>{playerLine(order)}</dd>
        <dt>{t('money.amount')}</dt>
        <dd>
          <Amount value={order.amount} /> {order.currency}
        </dd>
        <dt>{t('deposits.bonus')}</dt>
        <dd>
          <Amount value={order.bonus} />
        </dd>
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
      <DataTable
        caption={t('deposits.eventsCaption')}
        rows={events}
        rowKey={(e) => e.id}
        rowProps={() => ({ 'data-testid': 'deposit-event' })}
        empty={t('deposits.noEvents')}
        columns={[
          { label: t('deposits.received'), cell: (e) => when(e.receivedAt) },
          {
            label: t('deposits.source'),
            cell: (e) => (
              <>
                {e.source}
                {e.eventId ? <span className={ui.muted}> · {e.eventId}</span> : null}
              </>
            ),
          },
          { label: t('deposits.outcome'), cell: (e) => <code>{e.outcome}</code> },
          {
            label: t('deposits.detail'),
            cell: (e) => (
              <>
                {e.detail ? <p>{e.detail}</p> : null}
                {e.body ? <pre className={styles.body}>{e.body}</pre> : null}
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
