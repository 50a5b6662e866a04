import type { Db } from '@/db/database';

/**
 * Marks the player verified (tier 2 approved, modules/kyc) or not, in the caller's transaction:
 * the user info's `hasKyc`.
 */
export const setHasKyc = (db: Db, id: number, value: boolean) =>
  db.updateTable('users').set({ has_kyc: value }).where('id', '=', id).execute();
