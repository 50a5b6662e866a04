import { sql } from 'kysely';
import { UserAccount } from '@/ledger/ledger';
import { balanceSql, wageringSql } from '@/ledger/ledger.repo';
import { asNumber, type PlayerStatePart } from '../accounts/player-state';

/**
 * The wallet's fields of the user info: coin, safebox, the wagering still to go (`bet`), what
 * may be withdrawn now (`exchange`: all of coin once `bet` is 0) and whether a safebox PIN is set.
 */
export const walletState: PlayerStatePart = {
  columns: (userId) => ({
    coin: balanceSql(userId, UserAccount.Coin),
    safebox: balanceSql(userId, UserAccount.Safebox),
    wagering: wageringSql(userId),
    hasPin: sql`exists (select 1 from safebox_passwords where user_id = ${userId})`,
  }),
  read: (c) => {
    const coin = asNumber(c.coin);
    const wagering = asNumber(c.wagering);
    return {
      coin,
      safebox: asNumber(c.safebox),
      bet: wagering,
      exchange: wagering === 0 ? coin : 0,
      hasSafeboxPassword: c.hasPin === true,
    };
  },
};
