import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { OfferActivity } from './offers.settings';

/** A follow reward's grant key: one per channel, ever. */
export const followKey = (channelId: number) => `channel:${channelId}`;
/** A growth-fund milestone's grant key: one per VIP level, ever. */
export const fundKey = (level: number) => `fund:${level}`;

/**
 * Where the first-deposit offer stands for the player, in one statement: how many deposits were
 * credited (deposit_totals, as getActivityIds' totalRecharge), whether a bonus is open, and the
 * order that took the first-deposit bonus, if one did.
 */
export const firstDepositOf = async (db: Db, userId: number) => {
  const { rows } = await sql<{
    deposits: number | string;
    bonus_open: boolean;
    order_no: string | null;
    amount: number | string | null;
    bonus: number | string | null;
    credited_at: Date | string | null;
  }>`
    select
      coalesce((select deposits from deposit_totals where user_id = ${userId}), 0) as deposits,
      exists (
        select 1 from bonus_packages where user_id = ${userId} and status = 'open'
      ) as bonus_open,
      o.order_no, o.amount, o.bonus, o.credited_at
    from (select 1) one
    left join lateral (
      select order_no, amount, bonus, credited_at from deposit_orders
      where user_id = ${userId} and status = 'credited' and bonus_rule = 'first_deposit'
      order by id
      limit 1
    ) o on true
  `.execute(db);
  const row = rows[0]!;
  return {
    deposits: Number(row.deposits),
    bonusOpen: row.bonus_open,
    bonus:
      row.order_no === null
        ? null
        : {
            orderNo: row.order_no,
            deposit: Number(row.amount),
            amount: Number(row.bonus),
            creditedAt: new Date(row.credited_at!),
          },
  };
};

/** Records that the player opened a channel (once; a repeat changes nothing). */
export const markFollowOpened = (db: Db, userId: number, channelId: number) =>
  db
    .insertInto('follow_opens')
    .values({ user_id: userId, channel_id: channelId })
    .onConflict((oc) => oc.columns(['user_id', 'channel_id']).doNothing())
    .execute();

/**
 * The channels the player opened, each with its follow grant's status when there is one
 * (a grant needs its channel opened first).
 */
export const followOpensOf = async (db: Db, userId: number) =>
  (
    await sql<{ channel_id: number; status: string | null }>`
      select o.channel_id, g.status
      from follow_opens o
      left join reward_grants g
        on g.user_id = o.user_id and g.activity = ${OfferActivity.Follow}
          and g.grant_key = 'channel:' || o.channel_id
      where o.user_id = ${userId}
    `.execute(db)
  ).rows.map((r) => ({ channelId: Number(r.channel_id), status: r.status }));

export const followOpened = async (db: Db, userId: number, channelId: number) =>
  (await db
    .selectFrom('follow_opens')
    .select('channel_id')
    .where('user_id', '=', userId)
    .where('channel_id', '=', channelId)
    .executeTakeFirst()) !== undefined;

/**
 * The player's growth fund in one statement: when it was bought (null: not bought), the VIP
 * level (`level`, the VIP service's SQL) and the milestone grants, by key and status.
 */
export const fundOf = async (db: Db, userId: number, level: RawBuilder<number>) => {
  const { rows } = await sql<{
    bought_at: Date | string | null;
    level: number;
    grants: { key: string; status: string }[] | string;
  }>`
    select
      (select created_at from fund_purchases where user_id = ${userId}) as bought_at,
      ${level} as level,
      coalesce((
        select json_agg(json_build_object('key', grant_key, 'status', status))
        from reward_grants where user_id = ${userId} and activity = ${OfferActivity.Fund}
      ), '[]') as grants
  `.execute(db);
  const row = rows[0]!;
  const grants = typeof row.grants === 'string' ? JSON.parse(row.grants) : row.grants;
  return {
    boughtAt: row.bought_at === null ? null : new Date(row.bought_at),
    level: Number(row.level),
    grants: grants as { key: string; status: string }[],
  };
};

export const fundBought = async (db: Db, userId: number) =>
  (await db
    .selectFrom('fund_purchases')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst()) !== undefined;

/**
 * Makes the player's purchase row unless one exists; true when made now. A purchase racing it
 * waits on the key until this transaction ends, then makes nothing.
 */
export const insertFundPurchase = async (trx: Db, userId: number, price: number) =>
  (await trx
    .insertInto('fund_purchases')
    .values({ user_id: userId, price })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst()) !== undefined;

/**
 * The fund's red-dot rows (`select activity, n`): the milestones the player's VIP level
 * (`level`, SQL) reaches on a bought fund, not granted yet. SQL for the red dots' one statement;
 * the milestone levels are constants of the setting.
 */
export const fundOpenRows = (
  userId: number,
  levels: readonly number[],
  level: RawBuilder<number>,
) =>
  sql`
    select ${OfferActivity.Fund}::text as activity, count(*)::int as n
    from unnest(${sql.val([...levels])}::int[]) as m (level)
    where exists (select 1 from fund_purchases where user_id = ${userId})
      and m.level <= ${level}
      and not exists (
        select 1 from reward_grants g
        where g.user_id = ${userId} and g.activity = ${OfferActivity.Fund}
          and g.grant_key = 'fund:' || m.level
      )
  `;
