import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Page as ListPage } from '@lobby/contract/pagination';
import { COIN_DETAIL_KINDS, type CoinDetailKind } from '@lobby/contract/values/wallet';
import { ButtonLink } from '@/components/button';
import { LoadMoreButton } from '@/components/load-more-button';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { TextField } from '@/components/field';
import { Icon, type IconName } from '@/components/icon';
import { Page } from '@/components/page';
import { SegmentedTabs } from '@/components/segmented-tabs';
import { SkeletonList } from '@/components/skeleton';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { useAppConfig } from '@/lib/app-config';
import { formatEpoch } from '@/lib/error-message';
import { useSignedIn } from '@/stores/session-store';
import { useAppUserCoinDetail } from '../api/app-user-coin-detail';
import { useExchangeOrderList } from '../api/exchange-order-list';
import { useRechargeOrderList } from '../api/recharge-order-list';
import { money, signedMoney } from '../lib/amount';
import { dayRange } from '../lib/records';
import { exchangeTone, rechargeTone } from '../lib/status';
import { SelectField, SignInFirst, StatusChip } from './wallet-ui';
import shared from './wallet-shared.module.css';
import styles from './wallet-record-page.module.css';

type RecordTab = 'deposits' | 'withdrawals' | 'movements';
const TABS: RecordTab[] = ['deposits', 'withdrawals', 'movements'];

function Row({
  icon,
  tone,
  title,
  sub,
  amount,
  amountTone,
  side,
}: {
  icon: IconName;
  tone?: 'in' | 'out';
  title: string;
  sub: string;
  amount: string;
  amountTone?: 'plus' | 'minus';
  side?: ReactNode;
}) {
  return (
    <li className={styles.record}>
      <span className={styles.recordIcon} data-tone={tone}>
        <Icon name={icon} size={20} />
      </span>
      <span className={shared.recordMain}>
        <span className={shared.recordTitle}>{title}</span>
        <span className={shared.recordSub}>{sub}</span>
      </span>
      <span className={styles.recordSide}>
        <span className={amountTone ? shared[amountTone] : undefined}>{amount}</span>
        {side}
      </span>
    </li>
  );
}

/**
 * A paged list: its rows, then "Load more" (also fired as the end scrolls into view), its empty
 * state, and its load error with Retry.
 */
function PagedList<T>({
  query,
  render,
  empty,
  label,
}: {
  query: UseInfiniteQueryResult<InfiniteData<ListPage<T>>>;
  render: (item: T) => ReactNode;
  empty: ReactNode;
  label: string;
}) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) return <SkeletonList rows={5} height={64} />;
  if (query.isError) {
    return <LoadFailed title={t('wallet.loadFailed')} query={query} />;
  }
  const items = query.data.pages.flatMap((p) => p.list);
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className={shared.records} aria-label={label}>
        {items.map(render)}
      </ul>
      <div ref={sentinel} />
      {hasNextPage ? (
        <LoadMoreButton
          query={{ fetchNextPage, isFetchingNextPage }}
          className={styles.more}
          label={t('wallet.loadMore')}
          loadingLabel={t('wallet.loading')}
        />
      ) : (
        <p className={shared.fine}>{t('wallet.listEnd', { count: items.length })}</p>
      )}
    </>
  );
}

function Deposits() {
  const { t } = useTranslation();
  const config = useAppConfig().data;
  const query = useRechargeOrderList();
  return (
    <PagedList
      query={query}
      label={t('wallet.tab.deposits')}
      empty={
        <EmptyState
          icon="wallet"
          title={t('wallet.noDeposits')}
          text={t('wallet.noDepositsText')}
          action={
            <ButtonLink to={pathTo('wallets', { name: 'deposit', back: 1 })}>
              {t('wallet.deposit')}
            </ButtonLink>
          }
        />
      }
      render={(order) => {
        const channel = config?.rechargeTypes.find((c) => c.id === order.rechargeTypeId);
        return (
          <Row
            key={order.orderNo}
            icon="arrowIn"
            tone="in"
            title={t('wallet.coinKind.deposit')}
            sub={[channel?.name, formatEpoch(order.createdAt), order.orderNo]
              .filter(Boolean)
              .join(' · ')}
            amount={money(order.amount)}
            side={
              <>
                <StatusChip tone={rechargeTone(order.status)}>
                  {t(`wallet.rechargeStatus.${order.status}`)}
                </StatusChip>
                {order.bonus > 0 ? (
                  <span className={shared.amountBonus}>
                    {t('wallet.plusBonus', { bonus: money(order.bonus) })}
                  </span>
                ) : null}
              </>
            }
          />
        );
      }}
    />
  );
}

function Withdrawals() {
  const { t } = useTranslation();
  const query = useExchangeOrderList();
  return (
    <PagedList
      query={query}
      label={t('wallet.tab.withdrawals')}
      empty={
        <EmptyState
          icon="wallet"
          title={t('wallet.noWithdrawals')}
          text={t('wallet.noWithdrawalsText')}
          action={
            <ButtonLink variant="outline" to={pathTo('wallets', { name: 'withdraw', back: 1 })}>
              {t('wallet.withdraw')}
            </ButtonLink>
          }
        />
      }
      render={(order) => (
        <Row
          key={order.orderNo}
          icon="arrowOut"
          tone="out"
          title={t('wallet.coinKind.withdraw')}
          sub={`${order.bankName} ${order.accountNo} · ${formatEpoch(order.createdAt)} · ${order.orderNo}`}
          amount={money(order.amount)}
          side={
            <>
              <StatusChip tone={exchangeTone(order.status)}>
                {t(`wallet.exchangeStatus.${order.status}`)}
              </StatusChip>
              {order.fee > 0 ? (
                <span className={shared.recordSub}>
                  {t('wallet.feeOf', { fee: money(order.fee) })}
                </span>
              ) : null}
            </>
          }
        />
      )}
    />
  );
}

const kindIcon = (kind: string): IconName =>
  kind.startsWith('deposit') || kind === 'withdraw_refund' || kind === 'retrieve'
    ? 'arrowIn'
    : kind === 'withdraw'
      ? 'arrowOut'
      : kind.startsWith('safebox')
        ? 'lock'
        : kind === 'bonus'
          ? 'gift'
          : 'star';

function Movements() {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<CoinDetailKind | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const range = dayRange(from, to);
  const query = useAppUserCoinDetail({ kind: kind || undefined, ...range });
  const known = (k: string): k is CoinDetailKind =>
    (COIN_DETAIL_KINDS as readonly string[]).includes(k);
  return (
    <>
      <div className={styles.filters}>
        <SelectField
          id={`${id}-kind`}
          label={t('wallet.kind')}
          value={kind}
          onChange={(e) => setKind(known(e.target.value) ? e.target.value : '')}
        >
          <option value="">{t('wallet.allKinds')}</option>
          {COIN_DETAIL_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`wallet.coinKind.${k}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          id={`${id}-from`}
          type="date"
          label={t('wallet.from')}
          value={from}
          max={to || undefined}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          id={`${id}-to`}
          type="date"
          label={t('wallet.to')}
          value={to}
          min={from || undefined}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
      <PagedList
        query={query}
        label={t('wallet.tab.movements')}
        empty={
          <EmptyState
            icon="document"
            title={t('wallet.noMovements')}
            text={t('wallet.noMovementsText')}
          />
        }
        render={(item) => {
          const label = known(item.kind) ? t(`wallet.coinKind.${item.kind}`) : item.kind;
          // A movement that left cash alone shows what it did to the safebox or the bonus balance.
          const shown =
            item.amount !== 0
              ? item.amount
              : item.safeboxAmount !== 0
                ? item.safeboxAmount
                : item.bonusAmount;
          return (
            <Row
              key={item.id}
              icon={kindIcon(item.kind)}
              tone={shown > 0 ? 'in' : shown < 0 ? 'out' : undefined}
              title={label}
              sub={`${formatEpoch(item.createdAt)}${item.ref ? ` · ${item.ref}` : ''}`}
              amount={signedMoney(shown)}
              amountTone={shown > 0 ? 'plus' : shown < 0 ? 'minus' : undefined}
              side={
                <span className={shared.recordSub}>
                  {item.amount === 0 && item.safeboxAmount !== 0
                    ? t('wallet.inSafebox')
                    : item.amount === 0 && item.bonusAmount !== 0
                      ? t('wallet.inBonus')
                      : t('wallet.balanceAfter', { balance: money(item.balanceAfter) })}
                </span>
              }
            />
          );
        }}
      />
    </>
  );
}

/** Deposits, withdrawals and every coin movement (with kind and date filters), paged. */
export function WalletRecordPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [tab, setTab] = useState<RecordTab>('deposits');
  if (!signedIn) return <SignInFirst path={pathTo('wallets-record')} />;
  return (
    <Page>
      <SegmentedTabs
        names={TABS}
        selected={tab}
        onSelect={setTab}
        label={t('titles.wallets-record')}
        labelOf={(name) => t(`wallet.tab.${name}`)}
        className={shared.tabs}
        listData={{ 'data-count': '3' }}
        tabClassName={shared.tab}
        panelClassName={shared.section}
      >
        {tab === 'deposits' ? (
          <Deposits />
        ) : tab === 'withdrawals' ? (
          <Withdrawals />
        ) : (
          <Movements />
        )}
      </SegmentedTabs>
    </Page>
  );
}
