import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { FilterSelect } from '@/components/filter-select';
import { Page, pageStyles } from '@/components/page';
import { RecordList } from '@/components/record-list';
import { pathTo, type PathName } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { formatEpoch } from '@/lib/error-message';
import { signInPath } from '@/lib/session';
import { useSignedIn } from '@/stores/session-store';
import { useAwardLog } from '../api/award-log';
import { useBetBonusLog } from '../api/bet-bonus-log';
import { activityName, awardActivities, isActivityCode } from '../lib/bonus';
import { useAwardsText } from '@/lib/use-reward-text';
import list from './bonus-list.module.css';
import { PastRow } from './rewards-panel';

/** The bonus records' empty state: rewards are earned in the bonus centre. */
function NoRecord() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="document"
      title={t('bonus.recordEmptyTitle')}
      text={t('bonus.recordEmptyText')}
      action={<ButtonLink to={pathTo('bonus-reward')}>{t('bonus.toRewards')}</ButtonLink>}
    />
  );
}

/** Signed out, a record page asks to log in first, with a way back to it. */
function SignedInOnly({ path, children }: { path: PathName; children: ReactNode }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  if (signedIn) return <>{children}</>;
  return (
    <EmptyState
      icon="lock"
      title={t('bonus.recordSignInTitle')}
      text={t('bonus.signInText')}
      action={<ButtonLink to={signInPath(pathTo(path))}>{t('bonus.logIn')}</ButtonLink>}
    />
  );
}

function BonusLog() {
  const { t } = useTranslation();
  const query = useBetBonusLog();
  return (
    <RecordList
      query={query}
      label={t('bonus.recordList')}
      empty={<NoRecord />}
      failedTitle={t('bonus.loadFailed')}
      row={(item) => <PastRow key={item.id} item={item} />}
    />
  );
}

/**
 * The award log's filter: the activities a player can have, by their en-US names. The choice is
 * the page's `activity` query, so it survives a reload and the back button.
 */
function AwardFilter({
  activity,
  onChange,
}: {
  activity: string | undefined;
  onChange: (activity: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const known = awardActivities(t);
  // An activity in the address that the strings do not name yet is still offered, by its code.
  const options = activity === undefined || known.includes(activity) ? known : [...known, activity];
  return (
    <FilterSelect
      label={t('bonus.filterActivity')}
      value={activity ?? ''}
      onChange={(value) => onChange(value === '' ? undefined : value)}
    >
      <option value="">{t('bonus.allActivities')}</option>
      {options.map((code) => (
        <option key={code} value={code}>
          {activityName(code, t)}
        </option>
      ))}
    </FilterSelect>
  );
}

/** The page's activity filter, kept in its address (`?activity=sign-up`). */
function useActivityParam() {
  const [params, setParams] = useSearchParams();
  const value = params.get('activity');
  const activity = isActivityCode(value) ? value : undefined;
  const setActivity = (next: string | undefined) =>
    setParams(
      (prev) => {
        const query = new URLSearchParams(prev);
        if (next) query.set('activity', next);
        else query.delete('activity');
        return query;
      },
      { replace: true, preventScrollReset: true },
    );
  return [activity, setActivity] as const;
}

/** The award log, of one activity when chosen: a new choice starts the list from its first page. */
function AwardLog() {
  const { t } = useTranslation();
  const awards = useAwardsText();
  const [activity, setActivity] = useActivityParam();
  const query = useAwardLog(activity);
  return (
    <>
      <AwardFilter activity={activity} onChange={setActivity} />
      <RecordList
        query={query}
        label={t('bonus.rewardRecordList')}
        empty={<NoRecord />}
        failedTitle={t('bonus.loadFailed')}
        row={(item) => (
          <li key={item.id} className={list.row}>
            <span className={pageStyles.rowMain}>
              <span className={list.rowTitle}>{activityName(item.activity, t)}</span>
              <span className={list.rowSub}>
                {t('bonus.receivedOn', { date: formatEpoch(item.claimedAt) })}
              </span>
            </span>
            <span className={list.reward}>{awards(item.awards)}</span>
          </li>
        )}
      />
    </>
  );
}

/** /bonus/record: every reward of the bonus centre, newest first, whatever its state. */
export function BonusRecord() {
  return (
    <SignedInOnly path="bonus-record">
      <Page>
        <BonusLog />
      </Page>
    </SignedInOnly>
  );
}

/** /reward/record: every award the player received, newest first, of one activity when chosen. */
export function RewardRecord() {
  return (
    <SignedInOnly path="reward-record">
      <Page>
        <AwardLog />
      </Page>
    </SignedInOnly>
  );
}
