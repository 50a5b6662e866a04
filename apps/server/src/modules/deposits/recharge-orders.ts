import type { RechargeOrder } from '@lobby/contract/wallet';
import { AppError, ErrorCode } from '@/core/app-error';
import { randomBase32 } from './payments/random-ref';
import type { DepositOrder } from './deposits.repo';

/** A recharge's order as the player asks for it, names it and sees it. */

/** `D`, the UTC date, 16 characters of base32 (80 random bits): unguessable, sortable by day. */
export const newOrderNo = (at = new Date()) =>
  `D${at.toISOString().slice(0, 10).replaceAll('-', '')}${randomBase32(16)}`;

/** What a recharge asks for. */
export interface RechargeInput {
  rechargeTypeId: number;
  amount: number;
  takeBonus: boolean;
  /** A coupon of the player's to use with the deposit. */
  couponId?: number | undefined;
}

export const toRechargeOrder = (row: DepositOrder): RechargeOrder => ({
  orderNo: row.orderNo,
  rechargeTypeId: row.rechargeTypeId,
  amount: Number(row.amount),
  bonus: Number(row.bonus),
  status: row.status,
  createdAt: Math.floor(row.createdAt.getTime() / 1000),
  creditedAt: row.creditedAt ? Math.floor(row.creditedAt.getTime() / 1000) : null,
  payUrl: row.status === 'created' && row.expiresAt.getTime() > Date.now() ? row.payUrl : null,
  expiresAt: Math.floor(row.expiresAt.getTime() / 1000),
});

/** A repeated key answers what the first call answered; with another body it is refused. */
export const replayRecharge = (first: DepositOrder, input: RechargeInput) => {
  if (
    first.rechargeTypeId !== input.rechargeTypeId ||
    Number(first.amount) !== input.amount ||
    first.takeBonus !== input.takeBonus ||
    (first.couponId === null ? undefined : Number(first.couponId)) !== input.couponId
  ) {
    throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED);
  }
  return { orderNo: first.orderNo, payUrl: first.payUrl, status: 'created' as const };
};
