import { consoleCall } from '@/lib/api-client';

/** A reviewer's decision on one withdrawal order. */
export type WithdrawalDecision =
  | { kind: 'approve' }
  | { kind: 'refuse'; reason: string }
  | { kind: 'markPaid'; reference: string };

/** Approve, Refuse (with a reason) or Mark paid (with the bank's reference) one order. */
export const decideWithdrawal = (orderNo: string, input: WithdrawalDecision) =>
  input.kind === 'approve'
    ? consoleCall('withdrawalApprove', { orderNo })
    : input.kind === 'refuse'
      ? consoleCall('withdrawalRefuse', { orderNo, reason: input.reason })
      : consoleCall('withdrawalMarkPaid', { orderNo, reference: input.reference });
