import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkoutPage, messagePage } from './sandbox-checkout-page';
import {
  SANDBOX_CHECKOUT_PATH,
  type SandboxPaymentProvider,
  type SignedWebhook,
} from './sandbox-payment-provider';

/** Where the player lands after the checkout unless the page was given a returnUrl. */
export const DEFAULT_RETURN_URL = '/wallets?name=deposit';

const FORM_LIMIT = 4 * 1024;

/** Only a path on this site: anything else would make the checkout an open redirect. */
export const safeReturnUrl = (value: unknown): string =>
  typeof value === 'string' &&
  value.length <= 512 &&
  /^\/(?![/\\])[\x21-\x7e]*$/.test(value) &&
  !value.includes('\\')
    ? value
    : DEFAULT_RETURN_URL;

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);

const ORDER_NO = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The sandbox provider's hosted checkout, as a real provider would host it on its own site:
 * GET shows the order with Pay and Fail, POST records the choice, has the sandbox send its
 * signed webhook (delivered here by a direct call to the same handler as
 * POST /webhooks/payments/sandbox) and sends the player back with a 303. Public: the order
 * number, 80 random bits, is the capability, as a provider's checkout URL is.
 */
export const registerSandboxPayRoutes = async (
  app: FastifyInstance,
  deps: {
    sandbox: SandboxPaymentProvider;
    /** Our webhook endpoint, as the provider reaches it. */
    deliver: (webhook: SignedWebhook) => Promise<unknown>;
    log: FastifyBaseLogger;
    /** Who may use the pages at all (this machine only, unless opened). */
    guard: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  },
) => {
  const { sandbox } = deps;
  await app.register(async (scope) => {
    scope.addHook('onRequest', deps.guard);
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const route = { schema: { hide: true }, config: { securityHeaders: 'page' as const } };

    scope.get(`${SANDBOX_CHECKOUT_PATH}/:orderNo`, route, async (request, reply) => {
      const { orderNo } = request.params as { orderNo: string };
      const returnUrl = safeReturnUrl((request.query as { returnUrl?: unknown }).returnUrl);
      const payment = ORDER_NO.test(orderNo) ? await sandbox.checkout(orderNo) : undefined;
      if (!payment) {
        return sendPage(
          reply,
          404,
          messagePage('Checkout not found', 'There is no payment here.', returnUrl),
        );
      }
      if (payment.result) {
        const done = payment.result === 'paid' ? 'This payment is complete.' : 'It was declined.';
        return sendPage(reply, 200, messagePage('Payment done', done, returnUrl));
      }
      if (!sandbox.isOpen(payment)) {
        return sendPage(
          reply,
          410,
          messagePage('Checkout expired', 'Please start a new deposit.', returnUrl),
        );
      }
      return sendPage(
        reply,
        200,
        checkoutPage({
          orderNo,
          amount: Number(payment.amount),
          currency: payment.currency,
          action: `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(orderNo)}`,
          returnUrl,
        }),
      );
    });

    scope.post(`${SANDBOX_CHECKOUT_PATH}/:orderNo`, route, async (request, reply) => {
      const { orderNo } = request.params as { orderNo: string };
      const form = (request.body ?? {}) as Record<string, unknown>;
      const returnUrl = safeReturnUrl(form.returnUrl);
      const result = form.result;
      if (result !== 'paid' && result !== 'failed') {
        return sendPage(
          reply,
          400,
          messagePage('Not understood', 'Choose Pay or Fail.', returnUrl),
        );
      }
      const payment = ORDER_NO.test(orderNo) ? await sandbox.checkout(orderNo) : undefined;
      if (!payment) {
        return sendPage(
          reply,
          404,
          messagePage('Checkout not found', 'There is no payment here.', returnUrl),
        );
      }
      if (!payment.result && !sandbox.isOpen(payment)) {
        return sendPage(
          reply,
          410,
          messagePage('Checkout expired', 'Please start a new deposit.', returnUrl),
        );
      }
      const decided = await sandbox.decide(orderNo, result);
      if (decided) {
        try {
          await deps.deliver(decided.webhook);
        } catch (error) {
          // The payment stands at the provider; reconciliation asks for it later.
          deps.log.error({ err: error, orderNo }, 'sandbox webhook delivery failed');
        }
      }
      return reply.header('cache-control', 'no-store').redirect(returnUrl, 303);
    });
  });
};
