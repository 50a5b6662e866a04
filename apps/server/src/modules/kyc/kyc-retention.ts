import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database';
import { withTransactionRetry } from '@/db/transaction-retry';
import type { ImageStore } from '@/storage/image-store';
import type { KycLimits } from './kyc-limits';
import { documentsPastRetention, forgetDocumentKeys } from './kyc.repo';

/** The retention job's queue (runnable by POST /dev/v1/runJob { name }). */
export const KYC_RETENTION_QUEUE = 'kyc.retention';
/** Once a day is plenty for a period counted in days. */
export const KYC_RETENTION_EVERY_MS = 24 * 3_600_000;
const BATCH = 100;

/**
 * Deletes the documents past the retention period (setting kyc.documentRetentionDays, on the
 * lobby's clock): their images from the store, then their keys (the rows stay with deleted_at,
 * and the review's decision with them). A batch at a time, each in its transaction holding its
 * rows (a second instance skips them); the bytes are deleted before the keys are forgotten, so a
 * failure leaves a key to try again, never bytes nobody can find. Answers how many went.
 */
export const deleteExpiredDocuments = async (deps: {
  db: Db;
  store: ImageStore;
  limits: KycLimits;
  log: FastifyBaseLogger;
}) => {
  const days = (await deps.limits.rules()).documentRetentionDays;
  let deleted = 0;
  for (;;) {
    const done = await withTransactionRetry(deps.db, async (trx) => {
      const rows = await documentsPastRetention(trx, days, BATCH);
      for (const row of rows) await deps.store.delete(row.imageKey);
      if (rows.length > 0)
        await forgetDocumentKeys(
          trx,
          rows.map((row) => Number(row.id)),
        );
      return rows.length;
    });
    deleted += done;
    if (done < BATCH) break;
  }
  if (deleted > 0) deps.log.info({ deleted }, 'kyc documents past retention deleted');
  return deleted;
};
