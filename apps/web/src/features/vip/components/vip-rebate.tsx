import { useId } from 'react';
import type { TFunction } from 'i18next';
import { Button, ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { LevelTable } from '@/components/level-table';
import { pageStyles } from '@/components/page';
import { SkeletonList } from '@/components/skeleton';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { signInPath } from '@/lib/session';
import { useSignedIn } from '@/stores/session-store';
import { useReceiveRebate } from '../api/bet-bonus-receive';
import { useVipInfo, type VipInfo } from '../api/get-vip-info';
import type { VipLevel } from '../lib/levels';
import { ClaimFailure, ClaimRefusals } from '@/components/claim-refused';
import { claimedSince } from './vip-awards';
import styles from './vip-pages.module.css';
import { coinText } from '@/lib/coins';

/** A rate in basis points as a percentage: 20 → "0.2%". */
const rate = (bp: number, t: TFunction) => t('vip.percent', { value: bp / 100 });

/** The player's rate, today's valid bets and estimate, and the rebate to claim. */
function MyRebate({
  info,
  levels,
  dataUpdatedAt,
}: {
  info: VipInfo;
  levels: readonly VipLevel[];
  dataUpdatedAt: number;
}) {
  const { t } = useTranslation();
  const headId = useId();
  const claimId = useId();
  const receive = useReceiveRebate();
  const name =
    levels.find((l) => l.level === info.level)?.name ?? t('vip.levelN', { level: info.level });
  const claimable = claimedSince(receive, dataUpdatedAt) ? 0 : info.rebate.claimable;
  return (
    <section className={styles.rebate} aria-labelledby={headId} data-testid="my-rebate">
      <h2 id={headId} className={styles.sectionTitle}>
        {t('vip.rebateRate')}
      </h2>
      <p className={styles.rate}>{rate(info.rebateBp, t)}</p>
      <p className={pageStyles.muted}>
        {t('vip.rebateRateText', { rate: rate(info.rebateBp, t), name })}
      </p>
      <dl className={styles.figures}>
        <div>
          <dt>{t('vip.todayBets')}</dt>
          <dd>{coinText(info.rebate.todayValidBets)}</dd>
        </div>
        <div>
          <dt>{t('vip.todayEstimate')}</dt>
          <dd>{coinText(info.rebate.todayEstimate)}</dd>
        </div>
      </dl>
      <p className={styles.fine}>{t('vip.estimateNote')}</p>
      <div className={styles.claimRow}>
        <span className={styles.taskMain}>
          <span id={claimId} className={styles.taskTitle}>
            {t('vip.claimableRebate')}
          </span>
          <span className={styles.reward}>{coinText(claimable)}</span>
        </span>
        {claimable > 0 ? (
          <Button
            small
            onClick={() => receive.mutate()}
            disabled={receive.isPending}
            aria-busy={receive.isPending}
            aria-describedby={claimId}
          >
            {receive.isPending ? t('vip.claiming') : t('vip.claim')}
          </Button>
        ) : (
          <span className={styles.state}>{t('vip.noRebateToClaim')}</span>
        )}
      </div>
      {receive.isError ? <ClaimFailure error={receive.error} /> : null}
      {receive.data ? <ClaimRefusals refused={receive.data.refused} /> : null}
    </section>
  );
}

/** Signed in, the player's rebate (skeleton, failure with Retry); signed out, a way to sign in. */
export function RebateSummary({ levels }: { levels: readonly VipLevel[] }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const query = useVipInfo(signedIn);
  if (!signedIn) {
    return (
      <EmptyState
        icon="lock"
        title={t('vip.rebateSignInTitle')}
        text={t('vip.rebateSignInText')}
        action={<ButtonLink to={signInPath(pathTo('vip-rebate'))}>{t('vip.logIn')}</ButtonLink>}
      />
    );
  }
  if (query.isPending) return <SkeletonList rows={2} height={96} />;
  if (query.isError) {
    return <LoadFailed title={t('vip.loadFailed')} query={query} />;
  }
  return <MyRebate info={query.data} levels={levels} dataUpdatedAt={query.dataUpdatedAt} />;
}

/** Every level's rebate rate, the player's own highlighted. */
export function RebateRates({
  levels,
  current,
}: {
  levels: readonly VipLevel[];
  current: number | null;
}) {
  const { t } = useTranslation();
  const headId = useId();
  return (
    <section className={pageStyles.card} aria-labelledby={headId}>
      <h2 id={headId} className={pageStyles.cardTitle}>
        {t('vip.ratesTitle')}
      </h2>
      <p className={pageStyles.muted}>{t('vip.rebateText')}</p>
      <LevelTable
        levels={levels}
        name={(l) => l.name}
        current={current}
        columns={[{ head: t('vip.rebate'), cell: (l) => rate(l.rebateBp, t), gold: true }]}
      />
    </section>
  );
}
