import { sql } from 'kysely';
import { taskConfigProblem, type TaskConfig } from '@lobby/contract/app-config';
import type {
  FinishTaskAnswer,
  GetTaskUserAnswer,
  TaskChest,
  TaskClaimAnswer,
  TaskItem,
  TaskState,
} from '@lobby/contract/tasks';
import { AppError, ErrorCode } from '../../core/app-error';
import { daysAfter } from '../../core/days';
import { epochSeconds } from '../../core/epoch-seconds';
import type { Award } from '../rewards/awards';
import { countersAt } from '../rewards/rewards.reads';
import { grantsByKeys, type Grant } from '../rewards/rewards.reads';
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
import { recordFinish, taskMoment, type TaskMoment } from './tasks.repo';

/** How countersAt names a period of reward_period_keys (1 day, 2 week, 4 life). */
const COUNTER_SUFFIX: Record<number, string> = { 1: 'd', 2: 'w', 3: 'm', 4: 'life' };

/** A reward's progress toward its goal this period, and the grant it would make. */
interface Standing {
  activity: string;
  /** `<task or chest id>:<period key>`: once per period. */
  key: string;
  progress: number;
  target: number;
  awards: Award[];
}

const stateOf = (standing: Standing, grant: Grant | undefined): TaskState => {
  if (grant) return grant.status === 'claimable' ? 'claimable' : 'claimed';
  return standing.progress >= standing.target ? 'claimable' : 'doing';
};

/**
 * Tasks and their liveness chests (docs/rewards/tasks.md). The engine counts the goals from the
 * outbox (the client-completed ones are recorded by finishTask); a task or chest is granted when
 * claimed, keyed `<id>:<period key>`, then claimed like any grant: the key makes concurrent claims
 * share one grant, its row lock makes them pay once. A period's reward not claimed by its end is
 * gone: the next period counts from zero.
 */
export class TasksService extends ActivityService {
  /** The config's tasks, in order; one stored before the rules it breaks existed is not offered. */
  private tasks(): TaskConfig[] {
    return this.deps
      .config()
      .tasks.filter((task) => taskConfigProblem(task) === null)
      .sort((a, b) => a.sort - b.sort || a.id - b.id);
  }

  private taskStanding(task: TaskConfig, moment: TaskMoment, counters: Record<string, number>) {
    const period = KIND_PERIOD[task.kind];
    const counted = counters[`${metricOf(task)}:${COUNTER_SUFFIX[period]}`] ?? 0;
    return {
      activity: TaskActivity.Task,
      key: `${task.id}:${moment.keys[period - 1]}`,
      progress: Math.min(counted, task.target),
      target: task.target,
      awards: taskAwards(task),
    } satisfies Standing;
  }

  private chestStanding(
    chest: TaskChestRule,
    moment: TaskMoment,
    counters: Record<string, number>,
  ) {
    const period = CHEST_PERIOD[chest.period];
    const liveness = counters[`${Metric.Liveness}:${COUNTER_SUFFIX[period]}`] ?? 0;
    return {
      activity: TaskActivity.Chest,
      key: `${chest.id}:${moment.keys[period - 1]}`,
      progress: Math.min(liveness, chest.threshold),
      target: chest.threshold,
      awards: chest.awards,
    } satisfies Standing;
  }

  async info(userId: number): Promise<GetTaskUserAnswer> {
    const rules = await this.rules();
    const db = this.deps.db;
    const moment = await taskMoment(db, rules.timeZone);
    const counters = await countersAt(db, userId, moment.now, rules.timeZone);
    const tasks = this.tasks().map((task) => ({
      task,
      standing: this.taskStanding(task, moment, counters),
    }));
    const chests = rules.tasks.chests.map((chest) => ({
      chest,
      standing: this.chestStanding(chest, moment, counters),
    }));
    const granted = await grantsByKeys(
      db,
      userId,
      [TaskActivity.Task, TaskActivity.Chest],
      [...tasks, ...chests].map((r) => r.standing.key),
    );
    const grantOf = (s: Standing) =>
      granted.find((g) => g.activity === s.activity && g.grantKey === s.key);
    const items: TaskItem[] = tasks.map(({ task, standing }) => ({
      id: task.id,
      kind: task.kind,
      title: task.title,
      goal: task.goal,
      progress: standing.progress,
      target: task.target,
      awards: standing.awards,
      state: stateOf(standing, grantOf(standing)),
      clientGoal: isClientGoal(task.goal),
      action: task.action ?? null,
    }));
    const chestRow = (period: TaskChestRule['period'], endsAt: Date) => ({
      liveness: counters[`${Metric.Liveness}:${period === 'day' ? 'd' : 'w'}`] ?? 0,
      chests: chests
        .filter(({ chest }) => chest.period === period)
        .sort((a, b) => a.chest.threshold - b.chest.threshold)
        .map(({ chest, standing }): TaskChest => ({
          id: chest.id,
          threshold: chest.threshold,
          awards: chest.awards,
          state: stateOf(standing, grantOf(standing)),
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
   * Grants the reward `standingOf` computes for the player now (in its transaction), unless this
   * period's grant exists, refusing with `notReached` before its goal; then claims it.
   */
  private async grantThenClaim(
    userId: number,
    standingOf: (moment: TaskMoment, counters: Record<string, number>) => Standing,
    notReached: ErrorCode,
  ): Promise<TaskClaimAnswer> {
    const rules = await this.rules();
    let standing: Standing;
    const answer = await this.deps.grants.grantThenClaim(
      userId,
      async (trx) => {
        const moment = await taskMoment(trx, rules.timeZone);
        const counters = await countersAt(trx, userId, moment.now, rules.timeZone);
        standing = standingOf(moment, counters);
        return {
          activity: standing.activity,
          key: standing.key,
          expiresAt: daysAfter(moment.now, rules.tasks.claimDays),
        };
      },
      async () => {
        if (standing.progress < standing.target) throw new AppError(notReached);
        return standing.awards;
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
    return this.grantThenClaim(
      userId,
      (moment, counters) => this.taskStanding(task, moment, counters),
      ErrorCode.TASK_NOT_REACHED,
    );
  }

  /** A chest's award, once the period's liveness reaches its threshold. */
  async claimChest(userId: number, id: number) {
    const chest = (await this.rules()).tasks.chests.find((c) => c.id === id);
    if (!chest) throw new AppError(ErrorCode.TASK_CHEST_NOT_FOUND);
    return this.grantThenClaim(
      userId,
      (moment, counters) => this.chestStanding(chest, moment, counters),
      ErrorCode.TASK_CHEST_NOT_REACHED,
    );
  }

  /**
   * The red dot's rows of tasks and chests reached this period and not granted yet (they are
   * granted when claimed). SQL for the red dots' one statement: the tasks and chests are inlined
   * as constants.
   */
  async openAwards(userId: number) {
    const rules = await this.rules();
    const goals = [
      ...this.tasks().map((t) => ({
        activity: TaskActivity.Task,
        id: t.id,
        metric: metricOf(t),
        period: KIND_PERIOD[t.kind],
        target: t.target,
      })),
      ...rules.tasks.chests.map((c) => ({
        activity: TaskActivity.Chest,
        id: c.id,
        metric: Metric.Liveness,
        period: CHEST_PERIOD[c.period],
        target: c.threshold,
      })),
    ];
    return sql`
      select r.activity, 1 as n
      from (select reward_period_keys(app_now(), ${rules.timeZone}) as keys) now_keys
      cross join unnest(
        ${sql.val(goals.map((g) => g.activity))}::text[],
        ${sql.val(goals.map((g) => g.id))}::int[],
        ${sql.val(goals.map((g) => g.metric))}::text[],
        ${sql.val(goals.map((g) => g.period))}::int[],
        ${sql.val(goals.map((g) => g.target))}::bigint[]
      ) as r (activity, id, metric, period, target)
      join reward_counters counted
        on counted.user_id = ${userId} and counted.metric = r.metric
        and counted.period_key = now_keys.keys[r.period]
      where counted.value >= r.target
        and not exists (
          select 1 from reward_grants g
          where g.user_id = ${userId} and g.activity = r.activity
            and g.grant_key = r.id || ':' || now_keys.keys[r.period]
        )
    `;
  }
}
