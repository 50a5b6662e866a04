import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TaskChest, TaskItem, TaskKind } from '@lobby/contract/tasks';
import { Button, ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { Page } from '@/components/page';
import { SkeletonList } from '@/components/skeleton';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { describeError, errorText } from '@/lib/error-message';
import { signInPath } from '@/lib/session';
import { useAwardsText } from '@/lib/use-reward-text';
import { useSignedIn } from '@/stores/session-store';
import { useFinishTask } from '../api/finish-task';
import { useTaskUser, type TaskUser } from '../api/get-task-user';
import { useReceiveTaskAward } from '../api/receive-task-award';
import { useReceiveTaskChest } from '../api/receive-task-chest';
import { goalPath, progressText, timeLeft } from '../lib/task-text';
import styles from './tasks-page.module.css';

/** A claim that succeeded after the answer shown was fetched: shown claimed until it refreshes. */
const claimedSince = (claim: { isSuccess: boolean; submittedAt: number }, updatedAt: number) =>
  claim.isSuccess && updatedAt <= claim.submittedAt;

/** The time now, moved on every half minute: enough for a wait told in minutes. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

function Failure({ text, error }: { text: string; error: unknown }) {
  const { t } = useTranslation();
  return (
    <p className={styles.notice} role="alert">
      {t(text, { reason: describeError(errorText(error), t) })}
    </p>
  );
}

function Meter({
  labelledBy,
  done,
  of,
  text,
}: {
  labelledBy: string;
  done: number;
  of: number;
  text: string;
}) {
  const percent = Math.min(100, Math.floor((done / of) * 100));
  return (
    <div
      className={styles.meter}
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={text}
    >
      <span style={{ width: `${percent}%` }} />
    </div>
  );
}

/** Claim, busy while the claim is on its way. */
function ClaimButton({
  claim,
  ...aria
}: {
  claim: { isPending: boolean; mutate: () => void };
  'aria-describedby'?: string;
  'aria-label'?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      small
      onClick={claim.mutate}
      disabled={claim.isPending}
      aria-busy={claim.isPending}
      {...aria}
    >
      {claim.isPending ? t('tasks.claiming') : t('tasks.claim')}
    </Button>
  );
}

/** One task: what it asks, its award, its progress, and Claim, Go or where it stands. */
function TaskRow({ task, updatedAt }: { task: TaskItem; updatedAt: number }) {
  const { t } = useTranslation();
  const awards = useAwardsText();
  const navigate = useNavigate();
  const titleId = useId();
  const receive = useReceiveTaskAward();
  const finish = useFinishTask();
  const shown = claimedSince(receive, updatedAt) ? 'claimed' : task.state;
  const progress = progressText(task, t);
  const go = () =>
    finish.mutate(task.id, {
      onSuccess: () => {
        if (task.action) void navigate(task.action);
      },
    });
  const path = goalPath(task.goal);
  return (
    <li className={styles.task} data-state={shown}>
      <div className={styles.taskHead}>
        <span className={styles.taskMain}>
          <span id={titleId} className={styles.taskTitle}>
            {task.title}
          </span>
          <span className={styles.reward}>{awards(task.awards)}</span>
        </span>
        {shown === 'claimable' ? (
          <ClaimButton
            claim={{ isPending: receive.isPending, mutate: () => receive.mutate(task.id) }}
            aria-describedby={titleId}
          />
        ) : shown === 'claimed' ? (
          <span className={styles.state} data-state="claimed">
            {t('tasks.claimed')}
          </span>
        ) : task.clientGoal ? (
          <Button
            small
            variant="purple"
            onClick={go}
            disabled={finish.isPending}
            aria-busy={finish.isPending}
            aria-describedby={titleId}
          >
            {t('tasks.go')}
          </Button>
        ) : path ? (
          <ButtonLink small variant="outline" to={pathTo(path)} aria-describedby={titleId}>
            {t('tasks.go')}
          </ButtonLink>
        ) : (
          <span className={styles.state}>{t('tasks.toGo')}</span>
        )}
      </div>
      <Meter labelledBy={titleId} done={task.progress} of={task.target} text={progress} />
      <span className={styles.taskProgress}>{progress}</span>
      {receive.isError ? <Failure text="tasks.claimFailed" error={receive.error} /> : null}
      {finish.isError ? <Failure text="tasks.finishFailed" error={finish.error} /> : null}
    </li>
  );
}

function ChestCell({ chest, updatedAt }: { chest: TaskChest; updatedAt: number }) {
  const { t } = useTranslation();
  const awards = useAwardsText();
  const receive = useReceiveTaskChest();
  const shown = claimedSince(receive, updatedAt) ? 'claimed' : chest.state;
  const threshold = Math.floor(chest.threshold / 100);
  return (
    <li className={styles.chest} data-state={shown}>
      <span className={styles.chestThreshold}>{t('tasks.chestLocked', { threshold })}</span>
      <span className={styles.reward}>{awards(chest.awards)}</span>
      {shown === 'claimable' ? (
        <ClaimButton
          claim={{ isPending: receive.isPending, mutate: () => receive.mutate(chest.id) }}
          aria-label={`${t('tasks.claim')}: ${t('tasks.chest', { threshold })}`}
        />
      ) : (
        <span className={styles.state} data-state={shown}>
          {shown === 'claimed' ? t('tasks.claimed') : t('tasks.toGo')}
        </span>
      )}
      {receive.isError ? <Failure text="tasks.claimFailed" error={receive.error} /> : null}
    </li>
  );
}

/** The period's liveness against its chests' top threshold, and each chest. */
function Chests({
  title,
  row,
  updatedAt,
}: {
  title: string;
  row: TaskUser['dailyChests'];
  updatedAt: number;
}) {
  const { t } = useTranslation();
  const headId = useId();
  if (row.chests.length === 0) return null;
  const top = Math.max(...row.chests.map((c) => c.threshold));
  const text = t('tasks.activity', {
    done: Math.floor(Math.min(row.liveness, top) / 100),
    target: Math.floor(top / 100),
  });
  return (
    <div className={styles.chests}>
      <h3 id={headId} className={styles.chestsTitle}>
        {title}
      </h3>
      <Meter labelledBy={headId} done={row.liveness} of={top} text={text} />
      <span className={styles.taskProgress}>{text}</span>
      <ul className={styles.chestList} aria-labelledby={headId}>
        {row.chests.map((chest) => (
          <ChestCell key={chest.id} chest={chest} updatedAt={updatedAt} />
        ))}
      </ul>
    </div>
  );
}

function KindSection({
  kind,
  tasks,
  chests,
  endsAt,
  updatedAt,
}: {
  kind: TaskKind;
  tasks: readonly TaskItem[];
  chests?: { title: string; row: TaskUser['dailyChests'] };
  endsAt?: number;
  updatedAt: number;
}) {
  const { t } = useTranslation();
  const headId = useId();
  const now = useNow();
  if (tasks.length === 0 && !chests?.row.chests.length) return null;
  return (
    <section className={styles.section} aria-labelledby={headId}>
      <div className={styles.sectionHead}>
        <h2 id={headId} className={styles.sectionTitle}>
          {t(`tasks.kind.${kind}`)}
        </h2>
        {endsAt ? (
          <span className={styles.resets}>
            {t('tasks.resetsIn', { time: timeLeft(endsAt, now, t) })}
          </span>
        ) : null}
      </div>
      {chests ? <Chests title={chests.title} row={chests.row} updatedAt={updatedAt} /> : null}
      {tasks.length > 0 ? (
        <ul className={styles.tasks} aria-labelledby={headId}>
          {tasks.map((task) => (
            <TaskRow key={task.id} task={task} updatedAt={updatedAt} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function PlayerTasks() {
  const { t } = useTranslation();
  const query = useTaskUser(true);
  const { refetch } = query;
  const dayEndsAt = query.data?.dailyChests.endsAt;
  // A new day (by the lobby's clock) starts the daily tasks and chests again: ask then.
  useEffect(() => {
    if (dayEndsAt === undefined) return;
    const id = window.setTimeout(
      () => void refetch(),
      Math.max(1_000, Math.min(dayEndsAt * 1000 - Date.now() + 1_000, 2 ** 31 - 1)),
    );
    return () => window.clearTimeout(id);
  }, [dayEndsAt, refetch]);
  if (query.isPending) return <SkeletonList rows={4} height={88} />;
  if (query.isError) {
    return <LoadFailed title={t('tasks.loadFailed')} query={query} />;
  }
  const data = query.data;
  const updatedAt = query.dataUpdatedAt;
  if (!data.newbie.length && !data.daily.length && !data.weekly.length)
    return <EmptyState icon="star" title={t('tasks.empty')} />;
  return (
    <>
      <KindSection kind="newbie" tasks={data.newbie} updatedAt={updatedAt} />
      <KindSection
        kind="daily"
        tasks={data.daily}
        chests={{ title: t('tasks.chestsDaily'), row: data.dailyChests }}
        endsAt={data.dailyChests.endsAt}
        updatedAt={updatedAt}
      />
      <KindSection
        kind="weekly"
        tasks={data.weekly}
        chests={{ title: t('tasks.chestsWeekly'), row: data.weeklyChests }}
        endsAt={data.weeklyChests.endsAt}
        updatedAt={updatedAt}
      />
    </>
  );
}

/**
 * /bonus/tasks: signed in, the newcomer, daily and weekly tasks with their progress and Claim
 * or Go, and the day's and week's activity chests; signed out, a way to sign in.
 */
export function BonusTasksPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const location = useLocation();
  return (
    <Page>
      {signedIn ? (
        <PlayerTasks />
      ) : (
        <EmptyState
          icon="lock"
          title={t('tasks.signInTitle')}
          text={t('tasks.signInText')}
          action={
            <ButtonLink to={signInPath(`${location.pathname}${location.search}`)}>
              {t('tasks.logIn')}
            </ButtonLink>
          }
        />
      )}
    </Page>
  );
}
