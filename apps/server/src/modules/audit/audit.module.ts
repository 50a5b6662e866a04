import { cursorPageAnswer } from '@lobby/contract/pagination';
import type { ModuleDeps, ServerModule } from '../server-module';
import type { ConsoleRoutes } from '@/core/console-routes';
import { keysetWindow } from '@/core/keyset-paging';
import { auditPage, type AuditRow } from './audit.repo';
import { verifyAuditChain } from './audit-verify';
import { pendingApprovalsOf, type PendingApprovalSource } from './pending-approvals';

const asItem = (row: AuditRow) => ({
  id: row.id,
  at: row.at,
  actorKind: row.actorKind as 'staff' | 'cli' | 'system',
  actorId: row.actorId,
  actorName: row.actorName,
  ip: row.ip,
  action: row.action,
  target: row.target,
  before: row.before,
  after: row.after,
  hash: row.hash.toString('hex'),
});

/**
 * The audit log in the console (docs/console.md "Audit log"): `auditLog` pages it newest first,
 * keyset-paged past LIST_TOTAL_CAP like every endless list (ADR 0025), and `auditVerify` walks
 * the chain. Both need the 'audit' permission (admin, auditor). The entries are written by the
 * changes themselves (recordAudit), never here. `pendingApprovals` answers every request waiting
 * for a second member that the caller's role decides or audits, from each module's source.
 */
export const auditModule = (
  deps: Pick<ModuleDeps, 'db'>,
  pendingSources: readonly PendingApprovalSource[],
): ServerModule => {
  const consoleRoutes: ConsoleRoutes = {
    auditLog: async (input) => {
      const window = keysetWindow(input);
      const page = await auditPage(
        deps.db,
        { actor: input.actor, action: input.action },
        {
          limit: window.limit,
          offset: window.offset,
          before: window.after,
          countCap: window.countCap,
        },
      );
      return cursorPageAnswer(page.list.map(asItem), page.counted, input, (item) =>
        String(item.id),
      );
    },
    auditVerify: async () => verifyAuditChain(deps.db),
    pendingApprovals: async (_input, { requireStaff }) =>
      pendingApprovalsOf(pendingSources, requireStaff().staff.role),
  };
  return { name: 'audit', consoleRoutes };
};
