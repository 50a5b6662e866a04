import type { Db } from '@/db/database';
import { auditedChange, type AuditBy } from '../audit/audit-by';
import { approveOrder, rejectOrder, settleByOperator, type Withdrawal } from './withdrawal-orders';
import { findWithdrawal } from './withdrawals.repo';

/**
 * An operator's decisions on a withdrawal, each with its audit entry in the transaction of the
 * change (the order's fields before and after): the ops CLI's `withdrawals …` commands and the
 * console's calls run these. The moves themselves are withdrawal-orders.ts's conditional ones,
 * so of racing decisions exactly one happens and writes an entry; a refused one writes none.
 * `reviewer` is the name kept on the order (the CLI's operator, the staff member's email).
 */

/** A withdrawal's fields an operator's change moves, for its audit entry. */
const withdrawalFields = (o: Withdrawal | undefined) =>
  o
    ? {
        status: o.status,
        reviewedBy: o.reviewedBy,
        reviewNote: o.reviewNote,
        provider: o.provider,
        providerRef: o.providerRef,
        failureReason: o.failureReason,
      }
    : null;

const auditedOrderChange = (
  db: Db,
  by: AuditBy,
  action: string,
  orderNo: string,
  change: (trx: Db) => Promise<Withdrawal>,
) =>
  auditedChange(db, by, async (trx) => {
    const before = await findWithdrawal(trx, orderNo);
    const order = await change(trx);
    return {
      result: order,
      audit: {
        action,
        target: `withdrawal:${orderNo}`,
        before: withdrawalFields(before),
        after: withdrawalFields(await findWithdrawal(trx, orderNo)),
      },
    };
  });

export const approveWithdrawal = (db: Db, by: AuditBy, reviewer: string, orderNo: string) =>
  auditedOrderChange(db, by, 'withdrawal.approve', orderNo, (trx) =>
    approveOrder(trx, orderNo, reviewer),
  );

export const rejectWithdrawal = (
  db: Db,
  by: AuditBy,
  reviewer: string,
  orderNo: string,
  reason: string | null,
) =>
  auditedOrderChange(db, by, 'withdrawal.reject', orderNo, (trx) =>
    rejectOrder(trx, orderNo, reviewer, reason),
  );

export const markWithdrawalPaid = (
  db: Db,
  by: AuditBy,
  reviewer: string,
  orderNo: string,
  reference: string,
) =>
  auditedOrderChange(db, by, 'withdrawal.markPaid', orderNo, (trx) =>
    settleByOperator(trx, orderNo, { paid: true, reference }, reviewer),
  );

export const markWithdrawalFailed = (
  db: Db,
  by: AuditBy,
  reviewer: string,
  orderNo: string,
  reason: string,
) =>
  auditedOrderChange(db, by, 'withdrawal.markFailed', orderNo, (trx) =>
    settleByOperator(trx, orderNo, { paid: false, reason }, reviewer),
  );
