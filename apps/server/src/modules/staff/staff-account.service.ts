import { CONSOLE_SESSION_IDLE_SECONDS } from '@lobby/contract/values/console';
import type { Db } from '@/db/database';
import { AppError, ErrorCode } from '@/core/app-error';
import type { StaffSession } from '@/core/sessions';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { endStaffSession } from './end-staff-session';
import type { StaffSessionsChanged } from './staff-sessions-changed';
import { auditedChange, type AuditBy, type StaffAuditBy } from '../audit/audit-by';
import { acceptedStep, hashRecoveryCode, newRecoveryCodes } from './staff-totp';
import type { TotpSecretBox } from './totp-secret-box';
import { findMember, findPasswordHash, setPasswordHash } from './staff.repo';
import { endOtherSessions, liveSessionsOf } from './staff-sessions.repo';
import { acceptCode, recoveryCodesLeft, replaceRecoveryCodes } from './staff-totp.repo';

/**
 * A signed-in staff member's own account (docs/console.md "Staff accounts", the `my*` calls):
 * its second factor's state, its live sessions, its password and its recovery codes.
 */
export class StaffAccountService {
  constructor(
    private readonly db: Db,
    private readonly totpBox: TotpSecretBox,
    /** Milliseconds since the epoch, for TOTP steps (tests move it). */
    private readonly now: () => number,
    private readonly changed: StaffSessionsChanged,
  ) {}

  /** Whether TOTP is on, and how many recovery codes are left. */
  async summary(staffId: number) {
    const member = await findMember(this.db, staffId);
    if (!member) throw new AppError(ErrorCode.STAFF_NOT_FOUND);
    return {
      totpEnabled: member.totpEnabled,
      recoveryCodesLeft: await recoveryCodesLeft(this.db, staffId),
    };
  }

  sessions(staffId: number, currentSessionId: number) {
    return liveSessionsOf(this.db, staffId, CONSOLE_SESSION_IDLE_SECONDS, currentSessionId);
  }

  /** Ends one of the caller's own sessions, with its audit entry (`myEndSession`). */
  async endSession(sessionId: number, by: StaffAuditBy) {
    await endStaffSession(this.db, sessionId, by, true);
    this.changed.staffSessionsChanged(by.actor.id);
  }

  /** Replaces the caller's password after checking the current one; their other sessions end. */
  async changePassword(session: StaffSession, current: string, next: string, by: AuditBy) {
    const hash = await findPasswordHash(this.db, session.staff.id);
    if (!(await verifyPassword(hash, current))) throw new AppError(ErrorCode.STAFF_PASSWORD_WRONG);
    const nextHash = await hashPassword(next);
    await auditedChange(this.db, by, async (trx) => {
      await setPasswordHash(trx, session.staff.id, nextHash);
      await endOtherSessions(trx, session.staff.id, session.sessionId);
      return {
        result: undefined,
        audit: {
          action: 'myPasswordChange',
          target: `staff:${session.staff.id}`,
          after: { passwordReplaced: true, otherSessionsEnded: true },
        },
      };
    });
    this.changed.staffSessionsChanged(session.staff.id);
  }

  /** New recovery codes for an enrolled caller who proves the authenticator with a code. */
  async regenerateRecoveryCodes(staffId: number, code: string, by: AuditBy) {
    const outcome = await auditedChange(this.db, by, async (trx) => {
      const row = await trx
        .selectFrom('staff')
        .select(['totp_secret', 'totp_enabled_at', 'totp_last_step'])
        .where('id', '=', staffId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const secret =
        row.totp_secret && row.totp_enabled_at ? this.totpBox.open(staffId, row.totp_secret) : null;
      const step =
        secret !== null
          ? acceptedStep(
              secret,
              code,
              row.totp_last_step === null ? null : Number(row.totp_last_step),
              this.now(),
            )
          : null;
      if (step === null) return { result: null, audit: null };
      await acceptCode(trx, staffId, step);
      const codes = newRecoveryCodes();
      await replaceRecoveryCodes(trx, staffId, codes.map(hashRecoveryCode));
      return {
        result: codes,
        audit: {
          action: 'myRecoveryCodes',
          target: `staff:${staffId}`,
          after: { recoveryCodes: codes.length },
        },
      };
    });
    if (outcome === null) throw new AppError(ErrorCode.STAFF_CODE_WRONG);
    return outcome;
  }
}
