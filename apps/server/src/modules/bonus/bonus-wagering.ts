import { sql } from 'kysely';
import type { Db } from '@/db/database';

/**
 * What the seamless wallet (modules/games) does to a player's open bonus when a round's debit is
 * rolled back: it takes the bonus's lock, in the order `seamless_debit_plan` takes it (before the
 * round's), and gives back the wagering the debit worked off. The bonus's own SQL, for its caller.
 */

/** The player's open bonus, locked until the transaction ends; undefined without one. */
export const lockOpenBonus = (db: Db, userId: number) =>
  db
    .selectFrom('bonus_packages')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .forUpdate()
    .executeTakeFirst();

/** Gives back wagering to an open bonus, never above what it asked. */
export const restoreBonusWagering = (db: Db, bonusId: number, amount: number) =>
  db
    .updateTable('bonus_packages')
    .set((eb) => ({
      wagering_left: sql<number>`least(${eb.ref('wagering_required')}, ${eb.ref('wagering_left')} + ${amount})`,
    }))
    .where('id', '=', bonusId)
    .where('status', '=', 'open')
    .execute();
