import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ConsoleAnswerOf } from '@lobby/contract/console';
import { ErrorBox, Loading } from '@/components/error-box';
import { Pager } from '@/components/pager';
import { DataTable, type Column } from '@/components/data-table';
import { t } from '@/i18n/i18n';
import { playerPagedListQuery, type PagedCall } from './api/player-paged-list';

const PAGE_SIZE = 20;

type RowOf<N extends PagedCall> = ConsoleAnswerOf<N>['list'][number];

/** One of a player's lists as a captioned table, page by page. */
export function PagedTable<N extends PagedCall>({
  name,
  id,
  caption,
  columns,
  testId,
}: {
  name: N;
  id: number;
  caption: string;
  columns: readonly Column<RowOf<N>>[];
  testId: string;
}) {
  const [page, setPage] = useState(1);
  const query = useQuery(playerPagedListQuery(name, id, page, PAGE_SIZE));
  if (query.isError) return <ErrorBox error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Loading />;
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={query.data.list as RowOf<N>[]}
        rowKey={(row) => row.id}
        rowProps={() => ({ 'data-testid': testId })}
        emptyRow={t('players.player.empty')}
      />
      <Pager page={page} pages={query.data.pages} onPage={setPage} />
    </>
  );
}

/** A section of a player's page holding one of their lists (PagedTable), its title as heading. */
export function PagedSection<N extends PagedCall>({
  headingId,
  title,
  ...table
}: {
  name: N;
  id: number;
  headingId: string;
  title: string;
  columns: readonly Column<RowOf<N>>[];
  testId: string;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <PagedTable caption={title} {...table} />
    </section>
  );
}
