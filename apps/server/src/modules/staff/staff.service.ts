import type { Db } from '@/db/database';
import { StaffAccountService } from './staff-account.service';
import { StaffMembersService } from './staff-members.service';
import { StaffSignInService } from './staff-sign-in.service';
import type { TotpSecretBox } from './totp-secret-box';
import { unheard, type StaffSessionsChanged } from './staff-sessions-changed';

/**
 * Staff accounts and console sessions (docs/console.md), one service per job: the sign-in and
 * the session it opens, a signed-in member's own account, and the members as an admin keeps them.
 */
export class StaffService {
  readonly signIn: StaffSignInService;
  readonly account: StaffAccountService;
  readonly members: StaffMembersService;

  constructor(
    db: Db,
    options: {
      /** Seals the TOTP secrets (STAFF_TOTP_KEY). */
      totpBox: TotpSecretBox;
      /** Milliseconds since the epoch, for TOTP steps (tests move it). */
      now?: () => number;
      /** Told (after the commit) when a member's sessions ended or their role changed. */
      changed?: StaffSessionsChanged;
    },
  ) {
    const now = options.now ?? Date.now;
    const changed = options.changed ?? unheard;
    this.signIn = new StaffSignInService(db, options.totpBox, now, changed);
    this.account = new StaffAccountService(db, options.totpBox, now, changed);
    this.members = new StaffMembersService(db, options.totpBox, changed);
  }
}
