import type { SignedHeaders } from '@/core/signed-raw-body';

/**
 * A deposit payment provider (docs/rules.md "The ground rules"): it hosts the
 * checkout the player pays on, tells us the outcome by a signed webhook, and answers a status
 * query when a webhook never came. The sandbox provider is the default; a real one is an HTTP
 * adapter with the same shape.
 */

/** What the provider is asked to charge. Amounts are hundredths, as everywhere. */
export interface CheckoutRequest {
  orderNo: string;
  amount: number;
  /** ISO 4217. */
  currency: string;
  /** After this the provider's checkout takes no payment. */
  expiresAt: Date;
}

export interface Checkout {
  /** Where the player pays: opened by the client. */
  payUrl: string;
  /** The provider's own id of the checkout, kept with the order for status queries. */
  checkoutId?: string;
}

/** The provider's final word on an order. */
export type PaymentOutcome = 'paid' | 'failed';

/** A verified webhook: what the provider says happened to one order. */
export interface PaymentEvent {
  /** The provider's id of the event; repeats of one delivery share it. */
  eventId: string;
  orderNo: string;
  outcome: PaymentOutcome;
  amount: number;
  currency: string;
  /** The provider's own reference of the payment. */
  providerRef: string;
  /**
   * The provider's fingerprint of what paid (a card, a wallet), when it gives one: the risk
   * desk links the players who paid with the same one.
   */
  paymentMethod?: string;
}

/** The provider's answer to a status query. */
export interface PaymentStatus {
  state: PaymentOutcome | 'pending';
  amount: number;
  currency: string;
  providerRef: string;
}

export type WebhookRefusal = 'malformed' | 'signature' | 'stale';

/** A webhook that is not the provider's, or not any more: nothing in it is believed. */
export class WebhookRefused extends Error {
  override readonly name = 'WebhookRefused';
  constructor(readonly reason: WebhookRefusal) {
    super(`webhook refused: ${reason}`);
  }
}

export type WebhookHeaders = SignedHeaders;

export interface PaymentProvider {
  readonly name: string;
  /** Opens a checkout for an order; repeating it for the same order answers the same page. */
  createCheckout(order: CheckoutRequest): Promise<Checkout>;
  /**
   * Checks a webhook's signature and freshness over its raw body; throws WebhookRefused. Null
   * for a genuine event that says nothing about an order's outcome (acknowledged, ignored).
   */
  verifyWebhook(headers: WebhookHeaders, rawBody: string): PaymentEvent | null;
  /**
   * What the provider knows of an order (by its checkout id when it gave one); null when it
   * knows none. Throws when it does not answer.
   */
  queryStatus(orderNo: string, checkoutId: string | null): Promise<PaymentStatus | null>;
}
