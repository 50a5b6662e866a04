/**
 * A payout provider: it sends money to a player's receiving account, asynchronously and
 * fallibly. The withdrawals module drives it from jobs (ADR 0014):
 * - `submit` hands over an order; the order number is the provider's idempotency key, so
 *   submitting the same order again never pays twice. Acceptance is not payment.
 * - `queryStatus` is the only source of an outcome. `not_found` means the provider has no record
 *   of the order (the submit never arrived), which makes a new submit with the same key safe.
 * - A thrown error (timeout, lost answer, 5xx) means "unknown": the caller keeps the order as it is
 *   and asks again later; it never refunds or resubmits on a guess.
 */

export interface PayoutRequest {
  /** Our order number: the idempotency key at the provider. */
  orderNo: string;
  /** What the player receives, in hundredths (the amount less the fee). */
  amount: number;
  bankCode: string;
  accountName: string;
  /** The full account number. */
  accountNo: string;
}

export type SubmitOutcome =
  /** Taken; the outcome comes later through queryStatus. */
  | { status: 'accepted'; providerRef: string }
  /** Refused for good (closed account, unsupported bank): nothing was or will be paid. */
  | { status: 'rejected'; reason: string };

export type PayoutStatus =
  | { status: 'pending' }
  | { status: 'paid'; providerRef: string }
  | { status: 'failed'; reason: string }
  | { status: 'not_found' };

export interface PayoutProvider {
  readonly name: string;
  /** True when an operator, not a status query, settles its payouts (the manual provider). */
  readonly awaitsOperator?: boolean;
  /** Throws when the answer is unknown (timeout, lost answer). */
  submit(request: PayoutRequest): Promise<SubmitOutcome>;
  /** Throws when the answer is unknown (timeout, lost answer). */
  queryStatus(orderNo: string): Promise<PayoutStatus>;
}

/** A provider call whose answer never came: the payout may or may not have happened. */
export class PayoutOutcomeUnknown extends Error {
  override readonly name = 'PayoutOutcomeUnknown';
}
