import { isIP } from 'node:net';
import type { Db } from '@/db/database';
import type { ConsoleContext } from '@/core/console-routes';
import { withTransactionRetry } from '@/db/transaction-retry';
import { recordAudit, type AuditActor, type AuditEntry } from './audit.repo';

/** Who makes a change, and from where: what every audited change takes from its caller. */
export type AuditBy = Pick<AuditEntry, 'actor' | 'ip'>;

/** A change made by a signed-in staff member. */
export type StaffAuditBy = AuditBy & { actor: Extract<AuditActor, { kind: 'staff' }> };

/** What a change says of itself for the audit log. */
export type AuditChange = Omit<AuditEntry, 'actor' | 'ip'>;

/** The signed-in staff member of a console call (by email) and the request's client IP. */
export const staffAuditBy = (ctx: ConsoleContext): StaffAuditBy => {
  const { staff } = ctx.requireStaff();
  return auditByStaffAt(staff, ctx.request.ip);
};

export const auditByStaffAt = (staff: { id: number; email: string }, ip: string): StaffAuditBy => ({
  actor: { kind: 'staff', id: staff.id, name: staff.email },
  ip: isIP(ip) ? ip : null,
});

/** An ops CLI operator (`user@cli`, or `--by`). */
export const cliAuditBy = (operator: string): AuditBy => ({
  actor: { kind: 'cli', name: operator },
});

/** The server itself (a development install's start, a dev-only route). */
export const systemAuditBy = (name: string): AuditBy => ({ actor: { kind: 'system', name } });

/**
 * Runs a change and its audit entry in one transaction (or the caller's), whole again on a
 * serialization failure or a deadlock: `change` answers its result and what it changed, or a
 * null entry when it changed nothing. A refusal thrown by `change` rolls it back: no entry; a
 * refusal that must be kept (a count of wrong codes) is answered as a result instead, with its
 * own entry if it is worth one. `by` is who acts, or null when only the change itself knows
 * (a sign-in learns who signs in): then its entry names them (`audit.by`).
 */
export const auditedChange = <T>(
  db: Db,
  by: AuditBy | null,
  change: (trx: Db) => Promise<{ result: T; audit: (AuditChange & { by?: AuditBy }) | null }>,
): Promise<T> =>
  withTransactionRetry(db, async (trx) => {
    const { result, audit } = await change(trx);
    if (audit) {
      const { by: named, ...entry } = audit;
      const actor = named ?? by;
      if (!actor) throw new Error(`the audit entry ${entry.action} names no actor`);
      await recordAudit(trx, { ...actor, ...entry });
    }
    return result;
  });
