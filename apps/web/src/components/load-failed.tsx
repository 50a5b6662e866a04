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

/**
 * A page's load that failed: the reason in words (unless `reason` is false) and a Retry, held
 * while it asks again.
 */
export function LoadFailed({
  title,
  query,
  reason = true,
}: {
  title: string;
  query: RetryableQuery;
  reason?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="refresh"
      title={title}
      text={reason ? describeError(errorText(query.error), t) : undefined}
      action={
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
