import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CallDef } from '@lobby/contract/registry';
import type { PreparedAnswer } from './envelope';
import type { SessionInfo } from './sessions';

/**
 * The shape of a module's calls: what a handler gets and gives back, and the options a call
 * takes. http/call-router.ts serves them; every module writes its handlers against these.
 */

/** What a call handler gets besides its validated body. */
export interface CallContext {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  /** The caller's session, or null (none, unknown, revoked or expired). */
  session(): Promise<SessionInfo | null>;
  /** The caller's session; session calls are refused with 401 before they get here. */
  requireSession(): Promise<SessionInfo>;
}

export type CallHandler<D extends CallDef> = (
  input: z.output<D['request']>,
  ctx: CallContext,
) => Promise<z.output<D['answer']> | PreparedAnswer>;

export interface CallRoute<D extends CallDef = CallDef> {
  readonly handler: CallHandler<D>;
  /** Also take a text/plain body holding JSON: what navigator.sendBeacon sends. */
  readonly beacon?: boolean;
  /** A tighter per-IP limit than the global one (sign-in calls), counted per call. */
  readonly rateLimit?: { readonly max: number; readonly timeWindowMs: number };
  /**
   * Take NUL characters and lone surrogates in strings (the handler cleans every string it
   * stores, as telemetry does with pgText); every other call refuses a body holding one with a
   * 400 (http/refused-text.ts).
   */
  readonly cleansText?: boolean;
  /**
   * A larger body than calls take (feedbackSubmit's images); its session is still checked
   * before a byte of the body is read.
   */
  readonly bodyLimit?: number;
}

/** A module's handlers, keyed by call name and typed by the registry entry. */
export type CallRoutes<R extends Record<string, CallDef>> = {
  readonly [N in keyof R]?: CallRoute<R[N]>;
};
