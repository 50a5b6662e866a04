import { useRef } from 'react';
import type { PointsLogItem } from '@lobby/contract/points';
import { formatReward } from '@lobby/contract/values/money';
import { Button, ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Page, pageStyles } from '@/components/page';
import { RecordList } from '@/components/record-list';
import { SkeletonList } from '@/components/skeleton';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { describeError, errorText, formatEpoch } from '@/lib/error-message';
import { signInPath } from '@/lib/session';
import { useAwardsText } from '@/lib/use-reward-text';
import { useSignedIn } from '@/stores/session-store';
import { newRequestId, usePointsExchange } from '../api/points-exchange';
import { usePointsInfo, type PointsInfo } from '../api/points-info';
import { usePointsLog } from '../api/points-log';

const KINDS = new Set(['reward_points', 'points_exchange', 'sign_in_make_up']);

function HistoryRow({ item }: { item: PointsLogItem }) {
  const { t } = useTranslation();
  const kind = KINDS.has(item.kind) ? item.kind : 'other';
  const sign = item.amount > 0 ? '+' : '−';
  return (
    <li className={pageStyles.row}>
      <span className={pageStyles.rowMain}>
        <span className={pageStyles.rowTitle}>{t(`pointsPage.kind.${kind}`)}</span>
        <span className={pageStyles.rowSub}>{formatEpoch(item.createdAt)}</span>
      </span>
      <span className={item.amount > 0 ? pageStyles.green : undefined}>
        {sign}
        {formatReward(Math.abs(item.amount))}
      </span>
    </li>
  );
}

function History() {
  const { t } = useTranslation();
  const query = usePointsLog();
  return (
    <RecordList
      query={query}
      label={t('pointsPage.history')}
      failedTitle={t('pointsPage.historyFailed')}
      row={(item) => <HistoryRow key={item.id} item={item} />}
      empty={
        <EmptyState
          icon="star"
          title={t('pointsPage.historyEmptyTitle')}
          text={t('pointsPage.historyEmptyText')}
          action={
            <ButtonLink to={pathTo('activity-sign-in')}>{t('pointsPage.toSignIn')}</ButtonLink>
          }
        />
      }
    />
  );
}

/** The shop's items: what each pays, its price, what stock is left, and Swap. */
function Shop({ info }: { info: PointsInfo }) {
  const { t } = useTranslation();
  const awards = useAwardsText();
  const exchange = usePointsExchange();
  // A purchase keeps its request id until it is answered, so a retry is charged once.
  const pending = useRef(new Map<number, string>());
  const buy = (itemId: number) => {
    const requestId = pending.current.get(itemId) ?? newRequestId();
    pending.current.set(itemId, requestId);
    exchange.mutate(
      { itemId, requestId },
      {
        onSuccess: () => pending.current.delete(itemId),
        onError: (error) => {
          // A refusal is final; only a lost answer is retried with the same id.
          if (error instanceof ApiError) pending.current.delete(itemId);
        },
      },
    );
  };
  if (!info.live) return <p className={pageStyles.muted}>{t('pointsPage.closed')}</p>;
  if (info.items.length === 0)
    return <p className={pageStyles.muted}>{t('pointsPage.emptyShop')}</p>;
  return (
    <>
      <ul className={pageStyles.list} aria-label={t('pointsPage.shop')}>
        {info.items.map((item) => {
          const price = formatReward(item.pricePoints);
          const soldOut = item.stock !== null && item.stock.left === 0;
          return (
            <li key={item.id} className={pageStyles.row}>
              <span className={pageStyles.rowMain}>
                <span className={pageStyles.rowTitle}>{item.title}</span>
                <span className={pageStyles.rowSub}>
                  {awards(item.awards)} · {t('pointsPage.price', { price })}
                  {item.stock
                    ? ` · ${t(`pointsPage.left.${item.stock.period}`, { count: item.stock.left })}`
                    : ''}
                </span>
              </span>
              {soldOut ? (
                <span className={pageStyles.muted}>{t('pointsPage.soldOut')}</span>
              ) : (
                <Button
                  small
                  onClick={() => buy(item.id)}
                  disabled={exchange.isPending || info.points < item.pricePoints}
                  aria-label={t('pointsPage.buyItem', { price, title: item.title })}
                >
                  {exchange.isPending && exchange.variables.itemId === item.id
                    ? t('pointsPage.buying')
                    : t('pointsPage.buy')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {exchange.isError ? (
        <p className={pageStyles.muted} role="alert">
          {t('pointsPage.failed', { reason: describeError(errorText(exchange.error), t) })}
        </p>
      ) : null}
    </>
  );
}

/** /points: the player's points, the points shop, and the points history. */
export function PointsPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  if (!signedIn)
    return (
      <Page>
        <EmptyState
          icon="lock"
          title={t('pointsPage.logInTitle')}
          text={t('pointsPage.logInText')}
          action={
            <ButtonLink to={signInPath(pathTo('points'))}>{t('pointsPage.logIn')}</ButtonLink>
          }
        />
      </Page>
    );
  return <PointsOf />;
}

function PointsOf() {
  const { t } = useTranslation();
  const info = usePointsInfo();
  return (
    <Page>
      {info.isPending ? (
        <SkeletonList rows={3} />
      ) : info.isError ? (
        <EmptyState
          icon="refresh"
          title={t('pointsPage.loadFailed')}
          text={describeError(errorText(info.error), t)}
          action={<Button onClick={() => void info.refetch()}>{t('pointsPage.retry')}</Button>}
        />
      ) : (
        <>
          <section className={pageStyles.card} aria-labelledby="points-balance">
            <h2 id="points-balance" className={pageStyles.cardTitle}>
              {t('pointsPage.balance')}
            </h2>
            <p
              className={pageStyles.gold}
              style={{ fontSize: 28, fontWeight: 900 }}
              data-testid="points-balance"
            >
              {formatReward(info.data.points)}
            </p>
            <p className={pageStyles.muted}>{t('pointsPage.balanceNote')}</p>
          </section>
          <h2 className={pageStyles.cardTitle}>{t('pointsPage.shop')}</h2>
          <Shop info={info.data} />
        </>
      )}
      <h2 className={pageStyles.cardTitle}>{t('pointsPage.history')}</h2>
      <History />
    </Page>
  );
}
