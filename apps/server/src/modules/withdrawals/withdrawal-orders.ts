import { ExchangeStatus } from '@lobby/contract/values/wallet';
import type { Db } from '@/db/database';
import { AppError, ErrorCode } from '@/core/app-error';
import { enqueue } from '@/jobs/jobs';
import { HouseAccount, transfer, UserAccount } from '@/ledger/ledger';
import { withTransactionRetry } from '@/db/transaction-retry';
import { MANUAL_PAYOUT_PROVIDER } from './payouts/manual-payout-provider';
import { findWithdrawal, listWithdrawals, moveStatus, type Withdrawal } from './withdrawals.repo';

export type { Withdrawal };

/**
 * The state changes of a withdrawal order and the money each one moves, shared by the player's
 * calls, the payout jobs and the operator CLI. Every change is a conditional UPDATE (`where
 * status = <expected>`) in the same transaction as its ledger transfer, so of racing changes
 * exactly one happens, and it happens whole. Each transfer is keyed by the order number.
 *
 *   pending_review → approved → paying → paid      (hold → house payouts + withdraw fees)
 *   pending_review → rejected, paying → failed      (hold → coin)
 */

export const PAYOUT_QUEUE = 'withdrawals.payout';

export const ledgerKey = {
  hold: (orderNo: string) => `withdraw:${orderNo}`,
  refund: (orderNo: string) => `withdraw_refund:${orderNo}`,
  paid: (orderNo: string) => `withdraw_paid:${orderNo}`,
};

/** Asks the payout jobs to take the order up; the key makes each reason enqueue at most once. */
export const enqueuePayout = (db: Db, orderNo: string, reason: string, runAt?: Date) =>
  enqueue(db, PAYOUT_QUEUE, { orderNo }, { key: `payout:${orderNo}:${reason}`, runAt });

/** Coin into the withdrawal hold: the whole amount, the fee included. */
export const holdForWithdrawal = (db: Db, order: Withdrawal) =>
  transfer(db, {
    key: ledgerKey.hold(order.orderNo),
    kind: 'withdraw',
    userId: order.userId,
    legs: [
      { account: { userId: order.userId, kind: UserAccount.Coin }, amount: -order.amount },
      { account: { userId: order.userId, kind: UserAccount.WithdrawHold }, amount: order.amount },
    ],
    memo: { ref: order.orderNo },
  });

const refund = (db: Db, order: Withdrawal) =>
  transfer(db, {
    key: ledgerKey.refund(order.orderNo),
    kind: 'withdraw_refund',
    userId: order.userId,
    legs: [
      { account: { userId: order.userId, kind: UserAccount.WithdrawHold }, amount: -order.amount },
      { account: { userId: order.userId, kind: UserAccount.Coin }, amount: order.amount },
    ],
    memo: { ref: order.orderNo, status: order.status },
  });

/** The hold leaves the player: what was paid to the payouts clearing account, the fee as income. */
const payOut = (db: Db, order: Withdrawal) =>
  transfer(db, {
    key: ledgerKey.paid(order.orderNo),
    kind: 'withdraw_paid',
    userId: order.userId,
    legs: [
      { account: { userId: order.userId, kind: UserAccount.WithdrawHold }, amount: -order.amount },
      { account: { house: HouseAccount.Payouts }, amount: order.amount - order.fee },
      ...(order.fee > 0
        ? [{ account: { house: HouseAccount.WithdrawFees }, amount: order.fee }]
        : []),
    ],
    memo: { ref: order.orderNo, providerRef: order.providerRef },
  });

/** Refuses a move that lost: the order is unknown or no longer where the move starts. */
const refuseMove = async (db: Db, orderNo: string): Promise<never> => {
  const order = await findWithdrawal(db, orderNo);
  throw new AppError(order ? ErrorCode.ORDER_STATE_CONFLICT : ErrorCode.ORDER_NOT_FOUND, {
    status: order?.status ?? null,
  });
};

/** An operator approves an order waiting for review; its payout is queued in the same transaction. */
export const approveOrder = async (db: Db, orderNo: string, by: string) => {
  const moved = await withTransactionRetry(db, async (trx) => {
    const order = await moveStatus(
      trx,
      orderNo,
      ExchangeStatus.PendingReview,
      ExchangeStatus.Approved,
      {
        reviewedBy: by,
        reviewed: true,
      },
    );
    if (order) await enqueuePayout(trx, orderNo, 'submit');
    return order;
  });
  return moved ?? refuseMove(db, orderNo);
};

/** An operator rejects an order waiting for review: the hold returns to coin. */
export const rejectOrder = async (db: Db, orderNo: string, by: string, reason: string | null) => {
  const moved = await withTransactionRetry(db, async (trx) => {
    const order = await moveStatus(
      trx,
      orderNo,
      ExchangeStatus.PendingReview,
      ExchangeStatus.Rejected,
      {
        reviewedBy: by,
        reviewNote: reason,
        reviewed: true,
        settled: true,
      },
    );
    if (order) await refund(trx, order);
    return order;
  });
  return moved ?? refuseMove(db, orderNo);
};

/** The provider says paid: the order ends paid and the hold leaves. Undefined if not paying. */
export const settlePaid = (db: Db, orderNo: string, providerRef: string, by?: string) =>
  withTransactionRetry(db, async (trx) => {
    const order = await moveStatus(trx, orderNo, ExchangeStatus.Paying, ExchangeStatus.Paid, {
      providerRef: providerRef,
      settled: true,
      ...(by ? { reviewedBy: by } : {}),
    });
    if (order) await payOut(trx, order);
    return order;
  });

/** The provider says failed (or refused the submit): the hold returns to coin. Undefined if not paying. */
export const settleFailed = (db: Db, orderNo: string, reason: string, by?: string) =>
  withTransactionRetry(db, async (trx) => {
    const order = await moveStatus(trx, orderNo, ExchangeStatus.Paying, ExchangeStatus.Failed, {
      failureReason: reason.slice(0, 500),
      settled: true,
      ...(by ? { reviewedBy: by } : {}),
    });
    if (order) await refund(trx, order);
    return order;
  });

/**
 * An operator settles a payout they made themselves (PAYOUT_PROVIDER=manual): paid at the bank
 * with `reference`, or failed with `reason` (the hold returns to the player). An approved order
 * is taken up first, as the payout runner would. Refused for an order a payout provider is
 * paying (its status query settles it: a second payment by hand would pay twice) and for one
 * that is settled already; of two marks at once exactly one happens.
 */
export const settleByOperator = async (
  db: Db,
  orderNo: string,
  outcome: { paid: true; reference: string } | { paid: false; reason: string },
  by: string,
) => {
  const settled = await withTransactionRetry(db, async (trx) => {
    await moveStatus(trx, orderNo, ExchangeStatus.Approved, ExchangeStatus.Paying, {
      provider: MANUAL_PAYOUT_PROVIDER,
      submitted: true,
    });
    const order = await findWithdrawal(trx, orderNo);
    if (order?.status !== ExchangeStatus.Paying || order.provider !== MANUAL_PAYOUT_PROVIDER)
      return undefined;
    return outcome.paid
      ? settlePaid(trx, orderNo, outcome.reference.slice(0, 128), by)
      : settleFailed(trx, orderNo, outcome.reason, by);
  });
  return settled ?? refuseMove(db, orderNo);
};

/** Orders for operators (the CLI), oldest first unless `newestFirst`. */
export const findOrders = (db: Db, filter: Parameters<typeof listWithdrawals>[1]) =>
  listWithdrawals(db, filter);
