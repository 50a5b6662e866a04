import { consoleCall } from '@/lib/api-client';

/** Check the audit log's hash chain end to end. */
export const verifyAudit = () => consoleCall('auditVerify', {});
