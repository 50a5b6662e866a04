import type { BonusItem } from '@lobby/contract/rewards';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { RecordList } from '@/components/record-list';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { formatEpoch } from '@/lib/error-message';
import { signInPath } from '@/lib/session';
import { useAwardsText } from '@/lib/use-reward-text';
import { useSignedIn } from '@/stores/session-store';
import { useRebateLog } from '../api/bet-bonus-log';
import styles from './vip-pages.module.css';

/** A rebate granted: the day it came, what it pays, and whether it waits, was claimed or expired. */
function RebateRow({ item }: { item: BonusItem }) {
  const { t } = useTranslation();
  const awards = useAwardsText();
  return (
    <li className={styles.recordRow}>
      <span className={styles.taskMain}>
        <span className={styles.reward}>{awards(item.awards)}</span>
        <span className={styles.fine}>
          {t('vip.grantedOn', { date: formatEpoch(item.createdAt) })}
        </span>
      </span>
      <span className={styles.state} data-state={item.status}>
        {t(`vip.status.${item.status}`)}
      </span>
    </li>
  );
}

function RebateLog() {
  const { t } = useTranslation();
  const query = useRebateLog();
  return (
    <RecordList
      query={query}
      label={t('vip.recordList')}
      failedTitle={t('vip.recordFailed')}
      row={(item) => <RebateRow key={item.id} item={item} />}
      empty={
        <EmptyState
          icon="document"
          title={t('vip.recordEmptyTitle')}
          text={t('vip.recordEmptyText')}
          action={<ButtonLink to={pathTo('index')}>{t('vip.toLobby')}</ButtonLink>}
        />
      }
    />
  );
}

/** The rebate history (the bonus centre's rebate rewards), newest first, a page at a time. */
export function RebateRecord() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  if (signedIn) return <RebateLog />;
  return (
    <EmptyState
      icon="lock"
      title={t('vip.recordSignInTitle')}
      text={t('vip.rebateSignInText')}
      action={
        <ButtonLink to={signInPath(pathTo('vip-rebate-record'))}>{t('vip.logIn')}</ButtonLink>
      }
    />
  );
}
