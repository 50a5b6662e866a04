import { queryOptions, useQuery } from '@tanstack/react-query';
import { ErrorBox, Loading } from '@/components/error-box';
import { t } from '@/i18n/i18n';
import { consoleCall } from '@/lib/api-client';
import { formatTime } from '@/lib/format';
import styles from '../players.module.css';

/** A player's reality-check interval (ADR 0072). */
export const playerRealityCheckQuery = (id: number) =>
  queryOptions({
    queryKey: ['player', id, 'realityCheck'],
    queryFn: ({ signal }) => consoleCall('playerRealityCheck', { id }, { signal }),
  });

/**
 * The player's reality check on their page: the interval the game stops at to show the time
 * played and the net (15, 30 or 60 minutes), and whether they chose it or it is the default.
 * Staff read it only: the player sets it (docs/player-protection.md "Reality check").
 */
export function RealityCheckPanel({ id }: { id: number }) {
  const check = useQuery(playerRealityCheckQuery(id));
  return (
    <section aria-labelledby="player-reality-check-heading" data-testid="reality-check-panel">
      <h2 id="player-reality-check-heading">{t('realityCheckPanel.title')}</h2>
      {check.isError ? (
        <ErrorBox error={check.error} onRetry={() => void check.refetch()} />
      ) : !check.data ? (
        <Loading />
      ) : (
        <dl className={styles.facts}>
          <dt>{t('realityCheckPanel.every')}</dt>
          <dd>{t('realityCheckPanel.minutes', { count: check.data.minutes })}</dd>
          <dt>{t('realityCheckPanel.source')}</dt>
          <dd>
            {check.data.chosenAt === null
              ? t('realityCheckPanel.default')
              : t('realityCheckPanel.chosenAt', { time: formatTime(check.data.chosenAt) })}
          </dd>
        </dl>
      )}
    </section>
  );
}
