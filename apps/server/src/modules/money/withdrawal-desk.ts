import type {
  ConsoleWithdrawal,
  WithdrawalOrderAnswer,
  WithdrawalQueueAnswer,
} from '@lobby/contract/console-money';
import { pageAnswer } from '@lobby/contract/pagination';
import { ExchangeStatus } from '@lobby/contract/values/wallet';
import type { Db } from '@/db/database';
import { AppError, ErrorCode, isAppError } from '@/core/app-error';
import { balances } from '@/ledger/ledger';
import type { StaffAuditBy } from '../audit/audit-by';
import { MANUAL_PAYOUT_PROVIDER } from '../withdrawals/payouts/manual-payout-provider';
import { maskAccountNo } from '../withdrawals/receiving-accounts.service';
import {
  approveWithdrawal,
  markWithdrawalPaid,
  rejectWithdrawal,
} from '../withdrawals/withdrawal-reviews';
import {
  findConsoleWithdrawal,
  recentWithdrawalsOf,
  withdrawalQueue,
  type ConsoleWithdrawalRow,
  type WithdrawalStatus,
} from '../withdrawals/withdrawals.reads';

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

const toItem = (row: ConsoleWithdrawalRow): ConsoleWithdrawal => ({
  orderNo: row.orderNo,
  userId: Number(row.userId),
  nickname: row.nickname ?? null,
  // A player who never earned experience has no standing yet: level 0.
  vip: row.vip ?? 0,
  amount: Number(row.amount),
  fee: Number(row.fee),
  status: row.status as ConsoleWithdrawal['status'],
  bankCode: row.bankCode,
  bankName: row.bankName,
  accountName: row.accountName,
  accountNo: maskAccountNo(row.accountNo),
  reviewedBy: row.reviewedBy,
  reviewedAt: seconds(row.reviewedAt),
  reviewNote: row.reviewNote,
  provider: row.provider,
  providerRef: row.providerRef,
  failureReason: row.failureReason,
  createdAt: seconds(row.createdAt)!,
  settledAt: seconds(row.settledAt),
  holdReasons: row.holdReasons.map((r) => ({ code: r.code, detail: r.detail })),
});

/**
 * The console's withdrawal review (docs/console.md "Money"): the queue, an order with its
 * player, and the decisions, which are the ops CLI's (withdrawal-reviews.ts) with the staff
 * member as actor. A decision that lost a race or comes too late answers the console's codes
 * (1640–1645), never a 5xx.
 */
export class WithdrawalDesk {
  constructor(
    private readonly deps: {
      db: Db;
      /** PAYOUT_PROVIDER=manual: payouts are made by hand and marked paid here. */
      manualPayouts: boolean;
    },
  ) {}

  async queue(input: {
    status: WithdrawalStatus;
    userId?: number | undefined;
    pageNum: number;
    pageSize: number;
  }): Promise<WithdrawalQueueAnswer> {
    const { rows, total } = await withdrawalQueue(this.deps.db, input, {
      limit: input.pageSize,
      offset: (input.pageNum - 1) * input.pageSize,
    });
    return pageAnswer(rows.map(toItem), total, input);
  }

  async order(orderNo: string): Promise<WithdrawalOrderAnswer> {
    const row = await findConsoleWithdrawal(this.deps.db, orderNo);
    if (!row) throw new AppError(ErrorCode.WITHDRAWAL_NOT_FOUND);
    const userId = Number(row.userId);
    const [money, recent] = await Promise.all([
      balances(this.deps.db, userId),
      recentWithdrawalsOf(this.deps.db, userId, 10),
    ]);
    return {
      order: toItem(row),
      balance: money.coin,
      withdrawHold: money.withdrawHold,
      recent: recent.map(toItem),
      manualPayouts: this.deps.manualPayouts,
    };
  }

  async approve(by: StaffAuditBy, orderNo: string) {
    return this.decide(orderNo, 'review', () =>
      approveWithdrawal(this.deps.db, by, by.actor.name, orderNo),
    );
  }

  async refuse(by: StaffAuditBy, orderNo: string, reason: string) {
    if (!reason.trim()) throw new AppError(ErrorCode.WITHDRAWAL_REASON_REQUIRED);
    return this.decide(orderNo, 'review', () =>
      rejectWithdrawal(this.deps.db, by, by.actor.name, orderNo, reason.trim()),
    );
  }

  async markPaid(by: StaffAuditBy, orderNo: string, reference: string) {
    if (!reference.trim()) throw new AppError(ErrorCode.WITHDRAWAL_REFERENCE_REQUIRED);
    // A payout provider's order is settled by its status query: paying it by hand pays twice.
    if (!this.deps.manualPayouts) throw new AppError(ErrorCode.WITHDRAWAL_PROVIDER_PAYS);
    return this.decide(orderNo, 'settle', () =>
      markWithdrawalPaid(this.deps.db, by, by.actor.name, orderNo, reference.trim()),
    );
  }

  /** Runs a decision; a refusal of the order's state says why in the console's terms. */
  private async decide(
    orderNo: string,
    decision: 'review' | 'settle',
    run: () => Promise<unknown>,
  ) {
    try {
      await run();
    } catch (error) {
      if (!isAppError(error)) throw error;
      if (error.code === ErrorCode.ORDER_NOT_FOUND)
        throw new AppError(ErrorCode.WITHDRAWAL_NOT_FOUND);
      if (error.code === ErrorCode.ORDER_STATE_CONFLICT)
        throw await this.conflict(orderNo, decision);
      throw error;
    }
    return { order: (await this.order(orderNo)).order };
  }

  private async conflict(orderNo: string, decision: 'review' | 'settle') {
    const row = await findConsoleWithdrawal(this.deps.db, orderNo);
    const status = row?.status ?? null;
    const details = { status };
    if (decision === 'settle' && status === ExchangeStatus.PendingReview)
      return new AppError(ErrorCode.WITHDRAWAL_NOT_APPROVED, details);
    if (
      decision === 'settle' &&
      status === ExchangeStatus.Paying &&
      row?.provider !== MANUAL_PAYOUT_PROVIDER
    )
      return new AppError(ErrorCode.WITHDRAWAL_PROVIDER_PAYS, details);
    return new AppError(ErrorCode.WITHDRAWAL_ALREADY_DECIDED, details);
  }
}
