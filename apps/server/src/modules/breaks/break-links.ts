import type { Db } from '@/db/database';
import { AppError, ErrorCode } from '@/core/app-error';
import { payoutAccountOf } from '../risk/risk-signals';
import { linkedBreakOf } from './breaks.reads';

/**
 * Refuses a receiving account another player on a break was seen with (the risk desk's
 * `payoutAccount` signal, ADR 0053): no coming back as a new account paid to the same place
 * (ADR 0071). Called in the change's transaction, beside its other payee checks.
 */
export const refusePayoutLinkedToBreak = async (
  trx: Db,
  userId: number,
  payee: { bankId: number; accountNo: string },
) => {
  const held = await linkedBreakOf(trx, [payoutAccountOf(payee.bankId, payee.accountNo)], userId);
  if (held) throw new AppError(ErrorCode.PAYOUT_ACCOUNT_LINKED_TO_BREAK);
};
