import { SmsPurpose } from '@lobby/contract/values/enums';
import { inTransaction } from '@/db/database';
import { AppError, ErrorCode } from '@/core/app-error';
import { SecurityEventKind } from '@/core/security-events';
import type { AccountsContext } from './accounts-deps';
import { clearProofFailures, lockProofFailures, recordProofFailure } from './accounts.repo';
import { verifyPassword } from './passwords';
import type { PhoneCodes } from './phone-codes';
import { signedInUser } from './signed-in-user';

/** What a signed-in player's proof is for, as security events name it. */
export type ProofPurpose = 'receiving_account' | 'withdrawal' | 'password_change' | 'safebox_pin';

/** Proofs of a signed-in player, that they and not only their session ask (docs/security.md). */
export class Proofs {
  constructor(
    private readonly deps: AccountsContext,
    private readonly codes: PhoneCodes,
  ) {}

  /**
   * One counted try of a proof a signed-in player gives (`check`): the password asked again, the
   * safebox PIN. Every kind shares one count per player: `proofMaxFailures` wrong ones lock them
   * all for `proofLockMinutes` (ACCOUNT_LOCKED with the wait), the right value included. A
   * player's tries run one at a time behind their counter's row, so parallel tries cannot
   * outrun the limit; a wrong one is counted even though its request fails, a right one clears
   * the count. Answers whether `check` passed.
   */
  async counted(
    userId: number,
    what: ProofPurpose,
    check: () => Promise<boolean>,
  ): Promise<boolean> {
    const rules = await this.deps.rules();
    const outcome = await inTransaction(this.deps.db, async (trx) => {
      const counted = await lockProofFailures(trx, userId);
      if (counted.failures >= rules.proofMaxFailures) {
        return { kind: 'locked' as const, waitSeconds: counted.waitSeconds };
      }
      if (await check()) {
        await clearProofFailures(trx, userId);
        return { kind: 'right' as const };
      }
      const failures = await recordProofFailure(trx, userId, rules.proofLockMinutes);
      return { kind: 'wrong' as const, failures };
    });
    if (outcome.kind === 'locked') {
      this.deps.securityEvents.record(SecurityEventKind.ProofLocked, {
        userId,
        detail: { what, waitSeconds: outcome.waitSeconds },
      });
      throw new AppError(ErrorCode.ACCOUNT_LOCKED, { retryAfterSeconds: outcome.waitSeconds });
    }
    if (outcome.kind === 'wrong') {
      this.deps.securityEvents.record(SecurityEventKind.ProofWrong, {
        userId,
        detail: { what, failures: outcome.failures },
      });
    }
    return outcome.kind === 'right';
  }

  /**
   * That the player, not only their session, asks (a receiving account, a withdrawal): the
   * sign-in password (a counted proof), or for a player without one a code (purpose bind) sent to
   * their bound phone. A player with neither must set a password first.
   */
  async proveIdentity(
    userId: number,
    proof: { password?: string | undefined; smsCode?: string | undefined },
    what: ProofPurpose,
  ): Promise<void> {
    const user = await signedInUser(this.deps.db, userId);
    const stored = user.passwordHash;
    if (stored !== null) {
      const password = proof.password;
      if (password === undefined)
        throw new AppError(ErrorCode.PROOF_REQUIRED, { method: 'password' });
      const right = await this.counted(userId, what, () => verifyPassword(stored, password));
      if (!right) throw new AppError(ErrorCode.PASSWORD_WRONG);
      return;
    }
    if (user.mobile === null || !user.mobileVerified) {
      throw new AppError(ErrorCode.PASSWORD_SETUP_REQUIRED);
    }
    if (proof.smsCode === undefined)
      throw new AppError(ErrorCode.PROOF_REQUIRED, { method: 'sms' });
    await this.codes.consume(user.mobile, SmsPurpose.Bind, proof.smsCode);
  }

  /**
   * When the player's password was last set, changed or reset (null: never since sign-up):
   * withdrawals wait `changeBlockHours` after it, like after a receiving account change.
   */
  async passwordChangedAt(userId: number): Promise<Date | null> {
    return (await signedInUser(this.deps.db, userId)).passwordChangedAt;
  }
}
