import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { AppConfig } from '@lobby/contract/app-config';
import { useAppConfig } from '../lib/app-config';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { SkeletonList } from './skeleton';

/** Renders children with the app config; skeletons while it loads, an error with Retry if it failed. */
export function ConfigGate({
  children,
  fallback,
}: {
  children: (config: AppConfig) => ReactNode;
  fallback?: ReactNode;
}) {
  const { t } = useTranslation();
  const query = useAppConfig();
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <EmptyState
        icon="refresh"
        title={t('errors.configTitle')}
        text={t('errors.configText')}
        action={
          <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return <>{fallback ?? <SkeletonList />}</>;
}
