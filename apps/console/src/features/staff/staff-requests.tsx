import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffRequest } from '@lobby/contract/console';
import { ErrorBox, Loading } from '@/components/error-box';
import { pendingApprovalsKey } from '@/components/pending-approvals';
import tables from '@/components/table.module.css';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { useStaff } from '@/lib/staff';
import { staffListKey } from './api/staff-list';
import { decideStaffRequest, staffRequestsKey, staffRequestsQuery } from './api/staff-requests';

/**
 * The requests for privileged members waiting for a second admin: any admin but their requester
 * (and the member they concern) approves or refuses each; the server also refuses an admin the
 * requester made or promoted lately, and says so.
 */
export function StaffRequests() {
  const me = useStaff();
  const queryClient = useQueryClient();
  const requests = useQuery(staffRequestsQuery());
  const decide = useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) =>
      decideStaffRequest(id, approve),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: staffRequestsKey });
      void queryClient.invalidateQueries({ queryKey: staffListKey });
      void queryClient.invalidateQueries({ queryKey: pendingApprovalsKey });
    },
  });
  const mine = (r: StaffRequest) => r.requestedBy === me.id || r.staffId === me.id;
  return (
    <section aria-labelledby="staff-requests-heading">
      <h2 id="staff-requests-heading">{t('staff.requests.heading')}</h2>
      {decide.isError ? <ErrorBox error={decide.error} /> : null}
      {requests.isError ? (
        <ErrorBox error={requests.error} onRetry={() => void requests.refetch()} />
      ) : !requests.data ? (
        <Loading />
      ) : requests.data.list.length === 0 ? (
        <p className={ui.muted}>{t('staff.requests.empty')}</p>
      ) : (
        <table className={tables.table}>
          <caption>{t('staff.requests.heading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('staff.requests.what')}</th>
              <th scope="col">{t('staff.email')}</th>
              <th scope="col">{t('staff.role')}</th>
              <th scope="col">{t('staff.requests.requestedBy')}</th>
              <th scope="col">{t('staff.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {requests.data.list.map((r) => (
              <tr key={r.id} data-testid="staff-request" data-request-id={r.id}>
                <td>{t(`staff.requests.kinds.${r.kind}`)}</td>
                <td>{r.email}</td>
                <td>{t(`roles.${r.role}`)}</td>
                <td>{r.requestedByName}</td>
                <td className={ui.actions}>
                  {mine(r) ? (
                    <span className={ui.muted}>{t('staff.requests.notYours')}</span>
                  ) : (
                    <>
                      <button
                        type="button"
                        className={ui.button}
                        disabled={decide.isPending}
                        onClick={() => decide.mutate({ id: r.id, approve: true })}
                        data-testid="staff-request-approve"
                      >
                        {t('staff.requests.approve')}
                      </button>
                      <button
                        type="button"
                        className={ui.button}
                        disabled={decide.isPending}
                        onClick={() => decide.mutate({ id: r.id, approve: false })}
                        data-testid="staff-request-refuse"
                      >
                        {t('staff.requests.refuse')}
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
