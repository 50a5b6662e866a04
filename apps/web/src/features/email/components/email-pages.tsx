import { useTranslation } from '../../../i18n/use-translation';
import { EmptyState } from '../../../components/empty-state';
import { ScreenHeader } from '../../../components/page';

export function EmailPage() {
  const { t } = useTranslation();
  return (
    <>
      <ScreenHeader title={t('titles.email')} />
      <EmptyState icon="inbox" title={t('email.emptyTitle')} text={t('email.emptyText')} />
    </>
  );
}

export function EmailDetailPage() {
  const { t } = useTranslation();
  return <EmptyState icon="inbox" title={t('email.detailTitle')} text={t('email.detailText')} />;
}
