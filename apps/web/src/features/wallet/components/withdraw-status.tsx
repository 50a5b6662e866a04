import { useQuery } from '@tanstack/react-query';
import type { ExchangeStatus } from '@lobby/contract/values/wallet';
import { Button, ButtonLink } from '@/components/button';
import { Icon } from '@/components/icon';
import { Link } from '@/components/link';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { formatEpoch } from '@/lib/error-message';
import { recentExchangeOrdersQuery } from '../api/exchange-order-list';
import { money } from '../lib/amount';
import { EXCHANGE_STEPS, exchangeProgress, exchangeTone } from '../lib/status';
import { StatusChip } from './wallet-ui';
import shared from './wallet-shared.module.css';
import styles from './withdraw-panel.module.css';

/** The four steps of a withdrawal, filled as far as the order has come. */
function Timeline({ status }: { status: ExchangeStatus }) {
  const { t } = useTranslation();
  const { reached, stopped } = exchangeProgress(status);
  return (
    <ol className={styles.timeline} aria-label={t('wallet.progress')}>
      {EXCHANGE_STEPS.map((step, index) => (
        <li
          key={step}
          className={styles.step}
          data-state={
            index < reached || (index === reached && !stopped)
              ? 'done'
              : index === reached && stopped
                ? 'stopped'
                : 'todo'
          }
        >
          <span className={styles.stepDot} aria-hidden="true" />
          <span className={styles.stepLabel}>
            {index === reached && stopped
              ? t(`wallet.exchangeStatus.${status}`)
              : t(`wallet.step.${step}`)}
          </span>
        </li>
      ))}
    </ol>
  );
}

export function RecentWithdrawals() {
  const { t } = useTranslation();
  const recent = useQuery(recentExchangeOrdersQuery());
  const list = recent.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className={shared.section}>
      <div className={shared.sectionHead}>
        <h2 className={shared.sectionTitle}>{t('wallet.recentWithdrawals')}</h2>
        <Link to={pathTo('wallets-record')} className={shared.sectionLink}>
          {t('wallet.allRecords')}
        </Link>
      </div>
      <div className={shared.records}>
        {list.map((order) => (
          <div key={order.orderNo} className={styles.recentOrder}>
            <div className={styles.recentTop}>
              <span className={shared.recordMain}>
                <span className={shared.recordTitle}>{money(order.amount)}</span>
                <span className={shared.recordSub}>
                  {order.bankName} {order.accountNo} · {formatEpoch(order.createdAt)}
                </span>
              </span>
              <StatusChip tone={exchangeTone(order.status)}>
                {t(`wallet.exchangeStatus.${order.status}`)}
              </StatusChip>
            </div>
            <Timeline status={order.status} />
          </div>
        ))}
      </div>
    </section>
  );
}

/** What the request answered: the order, its state and what the player receives. */
export function Requested({
  result,
  onDone,
}: {
  result: { orderNo: string; status: ExchangeStatus; amount: number; fee: number };
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const tone = exchangeTone(result.status);
  return (
    <section className={shared.status} aria-live="polite" data-testid="withdraw-status">
      <span className={shared.statusBadge} data-tone={tone === 'failed' ? 'failed' : 'success'}>
        <Icon name="check" size={30} strokeWidth={2.4} />
      </span>
      <h2 className={shared.statusTitle}>{t('wallet.withdrawRequested')}</h2>
      <p className={shared.statusAmount}>{money(result.amount - result.fee)}</p>
      <p className={shared.statusText}>{t(`wallet.exchangeStatusText.${result.status}`)}</p>
      <Timeline status={result.status} />
      <p className={shared.recordSub}>{t('wallet.orderNo', { orderNo: result.orderNo })}</p>
      <div className={shared.statusActions}>
        <ButtonLink variant="ghost" to={pathTo('wallets-record')}>
          {t('titles.wallets-record')}
        </ButtonLink>
        <Button onClick={onDone}>{t('wallet.done')}</Button>
      </div>
    </section>
  );
}
