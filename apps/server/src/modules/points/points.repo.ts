import { sql } from 'kysely';
import type { Db } from '@/db/database';

/** A purchase of the points shop, by the player's request id. */
export const orderByRequest = async (db: Db, userId: number, requestId: string) => {
  const row = await db
    .selectFrom('points_orders')
    .select(['id', 'item_id', 'answer'])
    .where('user_id', '=', userId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  return row
    ? {
        id: Number(row.id),
        itemId: row.item_id,
        answer: (typeof row.answer === 'string' ? JSON.parse(row.answer) : row.answer) as unknown,
      }
    : undefined;
};

/** How many of each item the player bought in the periods named (item id → count). */
export const boughtByItem = async (
  db: Db,
  userId: number,
  wanted: readonly { itemId: number; periodKey: string }[],
) => {
  if (wanted.length === 0) return new Map<number, number>();
  const { rows } = await sql<{ item_id: number; n: number }>`
    select o.item_id, count(*)::int as n
    from points_orders o
    join unnest(
      ${sql.val(wanted.map((w) => w.itemId))}::int[], ${sql.val(wanted.map((w) => w.periodKey))}::text[]
    ) as w (item_id, period_key) on w.item_id = o.item_id and w.period_key = o.period_key
    where o.user_id = ${userId}
    group by o.item_id
  `.execute(db);
  return new Map(rows.map((r) => [r.item_id, r.n]));
};

export const insertOrder = async (
  trx: Db,
  order: {
    userId: number;
    requestId: string;
    itemId: number;
    price: number;
    periodKey: string;
    grantId: number;
    answer: unknown;
  },
) => {
  const row = await trx
    .insertInto('points_orders')
    .values({
      user_id: order.userId,
      request_id: order.requestId,
      item_id: order.itemId,
      price: order.price,
      period_key: order.periodKey,
      grant_id: order.grantId,
      answer: JSON.stringify(order.answer),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
};
