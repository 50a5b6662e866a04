import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { PendingApproval } from '@lobby/contract/console';
import { DataTable } from '@/components/data-table';
import { ErrorBox, Loading } from '@/components/error-box';
import { t } from '@/i18n/i18n';
import { consoleCall } from '@/lib/api-client';
import { formatMoney, formatTime, isoTime } from '@/lib/format';

/** Every change that marks a request decided makes this list stale (its key's first part). */
export const pendingApprovalsKey = ['pendingApprovals'];

/** Where each kind is decided: the tool that approves or refuses it. */
const DECIDED_AT: Record<PendingApproval['kind'], (p: PendingApproval) => string> = {
  balanceAdjustment: () => '/players',
  staffRequest: () => '/staff',
  mail: () => '/mail',
};

const what = (p: PendingApproval) =>
  p.kind === 'staffRequest'
    ? t('pendingApprovals.staffRequestOf', { role: t(`roles.${p.role ?? 'support'}`) })
    : t(`pendingApprovals.kinds.${p.kind}`);

/**
 * The requests waiting for a second staff member (docs/console.md "Four eyes") that the
 * signed-in role decides or audits: balance adjustments, privileged members, and any kind a
 * module adds; each links to the tool that decides it. On the dashboard and the audit log.
 */
export function PendingApprovals() {
  const pending = useQuery(
    queryOptions({
      queryKey: pendingApprovalsKey,
      queryFn: ({ signal }) => consoleCall('pendingApprovals', {}, { signal }),
    }),
  );
  const total = pending.data
    ? Object.values(pending.data.counts).reduce((sum, n) => sum + n, 0)
    : 0;
  return (
    <section aria-labelledby="pending-approvals-heading" data-testid="pending-approvals">
      <h2 id="pending-approvals-heading">{t('pendingApprovals.heading', { count: total })}</h2>
      {pending.isError ? (
        <ErrorBox error={pending.error} onRetry={() => void pending.refetch()} />
      ) : !pending.data ? (
        <Loading />
      ) : (
        <DataTable
          rows={pending.data.list}
          rowKey={(p) => `${p.kind}:${p.id}`}
          rowProps={(p) => ({ 'data-testid': 'pending-approval', 'data-kind': p.kind })}
          empty={t('pendingApprovals.empty')}
          columns={[
            { label: t('pendingApprovals.what'), cell: what },
            { label: t('pendingApprovals.subject'), cell: (p) => p.subject },
            {
              label: t('pendingApprovals.amount'),
              numeric: true,
              cell: (p) => (p.amount === null ? '—' : formatMoney(p.amount)),
            },
            { label: t('pendingApprovals.requestedBy'), cell: (p) => p.requestedByName },
            {
              label: t('pendingApprovals.when'),
              cell: (p) => <time dateTime={isoTime(p.createdAt)}>{formatTime(p.createdAt)}</time>,
            },
            {
              label: t('pendingApprovals.decide'),
              cell: (p) => <Link to={DECIDED_AT[p.kind](p)}>{t('pendingApprovals.open')}</Link>,
            },
          ]}
        />
      )}
    </section>
  );
}
