import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation';
import { describeError, errorText } from '../lib/error-message';
import { Button } from './button';
import { LoadMoreButton } from './load-more-button';
import { EmptyState } from './empty-state';
import { SkeletonList } from './skeleton';
import styles from './record-list.module.css';

type Log<T> = UseInfiniteQueryResult<InfiniteData<{ list: T[] }>>;

/**
 * A record list paged by cursor (the bonus record, the rebate record …): a skeleton while the
 * first page loads, the failure in words with a retry, `empty` when there is nothing, else the
 * rows and "Load more" until the last page.
 */
export function RecordList<T>({
  query,
  label,
  row,
  empty,
  failedTitle,
}: {
  query: Log<T>;
  /** The list's accessible name. */
  label: string;
  row: (item: T) => ReactNode;
  empty: ReactNode;
  failedTitle: string;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <SkeletonList rows={5} />;
  if (query.isError) {
    return (
      <EmptyState
        icon="refresh"
        title={failedTitle}
        text={describeError(errorText(query.error), t)}
        action={<Button onClick={() => void query.refetch()}>{t('recordList.retry')}</Button>}
      />
    );
  }
  const items = query.data.pages.flatMap((p) => p.list);
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {items.map(row)}
      </ul>
      {query.hasNextPage ? (
        <LoadMoreButton
          query={query}
          className={styles.more}
          label={t('recordList.loadMore')}
          loadingLabel={t('recordList.loading')}
        />
      ) : (
        <p className={styles.fine}>{t('recordList.listEnd', { count: items.length })}</p>
      )}
    </>
  );
}
