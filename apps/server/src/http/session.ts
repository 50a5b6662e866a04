import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { SessionCache } from '../modules/sessions/session-cache';
import {
  resolveSession,
  tokenFromHeader,
  type SessionLifetime,
} from '../modules/sessions/sessions.service';
import type { SessionInfo, SessionOf } from '../core/sessions';

/**
 * The session behind a request's authorization header, looked up once per request and only
 * when someone asks (a public call that never asks costs no query), from the cache when it
 * was read in the last few seconds.
 */
export const sessionResolver = (
  db: Db,
  lifetime: SessionLifetime,
  cache?: SessionCache,
): SessionOf => {
  const memo = new WeakMap<FastifyRequest, Promise<SessionInfo | null>>();
  return (request) => {
    let found = memo.get(request);
    if (!found) {
      const token = tokenFromHeader(request.headers.authorization);
      found = token ? resolveSession(db, token, lifetime, cache) : Promise.resolve(null);
      memo.set(request, found);
    }
    return found;
  };
};
