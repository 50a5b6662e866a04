import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ConsoleWithdrawal } from '@lobby/contract/console-money';
import { DataTable } from '@/components/data-table';
import { ErrorBox, Loading } from '@/components/error-box';
import { Pager } from '@/components/pager';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { formatTime, isoTime } from '@/lib/format';
import { allows, useStaff } from '@/lib/staff';
import {
  decideHeldWithdrawal,
  heldWithdrawalsQuery,
  type HeldDecision,
} from './api/held-withdrawals';
import { HoldReasons } from '@/components/hold-reasons';
import styles from './risk.module.css';
import { Amount } from '@/components/amount';

const PAGE_SIZE = 20;

const statusWord = (status: string) =>
  status === 'approved' || status === 'rejected'
    ? t(`risk.held.statuses.${status}`)
    : t('risk.held.statuses.other');

/**
 * The withdrawals waiting for a person, oldest first, each with why it was held (no deposit,
 * first withdrawal, a shared account, the risk score's reasons …), and for members with the
 * `withdrawals` permission Approve and Refuse (with a reason told to the player). The decisions
 * are the withdrawal desk's own calls: the server checks the order is still waiting.
 */
export function HeldWithdrawals() {
  const staff = useStaff();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [refusing, setRefusing] = useState<string | null>(null);
  const queue = useQuery(heldWithdrawalsQuery(page, PAGE_SIZE));
  const decide = useMutation({
    mutationFn: ({ orderNo, decision }: { orderNo: string; decision: HeldDecision }) =>
      decideHeldWithdrawal(orderNo, decision),
    onSuccess: () => setRefusing(null),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['withdrawalQueue'] });
      void queryClient.invalidateQueries({ queryKey: ['withdrawalOrder'] });
    },
  });
  const mayDecide = allows(staff, 'withdrawals');

  const refuse = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!refusing) return;
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    decide.mutate({ orderNo: refusing, decision: { kind: 'refuse', reason } });
  };

  const columns = [
    { label: t('risk.held.orderNo'), cell: (o: ConsoleWithdrawal) => o.orderNo },
    {
      label: t('risk.held.player'),
      cell: (o: ConsoleWithdrawal) => (
        <Link to={`/risk/${o.userId}`}>
          {t('risk.playerLine', { id: o.userId, nickname: o.nickname ?? '' })}
        </Link>
      ),
    },
    {
      label: t('risk.held.amount'),
      cell: (o: ConsoleWithdrawal) => <Amount value={o.amount} />,
      numeric: true,
    },
    {
      label: t('risk.held.heldFor'),
      cell: (o: ConsoleWithdrawal) => <HoldReasons reasons={o.holdReasons} />,
    },
    {
      label: t('risk.held.requested'),
      cell: (o: ConsoleWithdrawal) => (
        <time dateTime={isoTime(o.createdAt)}>{formatTime(o.createdAt)}</time>
      ),
    },
    ...(mayDecide
      ? [
          {
            label: t('risk.held.decide'),
            cell: (o: ConsoleWithdrawal) => (
              <div className={ui.actions}>
                <button
                  type="button"
                  className={ui.primary}
                  data-testid="held-approve"
                  aria-label={t('risk.held.approveLabel', { orderNo: o.orderNo })}
                  disabled={decide.isPending}
                  onClick={() =>
                    decide.mutate({ orderNo: o.orderNo, decision: { kind: 'approve' } })
                  }
                >
                  {t('risk.held.approve')}
                </button>
                <button
                  type="button"
                  className={ui.button}
                  data-testid="held-refuse"
                  aria-label={t('risk.held.refuseLabel', { orderNo: o.orderNo })}
                  disabled={decide.isPending}
                  onClick={() => setRefusing(o.orderNo)}
                >
                  {t('risk.held.refuse')}
                </button>
              </div>
            ),
          },
        ]
      : []),
  ];

  return (
    <section className={`${ui.panel} ${styles.wide}`} aria-labelledby="risk-held-heading">
      <h2 id="risk-held-heading">{t('risk.held.heading')}</h2>
      {queue.isError ? (
        <ErrorBox error={queue.error} onRetry={() => void queue.refetch()} />
      ) : queue.data ? (
        <DataTable
          caption={t('risk.held.caption')}
          rows={queue.data.list}
          rowKey={(o) => o.orderNo}
          rowProps={(o) => ({ 'data-testid': 'held-row', 'data-order-no': o.orderNo })}
          empty={t('risk.held.empty')}
          columns={columns}
        />
      ) : (
        <Loading />
      )}
      <Pager page={page} pages={queue.data?.pages ?? 1} onPage={setPage} />
      {refusing ? (
        <div
          role="dialog"
          aria-labelledby="risk-refuse-heading"
          className={styles.dialog}
          data-testid="held-refuse-dialog"
        >
          <h3 id="risk-refuse-heading">{t('risk.held.refuseHeading', { orderNo: refusing })}</h3>
          <form onSubmit={refuse}>
            <div className={ui.field}>
              <label htmlFor="risk-refuse-reason">{t('risk.held.reason')}</label>
              <textarea
                id="risk-refuse-reason"
                name="reason"
                className={ui.input}
                maxLength={500}
                rows={3}
                data-testid="held-refuse-reason"
              />
            </div>
            <div className={ui.actions}>
              <button
                type="submit"
                className={ui.primary}
                data-testid="held-refuse-confirm"
                disabled={decide.isPending}
              >
                {t('risk.held.refuseConfirm')}
              </button>
              <button type="button" className={ui.button} onClick={() => setRefusing(null)}>
                {t('risk.held.cancel')}
              </button>
            </div>
          </form>
        </div>
      ) : null}
      <div aria-live="polite">
        {decide.isError ? (
          <ErrorBox error={decide.error} />
        ) : decide.data ? (
          <p className={ui.ok} data-testid="held-done">
            {t('risk.held.done', {
              orderNo: decide.data.order.orderNo,
              status: statusWord(decide.data.order.status),
            })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
