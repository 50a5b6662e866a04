import { z } from 'zod';
import { headerValue, signTimestamped, verifyTimestamped } from '@/core/signed-raw-body';
import {
  type Checkout,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentStatus,
  type WebhookHeaders,
  WebhookRefused,
} from './payment-provider';

export const STRIPE_PROVIDER = 'stripe';
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
/** A webhook signed longer ago than this (or this far ahead) is refused, as Stripe's libraries do. */
export const STRIPE_TOLERANCE_SECONDS = 300;
/** Stripe takes a Checkout Session's expiry 30 minutes to 24 hours ahead. */
const MIN_EXPIRY_SECONDS = 30 * 60 + 60;
const MAX_EXPIRY_SECONDS = 24 * 3600 - 60;
const TIMEOUT_MS = 10_000;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`: Stripe's webhook signature. */
export const signStripeWebhook = signTimestamped;

/** The fields of a Checkout Session we read. */
const Session = z.object({
  id: z.string().min(1).max(255),
  url: z.string().nullable().optional(),
  status: z.string().nullable().optional(),
  payment_status: z.string().optional(),
  amount_total: z.number().int().nonnegative().nullable().optional(),
  currency: z.string().nullable().optional(),
  client_reference_id: z.string().max(255).nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
  payment_intent: z
    .union([z.string(), z.object({ id: z.string() })])
    .nullable()
    .optional(),
});
type Session = z.infer<typeof Session>;

const Event = z.object({
  id: z.string().min(1).max(255),
  type: z.string().max(128),
  data: z.object({ object: z.unknown() }),
});

/** What an event type says of the order's payment; the others say nothing we act on. */
const OUTCOMES: Record<string, 'paid' | 'failed' | 'paid_if_paid'> = {
  'checkout.session.completed': 'paid_if_paid',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'failed',
};

const orderNoOf = (session: Session) =>
  session.client_reference_id ?? session.metadata?.orderNo ?? null;

const providerRefOf = (session: Session) =>
  typeof session.payment_intent === 'string'
    ? session.payment_intent
    : (session.payment_intent?.id ?? session.id);

export interface StripeConfig {
  /** https://api.stripe.com, or a local fake in tests. */
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** This site's origin: where Stripe sends the player back. */
  publicUrl: string;
  /** Milliseconds since the epoch (tests move the clock). */
  now?: () => number;
}

/**
 * Payments through Stripe Checkout (docs/security.md "Payments"): a hosted checkout per order
 * (a Checkout Session, created once per order by its idempotency key), its outcome by a signed
 * webhook (`Stripe-Signature`), and the session's status when the webhook never came. Stripe's
 * amounts are in the currency's minor unit, which are our hundredths for two-decimal currencies.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = STRIPE_PROVIDER;

  constructor(private readonly config: StripeConfig) {}

  private now() {
    return this.config.now?.() ?? Date.now();
  }

  private async request(
    method: 'GET' | 'POST',
    path: string,
    form?: URLSearchParams,
    key?: string,
  ) {
    let response: Response;
    try {
      response = await fetch(new URL(path, this.config.apiUrl), {
        method,
        headers: {
          authorization: `Bearer ${this.config.secretKey}`,
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: form?.toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (error) {
      throw new StripeUnavailable(`stripe ${method} ${path} failed`, { cause: error });
    }
    const text = await response.text();
    if (response.status === 404) return null;
    if (!response.ok)
      throw new StripeUnavailable(`stripe ${method} ${path} answered ${response.status}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new StripeUnavailable(`stripe ${method} ${path} answered no JSON`, { cause: error });
    }
    const session = Session.safeParse(json);
    if (!session.success) throw new StripeUnavailable(`stripe ${method} ${path}: not a session`);
    return session.data;
  }

  async createCheckout(order: CheckoutRequest): Promise<Checkout> {
    const nowSeconds = Math.floor(this.now() / 1000);
    const expiresAt = Math.min(
      Math.max(Math.floor(order.expiresAt.getTime() / 1000), nowSeconds + MIN_EXPIRY_SECONDS),
      nowSeconds + MAX_EXPIRY_SECONDS,
    );
    const back = new URL('/wallets', this.config.publicUrl);
    back.searchParams.set('name', 'deposit');
    back.searchParams.set('orderNo', order.orderNo);
    const form = new URLSearchParams({
      mode: 'payment',
      client_reference_id: order.orderNo,
      'metadata[orderNo]': order.orderNo,
      'payment_intent_data[metadata][orderNo]': order.orderNo,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': order.currency.toLowerCase(),
      'line_items[0][price_data][unit_amount]': String(order.amount),
      'line_items[0][price_data][product_data][name]': `Deposit ${order.orderNo}`,
      success_url: back.toString(),
      cancel_url: back.toString(),
      expires_at: String(expiresAt),
    });
    // The order number keys the request: a retry after a lost answer gets the same session.
    const session = await this.request(
      'POST',
      '/v1/checkout/sessions',
      form,
      `checkout:${order.orderNo}`,
    );
    if (!session?.url) throw new StripeUnavailable('stripe answered a session without a URL');
    return { payUrl: session.url, checkoutId: session.id };
  }

  verifyWebhook(headers: WebhookHeaders, rawBody: string): PaymentEvent | null {
    const verdict = verifyTimestamped({
      header: headerValue(headers, STRIPE_SIGNATURE_HEADER),
      secret: this.config.webhookSecret,
      rawBody,
      nowSeconds: this.now() / 1000,
      toleranceSeconds: STRIPE_TOLERANCE_SECONDS,
      maxHeaderLength: 2048,
    });
    if (verdict !== 'ok') throw new WebhookRefused(verdict);
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new WebhookRefused('malformed');
    }
    const event = Event.safeParse(json);
    if (!event.success) throw new WebhookRefused('malformed');
    const outcome = OUTCOMES[event.data.type];
    if (!outcome) return null;
    const session = Session.safeParse(event.data.data.object);
    if (!session.success) throw new WebhookRefused('malformed');
    const orderNo = orderNoOf(session.data);
    const amount = session.data.amount_total;
    const currency = session.data.currency;
    if (!orderNo || amount === null || amount === undefined || !currency) {
      throw new WebhookRefused('malformed');
    }
    // A completed session whose payment is still on its way (a bank debit): its async event
    // settles it.
    if (outcome === 'paid_if_paid' && session.data.payment_status !== 'paid') return null;
    return {
      eventId: event.data.id,
      orderNo,
      outcome: outcome === 'failed' ? 'failed' : 'paid',
      amount,
      currency: currency.toUpperCase(),
      providerRef: providerRefOf(session.data),
    };
  }

  async queryStatus(orderNo: string, checkoutId: string | null): Promise<PaymentStatus | null> {
    if (!checkoutId) return null;
    const session = await this.request(
      'GET',
      `/v1/checkout/sessions/${encodeURIComponent(checkoutId)}`,
    );
    if (!session || orderNoOf(session) !== orderNo) return null;
    const paid =
      session.status === 'complete' &&
      (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
    return {
      state: paid ? 'paid' : session.status === 'expired' ? 'failed' : 'pending',
      amount: session.amount_total ?? 0,
      currency: (session.currency ?? '').toUpperCase(),
      providerRef: providerRefOf(session),
    };
  }
}

/** Stripe did not answer, or not as Stripe does: nothing is known. */
export class StripeUnavailable extends Error {
  override readonly name = 'StripeUnavailable';
}
