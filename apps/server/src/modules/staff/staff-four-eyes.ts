import type { Db } from '@/db/database';
import { AppError, ErrorCode } from '@/core/app-error';
import type { SettingsService } from '../settings/settings.service';
import { STAFF_RULES_KEY, StaffRules } from './staff.settings';
import { madeOrPromotedLately } from './staff.repo';

/**
 * Four eyes between people, not accounts (docs/console.md "Four eyes"). A second approver counts
 * only when they are someone else: not the requester, and neither made the other (asked for the
 * other's account) nor gave the other their role in the last `fourEyesRecentDays` days, since a
 * member one just made is, for a while, an account one may well hold. Every approval of a
 * request that creates value or power asks it: balance adjustments, privileged members, mail
 * over its budget (the mail module's approvals call it too).
 */
export class StaffFourEyes {
  constructor(private readonly settings: SettingsService) {}

  /**
   * Whether `approverId` may approve `requesterId`'s request, read in the caller's transaction
   * (the decision's), so a role given a moment ago counts.
   */
  async mayApprove(trx: Db, approverId: number, requesterId: number): Promise<boolean> {
    if (approverId === requesterId) return false;
    const { fourEyesRecentDays } = await this.settings.getIn(trx, STAFF_RULES_KEY, StaffRules);
    if (fourEyesRecentDays === 0) return true;
    return !(await madeOrPromotedLately(trx, approverId, requesterId, fourEyesRecentDays));
  }

  /** mayApprove, refused with STAFF_APPROVER_RELATED (the caller checks "own" first). */
  async requireMayApprove(trx: Db, approverId: number, requesterId: number): Promise<void> {
    if (!(await this.mayApprove(trx, approverId, requesterId)))
      throw new AppError(ErrorCode.STAFF_APPROVER_RELATED);
  }
}
