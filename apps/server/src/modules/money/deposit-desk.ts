import type {
  ConsoleDeposit,
  DepositOrderAnswer,
  DepositSearchAnswer,
} from '@lobby/contract/console-money';
import { pageAnswer } from '@lobby/contract/pagination';
import type { RechargeStatus } from '@lobby/contract/values/wallet';
import type { Db } from '@/db/database';
import { AppError, ErrorCode } from '@/core/app-error';
import {
  depositEventsOf,
  findConsoleDeposit,
  searchDepositOrders,
  type ConsoleDepositRow,
} from '../deposits/deposits.reads';

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

const toItem = (row: ConsoleDepositRow): ConsoleDeposit => ({
  orderNo: row.orderNo,
  userId: Number(row.userId),
  nickname: row.nickname ?? null,
  amount: Number(row.amount),
  bonus: Number(row.bonus),
  currency: row.currency,
  provider: row.provider,
  providerRef: row.providerRef,
  status: row.status as RechargeStatus,
  createdAt: seconds(row.createdAt)!,
  paidAt: seconds(row.paidAt),
  creditedAt: seconds(row.creditedAt),
});

/**
 * Deposits in the console (docs/console.md "Money"): orders by number, player or status, and
 * one order with every event its provider sent (deposit_events: each webhook and status answer
 * as received, with what became of it), read only.
 */
export class DepositDesk {
  constructor(private readonly db: Db) {}

  async search(input: {
    orderNo?: string | undefined;
    userId?: number | undefined;
    status?: RechargeStatus | undefined;
    pageNum: number;
    pageSize: number;
  }): Promise<DepositSearchAnswer> {
    const { rows, total } = await searchDepositOrders(this.db, input, {
      limit: input.pageSize,
      offset: (input.pageNum - 1) * input.pageSize,
    });
    return pageAnswer(rows.map(toItem), total, input);
  }

  async order(orderNo: string): Promise<DepositOrderAnswer> {
    const row = await findConsoleDeposit(this.db, orderNo);
    if (!row) throw new AppError(ErrorCode.DEPOSIT_NOT_FOUND);
    const events = await depositEventsOf(this.db, orderNo);
    return {
      order: toItem(row),
      events: events.map((e) => ({
        id: Number(e.id),
        provider: e.provider,
        source: e.source,
        eventId: e.eventId,
        outcome: e.outcome,
        detail: e.detail,
        body: e.body,
        receivedAt: seconds(e.receivedAt)!,
      })),
    };
  }
}
