import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '@lobby/contract/values/console';

/** A player's live session as a call sees it (modules/sessions keeps the sessions). */
export interface SessionInfo {
  readonly sessionId: number;
  readonly userId: number;
  /**
   * A cash-out-only session, handed to a player on a break (ADR 0071): only the cash-out calls
   * see it; every other resolver answers null for it.
   */
  readonly cashOutOnly?: true;
}

/**
 * Whose sessions ended (a player's: logout, lock, replaced, password…) or whose console rights
 * changed (a staff member signed out, disabled, given another role): told to every instance.
 */
export type SessionsEndedNotice = { readonly userId: number } | { readonly staffId: number };

/** The player's session behind a request's authorization header, or null. */
export type SessionOf = (request: FastifyRequest) => Promise<SessionInfo | null>;

/** A staff member as the console's calls see them (modules/staff keeps the staff). */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

/** A console session as a console call sees it. */
export interface StaffSession {
  readonly sessionId: number;
  readonly expiresAt: number;
  readonly staff: StaffMember;
}
