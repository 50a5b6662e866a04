import type { Hundredths } from '@lobby/contract/values/money';

/** The figures of getExchange a request is checked against before it is sent. */
export interface ExchangeLimits {
  coin: Hundredths;
  bet: Hundredths;
  minAmount: Hundredths;
  maxAmount: Hundredths;
  dailyTimes: number;
  usedTimesToday: number;
  blockedUntil: number | null;
}

export interface WithdrawProblem {
  field: 'amount' | 'bankId' | 'form';
  /** An i18n key; `limit`, `until` and `bet` fill it. */
  key: string;
  limit?: Hundredths;
  until?: number;
  bet?: Hundredths;
}

/**
 * Why a withdrawal would be refused (docs/rules.md "Withdrawals"), the reasons that no amount
 * can fix first (no account, the change block, wagering left), then the amount's bounds, the
 * balance and today's count. Null when it may be sent; the server checks everything again.
 */
export function withdrawProblem({
  amount,
  accountId,
  limits,
  nowSeconds,
}: {
  amount: Hundredths | null;
  accountId: number | null;
  limits: ExchangeLimits;
  nowSeconds: number;
}): WithdrawProblem | null {
  if (accountId === null) return { field: 'bankId', key: 'wallet.chooseAccount' };
  if (limits.blockedUntil !== null && limits.blockedUntil > nowSeconds) {
    return { field: 'form', key: 'wallet.blockedNotice', until: limits.blockedUntil };
  }
  if (limits.bet > 0) return { field: 'form', key: 'wallet.wageringNotice', bet: limits.bet };
  if (amount === null || amount <= 0) return { field: 'amount', key: 'wallet.amountRequired' };
  if (amount < limits.minAmount) {
    return { field: 'amount', key: 'wallet.amountBelowMin', limit: limits.minAmount };
  }
  if (amount > limits.maxAmount) {
    return { field: 'amount', key: 'wallet.amountAboveMax', limit: limits.maxAmount };
  }
  if (amount > limits.coin) return { field: 'amount', key: 'wallet.overBalance' };
  if (limits.usedTimesToday >= limits.dailyTimes) {
    return { field: 'form', key: 'wallet.noTimesLeft' };
  }
  return null;
}
