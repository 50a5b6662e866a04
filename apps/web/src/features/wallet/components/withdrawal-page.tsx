import { useParams } from 'react-router';
import { Page } from '@/components/page';
import { useAppConfig } from '@/lib/app-config';
import { BalanceHero } from './balance-hero';
import { WithdrawPanel } from './withdraw-panel';

/**
 * /withdrawal/<name>: the withdraw form for one method. A name that is a bank code of appConfig
 * offers the player's accounts at that bank; any other ("bank") offers all of them, as
 * /wallets?name=withdraw does.
 */
export function WithdrawalPage() {
  const { name } = useParams();
  const config = useAppConfig().data;
  return (
    <Page>
      <BalanceHero />
      <WithdrawPanel config={config} method={name} />
    </Page>
  );
}
