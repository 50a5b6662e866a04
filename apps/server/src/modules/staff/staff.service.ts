import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import {
  CONSOLE_SESSION_IDLE_SECONDS,
  CONSOLE_SESSION_MAX_SECONDS,
  type StaffRole,
} from '@lobby/contract/values/console';
import type { Db } from '../../db/database';
import { AppError, ErrorCode } from '../../core/app-error';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import {
  acceptedStep,
  enrolmentOf,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
} from './staff-totp';
import {
  acceptCode,
  countWrongCode,
  endOtherSessions,
  endSessionOf,
  endSessionsOfStaff,
  endStaffSession,
  findMember,
  findPasswordHash,
  findPendingSignIn,
  findStaffForSignIn,
  insertPendingSignIn,
  insertStaffSession,
  listMembers,
  listStaff,
  liveSessionsOf,
  lockStaff,
  pendingTotpSecret,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  setPasswordHash,
  setTotp,
  spendRecoveryCode,
  touchLiveStaffSession,
  updateStaff,
  upsertStaff,
  usePendingSignIn,
  type StaffRow,
} from './staff.repo';

/** A console session as a console call sees it. */
export interface StaffSession {
  readonly sessionId: number;
  readonly expiresAt: number;
  readonly staff: StaffRow;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest();

/** A staff password's least length: the console moves money, so longer than a player's. */
export const STAFF_PASSWORD_MIN = 12;
/** How long a right password waits for its second factor. */
export const PENDING_SIGN_IN_SECONDS = 5 * 60;
/** Wrong codes in a row that lock an account, and for how long. */
export const CODE_FAILURES_MAX = 5;
export const CODE_LOCK_SECONDS = 15 * 60;

export interface SignInClient {
  readonly ip: string;
  readonly userAgent?: string;
}

/**
 * Staff accounts and console sessions (docs/console.md). A session's token is 256 random bits;
 * the database keeps its SHA-256 only. A session ends after CONSOLE_SESSION_IDLE_SECONDS
 * without use and CONSOLE_SESSION_MAX_SECONDS after sign-in, whichever is first.
 */
export class StaffService {
  constructor(
    private readonly db: Db,
    /** Milliseconds since the epoch, for TOTP steps (tests move it). */
    private readonly now: () => number = Date.now,
  ) {}

  /** Creates a staff member (refused when the email exists, unless `replace`). */
  async create(
    input: { email: string; name: string; role: StaffRole; password: string; totpSecret?: string },
    options: { replace?: boolean } = {},
  ) {
    if (input.password.length < STAFF_PASSWORD_MIN)
      throw new Error(`a staff password has at least ${STAFF_PASSWORD_MIN} characters`);
    const email = input.email.trim().toLowerCase();
    const staff = await upsertStaff(
      this.db,
      {
        email,
        name: input.name,
        role: input.role,
        passwordHash: await hashPassword(input.password),
      },
      options.replace ?? false,
    );
    if (!staff) throw new Error(`a staff member with the email ${email} exists`);
    // A changed password ends the sessions signed in with the old one; a replaced account
    // enrols again unless a known secret is given (the development endpoint's tests).
    if (options.replace) {
      await endSessionsOfStaff(this.db, staff.id);
      await setTotp(this.db, staff.id, input.totpSecret ?? null);
    } else if (input.totpSecret) await setTotp(this.db, staff.id, input.totpSecret);
    return staff;
  }

  list() {
    return listStaff(this.db);
  }

  /**
   * The first step: the password. The same refusal, after the same work, for an unknown email
   * and a wrong password. A right one opens no session: it answers a pending token for the
   * second step, and for an account without TOTP the enrolment (its secret kept server-side,
   * pending until a code confirms it).
   */
  async signIn(email: string, password: string) {
    const found = await findStaffForSignIn(this.db, email);
    const matches = await verifyPassword(found?.passwordHash ?? null, password);
    if (!found || !matches) throw new AppError(ErrorCode.STAFF_SIGN_IN_FAILED);
    if (found.locked) throw new AppError(ErrorCode.STAFF_LOCKED);
    const pendingToken = randomBytes(32).toString('base64url');
    await insertPendingSignIn(this.db, {
      staffId: found.id,
      tokenHash: hashToken(pendingToken),
      seconds: PENDING_SIGN_IN_SECONDS,
    });
    if (found.totpEnabled) return { step: 'totp' as const, pendingToken };
    const secret = await pendingTotpSecret(this.db, found.id, newTotpSecret());
    return { step: 'enrol' as const, pendingToken, ...(await enrolmentOf(secret, found.email)) };
  }

  /**
   * The second step: a TOTP code (±1 step, each step once) or, once enrolled, a recovery code
   * (spent). A wrong one counts toward the lock (CODE_FAILURES_MAX → CODE_LOCK_SECONDS); a right
   * one confirms a pending enrolment (answering ten new recovery codes) and opens the session.
   */
  async signInCode(pendingToken: string, code: string, client: SignInClient) {
    const tokenHash = hashToken(pendingToken);
    const outcome = await this.db.transaction().execute(async (trx) => {
      const pending = TOKEN_SHAPE.test(pendingToken)
        ? await findPendingSignIn(trx, tokenHash)
        : null;
      if (!pending?.totpSecret) return { refused: ErrorCode.STAFF_SIGN_IN_EXPIRED } as const;
      if (pending.locked) return { refused: ErrorCode.STAFF_LOCKED } as const;
      let accepted: boolean;
      let step: number | null = null;
      if (/^\d{6}$/.test(code)) {
        step = acceptedStep(pending.totpSecret, code, pending.lastStep, this.now());
        accepted = step !== null;
      } else
        accepted =
          pending.totpEnabled && (await spendRecoveryCode(trx, pending.id, hashRecoveryCode(code)));
      if (!accepted) {
        const locked = await countWrongCode(trx, pending.id, CODE_FAILURES_MAX, CODE_LOCK_SECONDS);
        return { refused: locked ? ErrorCode.STAFF_LOCKED : ErrorCode.STAFF_CODE_WRONG } as const;
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
      return { token, staff, expiresAt: Number(row.expires_at), recoveryCodes };
    });
    // The count of a wrong code is committed before the refusal leaves.
    if (outcome.refused !== undefined) throw new AppError(outcome.refused);
    return outcome;
  }

  /** The live session of a cookie's token, or null. */
  async sessionOf(token: string | undefined): Promise<StaffSession | null> {
    if (!token || !TOKEN_SHAPE.test(token)) return null;
    return touchLiveStaffSession(this.db, hashToken(token), CONSOLE_SESSION_IDLE_SECONDS);
  }

  async signOut(sessionId: number) {
    await endStaffSession(this.db, sessionId);
  }

  // ---- the caller's own account ----

  async account(staffId: number) {
    const member = await findMember(this.db, staffId);
    if (!member) throw new AppError(ErrorCode.STAFF_NOT_FOUND);
    return {
      totpEnabled: member.totpEnabled,
      recoveryCodesLeft: await recoveryCodesLeft(this.db, staffId),
    };
  }

  async sessions(staffId: number, currentSessionId: number) {
    const list = await liveSessionsOf(this.db, staffId, CONSOLE_SESSION_IDLE_SECONDS);
    return list.map((session) => ({ ...session, current: session.id === currentSessionId }));
  }

  /** Ends a session (the staff member's own, when `staffId` is given). */
  async endSession(sessionId: number, staffId?: number) {
    if (!(await endSessionOf(this.db, sessionId, staffId)))
      throw new AppError(ErrorCode.STAFF_SESSION_NOT_FOUND);
  }

  /** Replaces the caller's password after checking the current one; their other sessions end. */
  async changePassword(session: StaffSession, current: string, next: string) {
    const hash = await findPasswordHash(this.db, session.staff.id);
    if (!(await verifyPassword(hash, current))) throw new AppError(ErrorCode.STAFF_PASSWORD_WRONG);
    const nextHash = await hashPassword(next);
    await this.db.transaction().execute(async (trx) => {
      await setPasswordHash(trx, session.staff.id, nextHash);
      await endOtherSessions(trx, session.staff.id, session.sessionId);
    });
  }

  /** New recovery codes for an enrolled caller who proves the authenticator with a code. */
  async regenerateRecoveryCodes(staffId: number, code: string) {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('staff')
        .select(['totp_secret', 'totp_enabled_at', 'totp_last_step'])
        .where('id', '=', staffId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const step =
        row.totp_secret && row.totp_enabled_at
          ? acceptedStep(
              row.totp_secret,
              code,
              row.totp_last_step === null ? null : Number(row.totp_last_step),
              this.now(),
            )
          : null;
      if (step === null) throw new AppError(ErrorCode.STAFF_CODE_WRONG);
      await acceptCode(trx, staffId, step);
      const codes = newRecoveryCodes();
      await replaceRecoveryCodes(trx, staffId, codes.map(hashRecoveryCode));
      return codes;
    });
  }

  // ---- staff management (permission 'staff') ----

  members() {
    return listMembers(this.db);
  }

  /** A staff member's id by email, or null. */
  async idOf(email: string) {
    const row = await this.db
      .selectFrom('staff')
      .select('id')
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  }

  async member(id: number) {
    const member = await findMember(this.db, id);
    if (!member) throw new AppError(ErrorCode.STAFF_NOT_FOUND);
    return member;
  }

  /** An account made by an admin: refused for a taken email; TOTP is enrolled at sign-in. */
  async createMember(input: { email: string; name: string; role: StaffRole; password?: string }) {
    const password = input.password ?? randomBytes(18).toString('base64url');
    const staff = await upsertStaff(
      this.db,
      {
        email: input.email.trim().toLowerCase(),
        name: input.name,
        role: input.role,
        passwordHash: await hashPassword(password),
      },
      false,
    );
    if (!staff) throw new AppError(ErrorCode.STAFF_EMAIL_TAKEN);
    return {
      staff: await this.member(staff.id),
      password: input.password === undefined ? password : null,
    };
  }

  /**
   * Name, role, disabled. An admin may not change their own role nor disable themselves (the
   * last admin would lock everyone out); disabling ends the member's sessions.
   */
  async updateMember(
    actorId: number,
    id: number,
    change: { name?: string; role?: StaffRole; disabled?: boolean },
  ) {
    if (id === actorId && (change.role !== undefined || change.disabled === true))
      throw new AppError(ErrorCode.STAFF_NOT_YOURSELF);
    await this.db.transaction().execute(async (trx) => {
      if (!(await lockStaff(trx, id))) throw new AppError(ErrorCode.STAFF_NOT_FOUND);
      await updateStaff(trx, id, change);
      if (change.disabled === true) await endSessionsOfStaff(trx, id);
    });
    return this.member(id);
  }

  /** Removes TOTP and recovery codes: the member enrols again at their next sign-in. */
  async resetTotp(id: number) {
    await this.db.transaction().execute(async (trx) => {
      if (!(await lockStaff(trx, id))) throw new AppError(ErrorCode.STAFF_NOT_FOUND);
      await setTotp(trx, id, null);
    });
    return this.member(id);
  }

  async memberSessions(id: number, currentSessionId: number) {
    await this.member(id);
    return this.sessions(id, currentSessionId);
  }
}
