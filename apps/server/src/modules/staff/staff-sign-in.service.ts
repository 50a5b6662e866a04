import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import {
  CONSOLE_SESSION_IDLE_SECONDS,
  CONSOLE_SESSION_MAX_SECONDS,
} from '@lobby/contract/values/console';
import type { Db } from '@/db/database';
import { AppError, ErrorCode } from '@/core/app-error';
import type { StaffSession } from '@/core/sessions';
import { SecurityEventKind, type SecurityEvents } from '@/core/security-events';
import { verifyPassword } from '../accounts/passwords';
import { identityOfStaffEmail, type PasswordThrottle } from '../accounts/password-throttle';
import type { StaffRules } from './staff.settings';
import { auditByStaffAt, auditedChange, type AuditBy } from '../audit/audit-by';
import {
  acceptedStep,
  enrolmentOf,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
} from './staff-totp';
import type { TotpSecretBox } from './totp-secret-box';
import type { StaffSessionsChanged } from './staff-sessions-changed';
import { findStaffForSignIn, type StaffRow } from './staff.repo';
import { endStaffSession, insertStaffSession, touchLiveStaffSession } from './staff-sessions.repo';
import {
  acceptCode,
  countWrongCode,
  findPendingSignIn,
  insertPendingSignIn,
  pendingTotpSecret,
  replaceRecoveryCodes,
  setTotp,
  spendRecoveryCode,
  usePendingSignIn,
} from './staff-totp.repo';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest();

/** How long a right password waits for its second factor. */
export const PENDING_SIGN_IN_SECONDS = 5 * 60;
/** Wrong codes in a row that lock an account, and for how long. */
export const CODE_FAILURES_MAX = 5;
export const CODE_LOCK_SECONDS = 15 * 60;

export interface SignInClient {
  readonly ip: string;
  readonly userAgent?: string;
}

/** A refusal of the second step, as its security event names it. */
const CODE_REFUSALS: Partial<Record<ErrorCode, string>> = {
  [ErrorCode.STAFF_SIGN_IN_EXPIRED]: 'expired',
  [ErrorCode.STAFF_LOCKED]: 'locked',
  [ErrorCode.STAFF_CODE_WRONG]: 'wrong_code',
};

/** What the second step of a sign-in comes to: a refusal (kept: a wrong code counts) or a session. */
type CodeOutcome =
  | {
      readonly refused: ErrorCode;
      /** Whose sign-in it was, when the pending token was found (the security event's). */
      readonly staffId?: number;
      readonly email?: string;
    }
  | {
      readonly refused?: undefined;
      readonly token: string;
      readonly staff: StaffRow;
      readonly expiresAt: number;
      readonly recoveryCodes: string[];
    };

/**
 * A console session's life (docs/console.md): the two-step sign-in that opens it, the cookie's
 * token that finds it, the sign-out that ends it. A session's token is 256 random bits; the
 * database keeps its SHA-256 only. A session ends after CONSOLE_SESSION_IDLE_SECONDS without
 * use and CONSOLE_SESSION_MAX_SECONDS after sign-in, whichever is first.
 */
export class StaffSignInService {
  constructor(
    private readonly db: Db,
    private readonly totpBox: TotpSecretBox,
    /** Milliseconds since the epoch, for TOTP steps (tests move it). */
    private readonly now: () => number,
    private readonly changed: StaffSessionsChanged,
    private readonly guard: {
      /** The players' soft lock of wrong passwords, on the email's own identity. */
      throttle: PasswordThrottle;
      rules: () => Promise<StaffRules>;
      /** Every refused sign-in is one, with the IP and the reason (docs/security.md). */
      events: SecurityEvents;
    },
  ) {}

  #refused(client: SignInClient, email: string, reason: string, detail: Record<string, number>) {
    this.guard.events.record(SecurityEventKind.StaffSignInFailed, {
      identity: email,
      ip: client.ip,
      call: 'staffSignIn',
      detail: { reason, ...detail },
    });
  }

  /**
   * The first step: the password. The same refusal, after the same work, for an unknown email
   * and a wrong password. Wrong passwords on an email make it wait, as a player's do
   * (accounts/password-throttle.ts): past `passwordMaxFailures`, a growing wait during which a
   * try, the right password too, is refused unchecked and counts nothing. A right one opens no
   * session: it answers a pending token for the second step, and for an account without TOTP
   * the enrolment (its secret kept server-side, pending until a code confirms it).
   */
  async password(email: string, password: string, client: SignInClient) {
    const identity = identityOfStaffEmail(email);
    const rules = await this.guard.rules();
    const gate = await this.guard.throttle.waitOf(identity, rules);
    if (gate.failures >= rules.passwordMaxFailures && gate.waitSeconds > 0) {
      this.guard.events.record(SecurityEventKind.StaffSignInThrottled, {
        identity: email,
        ip: client.ip,
        call: 'staffSignIn',
        detail: { reason: 'throttled', waitSeconds: gate.waitSeconds },
      });
      throw new AppError(ErrorCode.STAFF_SIGN_IN_THROTTLED, {
        retryAfterSeconds: gate.waitSeconds,
      });
    }
    const found = await findStaffForSignIn(this.db, email);
    const matches = await verifyPassword(found?.passwordHash ?? null, password);
    if (!found || !matches) {
      const counted = await this.guard.throttle.fail(identity, rules);
      this.#refused(client, email, found ? 'wrong_password' : 'unknown_account', {
        failures: counted.failures,
        ...(found ? { staffId: found.id } : {}),
      });
      if (counted.waitSeconds > 0)
        throw new AppError(ErrorCode.STAFF_SIGN_IN_THROTTLED, {
          retryAfterSeconds: counted.waitSeconds,
        });
      throw new AppError(ErrorCode.STAFF_SIGN_IN_FAILED);
    }
    if (gate.failures > 0) await this.guard.throttle.clear(identity);
    if (found.locked) {
      this.#refused(client, email, 'locked', { staffId: found.id });
      throw new AppError(ErrorCode.STAFF_LOCKED);
    }
    const pendingToken = randomBytes(32).toString('base64url');
    await insertPendingSignIn(this.db, {
      staffId: found.id,
      tokenHash: hashToken(pendingToken),
      seconds: PENDING_SIGN_IN_SECONDS,
    });
    if (found.totpEnabled) return { step: 'totp' as const, pendingToken };
    const box = this.totpBox;
    const fresh = newTotpSecret();
    const pending = await pendingTotpSecret(this.db, found.id, box.seal(found.id, fresh));
    // A pending secret sealed under a replaced STAFF_TOTP_KEY cannot be shown: start over.
    let secret = box.open(found.id, pending);
    if (secret === null) {
      await setTotp(this.db, found.id, box.seal(found.id, fresh), { confirmed: false });
      secret = fresh;
    }
    return { step: 'enrol' as const, pendingToken, ...(await enrolmentOf(secret, found.email)) };
  }

  /**
   * The second step: a TOTP code (±1 step, each step once) or, once enrolled, a recovery code
   * (spent). A wrong one counts toward the lock (CODE_FAILURES_MAX → CODE_LOCK_SECONDS); a right
   * one confirms a pending enrolment (answering ten new recovery codes) and opens the session.
   */
  async code(pendingToken: string, code: string, client: SignInClient) {
    const tokenHash = hashToken(pendingToken);
    // Who signs in is known only inside: each entry names them.
    const outcome = await auditedChange<CodeOutcome>(this.db, null, async (trx) => {
      const pending = TOKEN_SHAPE.test(pendingToken)
        ? await findPendingSignIn(trx, tokenHash)
        : null;
      const refuse = (refused: ErrorCode) => ({
        result: pending ? { refused, staffId: pending.id, email: pending.email } : { refused },
        audit: null,
      });
      if (!pending?.totpSecret) return refuse(ErrorCode.STAFF_SIGN_IN_EXPIRED);
      if (pending.locked) return refuse(ErrorCode.STAFF_LOCKED);
      let accepted: boolean;
      let step: number | null = null;
      if (/^\d{6}$/.test(code)) {
        // A secret that does not open (a replaced STAFF_TOTP_KEY) matches no code.
        const secret = this.totpBox.open(pending.id, pending.totpSecret);
        step = secret === null ? null : acceptedStep(secret, code, pending.lastStep, this.now());
        accepted = step !== null;
      } else
        accepted =
          pending.totpEnabled && (await spendRecoveryCode(trx, pending.id, hashRecoveryCode(code)));
      if (!accepted) {
        const locked = await countWrongCode(trx, pending.id, CODE_FAILURES_MAX, CODE_LOCK_SECONDS);
        if (!locked) return refuse(ErrorCode.STAFF_CODE_WRONG);
        // A lock is a security event: written with the count that made it.
        return {
          ...refuse(ErrorCode.STAFF_LOCKED),
          audit: {
            by: auditByStaffAt(pending, client.ip),
            action: 'staffLocked',
            target: `staff:${pending.id}`,
            after: { lockedForSeconds: CODE_LOCK_SECONDS },
          },
        };
      }
      await usePendingSignIn(trx, tokenHash);
      await acceptCode(trx, pending.id, step);
      let recoveryCodes: string[] = [];
      if (!pending.totpEnabled) {
        recoveryCodes = newRecoveryCodes();
        await replaceRecoveryCodes(trx, pending.id, recoveryCodes.map(hashRecoveryCode));
      }
      const token = randomBytes(32).toString('base64url');
      const row = await insertStaffSession(trx, {
        staffId: pending.id,
        tokenHash: hashToken(token),
        ip: isIP(client.ip) ? client.ip : null,
        userAgent: client.userAgent?.slice(0, 512) ?? null,
        maxSeconds: CONSOLE_SESSION_MAX_SECONDS,
      });
      const staff: StaffRow = {
        id: pending.id,
        email: pending.email,
        name: pending.name,
        role: pending.role,
      };
      return {
        result: { token, staff, expiresAt: Number(row.expires_at), recoveryCodes },
        // A sign-in is a security event: its audit entry is written with the session.
        audit: {
          by: auditByStaffAt(pending, client.ip),
          action: 'staffSignIn',
          target: `staff:${pending.id}`,
          after: {
            sessionId: Number(row.id),
            factor: step === null ? 'recoveryCode' : 'totp',
            ...(pending.totpEnabled ? {} : { totpEnrolled: true }),
          },
        },
      };
    });
    // The count of a wrong code is committed before the refusal leaves.
    if (outcome.refused !== undefined) {
      this.#refused(client, outcome.email ?? '', CODE_REFUSALS[outcome.refused] ?? 'refused', {
        ...(outcome.staffId === undefined ? {} : { staffId: outcome.staffId }),
      });
      throw new AppError(outcome.refused);
    }
    return outcome;
  }

  /** The live session of a cookie's token, or null. */
  async sessionOf(token: string | undefined): Promise<StaffSession | null> {
    if (!token || !TOKEN_SHAPE.test(token)) return null;
    return touchLiveStaffSession(this.db, hashToken(token), CONSOLE_SESSION_IDLE_SECONDS);
  }

  /** Ends a session, with its audit entry. */
  async signOut(session: StaffSession, by: AuditBy) {
    await auditedChange(this.db, by, async (trx) => {
      await endStaffSession(trx, session.sessionId);
      return {
        result: undefined,
        audit: {
          action: 'staffSignOut',
          target: `staff:${session.staff.id}`,
          after: { sessionId: session.sessionId },
        },
      };
    });
    this.changed.staffSessionsChanged(session.staff.id);
  }
}
