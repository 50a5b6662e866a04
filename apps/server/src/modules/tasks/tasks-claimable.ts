import { sql, type RawBuilder } from 'kysely';
import type { ErrorCode } from '@/core/app-error';
import type { Db } from '@/db/database';
import { counterValueSql, grantExistsSql, grantStatusSql } from '../rewards/rewards.reads';

/**
 * A task or chest as the predicate reads it: its activity and id, the counter of its goal
 * (a task's metric, the chests' liveness), its period (reward_period_keys' index: 1 day, 2 week,
 * 4 life) and its target.
 */
export interface TaskGoalTerms {
  activity: string;
  id: number;
  metric: string;
  period: number;
  target: number;
  /** What a claim answers before the target: TASK_NOT_REACHED or TASK_CHEST_NOT_REACHED. */
  notReached: ErrorCode;
}

/** One task or chest of this period, and why a claim of it is refused now. */
export interface TaskRewardRow {
  activity: string;
  id: number;
  /** `<task or chest id>:<period key>`: once per period. */
  grant_key: string;
  /** The errcode a claim answers now; null when it may be claimed. */
  refusal: ErrorCode | null;
}

/**
 * The tasks' claimability predicate (docs/rewards/tasks.md), the one rule of their red dot and
 * their claims: a row per task and chest of its period, with the errcode a claim of it answers
 * now (`refusal`, null: its counter reached its target this period). Whether it is granted
 * already is not its business: a grant is claimed as any grant. The goals are inlined as
 * constants: no statement of its own.
 */
export const taskRewardsSql = (
  userId: number,
  tz: string,
  goals: readonly TaskGoalTerms[],
): RawBuilder<TaskRewardRow> => sql<TaskRewardRow>`
  select r.activity, r.id, r.id || ':' || k.keys[r.period] as grant_key,
    case when ${counterValueSql(userId, sql`r.metric`, sql`k.keys[r.period]`)} < r.target
      then r.not_reached end as refusal
  from (select reward_period_keys(app_now(), ${tz}) as keys) k
  cross join unnest(
    ${sql.val(goals.map((g) => g.activity))}::text[],
    ${sql.val(goals.map((g) => g.id))}::int[],
    ${sql.val(goals.map((g) => g.metric))}::text[],
    ${sql.val(goals.map((g) => g.period))}::int[],
    ${sql.val(goals.map((g) => g.target))}::bigint[],
    ${sql.val(goals.map((g) => g.notReached))}::int[]
  ) as r (activity, id, metric, period, target, not_reached)
`;

/**
 * The red dot's rows (`select activity, n`) of tasks and chests granted only when claimed: those
 * the predicate lets a claim have, not granted yet. SQL for the red dots' one statement.
 */
export const tasksRedDotSql = (userId: number, tz: string, goals: readonly TaskGoalTerms[]) => sql`
  select r.activity, 1 as n from (${taskRewardsSql(userId, tz, goals)}) r
  where r.refusal is null
    and not ${grantExistsSql(userId, sql`r.activity`, sql`r.grant_key`)}
`;

/** Every task and chest of the predicate with its grant's status (null: not granted), for the page. */
export const taskRewardsOf = async (
  db: Db,
  userId: number,
  tz: string,
  goals: readonly TaskGoalTerms[],
) =>
  (
    await sql<TaskRewardRow & { status: string | null }>`
      select r.*, ${grantStatusSql(userId, sql`r.activity`, sql`r.grant_key`)} as status
      from (${taskRewardsSql(userId, tz, goals)}) r
    `.execute(db)
  ).rows;

/** One task's or chest's row of the predicate and the lobby's now, for its claim. */
export const taskRewardOf = async (trx: Db, userId: number, tz: string, goal: TaskGoalTerms) => {
  const { rows } = await sql<TaskRewardRow & { now: Date }>`
    select r.*, app_now() as now from (${taskRewardsSql(userId, tz, [goal])}) r
  `.execute(trx);
  const row = rows[0]!;
  return { ...row, now: new Date(row.now) };
};
