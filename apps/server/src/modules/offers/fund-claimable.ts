import { sql, type RawBuilder } from 'kysely';
import { ErrorCode } from '@/core/app-error';
import type { Db } from '@/db/database';
import { grantExistsSql, grantStatusSql } from '../rewards/rewards.reads';
import { OfferActivity } from './offers.settings';

/** One milestone of the fund, and why a claim of its return is refused now. */
export interface FundMilestoneRow {
  level: number;
  grant_key: string;
  /** The errcode a claim answers now; null when it may be claimed. */
  refusal: ErrorCode | null;
}

/**
 * The growth fund's claimability predicate (docs/rewards/offers.md), the one rule of its red dot
 * and its claims: a row per milestone (its VIP level, inlined as constants) with the errcode a
 * claim of its return answers now (`refusal`, null: the fund is bought and the player's VIP
 * level, `vipLevel` as SQL, reaches it). Whether it is granted already is not its business: a
 * grant is claimed as any grant.
 */
export const fundMilestonesSql = (
  userId: number,
  levels: readonly number[],
  vipLevel: RawBuilder<number>,
): RawBuilder<FundMilestoneRow> => sql<FundMilestoneRow>`
  select m.level, 'fund:' || m.level as grant_key, case
    when not exists (select 1 from fund_purchases where user_id = ${userId})
      then ${sql.lit(ErrorCode.FUND_NOT_BOUGHT)}
    when ${vipLevel} < m.level then ${sql.lit(ErrorCode.FUND_LEVEL_NOT_REACHED)}
  end as refusal
  from unnest(${sql.val([...levels])}::int[]) as m (level)
`;

/**
 * The red dot's rows (`select activity, n`, hasFund): the milestones the predicate lets a claim
 * have, not granted yet. SQL for the red dots' one statement.
 */
export const fundRedDotSql = (
  userId: number,
  levels: readonly number[],
  vipLevel: RawBuilder<number>,
) => sql`
  select ${OfferActivity.Fund}::text as activity, count(*)::int as n
  from (${fundMilestonesSql(userId, levels, vipLevel)}) m
  where m.refusal is null
    and not ${grantExistsSql(userId, OfferActivity.Fund, sql`m.grant_key`)}
`;

/** The predicate's milestones with their grant's status (null: not granted), as JSON SQL. */
export const fundMilestonesJsonSql = (
  userId: number,
  levels: readonly number[],
  vipLevel: RawBuilder<number>,
) => sql`coalesce((
  select json_agg(json_build_object(
    'level', m.level, 'refusal', m.refusal,
    'status', ${grantStatusSql(userId, OfferActivity.Fund, sql`m.grant_key`)}
  ))
  from (${fundMilestonesSql(userId, levels, vipLevel)}) m
), '[]')`;

/** One milestone's row of the predicate, for its claim, in the claim's transaction. */
export const fundMilestoneOf = async (
  trx: Db,
  userId: number,
  level: number,
  vipLevel: RawBuilder<number>,
) => {
  const { rows } = await sql<FundMilestoneRow>`
    select * from (${fundMilestonesSql(userId, [level], vipLevel)}) m
  `.execute(trx);
  return rows[0]!;
};
