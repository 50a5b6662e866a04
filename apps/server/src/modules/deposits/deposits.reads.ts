import type { Db } from '../../db/database';
import { cappedUserRows, countUserRows, type Paging } from '../../db/user-rows';

/** What other modules may read of the deposit orders (the console's player page). */
export const pageOfPlayerDeposits = (db: Db, userId: number, page: Paging) =>
  db
    .selectFrom('deposit_orders')
    .select([
      'id',
      'order_no as orderNo',
      'amount',
      'bonus',
      'status',
      'provider',
      'created_at as createdAt',
      'credited_at as creditedAt',
      cappedUserRows('deposit_orders', userId, page.countCap).as('counted'),
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

/** How many of a player's rows there are, up to the cap (a page past the end carries none). */
export const countPlayerDeposits = (db: Db, userId: number, cap: number) =>
  countUserRows(db, 'deposit_orders', userId, cap);
