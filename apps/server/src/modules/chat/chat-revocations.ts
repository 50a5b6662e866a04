import type { FastifyBaseLogger } from 'fastify';
import { ChatCloseCode } from '@lobby/contract/values/chat';
import { can } from '@lobby/contract/values/console';
import type { SessionsEndedNotice } from '@/core/sessions';
import type { Db } from '@/db/database';
import { liveSessionIds } from '../sessions/sessions.reads';
import { liveStaffSessionRoles } from '../staff/staff.reads';
import type { ChatHub, ChatPeer } from './chat-hub';

/** How often every instance checks all its sockets' sessions (the sweep job's slot). */
export const CHAT_SWEEP_MS = 60_000;
/**
 * A notice may come before the transaction that ended the session commits (a password reset
 * ends the sessions inside its own): the sockets still live at the first check are checked
 * once more this much later.
 */
const RECHECK_MS = 2_000;

/**
 * The chat's sockets follow their authorisation (docs/security.md "Sessions"): a player's socket
 * closes when the session it said hello with ends, a staff socket when the member's session ends,
 * the member is disabled or their role loses `chat`.
 *
 * - Ending a session is an event: the session-revocation notices (modules/sessions, through
 *   Redis to every instance) name the player or the member, and this instance checks the
 *   sockets of theirs it holds (one statement per side), closing those whose session is gone.
 * - Expiry is not an event: a session expires at a moment in the database and nobody ends it
 *   then. A socket that pings stays open, so every CHAT_SWEEP_MS a job (one run per slot across
 *   the instances) publishes a sweep on the chat bus and each instance checks all its sockets:
 *   an expired session's socket closes within a minute. Until then it can only read: every
 *   send checks the session (chat-socket.ts).
 *
 * The checks read the sessions without using them, so an open socket never keeps a session
 * alive, and go to the database, never to the session cache.
 */
export class ChatRevocations {
  constructor(
    private readonly deps: {
      readonly db: Db;
      readonly hub: ChatHub;
      readonly log: FastifyBaseLogger;
      /** SESSION_MAX_DAYS: a player's session ends that long after it began. */
      readonly sessionMaxDays: number;
    },
  ) {}

  /** Some sessions of a player or a member ended (here or on another instance). */
  heard(notice: SessionsEndedNotice) {
    this.#run(async () => {
      const live = await this.closeSignedOut(this.deps.hub.peersOf(notice));
      if (live.length === 0) return;
      setTimeout(() => this.#run(() => this.closeSignedOut(live)), RECHECK_MS).unref();
    });
  }

  /** Every socket here is checked (the sweep). */
  sweep() {
    this.#run(() => this.closeSignedOut(this.deps.hub.signedInPeers()));
  }

  /** Closes the sockets whose session is gone (or whose role lost the chat); answers the rest. */
  async closeSignedOut(peers: readonly ChatPeer[]): Promise<ChatPeer[]> {
    const ids = (side: 'player' | 'staff') =>
      peers.flatMap((peer) => (peer.session?.side === side ? [peer.session.sessionId] : []));
    const players = ids('player');
    const staff = ids('staff');
    const [livePlayers, staffRoles] = await Promise.all([
      liveSessionIds(this.deps.db, players, this.deps.sessionMaxDays),
      liveStaffSessionRoles(this.deps.db, staff),
    ]);
    const kept: ChatPeer[] = [];
    for (const peer of peers) {
      const session = peer.session;
      if (!session) continue;
      if (session.side === 'player') {
        if (livePlayers.has(session.sessionId)) kept.push(peer);
        else peer.close(ChatCloseCode.SignedOut, 'signed out');
        continue;
      }
      const role = staffRoles.get(session.sessionId);
      if (role === undefined) peer.close(ChatCloseCode.SignedOut, 'signed out');
      else if (!can(role, 'chat')) peer.close(ChatCloseCode.Forbidden, 'forbidden');
      else kept.push(peer);
    }
    return kept;
  }

  #run(check: () => Promise<unknown>) {
    check().catch((error: unknown) =>
      this.deps.log.error({ err: error }, 'chat session check failed'),
    );
  }
}
