import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { ConsoleAnswerOf } from '@lobby/contract/console';
import { ErrorBox, Loading } from '@/components/error-box';
import { Pager } from '@/components/pager';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { consoleCall } from '@/lib/api-client';
import styles from './players.module.css';

const PAGE_SIZE = 20;

/** The player page's plain paged lists: one call each, `{id, pageNum, pageSize}`. */
type PagedCall =
  | 'playerDeposits'
  | 'playerWithdrawals'
  | 'playerRounds'
  | 'playerRewards'
  | 'playerNotes'
  | 'playerReferrals';

export interface Column<Row> {
  readonly label: string;
  readonly cell: (row: Row) => ReactNode;
  readonly numeric?: boolean;
}

type RowOf<N extends PagedCall> = ConsoleAnswerOf<N>['list'][number];

/** consoleCall for any of them: they take the same request. */
const callPaged = consoleCall as (
  name: PagedCall,
  body: { id: number; pageNum: number; pageSize: number },
  options: { signal?: AbortSignal },
) => Promise<ConsoleAnswerOf<PagedCall>>;

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
  const query = useQuery({
    queryKey: ['player', id, name, page],
    queryFn: ({ signal }) =>
      callPaged(name, { id, pageNum: page, pageSize: PAGE_SIZE }, { signal }),
  });
  if (query.isError) return <ErrorBox error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Loading />;
  const list = query.data.list as RowOf<N>[];
  return (
    <>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.numeric ? styles.number : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={ui.muted}>
                {t('players.player.empty')}
              </td>
            </tr>
          ) : (
            list.map((row) => (
              <tr key={row.id} data-testid={testId}>
                {columns.map((c) => (
                  <td key={c.label} className={c.numeric ? styles.number : undefined}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      <Pager page={page} pages={query.data.pages} onPage={setPage} />
    </>
  );
}
