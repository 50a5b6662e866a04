/** What other code may read of the audit log: its pages, filtered (the console, the ops CLI). */
export { auditPage, type AuditFilter } from './audit.repo';
