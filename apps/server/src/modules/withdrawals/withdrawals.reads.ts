import type { Db } from '../../db/database';
import { cappedUserRows, countUserRows, type Paging } from '../../db/user-rows';

/** What other modules may read of the withdrawals (the console's player page). */
export const pageOfPlayerWithdrawals = (db: Db, userId: number, page: Paging) =>
  db
    .selectFrom('withdrawals')
    .select([
      'id',
      'order_no as orderNo',
      'amount',
      'fee',
      'status',
      'bank_name as bankName',
      'created_at as createdAt',
      'settled_at as settledAt',
      cappedUserRows('withdrawals', userId, page.countCap).as('counted'),
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

/** How many of a player's rows there are, up to the cap (a page past the end carries none). */
export const countPlayerWithdrawals = (db: Db, userId: number, cap: number) =>
  countUserRows(db, 'withdrawals', userId, cap);

export type { WithdrawalStatus } from './withdrawals.repo';
