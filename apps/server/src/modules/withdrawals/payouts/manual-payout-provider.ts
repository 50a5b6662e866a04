import type { PayoutProvider, PayoutStatus, SubmitOutcome } from './payout-provider';

export const MANUAL_PAYOUT_PROVIDER = 'manual';

/**
 * Payouts an operator makes (PAYOUT_PROVIDER=manual, docs/security.md "Payouts"): there is no
 * widely used API for paying players' bank accounts across markets, so in production an approved
 * withdrawal waits, `paying`, for an operator who pays it at the bank and then marks it through
 * the ops CLI (`withdrawals mark-paid <orderNo> --reference <bank reference>`, or `mark-failed`).
 * Nothing is sent anywhere and nothing is asked: the operator's mark is the only outcome.
 */
export class ManualPayoutProvider implements PayoutProvider {
  readonly name = MANUAL_PAYOUT_PROVIDER;
  /** The payout runner books no status queries: the outcome comes from an operator. */
  readonly awaitsOperator = true;

  submit(): Promise<SubmitOutcome> {
    return Promise.resolve({ status: 'accepted', providerRef: MANUAL_PAYOUT_PROVIDER });
  }

  queryStatus(): Promise<PayoutStatus> {
    return Promise.resolve({ status: 'pending' });
  }
}
