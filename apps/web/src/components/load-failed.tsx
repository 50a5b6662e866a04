import { useTranslation } from '@/i18n/use-translation';
import { describeError, errorText } from '@/lib/error-message';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** What a failed load can be asked again with: a query's error, its refetch and whether it runs. */
export interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** A page's load that failed: the reason in words and a Retry, held while it asks again. */
export function LoadFailed({ title, query }: { title: string; query: RetryableQuery }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="refresh"
      title={title}
      text={describeError(errorText(query.error), t)}
      action={
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
