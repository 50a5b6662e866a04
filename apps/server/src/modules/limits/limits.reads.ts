import { sql } from 'kysely';
import type { Db } from '@/db/database';

/**
 * What other modules may do with the limits' tables: the seamless wallet's rollback gives a
 * cancelled stake back to the player's counters (db/functions/play_limits_settle.sql), as its
 * debit and credit do in their own statements.
 */
export const giveBackStake = (trx: Db, userId: number, account: string, amount: number) =>
  sql`select play_limits_settle(${userId}::bigint, ${account}, 0::bigint, ${amount}::bigint)`.execute(
    trx,
  );
