import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DashboardDay } from '@lobby/contract/console-dashboard';
import { ErrorBox, Loading } from '@/components/error-box';
import { PendingApprovals } from '@/components/pending-approvals';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { formatMoney } from '@/lib/format';
import { useTitle } from '@/lib/use-title';
import { dashboardQuery } from './api/dashboard';
import { DashboardCharts } from './dashboard-charts';
import styles from './dashboard.module.css';

const RANGES = [7, 30, 90] as const;

/** The figures a day shows, in the order the today panel and the table list them. */
const FIGURES = [
  { key: 'deposits', money: true },
  { key: 'depositCount', money: false },
  { key: 'withdrawals', money: true },
  { key: 'withdrawalCount', money: false },
  { key: 'bets', money: true },
  { key: 'wins', money: true },
  { key: 'ggr', money: true },
  { key: 'bonusCost', money: true },
  { key: 'newPlayers', money: false },
  { key: 'activePlayers', money: false },
] as const satisfies readonly { key: keyof DashboardDay; money: boolean }[];

const value = (day: DashboardDay, figure: (typeof FIGURES)[number]) =>
  figure.money ? formatMoney(day[figure.key]) : String(day[figure.key]);

/**
 * /dashboard: today's figures and each day's of the period (docs/console.md "Dashboards"), as
 * charts (their library loads with this page only) and as a table of the same numbers; above
 * them, what waits for a second approval.
 */
export function DashboardPage() {
  useTitle(t('dashboard.title'));
  const [days, setDays] = useState<number>(30);
  const dashboard = useQuery(dashboardQuery(days));
  const data = dashboard.data;
  return (
    <section className={ui.panel} aria-labelledby="dashboard-heading">
      <div className={styles.head}>
        <h1 id="dashboard-heading">{t('dashboard.title')}</h1>
        <div className={ui.field}>
          <label htmlFor="dashboard-range">{t('dashboard.range')}</label>
          <select
            id="dashboard-range"
            className={ui.input}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
          >
            {RANGES.map((n) => (
              <option key={n} value={n}>
                {t('dashboard.days', { count: n })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <PendingApprovals />
      {dashboard.isError ? (
        <ErrorBox error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <p className={ui.muted}>{t('dashboard.timeZone', { timeZone: data.timeZone })}</p>
          <h2>{t('dashboard.today')}</h2>
          <dl className={styles.today} data-testid="dashboard-today">
            {FIGURES.map((figure) => (
              <div key={figure.key} className={styles.figure}>
                <dt>{t(`dashboard.${figure.key}`)}</dt>
                <dd>{value(data.today, figure)}</dd>
              </div>
            ))}
          </dl>
          <DashboardCharts series={data.series} />
          <div
            className={styles.scroll}
            role="region"
            aria-labelledby="dashboard-table-caption"
            tabIndex={0}
          >
            <table className={styles.table} data-testid="dashboard-table">
              <caption id="dashboard-table-caption">{t('dashboard.tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.day')}</th>
                  {FIGURES.map((figure) => (
                    <th key={figure.key} scope="col">
                      {t(`dashboard.${figure.key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[...data.series].reverse().map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{day.day}</th>
                    {FIGURES.map((figure) => (
                      <td key={figure.key}>{value(day, figure)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
