import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ConsoleCallDef, ConsoleRegistry } from '@lobby/contract/console';
import { parseCookie } from 'cookie';
import {
  can,
  CONSOLE_SESSION_COOKIE,
  type ConsolePermission,
} from '@lobby/contract/values/console';
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

/** The console session's token from a request's cookie header, if any. */
export const consoleTokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[CONSOLE_SESSION_COOKIE] : undefined;
};

/**
 * Whether a request comes from the console's own pages (docs/security.md "Console CSRF"): a
 * browser sends Origin with every POST and WebSocket upgrade; one naming another site is a forged
 * request (the SameSite=Strict cookie already stays home; this is the second lock). A request
 * with no Origin is let through only without the session cookie (a sign-in by a script) or when
 * the browser says it is `Sec-Fetch-Site: same-origin`: a browser sends one or the other, so a
 * cookie with neither came from something that is not a browser on our page, or from a browser
 * (or a proxy stripping Origin) we cannot vouch for.
 */
export const sameOrigin = (request: FastifyRequest) => {
  const origin = request.headers.origin;
  if (origin === undefined)
    return (
      consoleTokenOf(request) === undefined || request.headers['sec-fetch-site'] === 'same-origin'
    );
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
