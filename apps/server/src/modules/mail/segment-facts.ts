import { sql } from 'kysely';
import { registeredAtSql } from '../accounts/accounts.reads';
import { depositsState } from '../deposits/deposits-state';
import { vipState } from '../vip/vip-state';
import type { SegmentFacts } from './mail.repo';

/**
 * What a broadcast's segment reads of a player: the VIP level and the deposits as those modules
 * show them in the user info (their player-state parts), and the registration time.
 */
export const segmentFacts: SegmentFacts = {
  vipLevel: (userId) => sql<number>`coalesce(${vipState.columns(userId).level}, 0)`,
  depositTotal: (userId) => sql<number>`${depositsState.columns(userId).total}`,
  // Asked of a player who exists: never null.
  registeredAt: (userId) => registeredAtSql(userId).$castTo<Date>(),
};
