import { useParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { ButtonLink } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { pathTo } from '../../../config/paths';

export function WithdrawalPage() {
  const { t } = useTranslation();
  const { name = '' } = useParams();
  return (
    <EmptyState
      icon="wallet"
      title={t('wallet.withdrawVia', { name })}
      text={t('wallet.withdrawText')}
      action={
        <ButtonLink variant="outline" to={pathTo('wallets-card-list')}>
          {t('titles.wallets-card-list')}
        </ButtonLink>
      }
    />
  );
}
