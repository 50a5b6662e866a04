import { asNumber, type PlayerStatePart } from '../accounts/player-state';
import { depositTotalSql } from './deposits.reads';

/** The deposits' field of the user info: the total ever credited. */
export const depositsState: PlayerStatePart = {
  columns: (userId) => ({
    total: depositTotalSql(userId),
  }),
  read: (c) => ({ totalRecharge: asNumber(c.total) }),
};
