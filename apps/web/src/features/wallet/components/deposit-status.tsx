import { useEffect, useRef, useState } from 'react';
import { Button, ButtonLink } from '@/components/button';
import { Icon } from '@/components/icon';
import { Skeleton } from '@/components/skeleton';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { errorText, describeError, formatEpoch } from '@/lib/error-message';
import { useRechargeOrder } from '../api/recharge-order';
import { money } from '../lib/amount';
import { afterMoneyChange } from '../lib/balances';
import { clearPendingDeposit } from '../lib/checkout';
import { rechargeTone } from '../lib/status';
import shared from './wallet-shared.module.css';

/**
 * The order the player comes back from: asked about until it settles (the provider's webhook
 * may land a moment later), then success, waiting or failure in words; balances refresh when it
 * is credited.
 */
export function DepositStatus({ orderNo, onDone }: { orderNo: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [since] = useState(() => Date.now());
  const order = useRechargeOrder(orderNo, since);
  const status = order.data?.status;
  const refreshed = useRef(false);

  useEffect(() => {
    if (status === 'credited' && !refreshed.current) {
      refreshed.current = true;
      void afterMoneyChange();
    }
    if (status === 'credited' || status === 'failed' || status === 'expired') clearPendingDeposit();
  }, [status]);

  if (order.isError) {
    return (
      <section className={shared.status} aria-live="polite" data-testid="deposit-status">
        <span className={shared.statusBadge} data-tone="failed">
          <Icon name="alert" size={30} />
        </span>
        <h2 className={shared.statusTitle}>{t('wallet.orderUnknown')}</h2>
        <p className={shared.statusText}>{describeError(errorText(order.error), t)}</p>
        <div className={shared.statusActions}>
          <Button variant="ghost" onClick={() => void order.refetch()}>
            {t('wallet.checkAgain')}
          </Button>
          <Button onClick={onDone}>{t('wallet.newDeposit')}</Button>
        </div>
      </section>
    );
  }

  if (!order.data) {
    return (
      <section className={shared.status} aria-live="polite" aria-busy="true">
        <Skeleton width={60} height={60} radius="50%" />
        <p className={shared.statusText}>{t('wallet.checkingOrder')}</p>
      </section>
    );
  }

  const tone = rechargeTone(order.data.status);
  const icon = tone === 'success' ? 'check' : tone === 'failed' ? 'close' : 'clock';
  return (
    <section className={shared.status} aria-live="polite" data-testid="deposit-status">
      <span className={shared.statusBadge} data-tone={tone}>
        <Icon name={icon} size={30} strokeWidth={2.4} />
      </span>
      <h2 className={shared.statusTitle}>{t(`wallet.depositStatus.${order.data.status}`)}</h2>
      <p className={shared.statusAmount}>{money(order.data.amount)}</p>
      {order.data.status === 'credited' && order.data.bonus > 0 ? (
        <p className={shared.amountBonus}>
          {t('wallet.bonusCredited', { bonus: money(order.data.bonus) })}
        </p>
      ) : null}
      <p className={shared.statusText}>
        {t(`wallet.depositStatusText.${order.data.status}`, {
          until: formatEpoch(order.data.expiresAt),
        })}
      </p>
      <p className={shared.recordSub}>{t('wallet.orderNo', { orderNo })}</p>
      <div className={shared.statusActions}>
        {tone === 'pending' ? (
          <>
            <Button
              variant="ghost"
              onClick={() => void order.refetch()}
              disabled={order.isFetching}
            >
              {t('wallet.checkAgain')}
            </Button>
            <Button onClick={onDone}>{t('wallet.newDeposit')}</Button>
          </>
        ) : tone === 'success' ? (
          <>
            <Button variant="ghost" onClick={onDone}>
              {t('wallet.depositAgain')}
            </Button>
            <ButtonLink to={pathTo('index')}>{t('wallet.playNow')}</ButtonLink>
          </>
        ) : (
          <>
            <ButtonLink variant="ghost" to={pathTo('wallets-record')}>
              {t('titles.wallets-record')}
            </ButtonLink>
            <Button onClick={onDone}>{t('wallet.tryAgain')}</Button>
          </>
        )}
      </div>
    </section>
  );
}
