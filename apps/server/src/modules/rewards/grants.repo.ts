import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@/db/database';
import type { FrozenCoupon } from '../coupons/coupon-definitions';
import type { Award } from './awards';
import { onBreakSql } from '../breaks/breaks.reads';
import { closedForPlaySql } from '../kyc/kyc.reads';

export type GrantStatus = 'claimable' | 'claimed' | 'expired';

export interface Grant {
  id: number;
  userId: number;
  activity: string;
  grantKey: string;
  awards: Award[];
  coin: number;
  /** The terms of its coupons by prop id, frozen when it was granted; null without coupons. */
  couponTerms: Record<string, FrozenCoupon> | null;
  status: GrantStatus;
  createdAt: Date;
  expiresAt: Date | null;
  claimedAt: Date | null;
  claimAnswer: unknown;
}

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

const grantOf = (row: {
  id: number | string;
  user_id: number | string;
  activity: string;
  grant_key: string;
  awards: unknown;
  coin: number | string;
  coupon_terms?: unknown;
  status: string;
  /** Dates, or their text when the row comes through json_agg. */
  created_at: Date | string;
  expires_at: Date | string | null;
  claimed_at: Date | string | null;
  claim_answer: unknown;
}): Grant => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  activity: row.activity,
  grantKey: row.grant_key,
  awards: json<Award[]>(row.awards),
  coin: Number(row.coin),
  couponTerms:
    row.coupon_terms === null || row.coupon_terms === undefined
      ? null
      : json<Record<string, FrozenCoupon>>(row.coupon_terms),
  status: row.status as GrantStatus,
  createdAt: new Date(row.created_at),
  expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
  claimedAt: row.claimed_at === null ? null : new Date(row.claimed_at),
  claimAnswer: row.claim_answer === null ? null : json(row.claim_answer),
});

/** Makes the grant unless it exists (same player, activity and key); its id when made now. */
export const insertGrant = async (
  trx: Db,
  grant: {
    userId: number;
    activity: string;
    grantKey: string;
    awards: readonly Award[];
    coin: number;
    couponTerms: Record<string, FrozenCoupon> | null;
    expiresAt: Date | null;
  },
): Promise<number | null> => {
  // No reward reaches a player on a time-out or self-exclusion (ADR 0071): the row is not made.
  const row = await trx
    .insertInto('reward_grants')
    .columns(['user_id', 'activity', 'grant_key', 'awards', 'coin', 'coupon_terms', 'expires_at'])
    .expression(
      sql<never>`select ${grant.userId}::bigint, ${grant.activity}, ${grant.grantKey},
        ${JSON.stringify(grant.awards)}::jsonb, ${grant.coin}::bigint,
        ${grant.couponTerms === null ? null : JSON.stringify(grant.couponTerms)}::jsonb,
        ${grant.expiresAt}::timestamptz
      where not ${onBreakSql(grant.userId)}`,
    )
    .onConflict((oc) => oc.constraint('reward_grants_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
};

/** The player's grant, locked for the rest of the transaction (a claim's turn). */
export const lockGrant = async (trx: Db, userId: number, grantId: number) => {
  const row = await trx
    .selectFrom('reward_grants')
    .selectAll()
    // Whether the player is on a break (ADR 0071), in the same statement: a claim refuses then.
    .select(onBreakSql(sql.ref('reward_grants.user_id')).as('player_on_break'))
    // Or closed for play (under age, ADR 0073): no reward is claimed either.
    .select(closedForPlaySql(sql.ref('reward_grants.user_id')).as('closed_for_play'))
    .where('id', '=', grantId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row
    ? { ...grantOf(row), playerOnBreak: row.player_on_break, closedForPlay: row.closed_for_play }
    : undefined;
};

export const markClaimed = (trx: Db, grantId: number, answer: unknown) =>
  trx
    .updateTable('reward_grants')
    .set({
      status: 'claimed',
      claimed_at: sql<Date>`app_now()`,
      claim_answer: JSON.stringify(answer),
    })
    .where('id', '=', grantId)
    .execute();

/** Every claimable grant past its expiry becomes expired; answers how many. */
export const expireDue = async (db: Db) => {
  const result = await db
    .updateTable('reward_grants')
    .set({ status: 'expired' })
    .where('status', '=', 'claimable')
    .where('expires_at', '<=', sql<Date>`app_now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};

/** The coin the player has claimed from the activity, in all. */
export const claimedCoin = async (trx: Db, userId: number, activity: string) => {
  const row = await trx
    .selectFrom('reward_grants')
    .select(sql<string>`coalesce(sum(coin), 0)`.as('coin'))
    .where('user_id', '=', userId)
    .where('activity', '=', activity)
    .where('status', '=', 'claimed')
    .executeTakeFirstOrThrow();
  return Number(row.coin);
};

/** Takes the player's lock on one activity for the rest of the transaction (its cap). */
export const lockPlayerActivity = (trx: Db, userId: number, activity: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`reward:${userId}:${activity}`}))`.execute(trx);

/** Per activity and status: grants and their coin (npm run ops -- promotions). */
/** The grants by activity and state, with their coin: all of them, or those made in `range`. */
export const grantTotals = (db: Db, range?: { from: Date; to: Date }) => {
  let query = db
    .selectFrom('reward_grants')
    .select([
      'activity',
      'status',
      sql<string>`count(*)`.as('grants'),
      sql<string>`coalesce(sum(coin), 0)`.as('coin'),
    ]);
  if (range) query = query.where('created_at', '>=', range.from).where('created_at', '<', range.to);
  return query.groupBy(['activity', 'status']).orderBy('activity').orderBy('status').execute();
};

/** Which of a player's grants a list reads: some activities (or all but some), some states. */
export interface GrantFilter {
  activities?: { in: readonly string[] } | { notIn: readonly string[] };
  statuses?: readonly GrantStatus[];
}

const whereOf = (userId: number, filter: GrantFilter) => {
  const parts = [sql`user_id = ${userId}`];
  const a = filter.activities;
  if (a && 'in' in a)
    parts.push(a.in.length ? sql`activity = any(${[...a.in]}::text[])` : sql`false`);
  if (a && 'notIn' in a && a.notIn.length)
    parts.push(sql`not (activity = any(${[...a.notIn]}::text[]))`);
  if (filter.statuses) parts.push(sql`status = any(${[...filter.statuses]}::text[])`);
  return sql.join(parts, sql` and `);
};

/**
 * The player's grants, newest first, a page of them and how many there are (up to the cap), in
 * one statement; the page after `after` (a grant id) when given.
 */
export const grantsPage = async (
  db: Db,
  userId: number,
  filter: GrantFilter,
  page: { limit: number; offset: number; after: number | undefined; countCap: number },
) => {
  const where = whereOf(userId, filter);
  const start = page.after === undefined ? sql`` : sql`and id < ${page.after}`;
  const { rows } = await sql<{ counted: number; list: Parameters<typeof grantOf>[0][] }>`
    select
      (select count(*) from (
        select 1 from reward_grants where ${where} limit ${page.countCap + 1}
      ) counted)::int as counted,
      coalesce((
        select json_agg(g order by g.id desc) from (
          select * from reward_grants
          where ${where} ${start}
          order by id desc
          limit ${page.limit} offset ${page.offset}
        ) g
      ), '[]') as list
  `.execute(db);
  const { counted, list } = rows[0] ?? { counted: 0, list: [] };
  return {
    counted,
    list: list.map(grantOf),
  };
};

/** The player's grants that can be claimed now (by the lobby's clock), soonest to expire first. */
export const claimableGrants = async (db: Db, userId: number, filter: GrantFilter) =>
  (
    await sql<Parameters<typeof grantOf>[0]>`
      select * from reward_grants
      where ${whereOf(userId, { ...filter, statuses: ['claimable'] })}
        and (expires_at is null or expires_at > app_now())
      order by expires_at nulls last, id
      limit 200
    `.execute(db)
  ).rows.map(grantOf);

/**
 * How many grants the player can claim now, per activity; with `also`, rows of rewards claimable
 * but not granted yet (`select activity, n`, e.g. today's VIP award), in the same statement.
 */
export const claimableByActivity = async (db: Db, userId: number, also?: RawBuilder<unknown>) =>
  (
    await sql<{ activity: string; n: number }>`
      select activity, count(*)::int as n from reward_grants
      where user_id = ${userId} and status = 'claimable'
        and (expires_at is null or expires_at > app_now())
      group by activity
      ${also ? sql`union all ${also}` : sql``}
    `.execute(db)
  ).rows;

/** The player's grant of an activity under a key, whatever its state. */
export const grantByKey = async (db: Db, userId: number, activity: string, grantKey: string) => {
  const row = await db
    .selectFrom('reward_grants')
    .selectAll()
    .where('user_id', '=', userId)
    .where('activity', '=', activity)
    .where('grant_key', '=', grantKey)
    .executeTakeFirst();
  return row ? grantOf(row) : undefined;
};

/** The player's grants of some activities under some keys (this period's VIP awards). */
export const grantsByKeys = async (
  db: Db,
  userId: number,
  activities: readonly string[],
  keys: readonly string[],
) =>
  (
    await db
      .selectFrom('reward_grants')
      .selectAll()
      .where('user_id', '=', userId)
      .where('activity', 'in', [...activities])
      .where('grant_key', 'in', keys.length ? [...keys] : [''])
      .execute()
  ).map(grantOf);
