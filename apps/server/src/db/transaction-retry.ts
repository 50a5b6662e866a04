import { inTransaction, type Db } from './database';
import { isRetryableConflict } from './errors';

/** How many times a conflicting transaction runs in all before its error is the caller's. */
const MAX_ATTEMPTS = 4;

/**
 * Runs `work` again on a serialization failure or a deadlock, a bounded number of times. Inside
 * a caller's transaction it runs once: the caller owns the retry.
 */
export const retryingConflicts = async <T>(db: Db, work: () => Promise<T>) => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (db.isTransaction || !isRetryableConflict(error) || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
    }
  }
};

/** Runs `work` in a transaction (or the caller's), whole again on a conflict; see above. */
export const withTransactionRetry = <T>(db: Db, work: (trx: Db) => Promise<T>) =>
  retryingConflicts(db, () => inTransaction(db, work));
