import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { RiskPlayer } from '@lobby/contract/console-risk';
import { DataTable } from '@/components/data-table';
import { ErrorBox, Loading } from '@/components/error-box';
import { Pager } from '@/components/pager';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { allows, useStaff } from '@/lib/staff';
import { useTitle } from '@/lib/use-title';
import { riskGraphQuery } from './api/risk-graph';
import { riskPlayersQuery } from './api/risk-players';
import { HeldWithdrawals } from './held-withdrawals';
import { RiskGraph } from './risk-graph';
import { RiskSettings } from './risk-settings';
import styles from './risk.module.css';

const PAGE_SIZE = 25;

const reasonsList = (player: RiskPlayer) => (
  <ul className={styles.reasons} data-testid="risk-reasons">
    {player.reasons.map((reason) => (
      <li key={reason.code} data-code={reason.code}>
        {t('risk.players.reasonLine', {
          reason: t(`risk.reasons.${reason.code}`),
          weight: reason.weight,
          detail: reason.detail,
        })}
      </li>
    ))}
  </ul>
);

/**
 * /risk and /risk/:id (permission `risk.read`): the players by risk score with their reasons,
 * each opening their linked-account graph beside the list; the withdrawals held for review with
 * their reasons (and, for `withdrawals`, Approve and Refuse); the `risk` and `withdrawals`
 * settings with their revisions (saved with `risk`).
 */
export function RiskPage() {
  useTitle(t('risk.title'));
  const staff = useStaff();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { id } = useParams();
  const userId = Number(id);
  const chosen = Number.isSafeInteger(userId) && userId > 0 ? userId : null;
  const navigate = useNavigate();
  const base = chosen ? `/risk/${chosen}` : '/risk';
  const search = (n: number) => (n > 1 ? `?page=${n}` : '');

  const players = useQuery(riskPlayersQuery(page, PAGE_SIZE));

  return (
    <div className={styles.layout}>
      <h1 className={styles.wide}>{t('risk.title')}</h1>
      <section className={ui.panel} aria-labelledby="risk-players-heading">
        <h2 id="risk-players-heading">{t('risk.players.heading')}</h2>
        {players.isError ? (
          <ErrorBox error={players.error} onRetry={() => void players.refetch()} />
        ) : players.data ? (
          <>
            <p className={styles.note}>
              {t('risk.players.intro', { reviewAbove: players.data.reviewAbove })}
            </p>
            <DataTable
              caption={t('risk.players.caption')}
              rows={players.data.list}
              rowKey={(p) => p.userId}
              rowProps={(p) => ({
                'data-testid': 'risk-player-row',
                'data-user-id': p.userId,
                'aria-current': p.userId === chosen ? 'true' : undefined,
              })}
              empty={t('risk.players.empty')}
              columns={[
                {
                  label: t('risk.players.player'),
                  cell: (p) => (
                    <Link to={`/risk/${p.userId}${search(page)}`}>
                      {t('risk.playerLine', { id: p.userId, nickname: p.nickname })}
                    </Link>
                  ),
                },
                {
                  label: t('risk.players.score'),
                  cell: (p) => (
                    <>
                      {p.score}
                      {p.review ? (
                        <span className={styles.reviewMark}>{t('risk.players.review')}</span>
                      ) : null}
                    </>
                  ),
                  numeric: true,
                },
                { label: t('risk.players.reasons'), cell: reasonsList },
              ]}
            />
          </>
        ) : (
          <Loading />
        )}
        <Pager
          page={page}
          pages={players.data?.pages ?? 1}
          onPage={(next) => void navigate(`${base}${search(next)}`)}
        />
      </section>
      <section className={ui.panel} aria-labelledby="risk-graph-heading">
        {chosen ? (
          <GraphPanel key={chosen} userId={chosen} />
        ) : (
          <>
            <h2 id="risk-graph-heading">{t('risk.graph.heading')}</h2>
            <p className={styles.note}>{t('risk.graph.choose')}</p>
          </>
        )}
      </section>
      {allows(staff, 'withdrawals.read') ? <HeldWithdrawals /> : null}
      <RiskSettings />
    </div>
  );
}

function GraphPanel({ userId }: { userId: number }) {
  const graph = useQuery(riskGraphQuery(userId));
  const me = graph.data?.nodes.find((n) => n.userId === userId);
  return (
    <>
      <h2 id="risk-graph-heading">
        {me
          ? t('risk.graph.headingOf', { id: userId, nickname: me.nickname })
          : t('risk.graph.heading')}
      </h2>
      {graph.isError ? (
        <ErrorBox error={graph.error} onRetry={() => void graph.refetch()} />
      ) : graph.data ? (
        <RiskGraph graph={graph.data} />
      ) : (
        <Loading />
      )}
    </>
  );
}
