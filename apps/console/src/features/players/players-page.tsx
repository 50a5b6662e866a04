import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PlayerSummary } from '@lobby/contract/console-players';
import { ErrorBox, Loading } from '@/components/error-box';
import { Pager } from '@/components/pager';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { consoleCall } from '@/lib/api-client';
import { formatTime, isoTime } from '@/lib/format';
import { allows, useStaff } from '@/lib/staff';
import { useTitle } from '@/lib/use-title';
import { PendingAdjustments } from './pending-adjustments';
import styles from './players.module.css';

const PAGE_SIZE = 20;

/**
 * /players: one input that finds players by id, phone, account, invite code or the start of a
 * nickname (the URL's ?q=), each a link to their page; for `ledger` roles, the adjustments
 * waiting for a second member's decision.
 */
export function PlayersPage() {
  useTitle(t('players.title'));
  const staff = useStaff();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [page, setPage] = useState(1);
  const results = useQuery({
    queryKey: ['playerSearch', q, page],
    queryFn: ({ signal }) =>
      consoleCall('playerSearch', { q, pageNum: page, pageSize: PAGE_SIZE }, { signal }),
    enabled: q.length > 0,
  });

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setPage(1);
    setParams(value ? { q: value } : {});
  };

  return (
    <div className={styles.page}>
      <h1>{t('players.title')}</h1>
      <form className={styles.form} role="search" onSubmit={search} key={q}>
        <div className={ui.field}>
          <label htmlFor="players-q">{t('players.search')}</label>
          <input
            id="players-q"
            name="q"
            className={ui.input}
            defaultValue={q}
            placeholder={t('players.searchHint')}
            size={40}
            data-testid="players-search-input"
          />
        </div>
        <button type="submit" className={ui.primary} data-testid="players-search-submit">
          {t('players.searchSubmit')}
        </button>
      </form>
      {q.length === 0 ? (
        <p className={ui.muted}>{t('players.searchFirst')}</p>
      ) : results.isError ? (
        <ErrorBox error={results.error} onRetry={() => void results.refetch()} />
      ) : results.data ? (
        <>
          <Results list={results.data.list} />
          <Pager page={page} pages={results.data.pages} onPage={setPage} />
        </>
      ) : (
        <Loading />
      )}
      {allows(staff, 'ledger') ? <PendingAdjustments /> : null}
    </div>
  );
}

function Results({ list }: { list: PlayerSummary[] }) {
  if (list.length === 0) return <p className={ui.muted}>{t('players.noResults')}</p>;
  return (
    <table className={styles.table}>
      <caption>{t('players.results')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('players.columns.id')}</th>
          <th scope="col">{t('players.columns.nickname')}</th>
          <th scope="col">{t('players.columns.account')}</th>
          <th scope="col">{t('players.columns.mobile')}</th>
          <th scope="col">{t('players.columns.inviteCode')}</th>
          <th scope="col">{t('players.columns.status')}</th>
          <th scope="col">{t('players.columns.created')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((p) => (
          <tr key={p.id} data-testid="player-row" data-player-id={p.id}>
            <td>
              <Link to={`/players/${p.id}`}>{p.id}</Link>
            </td>
            <td>
              <Link to={`/players/${p.id}`}>{p.nickname}</Link>
            </td>
            <td>{p.account ?? t('players.none')}</td>
            <td>{p.mobile ?? t('players.none')}</td>
            <td>{p.inviteCode}</td>
            <td>{p.lockedAt === null ? t('players.open') : t('players.locked')}</td>
            <td>
              <time dateTime={isoTime(p.createdAt)}>{formatTime(p.createdAt)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
