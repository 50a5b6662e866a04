import { sql } from 'kysely';
import { asNumber, type PlayerStatePart } from '../accounts/player-state';

/**
 * The wallet's fields of the user info: coin, safebox, the wagering still to go (`bet`), what
 * may be withdrawn now (`exchange`: all of coin once `bet` is 0) and whether a safebox PIN is set.
 */
export const walletState: PlayerStatePart = {
  columns: (userId) => ({
    coin: sql`coalesce((select balance from ledger_accounts where user_id = ${userId} and kind = 'coin'), 0)`,
    safebox: sql`coalesce((select balance from ledger_accounts where user_id = ${userId} and kind = 'safebox'), 0)`,
    wagering: sql`coalesce((select remaining from wagering where user_id = ${userId}), 0)`,
    has_pin: sql`exists (select 1 from safebox_passwords where user_id = ${userId})`,
  }),
  read: (c) => {
    const coin = asNumber(c.coin);
    const wagering = asNumber(c.wagering);
    return {
      coin,
      safebox: asNumber(c.safebox),
      bet: wagering,
      exchange: wagering === 0 ? coin : 0,
      hasSafeboxPassword: c.has_pin === true,
    };
  },
};
