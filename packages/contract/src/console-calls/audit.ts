import {
  AuditLogRequest,
  AuditLogAnswer,
  AuditVerifyAnswer,
  PendingApprovalsAnswer,
} from '../console-audit';
import { defineConsoleCall, None } from './define-console-call';

/** The audit log. */
export const auditConsoleCalls = {
  auditLog: defineConsoleCall({
    name: 'auditLog',
    permission: 'audit',
    effect: 'read',
    summary: 'The audit log, newest first, by actor and action.',
    request: AuditLogRequest,
    answer: AuditLogAnswer,
  }),
  auditVerify: defineConsoleCall({
    name: 'auditVerify',
    permission: 'audit',
    effect: 'read',
    summary: 'Checks the audit log’s hash chain: the first entry edited, removed or inserted.',
    request: None,
    answer: AuditVerifyAnswer,
  }),
  pendingApprovals: defineConsoleCall({
    name: 'pendingApprovals',
    // Each kind is answered to the roles that decide or audit it (docs/console.md "Four eyes").
    permission: null,
    effect: 'read',
    summary:
      'Every request waiting for a second staff member that the caller’s role decides or audits.',
    request: None,
    answer: PendingApprovalsAnswer,
  }),
} as const;
