import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { ConsoleWithdrawal } from '@lobby/contract/console-money';
import { ExchangeStatus } from '@lobby/contract/values/wallet';
import { ErrorBox, Loading } from '@/components/error-box';
import { Pager } from '@/components/pager';
import ui from '@/components/ui.module.css';
import { DataTable } from '@/components/data-table';
import { t } from '@/i18n/i18n';
import { allows, useStaff } from '@/lib/staff';
import { useTitle } from '@/lib/use-title';
import { decideWithdrawal, type WithdrawalDecision } from './api/withdrawal-decision';
import { withdrawalOrderQuery } from './api/withdrawal-order';
import { withdrawalQueueQuery } from './api/withdrawal-queue';
import { HoldReasons } from '@/components/hold-reasons';
import { playerLine, when } from './money-cells';
import styles from './money.module.css';
import { Amount } from '@/components/amount';

type Status = ConsoleWithdrawal['status'];
const STATUSES: readonly Status[] = Object.values(ExchangeStatus);
const PAGE_SIZE = 50;

const statusOf = (value: string | null): Status =>
  STATUSES.includes(value as Status) ? (value as Status) : 'pending_review';
const search = (status: Status, page = 1) => `?status=${status}${page > 1 ? `&page=${page}` : ''}`;

/**
 * /withdrawals and /withdrawals/:orderNo: the review queue by status (waiting for review first,
 * oldest first) with why each order was held (its hold reasons), and the order opened from it with its player, and for the `withdrawals`
 * permission the decisions: Approve, Refuse (with a reason), Mark paid (with the bank's
 * reference, when payouts are made by hand).
 */
export function WithdrawalsPage() {
  useTitle(t('withdrawals.title'));
  const [params] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { orderNo } = useParams();
  const navigate = useNavigate();
  const base = orderNo ? `/withdrawals/${encodeURIComponent(orderNo)}` : '/withdrawals';

  const queue = useQuery(withdrawalQueueQuery(status, page, PAGE_SIZE));

  return (
    <div className={styles.layout}>
      <section className={ui.panel} aria-labelledby="withdrawals-heading">
        <h1 id="withdrawals-heading">{t('withdrawals.title')}</h1>
        <nav aria-label={t('withdrawals.filter')} className={ui.tabs}>
          {STATUSES.map((s) => (
            <Link
              key={s}
              to={`${base}${search(s)}`}
              className={ui.tab}
              aria-current={s === status ? 'page' : undefined}
            >
              {t(`money.statuses.${s}`)}
            </Link>
          ))}
        </nav>
        {queue.isError ? (
          <ErrorBox error={queue.error} onRetry={() => void queue.refetch()} />
        ) : queue.data ? (
          <Queue list={queue.data.list} status={status} openOrderNo={orderNo ?? null} />
        ) : (
          <Loading />
        )}
        <Pager
          page={page}
          pages={queue.data?.pages ?? 1}
          onPage={(next) => void navigate(`${base}${search(status, next)}`)}
        />
      </section>
      <section className={ui.panel} aria-label={t('withdrawals.detailRegion')}>
        {orderNo ? (
          <WithdrawalDetail key={orderNo} orderNo={orderNo} />
        ) : (
          <p className={ui.muted}>{t('withdrawals.choose')}</p>
        )}
      </section>
    </div>
  );
}

function Queue({
  list,
  status,
  openOrderNo,
}: {
  list: ConsoleWithdrawal[];
  status: Status;
  openOrderNo: string | null;
}) {
  return (
    <DataTable
      caption={t('withdrawals.queueCaption')}
      rows={list}
      rowKey={(o) => o.orderNo}
      rowProps={(o) => ({
        'data-testid': 'withdrawal-row',
        'data-order-no': o.orderNo,
        'aria-current': o.orderNo === openOrderNo ? 'true' : undefined,
      })}
      empty={t('withdrawals.empty')}
      columns={[
        {
          label: t('money.orderNo'),
          cell: (o) => (
            <Link to={`/withdrawals/${encodeURIComponent(o.orderNo)}${search(status)}`}>
              {o.orderNo}
            </Link>
          ),
        },
        { label: t('money.player'), cell: playerLine },
        { label: t('money.amount'), cell: (o) => <Amount value={o.amount} />, numeric: true },
        { label: t('withdrawals.heldFor'), cell: (o) => <HoldReasons reasons={o.holdReasons} /> },
        { label: t('money.created'), cell: (o) => when(o.createdAt) },
      ]}
    />
  );
}

type Decision = 'refuse' | 'markPaid' | null;

function WithdrawalDetail({ orderNo }: { orderNo: string }) {
  const staff = useStaff();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Decision>(null);
  const detail = useQuery(withdrawalOrderQuery(orderNo));
  const decide = useMutation({
    mutationFn: (input: WithdrawalDecision) => decideWithdrawal(orderNo, input),
    onSuccess: () => setOpen(null),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['withdrawalOrder', orderNo] });
      void queryClient.invalidateQueries({ queryKey: ['withdrawalQueue'] });
    },
  });

  if (detail.isError)
    return <ErrorBox error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Loading />;
  const { order, balance, withdrawHold, recent, manualPayouts } = detail.data;
  const mayDecide = allows(staff, 'withdrawals');
  const reviewable = order.status === 'pending_review';
  const payable = manualPayouts && (order.status === 'approved' || order.status === 'paying');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('text') ?? '');
    if (open === 'refuse') decide.mutate({ kind: 'refuse', reason: text });
    if (open === 'markPaid') decide.mutate({ kind: 'markPaid', reference: text });
  };

  return (
    <div data-testid="withdrawal-detail" data-status={order.status}>
      <h2>{t('withdrawals.detail', { orderNo: order.orderNo })}</h2>
      <dl className={styles.facts}>
        <dt>{t('money.status')}</dt>
        <dd data-testid="withdrawal-status">{t(`money.statuses.${order.status}`)}</dd>
        <dt>{t('money.player')}</dt>
        <dd>{playerLine(order)}</dd>
        <dt>{t('money.amount')}</dt>
        <dd>
          <Amount value={order.amount} />
        </dd>
        <dt>{t('money.fee')}</dt>
        <dd>
          <Amount value={order.fee} />
        </dd>
        <dt>{t('withdrawals.heldFor')}</dt>
        <dd>
          <HoldReasons reasons={order.holdReasons} />
        </dd>
        <dt>{t('withdrawals.account')}</dt>
        <dd>
          {t('withdrawals.accountLine', {
            bank: order.bankName,
            accountNo: order.accountNo,
            name: order.accountName,
          })}
        </dd>
        <dt>{t('withdrawals.balance')}</dt>
        <dd>
          <Amount value={balance} />
        </dd>
        <dt>{t('withdrawals.hold')}</dt>
        <dd>
          <Amount value={withdrawHold} />
        </dd>
        <dt>{t('money.created')}</dt>
        <dd>{when(order.createdAt)}</dd>
        <dt>{t('withdrawals.reviewedBy')}</dt>
        <dd>{order.reviewedBy ?? t('money.none')}</dd>
        {order.reviewNote ? (
          <>
            <dt>{t('withdrawals.note')}</dt>
            <dd>{order.reviewNote}</dd>
          </>
        ) : null}
        <dt>{t('money.provider')}</dt>
        <dd>{order.provider ?? t('money.none')}</dd>
        <dt>{t('money.reference')}</dt>
        <dd>{order.providerRef ?? t('money.none')}</dd>
        {order.failureReason ? (
          <>
            <dt>{t('withdrawals.failure')}</dt>
            <dd>{order.failureReason}</dd>
          </>
        ) : null}
      </dl>
      {mayDecide && (reviewable || payable) ? (
        <div className={styles.actions}>
          {reviewable ? (
            <>
              <button
                type="button"
                className={ui.primary}
                data-testid="withdrawal-approve"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ kind: 'approve' })}
              >
                {t('withdrawals.approve')}
              </button>
              <button
                type="button"
                className={ui.button}
                data-testid="withdrawal-refuse"
                disabled={decide.isPending}
                onClick={() => setOpen('refuse')}
              >
                {t('withdrawals.refuse')}
              </button>
            </>
          ) : null}
          {payable ? (
            <button
              type="button"
              className={ui.primary}
              data-testid="withdrawal-mark-paid"
              disabled={decide.isPending}
              onClick={() => setOpen('markPaid')}
            >
              {t('withdrawals.markPaid')}
            </button>
          ) : null}
        </div>
      ) : null}
      {mayDecide && !manualPayouts && order.status === 'approved' ? (
        <p className={ui.muted}>{t('withdrawals.providerNote')}</p>
      ) : null}
      {open ? (
        <div
          role="dialog"
          aria-labelledby="withdrawal-dialog-heading"
          className={styles.dialog}
          data-testid="withdrawal-dialog"
        >
          <h3 id="withdrawal-dialog-heading">
            {open === 'refuse' ? t('withdrawals.refuseHeading') : t('withdrawals.markPaidHeading')}
          </h3>
          <form onSubmit={submit}>
            <div className={ui.field}>
              <label htmlFor="withdrawal-dialog-text">
                {open === 'refuse' ? t('withdrawals.reason') : t('withdrawals.referenceLabel')}
              </label>
              {open === 'refuse' ? (
                <textarea
                  id="withdrawal-dialog-text"
                  name="text"
                  className={ui.input}
                  maxLength={500}
                  rows={3}
                  data-testid="withdrawal-dialog-text"
                />
              ) : (
                <input
                  id="withdrawal-dialog-text"
                  name="text"
                  className={ui.input}
                  maxLength={128}
                  data-testid="withdrawal-dialog-text"
                />
              )}
            </div>
            <div className={styles.actions}>
              <button
                type="submit"
                className={ui.primary}
                data-testid="withdrawal-dialog-confirm"
                disabled={decide.isPending}
              >
                {open === 'refuse'
                  ? t('withdrawals.refuseConfirm')
                  : t('withdrawals.markPaidConfirm')}
              </button>
              <button type="button" className={ui.button} onClick={() => setOpen(null)}>
                {t('withdrawals.cancel')}
              </button>
            </div>
          </form>
        </div>
      ) : null}
      <div aria-live="polite">
        {decide.isError ? (
          <ErrorBox error={decide.error} />
        ) : decide.data ? (
          <p className={ui.ok} data-testid="withdrawal-done">
            {t('withdrawals.done', { status: t(`money.statuses.${decide.data.order.status}`) })}
          </p>
        ) : null}
      </div>
      <h3>{t('withdrawals.recent')}</h3>
      <DataTable
        caption={t('withdrawals.recentCaption')}
        rows={recent}
        rowKey={(o) => o.orderNo}
        columns={[
          { label: t('money.orderNo'), cell: (o) => o.orderNo },
          { label: t('money.amount'), cell: (o) => <Amount value={o.amount} />, numeric: true },
          { label: t('money.status'), cell: (o) => t(`money.statuses.${o.status}`) },
          { label: t('money.created'), cell: (o) => when(o.createdAt) },
        ]}
      />
    </div>
  );
}
