import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import {
  resolveSession,
  tokenFromHeader,
  type SessionInfo,
  type SessionLifetime,
} from '../modules/sessions/sessions.service';

export type SessionOf = (request: FastifyRequest) => Promise<SessionInfo | null>;

/**
 * The session behind a request's authorization header, looked up once per request and only
 * when someone asks (a public call that never asks costs no query).
 */
export const sessionResolver = (db: Db, lifetime: SessionLifetime): SessionOf => {
  const memo = new WeakMap<FastifyRequest, Promise<SessionInfo | null>>();
  return (request) => {
    let found = memo.get(request);
    if (!found) {
      const token = tokenFromHeader(request.headers.authorization);
      found = token ? resolveSession(db, token, lifetime) : Promise.resolve(null);
      memo.set(request, found);
    }
    return found;
  };
};
