import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorBox, Loading } from '@/components/error-box';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { consoleCall } from '@/lib/api-client';
import { formatTime } from '@/lib/format';
import { allows, useStaff } from '@/lib/staff';

/** The player page's know-your-customer panel: tier, closure for play, the latest review. */
export function KycPanel({ playerId }: { playerId: number }) {
  const mayRead = allows(useStaff(), 'kyc.read');
  const state = useQuery({
    queryKey: ['kycPlayer', playerId],
    queryFn: ({ signal }) => consoleCall('kycPlayer', { id: playerId }, { signal }),
    enabled: mayRead,
  });
  if (!mayRead) return null;
  const latest = state.data?.reviews[0];
  return (
    <section className={ui.panel} aria-labelledby="kyc-panel-heading" data-testid="kyc-panel">
      <h2 id="kyc-panel-heading">{t('kyc.panel.heading')}</h2>
      {state.isError ? (
        <ErrorBox error={state.error} onRetry={() => void state.refetch()} />
      ) : !state.data ? (
        <Loading />
      ) : (
        <dl>
          <dt>{t('kyc.panel.tier')}</dt>
          <dd data-testid="kyc-panel-tier">
            {t('kyc.panel.tierValue', { tier: state.data.tier })}
          </dd>
          <dt>{t('kyc.panel.status')}</dt>
          <dd>{state.data.closedForPlay ? t('kyc.panel.closed') : t('kyc.panel.open')}</dd>
          <dt>{t('kyc.panel.latest')}</dt>
          <dd>
            {latest ? (
              <>
                <span className={ui.pill}>{t(`kyc.statuses.${latest.status}`)}</span>{' '}
                {formatTime(latest.submittedAt)}
                {latest.reason
                  ? ` · ${t('kyc.refusedFor', { reason: t(`kyc.reasons.${latest.reason}`) })}`
                  : ''}{' '}
                <Link to={`/kyc/${latest.id}`}>{t('kyc.panel.open_case')}</Link>
              </>
            ) : (
              t('kyc.panel.none')
            )}
          </dd>
        </dl>
      )}
    </section>
  );
}
