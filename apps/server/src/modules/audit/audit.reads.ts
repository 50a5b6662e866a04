/**
 * What other code may read of the audit log: its pages, filtered (the console, the ops CLI), and
 * its entries in the chain's order with their hashes (the ops CLI's export).
 */
export { auditPage, auditRowsAfter, type AuditFilter, type AuditRow } from './audit.repo';
