import { formatHundredths } from '@lobby/contract/values/money';
import { maskAccountNo } from '../modules/withdrawals/receiving-accounts.service';
import type { Withdrawal } from '../modules/withdrawals/withdrawal-orders';

/** How the ops commands print money, times and withdrawal orders. */

export const money = (amount: number) => formatHundredths(amount);
export const time = (date: Date | null) =>
  date ? date.toISOString().replace(/\.\d{3}Z$/, 'Z') : '-';

export const orderLine = (o: Withdrawal) =>
  [
    o.orderNo,
    `user ${o.userId}`,
    money(o.amount),
    `fee ${money(o.fee)}`,
    o.status,
    `${o.bankCode} ${maskAccountNo(o.accountNo)}`,
    time(o.createdAt),
    o.reviewNote ? `note: ${o.reviewNote}` : '',
    o.failureReason ? `failure: ${o.failureReason}` : '',
  ]
    .filter(Boolean)
    .join('  ');
