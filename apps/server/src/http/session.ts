import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { SessionCache } from '../modules/sessions/session-cache';
import { isAccountLocked } from '../modules/accounts/accounts.reads';
import {
  ownerOfToken,
  resolveSession,
  tokenFromHeader,
  type SessionLifetime,
} from '../modules/sessions/sessions.service';
import type { SessionInfo, SessionOf } from '../core/sessions';
import { ErrorCode } from '../core/app-error';

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

/**
 * Why a request has no live session: PLAYER_LOCKED when its token was handed to a player staff
 * have locked since (the lock ended the session), so the app tells the player at once and
 * why; UNAUTHORIZED otherwise (no token, an unknown one, one signed out or expired).
 */
export const noSessionCode =
  (db: Db) =>
  async (request: FastifyRequest): Promise<ErrorCode> => {
    const token = tokenFromHeader(request.headers.authorization);
    const owner = token ? await ownerOfToken(db, token) : null;
    return owner !== null && (await isAccountLocked(db, owner))
      ? ErrorCode.PLAYER_LOCKED
      : ErrorCode.UNAUTHORIZED;
  };
