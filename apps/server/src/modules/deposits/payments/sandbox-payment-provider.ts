import { createHash } from 'node:crypto';
import { z } from 'zod';
import { headerValue, signTimestamped, verifyTimestamped } from '@/core/signed-raw-body';
import type { Db } from '@/db/database';
import {
  type Checkout,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentStatus,
  type WebhookHeaders,
  WebhookRefused,
} from './payment-provider';
import { randomBase32 } from './random-ref';
import {
  findSandboxPayment,
  insertSandboxCheckout,
  recordSandboxDecision,
  type SandboxPayment,
  type SandboxResult,
} from './sandbox-payments.repo';

export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** A webhook signed longer ago than this (or this far ahead) is refused: replays die with it. */
export const SANDBOX_TOLERANCE_SECONDS = 300;
export const SANDBOX_CHECKOUT_PATH = '/sandbox-pay/checkout';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, the shape Stripe made common. */
export const signSandboxWebhook = signTimestamped;

/**
 * A card's fingerprint as a card provider gives one: the same card, the same value, whoever
 * pays with it, and nothing of the number in it (the risk desk links accounts by it).
 */
export const cardFingerprint = (card: string) =>
  `card_${createHash('sha256').update(`sandbox-card:${card}`).digest('hex').slice(0, 16)}`;

export const SandboxWebhookBody = z.object({
  id: z.string().min(1).max(128),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  orderNo: z.string().min(1).max(64),
  amount: z.number().int().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  providerRef: z.string().min(1).max(64),
  /** The fingerprint of the card that paid, when the payer named one (a card provider's). */
  paymentMethod: z
    .string()
    .regex(/^card_[0-9a-f]{16}$/)
    .optional(),
});
export type SandboxWebhookBody = z.infer<typeof SandboxWebhookBody>;

/** A webhook ready to deliver: the headers and the exact bytes that were signed. */
export interface SignedWebhook {
  headers: Record<string, string>;
  rawBody: string;
}

const outcomeOf = (row: SandboxPayment): SandboxResult | null =>
  row.result === 'paid' || row.result === 'failed' ? row.result : null;

/**
 * The sandbox payment provider: the default, and a provider in earnest. It keeps its own books
 * (sandbox_payments), hosts a checkout page on this server where the player presses Pay or
 * Fail, signs a webhook about the outcome with SANDBOX_PAY_SECRET and answers status queries
 * from what the player chose. Only the money is pretend.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = SANDBOX_PROVIDER;

  constructor(
    private readonly deps: {
      db: Db;
      secret: string;
      /** Milliseconds since the epoch (tests move the clock). */
      now?: () => number;
    },
  ) {}

  private now() {
    return this.deps.now?.() ?? Date.now();
  }

  async createCheckout(order: CheckoutRequest): Promise<Checkout> {
    await insertSandboxCheckout(this.deps.db, {
      orderNo: order.orderNo,
      amount: order.amount,
      currency: order.currency,
      providerRef: `SBX${randomBase32(16)}`,
      expiresAt: order.expiresAt,
    });
    return { payUrl: `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(order.orderNo)}` };
  }

  verifyWebhook(headers: WebhookHeaders, rawBody: string): PaymentEvent {
    const verdict = verifyTimestamped({
      header: headerValue(headers, SANDBOX_SIGNATURE_HEADER),
      secret: this.deps.secret,
      rawBody,
      nowSeconds: this.now() / 1000,
      toleranceSeconds: SANDBOX_TOLERANCE_SECONDS,
      maxHeaderLength: 1024,
    });
    if (verdict !== 'ok') throw new WebhookRefused(verdict);
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new WebhookRefused('malformed');
    }
    const body = SandboxWebhookBody.safeParse(json);
    if (!body.success) throw new WebhookRefused('malformed');
    return {
      eventId: body.data.id,
      orderNo: body.data.orderNo,
      outcome: body.data.type === 'payment.succeeded' ? 'paid' : 'failed',
      amount: body.data.amount,
      currency: body.data.currency,
      providerRef: body.data.providerRef,
      ...(body.data.paymentMethod ? { paymentMethod: body.data.paymentMethod } : {}),
    };
  }

  async queryStatus(orderNo: string): Promise<PaymentStatus | null> {
    const row = await findSandboxPayment(this.deps.db, orderNo);
    if (!row) return null;
    return {
      state: outcomeOf(row) ?? 'pending',
      amount: Number(row.amount),
      currency: row.currency,
      providerRef: row.providerRef,
    };
  }

  // ---- the provider's side: its checkout and its webhooks ----

  /** A checkout as the hosted page shows it. */
  checkout(orderNo: string) {
    return findSandboxPayment(this.deps.db, orderNo);
  }

  isOpen(row: SandboxPayment) {
    return outcomeOf(row) === null && row.expiresAt.getTime() > this.now();
  }

  /**
   * The player's choice on the checkout (or the dev endpoint's): recorded once, then the signed
   * webhook about the payment's outcome, which is the first choice whatever is chosen later.
   * Undefined for an order the sandbox has no checkout for.
   */
  async decide(orderNo: string, result: SandboxResult, card: string | null = null) {
    const row = await recordSandboxDecision(this.deps.db, orderNo, result, card);
    if (!row) return undefined;
    return { payment: row, webhook: this.webhookOf(row) };
  }

  /** The webhook the sandbox sends about a decided payment, signed now. */
  webhookOf(row: SandboxPayment): SignedWebhook {
    const outcome = outcomeOf(row);
    if (!outcome) throw new Error(`sandbox payment ${row.orderNo} is not decided`);
    const body: SandboxWebhookBody = {
      id: `evt_${row.providerRef}_${outcome}`,
      type: outcome === 'paid' ? 'payment.succeeded' : 'payment.failed',
      orderNo: row.orderNo,
      amount: Number(row.amount),
      currency: row.currency,
      providerRef: row.providerRef,
      ...(row.card ? { paymentMethod: cardFingerprint(row.card) } : {}),
    };
    const rawBody = JSON.stringify(body);
    return {
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(
          this.deps.secret,
          rawBody,
          Math.floor(this.now() / 1000),
        ),
      },
      rawBody,
    };
  }
}
