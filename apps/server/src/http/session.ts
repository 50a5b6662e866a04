import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { SessionCache } from '../modules/sessions/session-cache';
import { isAccountLocked } from '../modules/accounts/accounts.reads';
import { heldBreakOf } from '../modules/breaks/breaks.reads';
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
): SessionOf & { orCashOut: SessionOf } => {
  const memo = new WeakMap<FastifyRequest, Promise<SessionInfo | null>>();
  const orCashOut: SessionOf = (request) => {
    let found = memo.get(request);
    if (!found) {
      const token = tokenFromHeader(request.headers.authorization);
      found = token ? resolveSession(db, token, lifetime, cache) : Promise.resolve(null);
      memo.set(request, found);
    }
    return found;
  };
  // A cash-out-only session (a player on a break, ADR 0071) is no session to anyone but the
  // cash-out calls, which the call router resolves through `orCashOut`.
  const sessionOf: SessionOf = async (request) => withoutCashOut(await orCashOut(request));
  return Object.assign(sessionOf, { orCashOut });
};

/** The session, or null for a cash-out-only one (ADR 0071). */
export const withoutCashOut = (session: SessionInfo | null): SessionInfo | null =>
  session?.cashOutOnly ? null : session;

/**
 * Why a request has no live session: PLAYER_LOCKED when its token was handed to a player staff
 * have locked since (the lock ended the session), so the app tells the player at once and
 * why; PLAYER_ON_BREAK when that player is on a time-out or self-exclusion (the break ended the
 * session, or the token is a cash-out-only session outside the cash-out calls, ADR 0071);
 * UNAUTHORIZED otherwise (no token, an unknown one, one signed out or expired).
 */
export const noSessionCode =
  (db: Db) =>
  async (request: FastifyRequest): Promise<ErrorCode> => {
    const token = tokenFromHeader(request.headers.authorization);
    const owner = token ? await ownerOfToken(db, token) : null;
    if (owner === null) return ErrorCode.UNAUTHORIZED;
    if (await isAccountLocked(db, owner)) return ErrorCode.PLAYER_LOCKED;
    return (await heldBreakOf(db, owner)) ? ErrorCode.PLAYER_ON_BREAK : ErrorCode.UNAUTHORIZED;
  };
