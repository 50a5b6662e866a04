import { sql } from 'kysely';
import { asNumber, type PlayerStatePart } from '../accounts/player-state';

/** The deposits' field of the user info: the total ever credited. */
export const depositsState: PlayerStatePart = {
  columns: (userId) => ({
    total: sql`coalesce((select total from deposit_totals where user_id = ${userId}), 0)`,
  }),
  read: (c) => ({ totalRecharge: asNumber(c.total) }),
};
