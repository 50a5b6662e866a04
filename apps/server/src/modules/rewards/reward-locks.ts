import { sql } from 'kysely';
import type { Db } from '@/db/database';

/** Takes the player's lock on one of their rewards for the rest of the transaction. */
export const lockPlayer = (trx: Db, userId: number, what: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`${what}:${userId}`}))`.execute(trx);
