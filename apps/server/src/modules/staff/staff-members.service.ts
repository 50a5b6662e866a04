import { randomBytes } from 'node:crypto';
import { CONSOLE_SESSION_IDLE_SECONDS, type StaffRole } from '@lobby/contract/values/console';
import { inTransaction, type Db } from '@/db/database';
import { AppError, ErrorCode } from '@/core/app-error';
import { hashPassword } from '../accounts/passwords';
import { endStaffSession } from './end-staff-session';
import { unheard, type StaffSessionsChanged } from './staff-sessions-changed';
import { auditedChange, type AuditBy, type StaffAuditBy } from '../audit/audit-by';
import type { TotpSecretBox } from './totp-secret-box';
import {
  findMember,
  listMembers,
  lockStaff,
  lockStaffByEmail,
  updateStaff,
  upsertStaff,
} from './staff.repo';
import { endSessionsOfStaff, liveSessionsOf } from './staff-sessions.repo';
import { setTotp } from './staff-totp.repo';

/** The member who acts, or null for the ops CLI and the server. */
const staffIdOf = (by: AuditBy) => (by.actor.kind === 'staff' ? by.actor.id : null);

/** A staff password's least length: the console moves money, so longer than a player's. */
export const STAFF_PASSWORD_MIN = 12;

/**
 * The staff members as an admin (permission `staff`), an operator (`ops -- staff`) or the
 * start keep them (docs/console.md "Staff accounts"): made, listed, changed, their TOTP reset and
 * their sessions ended, each change with its audit entry in the same transaction.
 */
export class StaffMembersService {
  readonly #box: TotpSecretBox | null;

  constructor(
    private readonly db: Db,
    /** Seals the TOTP secrets (STAFF_TOTP_KEY); the ops CLI, which never reads one, has none. */
    totpBox?: TotpSecretBox,
    private readonly changed: StaffSessionsChanged = unheard,
  ) {
    this.#box = totpBox ?? null;
  }

  #totpBox(): TotpSecretBox {
    if (!this.#box) throw new Error('this StaffMembersService has no STAFF_TOTP_KEY');
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
    const made = await auditedChange(this.db, options.by, async (trx) => {
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
      return { result: { staff, replaced: existing !== null }, audit };
    });
    if (made.replaced) this.changed.staffSessionsChanged(made.staff.id);
    return made.staff;
  }

  list() {
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
          createdBy: staffIdOf(by),
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
      // A role sent unchanged (the console sends it with every edit) gives no role: who gave
      // the member their role, and when, stays as it was (four eyes).
      const { role, ...others } = change;
      const given = role === undefined || role === before.role ? others : change;
      await updateStaff(trx, id, given, staffIdOf(by));
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
    // A disabled member's sockets close; another role may no longer hold the chat.
    if (change.role !== undefined || change.disabled === true)
      this.changed.staffSessionsChanged(id);
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
    this.changed.staffSessionsChanged(id);
    return this.member(id);
  }

  /** A member's live sessions, the caller's own marked. */
  async sessions(id: number, currentSessionId: number) {
    await this.member(id);
    return liveSessionsOf(this.db, id, CONSOLE_SESSION_IDLE_SECONDS, currentSessionId);
  }

  /** Ends a member's session, with its audit entry (`staffEndSession`). */
  async endSession(sessionId: number, by: StaffAuditBy) {
    this.changed.staffSessionsChanged(await endStaffSession(this.db, sessionId, by, false));
  }
}
