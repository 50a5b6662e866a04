import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { NavLink } from '@/components/link';
import { useTranslation } from '@/i18n/use-translation';
import type { Activity, AppConfig } from '@lobby/contract/app-config';
import type { BonusTypeValue } from '@lobby/contract/rewards';
import { ActivityType } from '@lobby/contract/values/enums';
import { ArtImage } from '@/components/art-image';
import { ConfigGate } from '@/components/config-gate';
import { EmptyState } from '@/components/empty-state';
import { LevelTable } from '@/components/level-table';
import { Page, pageStyles } from '@/components/page';
import { paths, type PathName } from '@/config/paths';
import { useLiveActivities } from '@/lib/use-live-activities';
import { useActivityClick } from '@/lib/use-activity-click';
import { useSignedIn } from '@/stores/session-store';
import { useClaimableCounts } from '../api/bet-bonus';
import styles from './bonus-pages.module.css';
import { BonusRecord, RewardRecord } from './bonus-records';
import { RewardsPanel } from './rewards-panel';
import { coinText } from '@/lib/coins';

const tabs: { name: PathName; key: string; end?: boolean; type?: BonusTypeValue }[] = [
  { name: 'bonus', key: 'bonus.tabAll', end: true },
  { name: 'bonus-event', key: 'bonus.tabEvents', type: 'event' },
  { name: 'bonus-tasks', key: 'bonus.tabTasks', type: 'tasks' },
  { name: 'bonus-reward', key: 'bonus.tabRewards', type: 'reward' },
  { name: 'bonus-rebate', key: 'bonus.tabRebate', type: 'rebate' },
  { name: 'bonus-vip', key: 'bonus.tabVip', type: 'vip' },
  { name: 'bonus-record', key: 'bonus.tabRecord' },
];

/**
 * /bonus and its child pages share these tabs; a tab with rewards waiting to be claimed carries a
 * red dot (the counts of the latest betBonus answer).
 */
export function BonusLayout() {
  const { t } = useTranslation();
  const claimable = useClaimableCounts(useSignedIn());
  return (
    <>
      <nav className={styles.tabs} aria-label={t('titles.bonus')}>
        {tabs.map((tab) => (
          <NavLink key={tab.name} to={paths[tab.name]} end={tab.end} className={styles.tab}>
            {t(tab.key)}
            {tab.type && (claimable?.[tab.type] ?? 0) > 0 ? (
              <span className={styles.dot} role="img" aria-label={t('common.unread')} />
            ) : null}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </>
  );
}

function ActivityCards({ activities }: { activities: Activity[] }) {
  const { t } = useTranslation();
  const open = useActivityClick();
  if (activities.length === 0) {
    return (
      <EmptyState icon="gift" title={t('bonus.noEventsTitle')} text={t('bonus.noEventsText')} />
    );
  }
  return (
    <>
      {activities.map((activity) => (
        <button
          key={activity.id}
          type="button"
          className={styles.card}
          onClick={() => open(activity, 'bonus')}
        >
          {activity.banner ? (
            <ArtImage src={activity.banner} label={activity.title} width={720} height={300} />
          ) : null}
          <span className={styles.cardBody}>
            <ArtImage
              src={activity.icon}
              label={activity.name}
              width={40}
              height={40}
              style={{ width: 40, height: 40, borderRadius: 12 }}
            />
            <span className={styles.cardTitle}>{activity.title || activity.name}</span>
            <span className={styles.cta}>{t('common.view')}</span>
          </span>
        </button>
      ))}
    </>
  );
}

/** The live activities (getActivityIds) with a page of their own: all but Notice and HomeGuide. */
function useEventActivities(config: AppConfig) {
  return useLiveActivities(config.activities).filter(
    (a) => a.type !== ActivityType.Notice && a.type !== ActivityType.HomeGuide,
  );
}

function AllEvents({ config }: { config: AppConfig }) {
  return <ActivityCards activities={useEventActivities(config)} />;
}

/** Every live activity from config, in its configured order. */
export function BonusRootPage() {
  return (
    <ConfigGate>
      {(config) => (
        <Page withTabs>
          <AllEvents config={config} />
        </Page>
      )}
    </ConfigGate>
  );
}

/** The live events: neither tasks nor the VIP club's, which have tabs of their own. */
function OtherEvents({ config }: { config: AppConfig }) {
  return (
    <ActivityCards
      activities={useEventActivities(config).filter(
        (a) => !isTaskType(a) && a.type !== ActivityType.VIP && a.type !== ActivityType.VipRebate,
      )}
    />
  );
}

const isTaskType = (a: Activity) => a.type === ActivityType.Tasks || a.type === ActivityType.Tasks1;

/**
 * The event tab: its rewards to claim, then `lead` (a system's own card the app puts here: the
 * growth fund), then the other live events.
 */
export function BonusEventPage({ lead }: { lead?: ReactNode }) {
  return (
    <ConfigGate>
      {(config) => (
        <Page>
          <RewardsPanel type="event" />
          {lead}
          <OtherEvents config={config} />
        </Page>
      )}
    </ConfigGate>
  );
}

/** The rewards tab: money, the rewards to claim and those claimed or expired lately. */
export function BonusRewardPage() {
  return (
    <Page>
      <RewardsPanel type="reward" full />
    </Page>
  );
}

/** The rebates to claim, then the rebate percentage of valid bets by VIP level, from config. */
export function BonusRebatePage() {
  const { t } = useTranslation();
  return (
    <ConfigGate>
      {(config) => (
        <Page>
          <RewardsPanel type="rebate" />
          <p className={pageStyles.muted}>{t('bonus.rebateText')}</p>
          <div className={pageStyles.card}>
            <LevelTable
              levels={config.levelConfigs}
              columns={[
                {
                  head: t('vip.rebate'),
                  cell: (l) => t('vip.percent', { value: l.rebateBp / 100 }),
                },
              ]}
            />
          </div>
        </Page>
      )}
    </ConfigGate>
  );
}

/** The VIP awards to claim, then the daily and sign-in awards by VIP level, from config. */
export function BonusVipPage() {
  const { t } = useTranslation();
  return (
    <ConfigGate>
      {(config) => (
        <Page>
          <RewardsPanel type="vip" />
          <div className={pageStyles.card}>
            <LevelTable
              levels={config.levelConfigs}
              columns={[
                { head: t('vip.daily'), cell: (l) => coinText(l.dailyAward), gold: true },
                { head: t('vip.signIn'), cell: (l) => coinText(l.signInAward), gold: true },
              ]}
            />
          </div>
        </Page>
      )}
    </ConfigGate>
  );
}

export function BonusRecordPage() {
  return <BonusRecord />;
}

export function RewardRecordPage() {
  return <RewardRecord />;
}
