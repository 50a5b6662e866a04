import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@/db/database';
import { bonusOpenSql } from '../bonus/bonus.reads';
import { firstDepositBonusOrderSql } from '../deposits/deposits.reads';
import { grantStatusSql } from '../rewards/rewards.reads';
import { fundMilestonesJsonSql } from './fund-claimable';
import { OfferActivity } from './offers.settings';

/** A follow reward's grant key: one per channel, ever. */
export const followKey = (channelId: number) => `channel:${channelId}`;
/** A growth-fund milestone's grant key: one per VIP level, ever. */
export const fundKey = (level: number) => `fund:${level}`;

/**
 * Where the first-deposit offer stands for the player, in one statement: whether a bonus is open,
 * and the order that took the first-deposit bonus, if one did (the offer is kept until one does,
 * ADR 0056).
 */
export const firstDepositOf = async (db: Db, userId: number) => {
  const { rows } = await sql<{
    bonus_open: boolean;
    order_no: string | null;
    amount: number | string | null;
    bonus: number | string | null;
    credited_at: Date | string | null;
  }>`
    select
      ${bonusOpenSql(userId)} as bonus_open,
      o.order_no, o.amount, o.bonus, o.credited_at
    from (select 1) one
    left join lateral ${firstDepositBonusOrderSql(userId)} o on true
  `.execute(db);
  const row = rows[0]!;
  return {
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
      select o.channel_id,
        ${grantStatusSql(userId, OfferActivity.Follow, sql`'channel:' || o.channel_id`)} as status
      from follow_opens o
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
 * level (`level`, the VIP service's SQL) and the milestones of `levels` by the fund's predicate,
 * each with its grant's status (null: not granted).
 */
export const fundOf = async (
  db: Db,
  userId: number,
  levels: readonly number[],
  level: RawBuilder<number>,
) => {
  const { rows } = await sql<{
    bought_at: Date | string | null;
    level: number;
    milestones: MilestoneState[] | string;
  }>`
    select
      (select created_at from fund_purchases where user_id = ${userId}) as bought_at,
      ${level} as level,
      ${fundMilestonesJsonSql(userId, levels, level)} as milestones
  `.execute(db);
  const row = rows[0]!;
  const milestones =
    typeof row.milestones === 'string' ? JSON.parse(row.milestones) : row.milestones;
  return {
    boughtAt: row.bought_at === null ? null : new Date(row.bought_at),
    level: Number(row.level),
    milestones: milestones as MilestoneState[],
  };
};

/** A milestone by the fund's predicate, and its grant's status (null: not granted). */
interface MilestoneState {
  level: number;
  refusal: number | null;
  status: string | null;
}

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
