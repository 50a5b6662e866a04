import { sql } from 'kysely';
import { asNumber, type PlayerStatePart } from '../accounts/player-state';

/** The user info's `lottery`: the player's jackpot draw chances. */
export const jackpotState: PlayerStatePart = {
  columns: (userId) => ({
    chances: sql`(select chances from jackpot_chances where user_id = ${userId})`,
  }),
  read: (c) => ({ lottery: asNumber(c.chances) }),
};
