import { z } from 'zod';
import { CursorPageRequest, cursorPageOf } from './pagination';
import { STAFF_ROLES } from './values/console';

export const AuditActorKind = z.enum(['staff', 'cli', 'system']);

/** An audit log entry: who changed what, when, from where, and the fields before and after. */
export const AuditLogItem = z.object({
  id: z.number().int().positive(),
  /** When, ISO 8601 in UTC with microseconds (as the entry's hash covers it). */
  at: z.string(),
  actorKind: AuditActorKind,
  /** The staff member's id; null for the ops CLI and the server. */
  actorId: z.number().int().positive().nullable(),
  /** A staff member's email, the CLI's `user@cli`, or what in the server acted. */
  actorName: z.string(),
  ip: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  /** The changed fields before (null: it did not exist) and after the change. */
  before: z.unknown(),
  after: z.unknown(),
  /** The entry's SHA-256, hex. */
  hash: z.string(),
});
export type AuditLogItem = z.infer<typeof AuditLogItem>;

export const AuditLogRequest = CursorPageRequest.extend({
  /** Only this actor's entries (an email, `user@cli`), exactly. */
  actor: z.string().trim().min(1).max(254).optional(),
  /** Only this action's entries (e.g. chatAssign, withdrawal.approve), exactly. */
  action: z.string().trim().min(1).max(64).optional(),
});
export const AuditLogAnswer = cursorPageOf(AuditLogItem);
export type AuditLogAnswer = z.infer<typeof AuditLogAnswer>;

export const AuditVerifyAnswer = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    entries: z.number().int().min(0),
    headId: z.number().int().positive().nullable(),
    headHash: z.string().nullable(),
  }),
  z.object({
    ok: z.literal(false),
    /** Entries that hold before the first bad one. */
    entries: z.number().int().min(0),
    firstBadId: z.number().int().positive(),
    reason: z.string(),
  }),
]);
export type AuditVerifyAnswer = z.infer<typeof AuditVerifyAnswer>;

/**
 * What a pending approval is of. Each module that holds requests waiting for a second member
 * adds its kind (the mail's over-budget mails: `mail`).
 */
export const PendingApprovalKind = z.enum(['balanceAdjustment', 'staffRequest', 'mail']);
export type PendingApprovalKind = z.infer<typeof PendingApprovalKind>;

/** A request waiting for a second staff member (docs/console.md "Four eyes"). */
export const PendingApproval = z.object({
  kind: PendingApprovalKind,
  /** The request's id in its own list (the adjustment's, the staff request's …). */
  id: z.number().int().positive(),
  requestedBy: z.number().int().positive(),
  requestedByName: z.string(),
  /** When it was asked, epoch seconds. */
  createdAt: z.number().int(),
  /**
   * The money it would move, hundredths (an adjustment's signed amount); null for none. Read
   * unbounded: a stored total past 2^53 (a mail's copies × coin) answers as a number, never a 500.
   */
  amount: z.number().nullable(),
  /** Who it concerns: a player's nickname, a member's email. */
  subject: z.string(),
  /** The role a staff request gives; null for the other kinds. */
  role: z.enum(STAFF_ROLES).nullable(),
});
export type PendingApproval = z.infer<typeof PendingApproval>;

/**
 * Every pending approval the caller's role may decide or audit, oldest first (at most
 * a hundred of each kind), with how many of each kind wait in all.
 */
export const PendingApprovalsAnswer = z.object({
  list: z.array(PendingApproval),
  /** How many wait of each kind (by PendingApprovalKind). */
  counts: z.record(z.string(), z.number().int().min(0)),
});
export type PendingApprovalsAnswer = z.infer<typeof PendingApprovalsAnswer>;
