import { DashboardAnswer, DashboardRequest } from '../console-dashboard';
import {
  DepositOrderAnswer,
  DepositOrderRequest,
  DepositSearchAnswer,
  DepositSearchRequest,
  PromotionsCostAnswer,
  PromotionsCostRequest,
  ReconciliationAnswer,
  ReconciliationRequest,
  WithdrawalApproveRequest,
  WithdrawalDecisionAnswer,
  WithdrawalMarkPaidRequest,
  WithdrawalOrderAnswer,
  WithdrawalOrderRequest,
  WithdrawalQueueAnswer,
  WithdrawalQueueRequest,
  WithdrawalRefuseRequest,
} from '../console-money';
import { defineConsoleCall } from './define-console-call';

/** The dashboard and the money: withdrawals, deposits, reconciliation and promotions cost. */
export const moneyConsoleCalls = {
  dashboard: defineConsoleCall({
    name: 'dashboard',
    permission: 'reports.read',
    summary:
      'Today’s and each recent day’s deposits, withdrawals, GGR, bonus cost, new and active players.',
    request: DashboardRequest,
    answer: DashboardAnswer,
  }),
  withdrawalQueue: defineConsoleCall({
    name: 'withdrawalQueue',
    permission: 'withdrawals.read',
    summary: 'Withdrawal orders by status (the review queue by default), oldest first.',
    request: WithdrawalQueueRequest,
    answer: WithdrawalQueueAnswer,
  }),
  withdrawalOrder: defineConsoleCall({
    name: 'withdrawalOrder',
    permission: 'withdrawals.read',
    summary: 'One withdrawal with its player’s balance and latest withdrawals.',
    request: WithdrawalOrderRequest,
    answer: WithdrawalOrderAnswer,
  }),
  withdrawalApprove: defineConsoleCall({
    name: 'withdrawalApprove',
    permission: 'withdrawals',
    summary: 'Approves a withdrawal waiting for review; its payout is queued.',
    request: WithdrawalApproveRequest,
    answer: WithdrawalDecisionAnswer,
  }),
  withdrawalRefuse: defineConsoleCall({
    name: 'withdrawalRefuse',
    permission: 'withdrawals',
    summary: 'Refuses a withdrawal waiting for review, with a reason; the amount returns to coin.',
    request: WithdrawalRefuseRequest,
    answer: WithdrawalDecisionAnswer,
  }),
  withdrawalMarkPaid: defineConsoleCall({
    name: 'withdrawalMarkPaid',
    permission: 'withdrawals',
    summary: 'An approved withdrawal paid at the bank by hand, with the bank’s reference.',
    request: WithdrawalMarkPaidRequest,
    answer: WithdrawalDecisionAnswer,
  }),
  depositSearch: defineConsoleCall({
    name: 'depositSearch',
    permission: 'money.read',
    summary: 'Deposit orders by order number, player or status, newest first.',
    request: DepositSearchRequest,
    answer: DepositSearchAnswer,
  }),
  depositOrder: defineConsoleCall({
    name: 'depositOrder',
    permission: 'money.read',
    summary: 'One deposit order with every event its payment provider sent about it.',
    request: DepositOrderRequest,
    answer: DepositOrderAnswer,
  }),
  reconciliation: defineConsoleCall({
    name: 'reconciliation',
    permission: 'withdrawals.read',
    summary: 'A UTC day’s deposits and paid withdrawals: the ledger against the providers.',
    request: ReconciliationRequest,
    answer: ReconciliationAnswer,
  }),
  promotionsCost: defineConsoleCall({
    name: 'promotionsCost',
    permission: 'money.read',
    summary: 'What each rewards activity cost in a range of UTC days, and its grants by state.',
    request: PromotionsCostRequest,
    answer: PromotionsCostAnswer,
  }),
} as const;
