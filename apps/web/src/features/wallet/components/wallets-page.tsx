import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link';
import { useTranslation } from '../../../i18n/use-translation';
import type { AppConfig } from '@lobby/contract/app-config';
import { formatHundredths } from '@lobby/contract/money';
import { ArtImage } from '../../../components/art-image';
import { Button, ButtonLink } from '../../../components/button';
import { ConfigGate } from '../../../components/config-gate';
import { EmptyState } from '../../../components/empty-state';
import { Page, ScreenHeader, pageStyles } from '../../../components/page';
import { pathTo } from '../../../config/paths';
import { useSessionStore } from '../../../stores/session-store';
import { amountsFor, channelMinimum } from './deposit-amounts';
import styles from './wallets-page.module.css';

const bySort = <T extends { sort: number; id: number }>(a: T, b: T) =>
  a.sort - b.sort || a.id - b.id;

function Deposit({ config }: { config: AppConfig }) {
  const { t } = useTranslation();
  const hasRecharged =
    ((useSessionStore((s) => s.user?.totalRecharge) as number | undefined) ?? 0) > 0;
  const channels = [...config.rechargeTypes].sort(bySort);
  const [channelId, setChannelId] = useState(
    () => (channels.find((c) => c.isDefault) ?? channels[0])?.id,
  );
  const [amount, setAmount] = useState<number | null>(null);
  const channel = channels.find((c) => c.id === channelId);
  if (!channel) return <EmptyState icon="wallet" title={t('wallet.noChannels')} />;
  const amounts = amountsFor(config, channel, hasRecharged);
  const min = channelMinimum(channel, config.clientConfig.minRechargeStatus, hasRecharged);
  const chosen = amount !== null && amounts.some((a) => a.price === amount) ? amount : null;

  return (
    <Page>
      <h2 className={pageStyles.cardTitle}>{t('wallet.channel')}</h2>
      <div className={styles.channels}>
        {channels.map((c) => (
          <button
            key={c.id}
            type="button"
            className={styles.channel}
            aria-pressed={c.id === channel.id}
            onClick={() => setChannelId(c.id)}
          >
            <ArtImage
              src={c.icon}
              label={c.name}
              width={36}
              height={36}
              style={{ width: 36, height: 36, borderRadius: 10 }}
            />
            <span>
              <span className={styles.channelName}>{c.name}</span>
              <br />
              <span className={styles.channelSub}>
                {t('wallet.range', {
                  min: formatHundredths(
                    channelMinimum(c, config.clientConfig.minRechargeStatus, hasRecharged),
                  ),
                  max: formatHundredths(c.maxAmount),
                })}
              </span>
              {c.bonusBp > 0 ? (
                <>
                  <br />
                  <span className={styles.bonus}>
                    {t('wallet.bonus', { percent: c.bonusBp / 100 })}
                  </span>
                </>
              ) : null}
            </span>
          </button>
        ))}
      </div>
      <h2 className={pageStyles.cardTitle}>{t('wallet.amount')}</h2>
      {amounts.length > 0 ? (
        <div className={styles.amounts}>
          {amounts.map((item) => (
            <button
              key={item.id}
              type="button"
              className={styles.amount}
              aria-pressed={chosen === item.price}
              onClick={() => setAmount(item.price)}
            >
              {formatHundredths(item.price)}
            </button>
          ))}
        </div>
      ) : (
        <p className={styles.note}>{t('wallet.minimum', { min: formatHundredths(min) })}</p>
      )}
      <Button block disabled>
        {t('wallet.deposit')}
      </Button>
      <p className={styles.note}>{t('wallet.depositUnavailable')}</p>
    </Page>
  );
}

function Withdraw() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="wallet"
      title={t('wallet.withdrawTitle')}
      text={t('wallet.withdrawText')}
      action={
        <ButtonLink variant="outline" to={pathTo('wallets-card-list')}>
          {t('titles.wallets-card-list')}
        </ButtonLink>
      }
    />
  );
}

/** Deposit and withdraw, switched by ?name=deposit|withdraw. */
export function WalletsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tab = params.get('name') === 'withdraw' ? 'withdraw' : 'deposit';
  return (
    <>
      <ScreenHeader
        title={t(tab === 'deposit' ? 'wallet.depositTitle' : 'wallet.withdrawTitle')}
        right={
          <Link
            to={pathTo('wallets-record')}
            className={pageStyles.gold}
            style={{ padding: '12px' }}
          >
            {t('titles.wallets-record')}
          </Link>
        }
      />
      <nav className={styles.tabs} aria-label={t('titles.wallets')}>
        <Link
          replace
          to={pathTo('wallets', { name: 'deposit' })}
          className={styles.tab}
          aria-current={tab === 'deposit' ? 'page' : undefined}
        >
          {t('wallet.depositTab')}
        </Link>
        <Link
          replace
          to={pathTo('wallets', { name: 'withdraw' })}
          className={styles.tab}
          aria-current={tab === 'withdraw' ? 'page' : undefined}
        >
          {t('wallet.withdrawTab')}
        </Link>
      </nav>
      {tab === 'deposit' ? (
        <ConfigGate>{(config) => <Deposit config={config} />}</ConfigGate>
      ) : (
        <Withdraw />
      )}
    </>
  );
}
