import { accountsContext, type AccountsDeps } from './accounts-deps';
import { BreakRefusals } from './break-refusals';
import { CredentialsService } from './credentials.service';
import { DevicesService } from './devices.service';
import { NewSessions } from './new-sessions';
import { PhoneCodes } from './phone-codes';
import { PlayerReads } from './player-reads';
import { ProfileService } from './profile.service';
import { Proofs } from './proofs';
import { SignInService } from './sign-in.service';

export type { AccountsDeps, Caller } from './accounts-deps';
export type { ProofPurpose } from './proofs';

/**
 * The accounts domain (docs/rules.md "Accounts"), one service per job: codes texted to a phone,
 * the ways in, a signed-in player's credentials, profile and devices, what they read of
 * themselves, and the proofs other modules ask of them before money or credentials move.
 */
export class AccountsService {
  readonly codes: PhoneCodes;
  readonly proofs: Proofs;
  readonly player: PlayerReads;
  readonly signIn: SignInService;
  readonly credentials: CredentialsService;
  readonly profile: ProfileService;
  readonly devices: DevicesService;
  /** Time-out and self-exclusion on every way in (ADR 0071). */
  readonly breaks: BreakRefusals;

  constructor(deps: AccountsDeps) {
    const context = accountsContext(deps);
    this.breaks = new BreakRefusals(context);
    this.codes = new PhoneCodes(context);
    this.proofs = new Proofs(context, this.codes);
    this.player = new PlayerReads(context);
    const sessions = new NewSessions(context, this.player, this.breaks);
    this.signIn = new SignInService(context, this.codes, sessions);
    this.credentials = new CredentialsService(context, {
      codes: this.codes,
      proofs: this.proofs,
      sessions,
      player: this.player,
    });
    this.profile = new ProfileService(context, this.player);
    this.devices = new DevicesService(context);
  }
}
