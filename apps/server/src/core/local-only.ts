import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@lobby/contract/values/errors';
import { sendError } from './envelope';
import { SecurityEventKind, type SecurityEvents } from './security-events';

/**
 * Whether a request comes from this machine: its socket's peer, never a header a client or a
 * proxy can set, is a loopback address, and it carries no `X-Forwarded-For` nor `Forwarded`. A
 * proxy on the same host connects from loopback too, on behalf of whoever reached it: a
 * forwarded request is someone else's, whatever address the header names (docs/security.md
 * "Development helpers").
 */
export const fromLoopback = (request: FastifyRequest) => {
  const { headers } = request;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined) return false;
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
};

/**
 * A hook that lets the development endpoints and the sandbox providers' pages answer only the
 * machine itself, unless DEV_ENDPOINTS_OPEN opens them on purpose; anyone else gets the 404
 * envelope an unknown path gets (docs/security.md).
 */
export const localOnly =
  (options: { open: boolean; securityEvents?: SecurityEvents | undefined }) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    if (options.open || fromLoopback(request)) return;
    options.securityEvents?.record(SecurityEventKind.DevEndpointRefused, {
      ip: request.socket.remoteAddress ?? null,
      requestId: request.id,
      call: request.url.split('?')[0],
    });
    return sendError(reply, ErrorCode.NOT_FOUND);
  };
