import { sql } from 'kysely';
import type { Db } from '@/db/database';
import { playersSql } from '../accounts/accounts.reads';
import {
  counterValueSql,
  countersOfSql,
  grantExistsSql,
  grantsOfSql,
  insertCoinGrantsSql,
} from '../rewards/rewards.reads';
import { Metric } from '../rewards/rewards-events';
import { AgentActivity } from './agent.settings';
import { validInviteeSql, type ValidInviteTerms } from '../rewards/valid-invitee';

/** The operator's previous day (by the lobby's clock) as a counter's and a grant's key. */
const yesterdayKey = (tz: string) =>
  sql<string>`'d:' || to_char((app_now() at time zone ${tz})::date - 1, 'YYYY-MM-DD')`;

/**
 * Grants every agent the commission of the operator's previous day (by the lobby's clock), in
 * one statement: for each ancestor within five levels (the closure `user_ancestors`), Σ over
 * its downline of that day's `validBets` counter times the rate of the level (`rebateBp[depth -
 * 1]`), floored to hundredths, granted when above 0 as `agent5-commission` keyed by the day. The
 * key makes a second run, or two instances at once, grant nothing more. Answers how many grants
 * it made.
 */
export const settleCommission = async (
  trx: Db,
  input: { tz: string; rebateBp: readonly number[]; claimDays: number },
) => {
  const day = yesterdayKey(input.tz);
  const { rows } = await sql<{ n: number }>`
    with rates as (
      select depth::int, bp::bigint
      from unnest(${sql.val([...input.rebateBp])}::int[]) with ordinality as r (bp, depth)
      where bp > 0
    ),
    owed as (
      select a.ancestor_id as user_id, floor(sum(c.value * r.bp) / 10000)::bigint as amount
      from ${countersOfSql(Metric.ValidBets, day)} c
      join user_ancestors a on a.user_id = c.user_id
      join rates r on r.depth = a.depth
      group by a.ancestor_id
    ),
    made as (${insertCoinGrantsSql(
      AgentActivity.Commission,
      input.claimDays,
      sql`select o.user_id, ${day}, o.amount from owed o where o.amount > 0`,
    )})
    select count(*)::int as n from made
  `.execute(trx);
  return rows[0]?.n ?? 0;
};

/** The agent's invite code (a player of this id must exist). */
export const inviteCodeOf = async (db: Db, userId: number) =>
  (
    await db
      .selectFrom(playersSql.as('u'))
      .select('u.invite_code')
      .where('u.id', '=', userId)
      .executeTakeFirstOrThrow()
  ).invite_code;

/**
 * The agent's team per level (1..5): its members, those who joined today (the operator's day by
 * the lobby's clock), and their valid bets today and yesterday; one statement.
 */
export const teamOf = async (db: Db, userId: number, tz: string) => {
  const { rows } = await sql<{
    depth: number;
    members: number;
    new_today: number;
    today_bets: string;
    yesterday_bets: string;
  }>`
    with k as (
      select (reward_period_keys(app_now(), ${tz}))[1] as today_key,
        ${yesterdayKey(tz)} as yesterday_key,
        (app_now() at time zone ${tz})::date as today
    )
    select a.depth::int as depth, count(*)::int as members,
      count(*) filter (where (u.created_at at time zone ${tz})::date = k.today)::int as new_today,
      sum(${counterValueSql(sql`a.user_id`, Metric.ValidBets, sql`k.today_key`)})::text
        as today_bets,
      sum(${counterValueSql(sql`a.user_id`, Metric.ValidBets, sql`k.yesterday_key`)})::text
        as yesterday_bets
    from k
    cross join user_ancestors a
    join ${playersSql} u on u.id = a.user_id
    where a.ancestor_id = ${userId}
    group by a.depth
    order by a.depth
  `.execute(db);
  return rows.map((r) => ({
    depth: r.depth,
    members: r.members,
    newToday: r.new_today,
    todayBets: Number(r.today_bets),
    yesterdayBets: Number(r.yesterday_bets),
  }));
};

/** The agent's commission: settled in all, waiting now, and yesterday's grant (0 before it). */
export const commissionOf = async (db: Db, userId: number, tz: string) => {
  const { rows } = await sql<{ earned: string; claimable: string; yesterday: string | null }>`
    select
      coalesce(sum(coin) filter (where status <> 'expired'), 0)::text as earned,
      coalesce(sum(coin) filter (
        where status = 'claimable' and (expires_at is null or expires_at > app_now())
      ), 0)::text as claimable,
      (sum(coin) filter (where grant_key = ${yesterdayKey(tz)}))::text as yesterday
    from ${grantsOfSql(userId, AgentActivity.Commission)} g
  `.execute(db);
  const row = rows[0]!;
  return {
    earned: Number(row.earned),
    claimable: Number(row.claimable),
    yesterday: row.yesterday === null ? null : Number(row.yesterday),
  };
};

/** The agent's direct invitees who are valid invites, as SQL (`select id`; ../valid-invitee.ts). */
export const validInviteesSql = (userId: number, terms: ValidInviteTerms) => sql<{ id: string }>`
  select u.id from ${playersSql} u
  where u.pid = ${userId} and ${validInviteeSql(sql`u.id`, userId, terms)}
`;

/** The agent's valid invites: how many, and the ids of those not rewarded yet. */
export const validInvitesOf = async (db: Db, userId: number, terms: ValidInviteTerms) => {
  const { rows } = await sql<{ id: string; rewarded: boolean }>`
    select v.id,
      ${grantExistsSql(userId, AgentActivity.Invite, sql`'invitee:' || v.id`)} as rewarded
    from (${validInviteesSql(userId, terms)}) v
    order by v.id
  `.execute(db);
  return {
    count: rows.length,
    unrewarded: rows.filter((r) => !r.rewarded).map((r) => Number(r.id)),
  };
};
