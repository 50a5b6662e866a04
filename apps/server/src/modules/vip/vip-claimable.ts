import { sql, type RawBuilder } from 'kysely';
import { ErrorCode } from '@/core/app-error';
import type { Db } from '@/db/database';
import { counterValueSql, grantExistsSql, grantStatusSql } from '../rewards/rewards.reads';
import { Metric } from '../rewards/rewards-events';
import type { VipLevels } from './vip-levels';
import { VipActivity, type VipTaskRule } from './vip.settings';

/** What VIP's predicate reads of the settings: the zone, the level table, the play, the tasks. */
export interface VipTerms {
  tz: string;
  levels: VipLevels;
  awardPlayMultiple: number;
  tasks: readonly VipTaskRule[];
}

/** One VIP award granted when claimed, this period, and why a claim of it is refused now. */
export interface VipAwardRow {
  activity: string;
  grant_key: string;
  /** The task's id (vip-task), else null. */
  task_id: number | null;
  /** The level's coin (daily and sign-in awards), else null: a task pays its own awards. */
  coin: string | null;
  /** The errcode a claim answers now; null when it may be claimed. */
  refusal: ErrorCode | null;
}

/** Which of reward_period_keys' keys a task's period is (1-based). */
const PERIOD_INDEX: Record<VipTaskRule['period'], number> = { day: 1, week: 2, month: 3 };

/**
 * VIP's claimability predicate (docs/rewards/vip.md), the one rule of its red dot and its
 * claims: a row per award granted when claimed — today's daily award and this ISO week's
 * sign-in award of the player's level, each VIP task of its period — with the errcode a claim of
 * it answers now (`refusal`, null: it may be claimed). Whether the award is granted already is
 * not its business: a grant is claimed as any grant. The level table and tasks are inlined as
 * constants: no statement of its own.
 */
export const vipAwardsSql = (userId: number, terms: VipTerms): RawBuilder<VipAwardRow> => {
  const perLevel = (award: number[]) => sql`(${sql.val(award)}::bigint[])`;
  const daily = perLevel(terms.levels.perLevel((l) => l.dailyAward));
  const signIn = perLevel(terms.levels.perLevel((l) => l.signInAward));
  const tasks = terms.tasks;
  // The award of the level, refused when none, or before the period's valid bets (1: day, 2:
  // ISO week) reach the multiple of it.
  const refusal = (award: RawBuilder<unknown>, period: 1 | 2) => sql`case
    when ${award} <= 0 then ${sql.lit(ErrorCode.VIP_NO_AWARD)}
    when ${counterValueSql(userId, Metric.ValidBets, sql`s.keys[${sql.lit(period)}]`)}
      < ${terms.awardPlayMultiple} * ${award} then ${sql.lit(ErrorCode.VIP_PLAY_NEEDED)}
  end`;
  return sql<VipAwardRow>`
    select a.activity, a.grant_key, a.task_id, a.coin, a.refusal from (
      select coalesce((select level from vip_standings where user_id = ${userId}), 0) as level,
        reward_period_keys(app_now(), ${terms.tz}) as keys
    ) s
    cross join lateral (
      select coalesce(${daily}[s.level + 1], 0) as daily,
        coalesce(${signIn}[s.level + 1], 0) as sign_in
    ) l
    cross join lateral (
      select ${VipActivity.Daily}::text as activity, s.keys[1] as grant_key, null::int as task_id,
        l.daily::text as coin, ${refusal(sql`l.daily`, 1)}::int as refusal
      union all
      select ${VipActivity.SignIn}::text, s.keys[2], null, l.sign_in::text,
        ${refusal(sql`l.sign_in`, 2)}
      union all
      select ${VipActivity.Task}::text, t.id || ':' || s.keys[t.p], t.id, null, case
        when s.level < t.min_level then ${sql.lit(ErrorCode.VIP_LEVEL_TOO_LOW)}
        when ${counterValueSql(userId, sql`t.metric`, sql`s.keys[t.p]`)} < t.target
          then ${sql.lit(ErrorCode.VIP_TASK_NOT_REACHED)}
      end
      from unnest(
        ${sql.val(tasks.map((t) => t.id))}::int[],
        ${sql.val(tasks.map((t) => t.goal))}::text[],
        ${sql.val(tasks.map((t) => PERIOD_INDEX[t.period]))}::int[],
        ${sql.val(tasks.map((t) => t.minLevel))}::int[],
        ${sql.val(tasks.map((t) => t.target))}::bigint[]
      ) as t (id, metric, p, min_level, target)
    ) a
  `;
};

/**
 * The red dot's rows (`select activity, n`) of VIP awards granted only when claimed: those the
 * predicate lets a claim have, not granted yet. SQL for the red dots' one statement.
 */
export const vipRedDotSql = (userId: number, terms: VipTerms) => sql`
  select a.activity, 1 as n from (${vipAwardsSql(userId, terms)}) a
  where a.refusal is null
    and not ${grantExistsSql(userId, sql`a.activity`, sql`a.grant_key`)}
`;

/** Every award of the predicate with its grant's status (null: not granted), for the page. */
export const vipAwardsOf = async (db: Db, userId: number, terms: VipTerms) =>
  (
    await sql<VipAwardRow & { status: string | null }>`
      select a.*, ${grantStatusSql(userId, sql`a.activity`, sql`a.grant_key`)} as status
      from (${vipAwardsSql(userId, terms)}) a
    `.execute(db)
  ).rows;

/**
 * One award's row of the predicate (the daily or sign-in award, or the task `taskId`) and the
 * lobby's now, for its claim, in the claim's transaction.
 */
export const vipAwardOf = async (
  trx: Db,
  userId: number,
  terms: VipTerms,
  activity: string,
  taskId: number | null = null,
) => {
  const { rows } = await sql<VipAwardRow & { now: Date }>`
    select a.*, app_now() as now from (${vipAwardsSql(userId, terms)}) a
    where a.activity = ${activity} and a.task_id is not distinct from ${taskId}::int
  `.execute(trx);
  const row = rows[0]!;
  return { ...row, now: new Date(row.now) };
};

/** The awards the predicate lets the player claim now, for claiming all at once. */
export const claimableVipAwards = async (trx: Db, userId: number, terms: VipTerms) =>
  (
    await sql<VipAwardRow & { now: Date }>`
      select a.*, app_now() as now from (${vipAwardsSql(userId, terms)}) a
      where a.refusal is null
    `.execute(trx)
  ).rows;
