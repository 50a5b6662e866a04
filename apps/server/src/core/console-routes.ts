import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ConsoleCallDef, ConsoleRegistry } from '@lobby/contract/console';
import { can, type ConsolePermission } from '@lobby/contract/values/console';
import { ErrorCode } from './app-error';
import { sendError } from './envelope';
import type { StaffSession } from './sessions';

/**
 * The shape of a module's console calls and the checks of its plain console routes;
 * http/console-router.ts serves the calls.
 */

/** What a console call's handler gets besides its validated body. */
export interface ConsoleContext {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  /** The signed-in staff member; only staffSignIn runs without one. */
  readonly session: StaffSession | null;
  requireStaff(): StaffSession;
}

export type ConsoleHandler<D extends ConsoleCallDef> = (
  input: z.output<D['request']>,
  ctx: ConsoleContext,
) => Promise<z.output<D['answer']>>;

/** A module's console handlers, keyed by call name and typed by the registry entry. */
export type ConsoleRoutes = {
  readonly [N in keyof ConsoleRegistry]?: ConsoleHandler<ConsoleRegistry[N]>;
};

/**
 * Whether a state-changing request comes from the console's own pages: a browser sends Origin
 * with every POST and WebSocket upgrade; one naming another site is a forged request (the
 * SameSite=Strict cookie already stays home; this is the second lock). No Origin (a script,
 * curl with the cookie) is let through: it could not have taken the cookie from a browser.
 */
export const sameOrigin = (request: FastifyRequest) => {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
};

/**
 * The checks of a plain console route (an image, a socket's upgrade) before it answers: the
 * console's own origin, a live console session, the permission. Sends the refusal and answers
 * null, or answers the session.
 */
export const consoleSessionFor = async (
  request: FastifyRequest,
  reply: FastifyReply,
  permission: ConsolePermission,
  consoleSessionOf: (request: FastifyRequest) => Promise<StaffSession | null>,
): Promise<StaffSession | null> => {
  if (!sameOrigin(request)) {
    sendError(reply, ErrorCode.STAFF_FORBIDDEN);
    return null;
  }
  const session = await consoleSessionOf(request);
  if (!session) {
    sendError(reply, ErrorCode.UNAUTHORIZED);
    return null;
  }
  if (!can(session.staff.role, permission)) {
    sendError(reply, ErrorCode.STAFF_FORBIDDEN);
    return null;
  }
  return session;
};
