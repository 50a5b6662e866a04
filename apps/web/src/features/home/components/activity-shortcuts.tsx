import { useTranslation } from '@/i18n/use-translation';
import type { Activity } from '@lobby/contract/app-config';
import { ArtImage } from '@/components/art-image';
import { useActivityClick } from '@/lib/use-activity-click';
import { useDotStore } from '@/stores/dot-store';
import { activityDot } from '../lib/lobby';
import styles from './activity-shortcuts.module.css';

/** A row of activity icons (sign-in, tasks, VIP, invite, jackpot …) with red dots. */
export function ActivityShortcuts({ activities }: { activities: Activity[] }) {
  const { t } = useTranslation();
  const dots = useDotStore();
  const openActivity = useActivityClick();
  if (activities.length === 0) return null;
  return (
    <nav className={styles.row} aria-label={t('home.activities')}>
      {activities.map((activity) => (
        <button
          key={activity.id}
          type="button"
          className={styles.item}
          onClick={() => openActivity(activity, 'shortcut')}
        >
          <span className={styles.icon}>
            <ArtImage src={activity.icon} label={activity.name} width={52} height={52} />
            {activityDot(activity, dots) ? (
              <span className={styles.dot} aria-label={t('common.unread')} />
            ) : null}
          </span>
          <span className={styles.name}>{activity.name}</span>
        </button>
      ))}
    </nav>
  );
}
