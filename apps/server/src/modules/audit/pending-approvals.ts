import type { PendingApproval, PendingApprovalsAnswer } from '@lobby/contract/console-audit';
import { can, type ConsolePermission, type StaffRole } from '@lobby/contract/values/console';

/** The most of each kind the list answers (the counts say how many wait in all). */
export const PENDING_APPROVALS_MAX = 100;

/**
 * One module's requests waiting for a second staff member (docs/console.md "Four eyes"), as the
 * audit log and the dashboard list them. The players module gives its balance adjustments, the
 * staff module its privileged members; any other module that holds requests for a second pair
 * of eyes (the mail's over-budget mails) gives one too, and the composition hands them all to
 * the audit module (app/compose-modules.ts).
 */
export interface PendingApprovalSource {
  readonly kind: PendingApproval['kind'];
  /** The permissions whose holders see this kind: who decides it, and `audit`. */
  readonly seenWith: readonly ConsolePermission[];
  /** The oldest pending first, at most `limit`, and how many are pending in all. */
  pending(limit: number): Promise<{ list: PendingApproval[]; count: number }>;
}

/** Every kind the role sees, oldest first across kinds, with each kind's count. */
export const pendingApprovalsOf = async (
  sources: readonly PendingApprovalSource[],
  role: StaffRole,
): Promise<PendingApprovalsAnswer> => {
  const seen = sources.filter((s) => s.seenWith.some((permission) => can(role, permission)));
  const answers = await Promise.all(seen.map((s) => s.pending(PENDING_APPROVALS_MAX)));
  return {
    list: answers.flatMap((a) => a.list).sort((a, b) => a.createdAt - b.createdAt || a.id - b.id),
    counts: Object.fromEntries(seen.map((s, i) => [s.kind, answers[i]!.count])),
  };
};
