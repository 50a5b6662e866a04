import { sql, type RawBuilder } from 'kysely';
import { PropId } from './awards';

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

/** The status of the player's grant of the activity under the key (SQL), null when none. */
export const grantStatusSql = (
  userId: number | RawBuilder<unknown>,
  activity: string | RawBuilder<unknown>,
  grantKey: RawBuilder<unknown>,
): RawBuilder<string | null> => sql<string | null>`(
  select g.status from reward_grants g
  where g.user_id = ${userId} and g.activity = ${activity} and g.grant_key = ${grantKey}
)`;

/**
 * The player's grants of an activity as a table (`grant_key, coin, status, expires_at`), for a
 * system's sums over its own grants (the agent's commission).
 */
export const grantsOfSql = (userId: number, activity: string) => sql<{
  grant_key: string;
  coin: string;
  status: string;
  expires_at: Date | null;
}>`(
  select g.grant_key, g.coin, g.status, g.expires_at from reward_grants g
  where g.user_id = ${userId} and g.activity = ${activity}
)`;

/** Every player's counter of a metric in a period (its key as SQL), as a table (`user_id, value`). */
export const countersOfSql = (metric: string, periodKey: RawBuilder<unknown>) => sql<{
  user_id: string;
  value: string;
}>`(
  select c.user_id, c.value from reward_counters c
  where c.metric = ${metric} and c.period_key = ${periodKey}
)`;

/**
 * Grants of coin in one statement (a job's, for every player at once): `rows` is a select of
 * `user_id, grant_key, coin` (coin above 0); each is granted as one coin award of `activity`,
 * claimable for `claimDays`, unless its key exists, as GrantsService.grant does one. A data-
 * modifying statement answering a row per grant made, for a `with made as (…)`.
 */
export const insertCoinGrantsSql = (
  activity: string,
  claimDays: number,
  rows: RawBuilder<unknown>,
) => sql`
  insert into reward_grants (user_id, activity, grant_key, awards, coin, expires_at)
  select r.user_id, ${activity}, r.grant_key,
    jsonb_build_array(jsonb_build_object('propId', ${PropId.Coin}::int, 'count', r.coin)),
    r.coin, app_now() + make_interval(days => ${claimDays})
  from (${rows}) r (user_id, grant_key, coin)
  on conflict on constraint reward_grants_key do nothing
  returning 1
`;

/**
 * Counts a thing done once a period (a client-completed task): the player's counter of the
 * metric in the period (its key as SQL) at 1, which a repeat leaves as it is.
 */
export const counterOnceSql = (
  userId: number,
  metric: string,
  periodKey: RawBuilder<unknown>,
) => sql`
  insert into reward_counters (user_id, metric, period_key, value)
  values (${userId}, ${metric}, ${periodKey}, 1)
  on conflict (user_id, metric, period_key) do nothing
`;
