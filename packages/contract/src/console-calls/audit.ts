import { AuditLogRequest, AuditLogAnswer, AuditVerifyAnswer } from '../console-audit';
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
} as const;
