import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { okEnvelope } from '@lobby/contract/envelope';
import { ErrorCode } from '@lobby/contract/errors';
import { sendError } from '../../http/envelope';
import type { ModuleDeps, ServerModule } from '../../http/server-module';
import { registerSandboxPayRoutes } from '../payments/sandbox-pay.routes';
import { SandboxPaymentProvider, type SignedWebhook } from '../payments/sandbox-payment-provider';
import { depositsRoutes } from './deposits.routes';
import { DepositsService } from './deposits.service';

export const EXPIRE_QUEUE = 'deposits.expire';
export const RECONCILE_QUEUE = 'deposits.reconcile';
const JOB_EVERY_MS = 60_000;

export const WEBHOOK_PATH = '/webhooks/payments';
/** A provider's event is a few hundred bytes; this leaves room and no more. */
const WEBHOOK_BODY_LIMIT = 16 * 1024;

const SandboxPayRequest = z.object({
  orderNo: z.string().min(1).max(64),
  result: z.enum(['success', 'fail']),
});

/**
 * Deposits: the recharge calls, the providers' webhooks (POST /webhooks/payments/:provider,
 * verified over the raw body), the sandbox provider's hosted checkout, the expiry and
 * reconciliation jobs, and /dev/v1/sandboxPay.
 */
export const depositsModule = (
  deps: ModuleDeps,
): ServerModule & { service: DepositsService; sandbox: SandboxPaymentProvider } => {
  const sandbox = new SandboxPaymentProvider({ db: deps.db, secret: deps.env.SANDBOX_PAY_SECRET });
  const service = new DepositsService({
    db: deps.db,
    config: deps.config,
    settings: deps.settings,
    log: deps.log,
    bonus: deps.bonus,
    provider: sandbox,
  });
  deps.jobs
    .every(EXPIRE_QUEUE, JOB_EVERY_MS, async () => {
      await service.expireDue();
    })
    .every(RECONCILE_QUEUE, JOB_EVERY_MS, async () => {
      await service.reconcile();
    });
  if (deps.env.APP_ENV === 'production') {
    deps.log.warn('deposits are paid through the sandbox provider: its checkout takes no money');
  }
  const deliver = (webhook: SignedWebhook) =>
    service.handleWebhook(sandbox.name, webhook.headers, webhook.rawBody);

  return {
    name: 'deposits',
    service,
    sandbox,
    routes: depositsRoutes(service),
    playerState: (userId) => service.playerState(userId),

    async registerHttp(app: FastifyInstance) {
      await app.register(async (scope) => {
        // The signature covers the exact bytes sent: keep them as they came.
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser(
          'application/json',
          { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
          (_request, body, done) => done(null, body),
        );
        scope.post(
          `${WEBHOOK_PATH}/:provider`,
          // Providers send from a few addresses in bursts; the signature is the gate.
          { schema: { hide: true }, config: { securityHeaders: 'api', rateLimit: false } },
          async (request, reply) => {
            const { provider } = request.params as { provider: string };
            const rawBody = typeof request.body === 'string' ? request.body : '';
            const answer = await service.handleWebhook(provider, request.headers, rawBody);
            return reply.code(answer.statusCode).send(answer.body);
          },
        );
      });
      await registerSandboxPayRoutes(app, { sandbox, deliver, log: deps.log });
    },

    async registerDev(dev: FastifyInstance) {
      // Completes a sandbox deposit exactly as the player's click on the checkout would: the
      // sandbox records the outcome (the first one stands) and sends its signed webhook.
      dev.post(
        '/sandboxPay',
        { schema: { hide: true, body: SandboxPayRequest }, config: { securityHeaders: 'api' } },
        async (request, reply) => {
          const { orderNo, result } = request.body as z.infer<typeof SandboxPayRequest>;
          const decided = await sandbox.decide(orderNo, result === 'success' ? 'paid' : 'failed');
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
