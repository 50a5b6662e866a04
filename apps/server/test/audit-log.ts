import type { Db } from '../src/db/database';
import { auditPage, type AuditFilter } from '../src/modules/audit/audit.reads';

/** The audit entries of a filter, oldest first (tests look at what a change wrote). */
export const auditEntries = async (db: Db, filter: AuditFilter = {}) =>
  (
    await auditPage(db, filter, { limit: 1000, offset: 0, before: undefined, countCap: 1000 })
  ).list.reverse();
