import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { BalanceAdjustment } from '@lobby/contract/console-players';
import { ErrorBox, Loading } from '@/components/error-box';
import { pendingApprovalsKey } from '@/components/pending-approvals';
import tables from '@/components/table.module.css';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { formatMoney, formatTime, isoTime } from '@/lib/format';
import { useStaff } from '@/lib/staff';
import { decideAdjustment, pendingAdjustmentsQuery } from './api/balance-adjustments';

/** A signed amount: + credits, − debits. */
export const signedMoney = (amount: number) => formatMoney(amount, true);

/**
 * The balance adjustments waiting for a second member (four eyes): anyone with `ledger` but
 * their requester approves (it posts to the ledger) or refuses it. One player's, on their page.
 */
export function PendingAdjustments({ userId }: { userId?: number }) {
  const me = useStaff();
  const queryClient = useQueryClient();
  const pending = useQuery(pendingAdjustmentsQuery(userId));
  const decide = useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) =>
      decideAdjustment(id, approve),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['balanceAdjustments'] });
      void queryClient.invalidateQueries({ queryKey: ['player'] });
      void queryClient.invalidateQueries({ queryKey: pendingApprovalsKey });
    },
  });
  return (
    <section aria-labelledby="pending-heading">
      <h2 id="pending-heading">{t('players.pending.heading')}</h2>
      {decide.isError ? <ErrorBox error={decide.error} /> : null}
      {pending.isError ? (
        <ErrorBox error={pending.error} onRetry={() => void pending.refetch()} />
      ) : !pending.data ? (
        <Loading />
      ) : pending.data.list.length === 0 ? (
        <p className={ui.muted}>{t('players.pending.empty')}</p>
      ) : (
        <table className={tables.table}>
          <caption>{t('players.pending.heading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('players.pending.player')}</th>
              <th scope="col" className={tables.num}>
                {t('players.pending.amount')}
              </th>
              <th scope="col">{t('players.pending.reason')}</th>
              <th scope="col">{t('players.pending.requestedBy')}</th>
              <th scope="col">{t('players.pending.when')}</th>
              <th scope="col">{t('players.pending.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {pending.data.list.map((a) => (
              <Row
                key={a.id}
                adjustment={a}
                mine={a.requestedBy === me.id}
                busy={decide.isPending}
                onDecide={(approve) => decide.mutate({ id: a.id, approve })}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Row({
  adjustment: a,
  mine,
  busy,
  onDecide,
}: {
  adjustment: BalanceAdjustment;
  mine: boolean;
  busy: boolean;
  onDecide: (approve: boolean) => void;
}) {
  return (
    <tr data-testid="adjustment-row" data-adjustment-id={a.id}>
      <td>
        <Link to={`/players/${a.userId}`}>
          {a.userId} · {a.nickname}
        </Link>
      </td>
      <td className={tables.num}>{signedMoney(a.amount)}</td>
      <td>{a.reason}</td>
      <td>{a.requestedByName}</td>
      <td>
        <time dateTime={isoTime(a.createdAt)}>{formatTime(a.createdAt)}</time>
      </td>
      <td>
        {mine ? (
          <span className={ui.muted}>{t('players.pending.own')}</span>
        ) : (
          <div className={ui.actions}>
            <button
              type="button"
              className={ui.primary}
              disabled={busy}
              onClick={() => onDecide(true)}
              data-testid="adjustment-approve"
            >
              {t('players.pending.approve')}
            </button>
            <button
              type="button"
              className={ui.button}
              disabled={busy}
              onClick={() => onDecide(false)}
              data-testid="adjustment-refuse"
            >
              {t('players.pending.refuse')}
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}
