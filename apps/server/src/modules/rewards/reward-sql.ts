import { sql, type RawBuilder } from 'kysely';

/**
 * SQL pieces over the engine's counters and grants, for the reward systems' claimability
 * predicates and red dots: the engine owns `reward_counters` and `reward_grants`, so only this
 * file names them for another module's statement. Each piece takes SQL for its keys, so a
 * system can build one statement (its red dot) or check one award (its claim) from the same
 * predicate.
 */

/** A player's counter of a metric in a period (its key as SQL), 0 when nothing was counted. */
export const counterValueSql = (
  userId: number | RawBuilder<unknown>,
  metric: string | RawBuilder<unknown>,
  periodKey: RawBuilder<unknown>,
): RawBuilder<number> => sql<number>`coalesce((
  select c.value from reward_counters c
  where c.user_id = ${userId} and c.metric = ${metric} and c.period_key = ${periodKey}
), 0)`;

/** Whether the player holds a grant of the activity under the key (SQL for both), claimed or not. */
export const grantExistsSql = (
  userId: number | RawBuilder<unknown>,
  activity: string | RawBuilder<unknown>,
  grantKey: RawBuilder<unknown>,
): RawBuilder<boolean> => sql<boolean>`exists (
  select 1 from reward_grants g
  where g.user_id = ${userId} and g.activity = ${activity} and g.grant_key = ${grantKey}
)`;

/**
 * How many grants of the activity the player holds, claimed or not; with `createdIn`, only
 * those made in that span (SQL instants, the start inclusive, the end exclusive).
 */
export const grantCountSql = (
  userId: number | RawBuilder<unknown>,
  activity: string | RawBuilder<unknown>,
  createdIn?: { from: RawBuilder<unknown>; to: RawBuilder<unknown> },
): RawBuilder<number> => sql<number>`(
  select count(*)::int from reward_grants g
  where g.user_id = ${userId} and g.activity = ${activity}${
    createdIn
      ? sql` and g.created_at >= ${createdIn.from} and g.created_at < ${createdIn.to}`
      : sql``
  }
)`;
