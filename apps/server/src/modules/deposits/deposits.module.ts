import type { DepositGate } from './deposit-gate';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { okEnvelope } from '@lobby/contract/envelope';
import { ErrorCode } from '@lobby/contract/values/errors';
import { sendError } from '@/core/envelope';
import { localOnly } from '@/core/local-only';
import { registerSignedRawBodyRoute } from '@/core/signed-raw-body';
import type { ModuleDeps, ModuleEnv, ServerModule } from '../server-module';
import type { BonusService } from '../bonus/bonus.service';
import type { ConfigService } from '../config/config.service';
import type { CouponsService } from '../coupons/coupons.service';
import type { RiskService } from '../risk/risk.service';
import type { LimitsService } from '../limits/limits.service';
import type { PaymentProvider } from './payments/payment-provider';
import { registerSandboxPayRoutes } from './payments/sandbox-pay.routes';
import {
  SANDBOX_PROVIDER,
  SandboxPaymentProvider,
  type SignedWebhook,
} from './payments/sandbox-payment-provider';
import { StripePaymentProvider } from './payments/stripe-payment-provider';
import { depositsState } from './deposits-state';
import { depositsRoutes } from './deposits.routes';
import { DepositsService } from './deposits.service';
import { exportDeposits } from './deposits-data-rights';

export const EXPIRE_QUEUE = 'deposits.expire';
export const RECONCILE_QUEUE = 'deposits.reconcile';
const JOB_EVERY_MS = 60_000;

export const WEBHOOK_PATH = '/webhooks/payments';
/** A provider's event is a few KB (a Stripe event carries the whole session); this leaves room. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

const SandboxPayRequest = z.object({
  orderNo: z.string().min(1).max(64),
  result: z.enum(['success', 'fail']),
  /** A test card number to pay with: the webhook then carries its fingerprint. */
  card: z
    .string()
    .regex(/^\d{12,19}$/)
    .optional(),
});

/** The payment provider the environment names (PAYMENT_PROVIDER). */
const stripeFrom = (env: ModuleEnv) =>
  new StripePaymentProvider({
    apiUrl: env.STRIPE_API_URL,
    // The environment's check makes these required with PAYMENT_PROVIDER=stripe.
    secretKey: env.STRIPE_SECRET_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    publicUrl: env.PUBLIC_URL!,
  });

/**
 * Deposits: the recharge calls, the providers' webhooks (POST /webhooks/payments/:provider,
 * verified over the raw body), the expiry and reconciliation jobs, and, with the sandbox
 * provider only (never in production), its hosted checkout and /dev/v1/sandboxPay, answering
 * the machine itself unless DEV_ENDPOINTS_OPEN.
 */
export const depositsModule = (
  deps: Pick<ModuleDeps, 'db' | 'env' | 'log' | 'settings' | 'jobs' | 'securityEvents'>,
  config: ConfigService,
  bonus: BonusService,
  coupons: CouponsService,
  risk: RiskService,
  limits?: LimitsService,
  depositGate?: DepositGate,
): ServerModule & { service: DepositsService; sandbox: SandboxPaymentProvider | null } => {
  const sandbox =
    deps.env.PAYMENT_PROVIDER === 'sandbox'
      ? new SandboxPaymentProvider({ db: deps.db, secret: deps.env.SANDBOX_PAY_SECRET })
      : null;
  const provider: PaymentProvider = sandbox ?? stripeFrom(deps.env);
  const service = new DepositsService({
    db: deps.db,
    config,
    settings: deps.settings,
    log: deps.log,
    bonus,
    coupons,
    risk,
    securityEvents: deps.securityEvents,
    provider,
    ...(limits ? { limits } : {}),
    ...(depositGate ? { depositGate } : {}),
  });
  deps.jobs
    .every(EXPIRE_QUEUE, JOB_EVERY_MS, async () => {
      await service.expireDue();
    })
    .every(RECONCILE_QUEUE, JOB_EVERY_MS, async () => {
      await service.reconcile();
    });
  const sandboxOnly = localOnly({
    open: deps.env.DEV_ENDPOINTS_OPEN,
    securityEvents: deps.securityEvents,
  });
  const deliver = (webhook: SignedWebhook) =>
    service.handleWebhook(SANDBOX_PROVIDER, webhook.headers, webhook.rawBody);

  return {
    name: 'deposits',
    service,
    sandbox,
    routes: depositsRoutes(service),
    playerState: depositsState,
    dataExport: exportDeposits,

    async registerHttp(app: FastifyInstance) {
      await registerSignedRawBodyRoute(app, {
        url: `${WEBHOOK_PATH}/:provider`,
        bodyLimit: WEBHOOK_BODY_LIMIT,
        // Providers send from a few addresses in bursts; the signature is the gate.
        config: { securityHeaders: 'api', rateLimit: false },
        // The sandbox signs with a well-known development key: only this machine may post.
        preHandler: async (request, reply) => {
          if ((request.params as { provider: string }).provider === SANDBOX_PROVIDER)
            return sandboxOnly(request, reply);
        },
        answer: (request, rawBody) =>
          service.handleWebhook(
            (request.params as { provider: string }).provider,
            request.headers,
            rawBody,
          ),
      });
      if (sandbox) {
        await registerSandboxPayRoutes(app, {
          sandbox,
          deliver,
          log: deps.log,
          guard: sandboxOnly,
        });
      }
    },

    async registerDev(dev: FastifyInstance) {
      if (!sandbox) return;
      // Completes a sandbox deposit exactly as the player's click on the checkout would: the
      // sandbox records the outcome (the first one stands) and sends its signed webhook.
      dev.post(
        '/sandboxPay',
        { schema: { hide: true, body: SandboxPayRequest }, config: { securityHeaders: 'api' } },
        async (request, reply) => {
          const { orderNo, result, card } = request.body as z.infer<typeof SandboxPayRequest>;
          const decided = await sandbox.decide(
            orderNo,
            result === 'success' ? 'paid' : 'failed',
            card ?? null,
          );
          if (!decided) return sendError(reply, ErrorCode.ORDER_NOT_FOUND);
          const answer = await deliver(decided.webhook);
          return okEnvelope({
            orderNo,
            result: decided.payment.result,
            webhook: answer.statusCode,
            status: answer.body.status ?? null,
          });
        },
      );
    },
  };
};
