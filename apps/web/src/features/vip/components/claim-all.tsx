import { Button } from '@/components/button';
import { useTranslation } from '@/i18n/use-translation';
import type { VipInfo } from '../api/get-vip-info';
import { useReceiveUnclaimed } from '../api/receive-vip-task-un-receive-bonus';
import { ClaimFailure, ClaimRefusals } from '@/components/claim-refused';
import styles from './vip-pages.module.css';
import { coinText } from '@/lib/coins';

/**
 * Every VIP and rebate reward waiting, claimed at once; what the server left unpaid is said in
 * words below. Shown while something waits, and after a claim until its answer is read.
 */
export function ClaimAll({ unclaimed }: { unclaimed: VipInfo['unclaimed'] }) {
  const { t } = useTranslation();
  const receive = useReceiveUnclaimed();
  if (unclaimed.count === 0 && receive.isIdle) return null;
  return (
    <div className={styles.claimAll}>
      {unclaimed.count > 0 ? (
        <div className={styles.claimAllBar}>
          <p>
            {t('vip.unclaimed', {
              count: unclaimed.count,
              amount: coinText(unclaimed.coin),
            })}
          </p>
          <Button
            small
            onClick={() => receive.mutate()}
            disabled={receive.isPending}
            aria-busy={receive.isPending}
          >
            {receive.isPending ? t('vip.claiming') : t('vip.claimAll', { count: unclaimed.count })}
          </Button>
        </div>
      ) : null}
      {receive.isError ? <ClaimFailure error={receive.error} /> : null}
      {receive.data ? <ClaimRefusals refused={receive.data.refused} /> : null}
    </div>
  );
}
