import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import {
  CONSOLE_SESSION_IDLE_SECONDS,
  CONSOLE_SESSION_MAX_SECONDS,
  type StaffRole,
} from '@lobby/contract/values/console';
import { inTransaction, type Db } from '@/db/database';
import { AppError, ErrorCode } from '@/core/app-error';
import type { StaffSession } from '@/core/sessions';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { auditByStaffAt, auditedChange, type AuditBy, type StaffAuditBy } from '../audit/audit-by';
import {
  acceptedStep,
  enrolmentOf,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
} from './staff-totp';
import type { TotpSecretBox } from './totp-secret-box';
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
  lockStaffByEmail,
  touchLiveStaffSession,
  updateStaff,
  upsertStaff,
  usePendingSignIn,
  type StaffRow,
} from './staff.repo';

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
/** What the second step of a sign-in comes to: a refusal (kept: a wrong code counts) or a session. */
type CodeOutcome =
  | { readonly refused: ErrorCode }
  | {
      readonly refused?: undefined;
      readonly token: string;
      readonly staff: StaffRow;
      readonly expiresAt: number;
      readonly recoveryCodes: string[];
    };

export class StaffService {
  readonly #box: TotpSecretBox | null;
  /** Milliseconds since the epoch, for TOTP steps (tests move it). */
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    options: {
      /** Seals the TOTP secrets (STAFF_TOTP_KEY); the ops CLI, which never reads one, has none. */
      totpBox?: TotpSecretBox;
      now?: () => number;
    } = {},
  ) {
    this.#box = options.totpBox ?? null;
    this.now = options.now ?? Date.now;
  }

  #totpBox(): TotpSecretBox {
    if (!this.#box) throw new Error('this StaffService has no STAFF_TOTP_KEY');
    return this.#box;
  }

  /**
   * Seals the TOTP secrets stored in plain base32 (before STAFF_TOTP_KEY); answers how many.
   * Run at start; safe from any number of instances (each row is sealed once under its lock).
   */
  async sealPlainTotpSecrets(): Promise<number> {
    const box = this.#totpBox();
    return inTransaction(this.db, async (trx) => {
      const rows = await trx
        .selectFrom('staff')
        .select(['id', 'totp_secret'])
        .where('totp_secret', '~', '^[A-Z2-7]{32}$')
        .forUpdate()
        .execute();
      for (const row of rows)
        await trx
          .updateTable('staff')
          .set({ totp_secret: box.seal(Number(row.id), row.totp_secret!) })
          .where('id', '=', row.id)
          .execute();
      return rows.length;
    });
  }

  /**
   * Creates a staff member (refused when the email exists, unless `replace`), with its audit
   * entry (`staffCreate`, or `staffReplace` with what the account was before) in the same
   * transaction. The password is never in the entry.
   */
  async create(
    input: { email: string; name: string; role: StaffRole; password: string; totpSecret?: string },
    options: { replace?: boolean; by: AuditBy },
  ) {
    if (input.password.length < STAFF_PASSWORD_MIN)
      throw new Error(`a staff password has at least ${STAFF_PASSWORD_MIN} characters`);
    const email = input.email.trim().toLowerCase();
    const passwordHash = await hashPassword(input.password);
    const replace = options.replace ?? false;
    return auditedChange(this.db, options.by, async (trx) => {
      const existing = replace ? await lockStaffByEmail(trx, email) : null;
      const staff = await upsertStaff(
        trx,
        { email, name: input.name, role: input.role, passwordHash },
        replace,
      );
      if (!staff) throw new Error(`a staff member with the email ${email} exists`);
      // A changed password ends the sessions signed in with the old one; a replaced account
      // enrols again unless a known secret is given (the development endpoint's tests).
      if (existing) await endSessionsOfStaff(trx, staff.id);
      if (replace || input.totpSecret)
        await setTotp(
          trx,
          staff.id,
          input.totpSecret ? this.#totpBox().seal(staff.id, input.totpSecret) : null,
        );
      const audit = {
        action: existing ? 'staffReplace' : 'staffCreate',
        target: `staff:${staff.id}`,
        before: existing
          ? { email, name: existing.name, role: existing.role, disabled: existing.disabled }
          : null,
        after: {
          email,
          name: staff.name,
          role: staff.role,
          disabled: false,
          ...(existing ? { passwordReplaced: true } : {}),
          ...(input.totpSecret ? { totp: 'set' } : {}),
        },
      };
      return { result: staff, audit };
    });
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
    const box = this.#totpBox();
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
  async signInCode(pendingToken: string, code: string, client: SignInClient) {
    const tokenHash = hashToken(pendingToken);
    // Who signs in is known only inside: each entry names them.
    const outcome = await auditedChange<CodeOutcome>(this.db, null, async (trx) => {
      const refuse = (refused: ErrorCode) => ({ result: { refused }, audit: null });
      const pending = TOKEN_SHAPE.test(pendingToken)
        ? await findPendingSignIn(trx, tokenHash)
        : null;
      if (!pending?.totpSecret) return refuse(ErrorCode.STAFF_SIGN_IN_EXPIRED);
      if (pending.locked) return refuse(ErrorCode.STAFF_LOCKED);
      let accepted: boolean;
      let step: number | null = null;
      if (/^\d{6}$/.test(code)) {
        // A secret that does not open (a replaced STAFF_TOTP_KEY) matches no code.
        const secret = this.#totpBox().open(pending.id, pending.totpSecret);
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
    if (outcome.refused !== undefined) throw new AppError(outcome.refused);
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

  /**
   * Ends a session (the staff member's own, when `own`), with its audit entry: `myEndSession`
   * or `staffEndSession`.
   */
  async endSession(sessionId: number, by: StaffAuditBy, own: boolean) {
    await auditedChange(this.db, by, async (trx) => {
      const ended = await endSessionOf(trx, sessionId, own ? by.actor.id : undefined);
      if (ended === null) throw new AppError(ErrorCode.STAFF_SESSION_NOT_FOUND);
      return {
        result: undefined,
        audit: {
          action: own ? 'myEndSession' : 'staffEndSession',
          target: `staff:${ended}`,
          after: { sessionId },
        },
      };
    });
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
        row.totp_secret && row.totp_enabled_at
          ? this.#totpBox().open(staffId, row.totp_secret)
          : null;
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
  async createMember(
    input: { email: string; name: string; role: StaffRole; password?: string },
    by: AuditBy,
  ) {
    const password = input.password ?? randomBytes(18).toString('base64url');
    const passwordHash = await hashPassword(password);
    const staff = await auditedChange(this.db, by, async (trx) => {
      const made = await upsertStaff(
        trx,
        {
          email: input.email.trim().toLowerCase(),
          name: input.name,
          role: input.role,
          passwordHash,
        },
        false,
      );
      if (!made) throw new AppError(ErrorCode.STAFF_EMAIL_TAKEN);
      return {
        result: made,
        audit: {
          action: 'staffCreate',
          target: `staff:${made.id}`,
          after: { email: made.email, name: made.name, role: made.role, disabled: false },
        },
      };
    });
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
    by: AuditBy,
    id: number,
    change: { name?: string; role?: StaffRole; disabled?: boolean },
  ) {
    const self = by.actor.kind === 'staff' && by.actor.id === id;
    if (self && (change.role !== undefined || change.disabled === true))
      throw new AppError(ErrorCode.STAFF_NOT_YOURSELF);
    await auditedChange(this.db, by, async (trx) => {
      const before = await lockStaff(trx, id);
      if (!before) throw new AppError(ErrorCode.STAFF_NOT_FOUND);
      await updateStaff(trx, id, change);
      if (change.disabled === true) await endSessionsOfStaff(trx, id);
      const fields = Object.keys(change) as (keyof typeof change)[];
      return {
        result: undefined,
        audit: {
          action: 'staffUpdate',
          target: `staff:${id}`,
          before: Object.fromEntries(fields.map((f) => [f, before[f]])),
          after: change,
        },
      };
    });
    return this.member(id);
  }

  /**
   * Removes TOTP and recovery codes and ends the member's sessions: they enrol again at their
   * next sign-in.
   */
  async resetTotp(id: number, by: AuditBy) {
    await auditedChange(this.db, by, async (trx) => {
      const before = await lockStaff(trx, id);
      if (!before) throw new AppError(ErrorCode.STAFF_NOT_FOUND);
      await setTotp(trx, id, null);
      // A lost authenticator may be a stolen one: whoever holds it is signed out too.
      await endSessionsOfStaff(trx, id);
      return {
        result: undefined,
        audit: {
          action: 'staffResetTotp',
          target: `staff:${id}`,
          before: { totpEnabled: before.totpEnabled },
          after: { totpEnabled: false, sessionsEnded: true },
        },
      };
    });
    return this.member(id);
  }

  async memberSessions(id: number, currentSessionId: number) {
    await this.member(id);
    return this.sessions(id, currentSessionId);
  }
}
