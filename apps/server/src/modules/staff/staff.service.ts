import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import {
  CONSOLE_SESSION_IDLE_SECONDS,
  CONSOLE_SESSION_MAX_SECONDS,
  type StaffRole,
} from '@lobby/contract/values/console';
import { inTransaction, type Db } from '../../db/database';
import { AppError, ErrorCode } from '../../core/app-error';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { auditByStaffAt, type AuditBy } from '../audit/audit-by';
import { recordAudit } from '../audit/audit.repo';
import {
  endSessionsOfStaff,
  endStaffSession,
  findStaffForSignIn,
  insertStaffSession,
  listStaff,
  lockStaffByEmail,
  touchLiveStaffSession,
  upsertStaff,
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

/**
 * Staff accounts and console sessions (docs/console.md). A session's token is 256 random bits;
 * the database keeps its SHA-256 only. A session ends after CONSOLE_SESSION_IDLE_SECONDS
 * without use and CONSOLE_SESSION_MAX_SECONDS after sign-in, whichever is first.
 */
export class StaffService {
  constructor(private readonly db: Db) {}

  /**
   * Creates a staff member (refused when the email exists, unless `replace`), with its audit
   * entry (`staffCreate`, or `staffReplace` with what the account was before) in the same
   * transaction. The password is never in the entry.
   */
  async create(
    input: { email: string; name: string; role: StaffRole; password: string },
    options: { replace?: boolean; by: AuditBy },
  ) {
    if (input.password.length < STAFF_PASSWORD_MIN)
      throw new Error(`a staff password has at least ${STAFF_PASSWORD_MIN} characters`);
    const email = input.email.trim().toLowerCase();
    const passwordHash = await hashPassword(input.password);
    const replace = options.replace ?? false;
    return inTransaction(this.db, async (trx) => {
      const existing = replace ? await lockStaffByEmail(trx, email) : null;
      const staff = await upsertStaff(
        trx,
        { email, name: input.name, role: input.role, passwordHash },
        replace,
      );
      if (!staff) throw new Error(`a staff member with the email ${email} exists`);
      // A changed password ends the sessions signed in with the old one.
      if (existing) await endSessionsOfStaff(trx, staff.id);
      await recordAudit(trx, {
        ...options.by,
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
        },
      });
      return staff;
    });
  }

  list() {
    return listStaff(this.db);
  }

  /**
   * Signs in: the same refusal, after the same work, for an unknown email and a wrong password.
   * Answers the session's token (for the cookie) and what staffMe answers.
   */
  async signIn(email: string, password: string, client: { ip: string; userAgent?: string }) {
    const found = await findStaffForSignIn(this.db, email);
    const matches = await verifyPassword(found?.passwordHash ?? null, password);
    if (!found || !matches) throw new AppError(ErrorCode.STAFF_SIGN_IN_FAILED);
    const token = randomBytes(32).toString('base64url');
    const ip = isIP(client.ip) ? client.ip : null;
    // A sign-in is a security event: its audit entry is written with the session.
    const row = await inTransaction(this.db, async (trx) => {
      const session = await insertStaffSession(trx, {
        staffId: found.id,
        tokenHash: hashToken(token),
        ip,
        userAgent: client.userAgent?.slice(0, 512) ?? null,
        maxSeconds: CONSOLE_SESSION_MAX_SECONDS,
      });
      await recordAudit(trx, {
        ...auditByStaffAt(found, client.ip),
        action: 'staffSignIn',
        target: `staff:${found.id}`,
        after: { sessionId: Number(session.id) },
      });
      return session;
    });
    const staff: StaffRow = {
      id: found.id,
      email: found.email,
      name: found.name,
      role: found.role,
    };
    return { token, staff, expiresAt: Number(row.expires_at) };
  }

  /** The live session of a cookie's token, or null. */
  async sessionOf(token: string | undefined): Promise<StaffSession | null> {
    if (!token || !TOKEN_SHAPE.test(token)) return null;
    return touchLiveStaffSession(this.db, hashToken(token), CONSOLE_SESSION_IDLE_SECONDS);
  }

  /** Ends a session, with its audit entry. */
  async signOut(session: StaffSession, by: AuditBy) {
    await inTransaction(this.db, async (trx) => {
      await endStaffSession(trx, session.sessionId);
      await recordAudit(trx, {
        ...by,
        action: 'staffSignOut',
        target: `staff:${session.staff.id}`,
        after: { sessionId: session.sessionId },
      });
    });
  }
}
