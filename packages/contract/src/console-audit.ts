import { z } from 'zod';
import { CursorPageRequest, cursorPageOf } from './pagination';

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
