import { sql } from 'kysely';
import { UserAccount } from '@/ledger/ledger';
import { balanceSql } from '@/ledger/ledger.repo';
import { asNumber, type PlayerStatePart } from '../accounts/player-state';
import { payFromSql } from './bonus.repo';

/**
 * The bonus fields of the user info: the open bonus's balance, the wagering it still needs and
 * what the player's bets are paid from first.
 */
export const bonusState: PlayerStatePart = {
  columns: (userId) => ({
    wageringLeft: sql`(select wagering_left from bonus_packages where user_id = ${userId} and status = 'open')`,
    balance: balanceSql(userId, UserAccount.Bonus),
    payFrom: payFromSql(userId),
  }),
  read: (c) => ({
    bonusPayFrom: c.payFrom === 'bonus' ? 'bonus' : 'cash',
    ...(c.wageringLeft === null || c.wageringLeft === undefined
      ? { bonusCoin: 0, bonusBet: 0 }
      : { bonusCoin: asNumber(c.balance), bonusBet: asNumber(c.wageringLeft) }),
  }),
};
