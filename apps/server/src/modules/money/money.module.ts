import type { ModuleDeps, ServerModule } from '../server-module';
import type { ConsoleRoutes } from '@/core/console-routes';
import { staffAuditBy } from '../audit/audit-by';
import { DepositDesk } from './deposit-desk';
import { promotionsCost } from './promotions-cost';
import { reconcileDay } from './reconciliation';
import { WithdrawalDesk } from './withdrawal-desk';

/**
 * The console's money tools (docs/console.md "Money"): the withdrawal review queue and its
 * decisions (withdrawals.read to read, withdrawals to decide), deposits with their provider
 * events and the promotions' cost (money.read), the day's reconciliation (withdrawals.read).
 * Decisions are audited with the staff member as actor; the rest only reads.
 */
export const moneyModule = (deps: Pick<ModuleDeps, 'db' | 'env'>): ServerModule => {
  const withdrawals = new WithdrawalDesk({
    db: deps.db,
    manualPayouts: deps.env.PAYOUT_PROVIDER === 'manual',
  });
  const deposits = new DepositDesk(deps.db);
  const consoleRoutes: ConsoleRoutes = {
    withdrawalQueue: (input) => withdrawals.queue(input),
    withdrawalOrder: (input) => withdrawals.order(input.orderNo),
    withdrawalApprove: (input, ctx) => withdrawals.approve(staffAuditBy(ctx), input.orderNo),
    withdrawalRefuse: (input, ctx) =>
      withdrawals.refuse(staffAuditBy(ctx), input.orderNo, input.reason),
    withdrawalMarkPaid: (input, ctx) =>
      withdrawals.markPaid(staffAuditBy(ctx), input.orderNo, input.reference),
    depositSearch: (input) => deposits.search(input),
    depositOrder: (input) => deposits.order(input.orderNo),
    reconciliation: (input) => reconcileDay(deps.db, input.day),
    promotionsCost: (input) => promotionsCost(deps.db, input),
  };
  return { name: 'money', consoleRoutes };
};
