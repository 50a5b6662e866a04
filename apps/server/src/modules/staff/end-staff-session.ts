import type { Db } from '@/db/database';
import { AppError, ErrorCode } from '@/core/app-error';
import { auditedChange, type StaffAuditBy } from '../audit/audit-by';
import { endSessionOf } from './staff-sessions.repo';

/**
 * Ends a console session with its audit entry: the caller's own (`myEndSession`, which finds only
 * their sessions) or anyone's, by an admin (`staffEndSession`). Answers whose session it was.
 */
export const endStaffSession = (db: Db, sessionId: number, by: StaffAuditBy, own: boolean) =>
  auditedChange(db, by, async (trx) => {
    const ended = await endSessionOf(trx, sessionId, own ? by.actor.id : undefined);
    if (ended === null) throw new AppError(ErrorCode.STAFF_SESSION_NOT_FOUND);
    return {
      result: ended,
      audit: {
        action: own ? 'myEndSession' : 'staffEndSession',
        target: `staff:${ended}`,
        after: { sessionId },
      },
    };
  });
