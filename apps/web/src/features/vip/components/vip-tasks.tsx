import { useId } from 'react';
import type { VipTaskItem } from '@lobby/contract/vip';
import { Button } from '@/components/button';
import { useTranslation } from '@/i18n/use-translation';
import { useAwardsText } from '@/lib/use-reward-text';
import { useReceiveVipTask } from '../api/receive-vip-task';
import type { VipLevel } from '../lib/levels';
import { taskProgressText, taskTitle } from '../lib/task-text';
import { ClaimFailure } from '@/components/claim-refused';
import { claimedSince } from './vip-awards';
import styles from './vip-pages.module.css';

function TaskRow({
  task,
  level,
  levels,
  dataUpdatedAt,
}: {
  task: VipTaskItem;
  level: number;
  levels: readonly VipLevel[];
  dataUpdatedAt: number;
}) {
  const { t } = useTranslation();
  const awards = useAwardsText();
  const titleId = useId();
  const receive = useReceiveVipTask();
  const title = taskTitle(task, t);
  const progress = taskProgressText(task, t);
  const percent = Math.min(100, Math.floor((task.progress / task.target) * 100));
  const shown = claimedSince(receive, dataUpdatedAt) ? 'claimed' : task.state;
  const locked = task.minLevel > level;
  const opensAt = levels.find((l) => l.level === task.minLevel)?.name;
  return (
    <li className={styles.task} data-state={shown}>
      <div className={styles.taskHead}>
        <span className={styles.taskMain}>
          <span id={titleId} className={styles.taskTitle}>
            {title}
          </span>
          <span className={styles.reward}>{awards(task.awards)}</span>
        </span>
        {shown === 'claimable' ? (
          <Button
            small
            onClick={() => receive.mutate(task.id)}
            disabled={receive.isPending}
            aria-busy={receive.isPending}
            aria-describedby={titleId}
          >
            {receive.isPending ? t('vip.claiming') : t('vip.claim')}
          </Button>
        ) : (
          <span className={styles.state} data-state={shown}>
            {shown === 'claimed'
              ? t('vip.claimed')
              : locked
                ? t('vip.taskOpensAt', {
                    name: opensAt ?? t('vip.levelN', { level: task.minLevel }),
                  })
                : t('vip.taskToGo')}
          </span>
        )}
      </div>
      <div
        className={styles.meter}
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progress}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.taskProgress}>{progress}</span>
      {receive.isError ? <ClaimFailure error={receive.error} /> : null}
    </li>
  );
}

/** The VIP tasks of this period: what each asks, how far the player is, its award and Claim. */
export function VipTasks({
  tasks,
  level,
  levels,
  dataUpdatedAt,
}: {
  tasks: readonly VipTaskItem[];
  level: number;
  levels: readonly VipLevel[];
  dataUpdatedAt: number;
}) {
  const { t } = useTranslation();
  const headId = useId();
  if (tasks.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headId}>
      <h2 id={headId} className={styles.sectionTitle}>
        {t('vip.tasksTitle')}
      </h2>
      <ul className={styles.tasks} aria-labelledby={headId}>
        {tasks.map((task) => (
          <TaskRow
            key={task.id}
            task={task}
            level={level}
            levels={levels}
            dataUpdatedAt={dataUpdatedAt}
          />
        ))}
      </ul>
    </section>
  );
}
