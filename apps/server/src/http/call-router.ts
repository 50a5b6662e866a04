import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, okEnvelope, ValidationIssue } from '@lobby/contract/envelope';
import type { CallDef } from '@lobby/contract/registry';
import { callPath } from '@lobby/contract/values/calls';
import { isCashOutCall } from '@lobby/contract/values/breaks';
import type { CallContext, CallRoute } from '../core/call-routes';
import type { SessionOf } from '../core/sessions';
import { AppError, ErrorCode } from '../core/app-error';
import { PreparedAnswer, sendError, sendPrepared } from '../core/envelope';
import { refusedTextIn } from './refused-text';

// The router only passes bodies through, so it sees every handler through the loosest type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCallRoute = CallRoute<any>;

export interface CallRouterOptions {
  readonly registry: Readonly<Record<string, CallDef>>;
  readonly routes: Readonly<Record<string, AnyCallRoute | undefined>>;
  readonly sessionOf: SessionOf;
  /**
   * Why a session call has no session: UNAUTHORIZED, or PLAYER_LOCKED when staff locked the
   * player the token was handed to, so the app can say so (noSessionCode, http/session.ts).
   */
  readonly noSession?: (request: FastifyRequest) => Promise<ErrorCode>;
  /**
   * The session including a cash-out-only one (a player on a break, ADR 0071), which the
   * cash-out calls alone accept (values/breaks.ts CASH_OUT_CALLS); `sessionOf` answers null for it.
   */
  readonly cashOutSessionOf?: SessionOf;
  readonly bodyLimit: number;
}

const Refusal = (data: z.ZodType) => envelopeOf(data).describe('The envelope of a refusal');

const errorAnswers = {
  400: Refusal(z.object({ issues: z.array(ValidationIssue) })),
  401: Refusal(z.never()),
  404: Refusal(z.never()),
  429: Refusal(z.object({ retryAfterSeconds: z.number().int() })),
  500: Refusal(z.never()),
};

const tagOf = (name: string) => (name.includes('/') ? name.split('/')[0]! : 'session');

/**
 * One POST route per registry entry that has a handler: the contract's request schema checks
 * the body, the answer leaves in the envelope through the answer schema (so nothing
 * undeclared reaches a client), session calls answer 401 without a live session, and no answer
 * may be cached (`Cache-Control: no-store`).
 */
export const registerCallRouter = async (app: FastifyInstance, options: CallRouterOptions) => {
  const { registry, routes, bodyLimit } = options;
  const noSession = options.noSession ?? (async () => ErrorCode.UNAUTHORIZED);
  const entries = Object.values(registry).flatMap((def) => {
    const route = routes[def.name];
    return route ? [{ def, route }] : [];
  });

  const addRoutes = (scope: FastifyInstance, beacon: boolean) => {
    for (const { def, route } of entries) {
      if (Boolean(route.beacon) !== beacon) continue;
      const needsSession = def.access === 'session';
      const sessionOf =
        options.cashOutSessionOf && isCashOutCall(def.name)
          ? options.cashOutSessionOf
          : options.sessionOf;
      scope.withTypeProvider<ZodTypeProvider>().route({
        method: 'POST',
        url: callPath(def.name),
        bodyLimit: route.bodyLimit ?? bodyLimit,
        config: {
          securityHeaders: 'api',
          ...(route.rateLimit
            ? { rateLimit: { max: route.rateLimit.max, timeWindow: route.rateLimit.timeWindowMs } }
            : {}),
        },
        schema: {
          operationId: def.name.replaceAll('/', '_'),
          summary: def.summary,
          tags: [tagOf(def.name)],
          ...(needsSession ? { security: [{ session: [] }] } : {}),
          ...(beacon
            ? { description: 'Also accepts a text/plain body holding the same JSON (sendBeacon).' }
            : {}),
          body: def.request,
          response: { 200: envelopeOf(def.answer), ...errorAnswers },
        },
        // Refuse before reading the body: no session, no parsing.
        onRequest: needsSession
          ? async (request, reply) => {
              if (!(await sessionOf(request))) {
                const code = await noSession(request);
                return sendError(reply.header('cache-control', 'no-store'), code);
              }
            }
          : undefined,
        preValidation: async (request, reply) => {
          const refused = route.cleansText ? null : refusedTextIn(request.body);
          if (refused !== null) {
            return sendError(reply.header('cache-control', 'no-store'), ErrorCode.BAD_REQUEST, {
              issues: [refused],
            });
          }
        },
        handler: async (request, reply) => {
          // Answers are a player's own (tokens, balances): no cache keeps them. A prepared answer
          // (the app config) sets its own.
          reply.header('cache-control', 'no-store');
          const ctx: CallContext = {
            request,
            reply,
            session: () => sessionOf(request),
            requireSession: async () => {
              const session = await sessionOf(request);
              if (!session) throw new AppError(await noSession(request));
              return session;
            },
          };
          const answer: unknown = await route.handler(request.body, ctx);
          if (answer instanceof PreparedAnswer) {
            return sendPrepared(reply, answer, request.headers['accept-encoding']);
          }
          return okEnvelope(answer);
        },
      });
    }
  };

  await app.register(async (scope) => addRoutes(scope, false));
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit },
      scope.getDefaultJsonParser('error', 'error'),
    );
    addRoutes(scope, true);
  });
};
