import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, okEnvelope } from '@lobby/contract/envelope';
import type { ConsoleCallDef, ConsoleRegistry } from '@lobby/contract/console';
import { can, consolePath } from '@lobby/contract/values/console';
import { AppError, ErrorCode } from '../core/app-error';
import type { StaffService } from '../modules/staff/staff.service';
import type { StaffSession } from '../core/sessions';
import { sendError } from '../core/envelope';
import { refusedTextIn } from './refused-text';
import {
  consoleTokenOf,
  sameOrigin,
  type ConsoleContext,
  type ConsoleHandler,
  type ConsoleRoutes,
} from '../core/console-routes';

/** The calls that need no session: signing in (the password, then the second factor). */
const OPEN_CALLS: readonly string[] = ['staffSignIn', 'staffSignInCode'];

export interface ConsoleRouterOptions {
  readonly routes: ConsoleRoutes;
  readonly staff: StaffService;
  readonly bodyLimit: number;
  /** Larger bodies for the calls that carry images. */
  readonly bodyLimits?: Partial<Record<keyof ConsoleRegistry, number>>;
  /** Sign-in attempts per minute per client IP (SIGN_IN_RATE_LIMIT_MAX; 0: no limit). */
  readonly signInRateLimitMax: number;
}

/**
 * One POST route per console call with a handler, at /console/api/v1/<name>: the session from
 * the console cookie (401 without a live one), then the call's permission against the staff
 * member's role (1602), both before the body is read; the contract's schema checks the body,
 * the answer leaves through the answer schema in the player API's envelope.
 */
export const registerConsoleRouter = async (
  app: FastifyInstance,
  registry: ConsoleRegistry,
  options: ConsoleRouterOptions,
) => {
  const sessions = new WeakMap<FastifyRequest, StaffSession | null>();
  await app.register(async (scope) => {
    for (const def of Object.values(registry) as ConsoleCallDef[]) {
      const handler = options.routes[def.name as keyof ConsoleRegistry] as
        ConsoleHandler<ConsoleCallDef> | undefined;
      if (!handler) continue;
      const open = OPEN_CALLS.includes(def.name);
      scope.withTypeProvider<ZodTypeProvider>().route({
        method: 'POST',
        url: consolePath(def.name),
        bodyLimit: options.bodyLimits?.[def.name as keyof ConsoleRegistry] ?? options.bodyLimit,
        config: {
          securityHeaders: 'api',
          ...(open && options.signInRateLimitMax > 0
            ? { rateLimit: { max: options.signInRateLimitMax, timeWindow: 60_000 } }
            : {}),
        },
        schema: {
          hide: true,
          body: def.request,
          response: { 200: envelopeOf(def.answer) },
        },
        onRequest: async (request, reply) => {
          reply.header('cache-control', 'no-store');
          if (!sameOrigin(request)) return sendError(reply, ErrorCode.STAFF_FORBIDDEN);
          const session = open
            ? null
            : await options.staff.signIn.sessionOf(consoleTokenOf(request));
          sessions.set(request, session);
          if (open) return;
          if (!session) return sendError(reply, ErrorCode.UNAUTHORIZED);
          if (def.permission && !can(session.staff.role, def.permission))
            return sendError(reply, ErrorCode.STAFF_FORBIDDEN);
        },
        preValidation: async (request, reply) => {
          const refused = refusedTextIn(request.body);
          if (refused !== null)
            return sendError(reply, ErrorCode.BAD_REQUEST, { issues: [refused] });
        },
        handler: async (request, reply) => {
          const session = sessions.get(request) ?? null;
          const ctx: ConsoleContext = {
            request,
            reply,
            session,
            requireStaff: () => {
              if (!session) throw new AppError(ErrorCode.UNAUTHORIZED);
              return session;
            },
          };
          return okEnvelope(await handler(request.body, ctx));
        },
      });
    }
  });
};
