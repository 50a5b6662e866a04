import type { Db } from '@/db/database';
import type { SecurityEvents } from '@/core/security-events';
import { passwordThrottle } from '../accounts/password-throttle';
import type { SettingsService } from '../settings/settings.service';
import { StaffAccountService } from './staff-account.service';
import { StaffFourEyes } from './staff-four-eyes';
import { StaffMembersService } from './staff-members.service';
import { StaffRequestsService } from './staff-requests.service';
import { StaffSignInService } from './staff-sign-in.service';
import { STAFF_RULES_KEY, StaffRules } from './staff.settings';
import type { TotpSecretBox } from './totp-secret-box';
import { unheard, type StaffSessionsChanged } from './staff-sessions-changed';

/**
 * Staff accounts and console sessions (docs/console.md), one service per job: the sign-in and
 * the session it opens, a signed-in member's own account, the members as an admin keeps them,
 * the requests for privileged members a second admin approves, and the four-eyes rule every
 * approval asks (`fourEyes.mayApprove`).
 */
export class StaffService {
  readonly signIn: StaffSignInService;
  readonly account: StaffAccountService;
  readonly members: StaffMembersService;
  readonly fourEyes: StaffFourEyes;
  readonly requests: StaffRequestsService;

  constructor(
    db: Db,
    options: {
      /** Seals the TOTP secrets (STAFF_TOTP_KEY). */
      totpBox: TotpSecretBox;
      settings: SettingsService;
      securityEvents: SecurityEvents;
      /** Milliseconds since the epoch, for TOTP steps (tests move it). */
      now?: () => number;
      /** Told (after the commit) when a member's sessions ended or their role changed. */
      changed?: StaffSessionsChanged;
    },
  ) {
    const now = options.now ?? Date.now;
    const changed = options.changed ?? unheard;
    this.signIn = new StaffSignInService(db, options.totpBox, now, changed, {
      throttle: passwordThrottle(db),
      rules: () => options.settings.get(STAFF_RULES_KEY, StaffRules),
      events: options.securityEvents,
    });
    this.account = new StaffAccountService(db, options.totpBox, now, changed);
    this.members = new StaffMembersService(db, options.totpBox, changed);
    this.fourEyes = new StaffFourEyes(options.settings);
    this.requests = new StaffRequestsService(db, this.members, this.fourEyes);
  }
}
