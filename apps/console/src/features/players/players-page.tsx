import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PlayerSummary } from '@lobby/contract/console-players';
import { ErrorBox, Loading } from '@/components/error-box';
import { Pager } from '@/components/pager';
import { TextField } from '@/components/form-fields';
import ui from '@/components/ui.module.css';
import { DataTable } from '@/components/data-table';
import { t } from '@/i18n/i18n';
import { formatTime, isoTime } from '@/lib/format';
import { allows, useStaff } from '@/lib/staff';
import { useTitle } from '@/lib/use-title';
import { playerSearchQuery } from './api/player-search';
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
  const results = useQuery(playerSearchQuery(q, page, PAGE_SIZE));

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setPage(1);
    setParams(value ? { q: value } : {});
  };

  return (
    <div className={styles.page}>
      <h1>{t('players.title')}</h1>
      <form className={ui.formRow} role="search" onSubmit={search} key={q}>
        <TextField
          id="players-q"
          label={t('players.search')}
          name="q"
          defaultValue={q}
          placeholder={t('players.searchHint')}
          size={40}
          data-testid="players-search-input"
        />
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
  return (
    <DataTable
      caption={t('players.results')}
      rows={list}
      rowKey={(p) => p.id}
      rowProps={(p) => ({ 'data-testid': 'player-row', 'data-player-id': p.id })}
      empty={t('players.noResults')}
      columns={[
        {
          label: t('players.columns.id'),
          cell: (p) => <Link to={`/players/${p.id}`}>{p.id}</Link>,
        },
        {
          label: t('players.columns.nickname'),
          cell: (p) => <Link to={`/players/${p.id}`}>{p.nickname}</Link>,
        },
        { label: t('players.columns.account'), cell: (p) => p.account ?? t('players.none') },
        { label: t('players.columns.mobile'), cell: (p) => p.mobile ?? t('players.none') },
        { label: t('players.columns.inviteCode'), cell: (p) => p.inviteCode },
        {
          label: t('players.columns.status'),
          cell: (p) => (p.lockedAt === null ? t('players.open') : t('players.locked')),
        },
        {
          label: t('players.columns.created'),
          cell: (p) => <time dateTime={isoTime(p.createdAt)}>{formatTime(p.createdAt)}</time>,
        },
      ]}
    />
  );
}
