import type { Db } from '@/db/database';
import { cappedUserRows, countUserRows, type Paging } from '@/db/user-rows';

/** What other modules may read of the reward grants (the console's player page). */
export const pageOfPlayerGrants = (db: Db, userId: number, page: Paging) =>
  db
    .selectFrom('reward_grants')
    .select([
      'id',
      'activity',
      'coin',
      'status',
      'created_at as createdAt',
      'claimed_at as claimedAt',
      cappedUserRows('reward_grants', userId, page.countCap).as('counted'),
    ])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

/** How many of a player's rows there are, up to the cap (a page past the end carries none). */
export const countPlayerGrants = (db: Db, userId: number, cap: number) =>
  countUserRows(db, 'reward_grants', userId, cap);

/** What each activity granted (promotions cost, ops); what it spent is the ledger's. */
export { grantTotals } from './grants.repo';

/** What the reward systems read of the engine: its events, counters and grants. */
export type { OutboxEvent } from './events.repo';
export { countersAt } from './events.repo';
export { claimableGrants, grantByKey, grantsByKeys, type Grant } from './grants.repo';
export {
  counterOnceSql,
  counterValueSql,
  countersOfSql,
  grantCountSql,
  grantExistsSql,
  grantsOfSql,
  grantStatusSql,
  insertCoinGrantsSql,
} from './reward-sql';

/** When the player's latest claims of reward coin were made, newest first (the risk score). */
export const coinClaimTimes = async (db: Db, userId: number, limit: number) =>
  (
    await db
      .selectFrom('reward_grants')
      .select('claimed_at')
      .where('user_id', '=', userId)
      .where('status', '=', 'claimed')
      .where('coin', '>', 0)
      .orderBy('claimed_at', 'desc')
      .limit(limit)
      .execute()
  ).flatMap((r) => (r.claimed_at === null ? [] : [new Date(r.claimed_at)]));
