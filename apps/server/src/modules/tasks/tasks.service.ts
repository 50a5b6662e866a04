import { taskConfigProblem, type TaskConfig } from '@lobby/contract/app-config';
import type {
  FinishTaskAnswer,
  GetTaskUserAnswer,
  TaskChest,
  TaskClaimAnswer,
  TaskItem,
  TaskState,
} from '@lobby/contract/tasks';
import { AppError, ErrorCode } from '@/core/app-error';
import { daysAfter } from '@/core/days';
import { epochSeconds } from '@/core/epoch-seconds';
import type { Award } from '../rewards/awards';
import { countersAt } from '../rewards/rewards.reads';
import { Metric } from '../rewards/rewards-events';
import { ActivityService } from '../rewards/activity-service';
import {
  CHEST_PERIOD,
  isClientGoal,
  KIND_PERIOD,
  metricOf,
  TaskActivity,
  taskAwards,
  type TaskChestRule,
} from './tasks.settings';
import { recordFinish, taskMoment } from './tasks.repo';
import {
  taskRewardOf,
  taskRewardsOf,
  tasksRedDotSql,
  type TaskGoalTerms,
  type TaskRewardRow,
} from './tasks-claimable';

/** How countersAt names a period of reward_period_keys (1 day, 2 week, 4 life). */
const COUNTER_SUFFIX: Record<number, string> = { 1: 'd', 2: 'w', 3: 'm', 4: 'life' };

/** A reward's state: by its grant when granted, else by the predicate's refusal. */
const stateOf = (row: TaskRewardRow & { status: string | null }): TaskState => {
  if (row.status !== null) return row.status === 'claimable' ? 'claimable' : 'claimed';
  return row.refusal === null ? 'claimable' : 'doing';
};

/** A task as the predicate reads it. */
const taskGoal = (task: TaskConfig): TaskGoalTerms => ({
  activity: TaskActivity.Task,
  id: task.id,
  metric: metricOf(task),
  period: KIND_PERIOD[task.kind],
  target: task.target,
  notReached: ErrorCode.TASK_NOT_REACHED,
});

/** A chest as the predicate reads it. */
const chestGoal = (chest: TaskChestRule): TaskGoalTerms => ({
  activity: TaskActivity.Chest,
  id: chest.id,
  metric: Metric.Liveness,
  period: CHEST_PERIOD[chest.period],
  target: chest.threshold,
  notReached: ErrorCode.TASK_CHEST_NOT_REACHED,
});

/**
 * Tasks and their liveness chests (docs/rewards/tasks.md). The engine counts the goals from the
 * outbox (the client-completed ones are recorded by finishTask); a task or chest is granted when
 * claimed, keyed `<id>:<period key>`, then claimed like any grant: the key makes concurrent claims
 * share one grant, its row lock makes them pay once. A period's reward not claimed by its end is
 * gone: the next period counts from zero. Whether one may be claimed is the predicate of
 * tasks-claimable.ts, which the red dot reads too.
 */
export class TasksService extends ActivityService {
  /** The config's tasks, in order; one stored before the rules it breaks existed is not offered. */
  private tasks(): TaskConfig[] {
    return this.deps
      .config()
      .tasks.filter((task) => taskConfigProblem(task) === null)
      .sort((a, b) => a.sort - b.sort || a.id - b.id);
  }

  /** Every task and chest, as the predicate reads them. */
  private goals(chests: readonly TaskChestRule[]) {
    return [...this.tasks().map(taskGoal), ...chests.map(chestGoal)];
  }

  async info(userId: number): Promise<GetTaskUserAnswer> {
    const rules = await this.rules();
    const db = this.deps.db;
    const moment = await taskMoment(db, rules.timeZone);
    const [counters, rewards] = await Promise.all([
      countersAt(db, userId, moment.now, rules.timeZone),
      taskRewardsOf(db, userId, rules.timeZone, this.goals(rules.tasks.chests)),
    ]);
    const stateIn = (activity: string, id: number) =>
      stateOf(rewards.find((r) => r.activity === activity && r.id === id)!);
    const items: TaskItem[] = this.tasks().map((task) => ({
      id: task.id,
      kind: task.kind,
      title: task.title,
      goal: task.goal,
      progress: Math.min(
        counters[`${metricOf(task)}:${COUNTER_SUFFIX[KIND_PERIOD[task.kind]]}`] ?? 0,
        task.target,
      ),
      target: task.target,
      awards: taskAwards(task),
      state: stateIn(TaskActivity.Task, task.id),
      clientGoal: isClientGoal(task.goal),
      action: task.action ?? null,
    }));
    const chestRow = (period: TaskChestRule['period'], endsAt: Date) => ({
      liveness: counters[`${Metric.Liveness}:${period === 'day' ? 'd' : 'w'}`] ?? 0,
      chests: rules.tasks.chests
        .filter((chest) => chest.period === period)
        .sort((a, b) => a.threshold - b.threshold)
        .map((chest): TaskChest => ({
          id: chest.id,
          threshold: chest.threshold,
          awards: chest.awards,
          state: stateIn(TaskActivity.Chest, chest.id),
        })),
      endsAt: epochSeconds(endsAt),
    });
    return {
      newbie: items.filter((t) => t.kind === 'newbie'),
      daily: items.filter((t) => t.kind === 'daily'),
      weekly: items.filter((t) => t.kind === 'weekly'),
      dailyChests: chestRow('day', moment.dayEnds),
      weeklyChests: chestRow('week', moment.weekEnds),
    };
  }

  /**
   * A client-completed task done (share, open the download, visit a page): recorded once in its
   * period. A goal the server counts itself is refused, so no client can claim play it did not
   * make.
   */
  async finish(userId: number, id: number): Promise<FinishTaskAnswer> {
    const task = this.tasks().find((t) => t.id === id);
    if (!task) throw new AppError(ErrorCode.TASK_NOT_FOUND);
    if (!isClientGoal(task.goal)) throw new AppError(ErrorCode.TASK_COUNTED_BY_SERVER);
    const rules = await this.rules();
    await recordFinish(this.deps.db, {
      userId,
      metric: metricOf(task),
      period: KIND_PERIOD[task.kind],
      tz: rules.timeZone,
    });
    return { id: task.id, progress: task.target, target: task.target };
  }

  /**
   * Grants the reward of `goal` (in its transaction), unless this period's grant exists,
   * refusing with the predicate's errcode when it may not be claimed now; then claims it.
   */
  private async grantThenClaim(
    userId: number,
    goal: TaskGoalTerms,
    awards: readonly Award[],
  ): Promise<TaskClaimAnswer> {
    const rules = await this.rules();
    let reward: Awaited<ReturnType<typeof taskRewardOf>>;
    const answer = await this.deps.grants.grantThenClaim(
      userId,
      async (trx) => {
        reward = await taskRewardOf(trx, userId, rules.timeZone, goal);
        return {
          activity: goal.activity,
          key: reward.grant_key,
          expiresAt: daysAfter(reward.now, rules.tasks.claimDays),
        };
      },
      async () => {
        if (reward.refusal !== null) throw new AppError(reward.refusal);
        return awards;
      },
    );
    return {
      grantId: answer.grantId,
      awards: answer.awards,
      money: await this.deps.centre.money(userId),
    };
  }

  /** A task's award, once its goal is reached this period. */
  claimTask(userId: number, id: number) {
    const task = this.tasks().find((t) => t.id === id);
    if (!task) throw new AppError(ErrorCode.TASK_NOT_FOUND);
    return this.grantThenClaim(userId, taskGoal(task), taskAwards(task));
  }

  /** A chest's award, once the period's liveness reaches its threshold. */
  async claimChest(userId: number, id: number) {
    const chest = (await this.rules()).tasks.chests.find((c) => c.id === id);
    if (!chest) throw new AppError(ErrorCode.TASK_CHEST_NOT_FOUND);
    return this.grantThenClaim(userId, chestGoal(chest), chest.awards);
  }

  /**
   * The red dot's rows of tasks and chests the predicate lets a claim have, not granted yet
   * (they are granted when claimed). SQL for the red dots' one statement.
   */
  async openAwards(userId: number) {
    const rules = await this.rules();
    return tasksRedDotSql(userId, rules.timeZone, this.goals(rules.tasks.chests));
  }
}
