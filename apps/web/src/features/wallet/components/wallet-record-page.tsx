import { useTranslation } from '../../../i18n/use-translation';
import { EmptyState } from '../../../components/empty-state';

export function WalletRecordPage() {
  const { t } = useTranslation();
  return (
    <EmptyState icon="document" title={t('wallet.recordTitle')} text={t('wallet.recordText')} />
  );
}
