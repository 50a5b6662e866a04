import { Outlet } from 'react-router';
import { NavLink } from '../../../components/link';
import { useTranslation } from '../../../i18n/use-translation';
import type { Activity, AppConfig, TaskConfig } from '@lobby/contract/app-config';
import { ActivityType, propKind } from '@lobby/contract/values/enums';
import { formatReward } from '@lobby/contract/values/money';
import { ArtImage } from '../../../components/art-image';
import { ConfigGate } from '../../../components/config-gate';
import { EmptyState } from '../../../components/empty-state';
import { LevelTable } from '../../../components/level-table';
import { Page, pageStyles } from '../../../components/page';
import { paths, type PathName } from '../../../config/paths';
import { liveActivities } from '../../../lib/live-activities';
import { useActivityClick } from '../../../lib/use-activity-click';
import styles from './bonus-pages.module.css';

const tabs: { name: PathName; key: string; end?: boolean }[] = [
  { name: 'bonus', key: 'bonus.tabAll', end: true },
  { name: 'bonus-event', key: 'bonus.tabEvents' },
  { name: 'bonus-tasks', key: 'bonus.tabTasks' },
  { name: 'bonus-reward', key: 'bonus.tabRewards' },
  { name: 'bonus-rebate', key: 'bonus.tabRebate' },
  { name: 'bonus-vip', key: 'bonus.tabVip' },
  { name: 'bonus-record', key: 'bonus.tabRecord' },
];

/** /bonus and its child pages share these tabs. */
export function BonusLayout() {
  const { t } = useTranslation();
  return (
    <>
      <nav className={styles.tabs} aria-label={t('titles.bonus')}>
        {tabs.map((tab) => (
          <NavLink key={tab.name} to={paths[tab.name]} end={tab.end} className={styles.tab}>
            {t(tab.key)}
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

const eventTypes = (config: AppConfig) =>
  liveActivities(config.activities).filter(
    (a) => a.type !== ActivityType.Notice && a.type !== ActivityType.HomeGuide,
  );

/** Every live activity from config, in its configured order. */
export function BonusRootPage() {
  return (
    <ConfigGate>
      {(config) => (
        <Page withTabs>
          <ActivityCards activities={eventTypes(config)} />
        </Page>
      )}
    </ConfigGate>
  );
}

const isTaskType = (a: Activity) => a.type === ActivityType.Tasks || a.type === ActivityType.Tasks1;

export function BonusEventPage() {
  return (
    <ConfigGate>
      {(config) => (
        <Page>
          <ActivityCards
            activities={eventTypes(config).filter(
              (a) =>
                !isTaskType(a) && a.type !== ActivityType.VIP && a.type !== ActivityType.VipRebate,
            )}
          />
        </Page>
      )}
    </ConfigGate>
  );
}

export const useRewardText = () => {
  const { t } = useTranslation();
  return (propId: number, count: number) => {
    switch (propKind(propId)) {
      case 'coin':
        return t('bonus.rewardCoin', { amount: formatReward(count) });
      case 'points':
        return t('bonus.rewardPoints', { amount: formatReward(count) });
      case 'liveness':
        return t('bonus.rewardLiveness', { amount: formatReward(count) });
      default:
        return t('bonus.rewardItem', { amount: formatReward(count) });
    }
  };
};

/** The task list the operator configured, by kind; progress arrives with the tasks issue. */
export function BonusTasksPage() {
  const { t } = useTranslation();
  const reward = useRewardText();
  return (
    <ConfigGate>
      {(config) => {
        if (config.tasks.length === 0) return <EmptyState icon="star" title={t('bonus.noTasks')} />;
        const kinds: TaskConfig['kind'][] = ['newbie', 'daily', 'weekly'];
        return (
          <Page>
            {kinds.map((kind) => {
              const list = config.tasks
                .filter((task) => task.kind === kind)
                .sort((a, b) => a.sort - b.sort);
              if (list.length === 0) return null;
              return (
                <section key={kind}>
                  <h2 className={pageStyles.cardTitle}>{t(`bonus.kind.${kind}`)}</h2>
                  <div className={pageStyles.list}>
                    {list.map((task) => (
                      <div key={task.id} className={pageStyles.row}>
                        <span className={pageStyles.rowMain}>
                          <span className={pageStyles.rowTitle}>{task.title}</span>
                        </span>
                        <span className={styles.reward}>{reward(task.propId, task.count)}</span>
                      </div>
                    ))}
                  </div>
                </section>
              );
            })}
          </Page>
        );
      }}
    </ConfigGate>
  );
}

export function BonusRewardPage() {
  const { t } = useTranslation();
  return <EmptyState icon="gift" title={t('bonus.rewardsTitle')} text={t('bonus.rewardsText')} />;
}

/** Rebate percentage of valid bets by VIP level, from config. */
export function BonusRebatePage() {
  const { t } = useTranslation();
  return (
    <ConfigGate>
      {(config) => (
        <Page>
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

/** Daily and sign-in awards by VIP level, from config. */
export function BonusVipPage() {
  const { t } = useTranslation();
  return (
    <ConfigGate>
      {(config) => (
        <Page>
          <div className={pageStyles.card}>
            <LevelTable
              levels={config.levelConfigs}
              columns={[
                { head: t('vip.daily'), cell: (l) => formatReward(l.dailyAward), gold: true },
                { head: t('vip.signIn'), cell: (l) => formatReward(l.signInAward), gold: true },
              ]}
            />
          </div>
        </Page>
      )}
    </ConfigGate>
  );
}

export function BonusRecordPage() {
  const { t } = useTranslation();
  return <EmptyState icon="document" title={t('bonus.recordTitle')} text={t('bonus.recordText')} />;
}

export function PointsPage() {
  const { t } = useTranslation();
  return <EmptyState icon="star" title={t('bonus.pointsTitle')} text={t('bonus.pointsText')} />;
}

export function RewardRecordPage() {
  const { t } = useTranslation();
  return (
    <EmptyState icon="document" title={t('bonus.rewardRecordTitle')} text={t('bonus.recordText')} />
  );
}
