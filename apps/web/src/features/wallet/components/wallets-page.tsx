import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfigGate } from '@/components/config-gate';
import { Icon } from '@/components/icon';
import { Link } from '@/components/link';
import { ScreenHeader, pageStyles } from '@/components/page';
import { paths, pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { useAppConfig } from '@/lib/app-config';
import { useBalances } from '@/lib/balances';
import { money } from '../lib/amount';
import { BalanceHero } from './balance-hero';
import { BonusCard } from './bonus-card';
import { clearPendingDeposit, readPendingDeposit } from '../lib/checkout';
import { DepositForm } from './deposit-panel';
import { DepositStatus } from './deposit-status';
import { WithdrawPanel } from './withdraw-panel';
import shared from './wallet-shared.module.css';
import styles from './wallets-page.module.css';

type Tab = 'deposit' | 'withdraw';

/** Without back=1 the page was opened as a destination (the tab bar): a close button instead. */
function CloseButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={pageStyles.headButton}
      aria-label={t('wallet.close')}
      onClick={() => void navigate(paths.index, { replace: true })}
    >
      <Icon name="close" />
    </button>
  );
}

function Deposit({ orderNo, takeBonus }: { orderNo: string | null; takeBonus: boolean }) {
  const navigate = useNavigate();
  // The order the player comes back from: named by the checkout's return URL, or remembered
  // from before they left (a provider that returns without it).
  const [returning, setReturning] = useState(
    () => orderNo ?? readPendingDeposit()?.orderNo ?? null,
  );
  const done = () => {
    clearPendingDeposit();
    setReturning(null);
    if (orderNo) void navigate(pathTo('wallets', { name: 'deposit' }), { replace: true });
  };
  if (returning) return <DepositStatus orderNo={returning} onDone={done} />;
  return (
    <ConfigGate>{(config) => <DepositForm config={config} takeBonus={takeBonus} />}</ConfigGate>
  );
}

function Withdraw() {
  const config = useAppConfig().data;
  return <WithdrawPanel config={config} />;
}

/** Deposit and withdraw (spec: /wallets?name=deposit|withdraw, back=1 for a back arrow). */
export function WalletsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tab: Tab = params.get('name') === 'withdraw' ? 'withdraw' : 'deposit';
  const back = params.get('back') === '1' ? 1 : undefined;
  const orderNo = params.get('orderNo');
  const safebox = useBalances()?.safebox;
  return (
    <div className={styles.screen}>
      <ScreenHeader
        title={t('titles.wallets')}
        lead={back === 1 ? undefined : <CloseButton />}
        right={
          <Link to={pathTo('wallets-record')} className={styles.headLink}>
            <Icon name="document" size={18} />
            {t('wallet.records')}
          </Link>
        }
      />
      <div className={styles.body}>
        <BalanceHero>
          <div className={shared.figures}>
            <div>
              <p className={shared.label}>{t('wallet.safebox')}</p>
              <p className={shared.figure}>{money(safebox)}</p>
            </div>
            <Link
              to={pathTo('activity-bank')}
              className={shared.sectionLink}
              style={{ alignSelf: 'center', textAlign: 'right' }}
            >
              {t('wallet.openSafebox')}
            </Link>
          </div>
        </BalanceHero>
        <BonusCard endAction={tab !== 'withdraw'} />
        <nav className={shared.tabs} aria-label={t('titles.wallets')}>
          {(['deposit', 'withdraw'] as const).map((name) => (
            <Link
              key={name}
              replace
              to={pathTo('wallets', { name, back })}
              className={shared.tab}
              aria-current={tab === name ? 'page' : undefined}
            >
              {t(name === 'deposit' ? 'wallet.depositTab' : 'wallet.withdrawTab')}
            </Link>
          ))}
        </nav>
        {tab === 'deposit' ? (
          <Deposit
            key={orderNo ?? 'form'}
            orderNo={orderNo}
            takeBonus={params.get('bonus') === '1'}
          />
        ) : (
          <Withdraw />
        )}
      </div>
    </div>
  );
}
