import { sql } from 'kysely';
import { asNumber, type PlayerStatePart } from '../accounts/player-state';
import { EXP_E4 } from './vip-levels';

/** The VIP fields of the user info: the level reached and the experience in whole points. */
export const vipState: PlayerStatePart = {
  columns: (userId) => ({
    level: sql`(select level from vip_standings where user_id = ${userId})`,
    exp: sql`(select exp_e4 / ${sql.lit(EXP_E4)} from vip_standings where user_id = ${userId})`,
  }),
  read: (c) => ({ vip: asNumber(c.level), vipExp: asNumber(c.exp) }),
};
