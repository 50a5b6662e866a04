import type { ChatServerFrame } from '@lobby/contract/chat';
import type { SessionsEndedNotice } from '@/core/sessions';
import type { ChatEvent } from './chat-bus';
import { senderKeyOf } from './chat.repo';

/** The session a socket was opened with (a visitor's has none). */
export type PeerSession =
  | { readonly side: 'player'; readonly userId: number; readonly sessionId: number }
  | { readonly side: 'staff'; readonly staffId: number; readonly sessionId: number };

/**
 * A connected socket as the hub sees it: an id, a way to send it a frame, the session it was
 * opened with, and a way to close it (its session ended: chat-revocations.ts).
 */
export interface ChatPeer {
  readonly id: string;
  readonly session: PeerSession | null;
  /** Opened for the balance's nudges alone: sent no chat frames. */
  readonly balanceOnly?: boolean;
  send(frame: ChatServerFrame): void;
  close(code: number, reason: string): void;
}

/**
 * This instance's sockets, and the delivery of every instance's events to them: a player's
 * sockets (all their tabs, by player key) get their conversation's frames; staff sockets get
 * every conversation's. A message's clientId goes to its own side only.
 */
export class ChatHub {
  readonly #players = new Map<string, Set<ChatPeer>>();
  readonly #staff = new Set<ChatPeer>();

  /** What to do when the queue moved: the service re-reads the positions of these players. */
  constructor(private readonly onQueueMoved: (playerKeys: readonly string[]) => void = () => {}) {}

  addPlayer(playerKey: string, peer: ChatPeer) {
    let peers = this.#players.get(playerKey);
    if (!peers) this.#players.set(playerKey, (peers = new Set()));
    peers.add(peer);
  }

  removePlayer(playerKey: string, peer: ChatPeer) {
    const peers = this.#players.get(playerKey);
    peers?.delete(peer);
    if (peers?.size === 0) this.#players.delete(playerKey);
  }

  addStaff(peer: ChatPeer) {
    this.#staff.add(peer);
  }

  removeStaff(peer: ChatPeer) {
    this.#staff.delete(peer);
  }

  /** Sockets connected here: players (all their tabs) and staff. */
  get counts() {
    let players = 0;
    for (const peers of this.#players.values()) players += peers.size;
    return { players, staff: this.#staff.size };
  }

  /** Sends a frame to a player's sockets here (a conversation's new state, its queue place). */
  toPlayer(playerKey: string, frame: ChatServerFrame, except?: string) {
    for (const peer of this.#players.get(playerKey) ?? [])
      if (peer.id !== except && (frame.t === 'balance' || !peer.balanceOnly)) peer.send(frame);
  }

  #toStaff(frame: ChatServerFrame, except?: string) {
    for (const peer of this.#staff) if (peer.id !== except) peer.send(frame);
  }

  deliver(event: ChatEvent) {
    switch (event.kind) {
      case 'message': {
        const { message } = event;
        const hidden = { ...message, clientId: null };
        this.toPlayer(
          event.playerKey,
          { t: 'message', message: message.from === 'player' ? message : hidden },
          event.origin,
        );
        this.#toStaff(
          { t: 'message', message: message.from === 'staff' ? message : hidden },
          event.origin,
        );
        return;
      }
      case 'read': {
        const frame = {
          t: 'read',
          conversationId: event.conversationId,
          by: event.by,
          seq: event.seq,
        } as const;
        this.toPlayer(event.playerKey, frame);
        this.#toStaff(frame);
        return;
      }
      case 'typing': {
        const frame = {
          t: 'typing',
          conversationId: event.conversationId,
          by: event.by,
          on: event.on,
        } as const;
        if (event.by === 'staff') this.toPlayer(event.playerKey, frame);
        this.#toStaff(frame, event.origin);
        return;
      }
      case 'conversation': {
        const frame = { t: 'conversation', conversation: event.state } as const;
        this.toPlayer(event.playerKey, frame);
        this.#toStaff(frame);
        return;
      }
      case 'balance':
        this.toPlayer(event.playerKey, { t: 'balance' });
        return;
      case 'queue':
        this.onQueueMoved([...this.#players.keys()]);
        return;
    }
  }

  /** This instance's sockets opened with a session the notice names (all of its owner's). */
  peersOf(notice: SessionsEndedNotice): ChatPeer[] {
    if ('userId' in notice)
      return [...(this.#players.get(senderKeyOf({ userId: notice.userId })) ?? [])];
    return [...this.#staff].filter(
      (peer) => peer.session?.side === 'staff' && peer.session.staffId === notice.staffId,
    );
  }

  /** Every socket here opened with a session (the sweep checks them all). */
  signedInPeers(): ChatPeer[] {
    const peers: ChatPeer[] = [];
    this.forEachPeer((peer) => {
      if (peer.session) peers.push(peer);
    });
    return peers;
  }

  /** Closes every socket here (the server is stopping): clients reconnect elsewhere. */
  forEachPeer(fn: (peer: ChatPeer) => void) {
    for (const peers of this.#players.values()) for (const peer of peers) fn(peer);
    for (const peer of this.#staff) fn(peer);
  }
}
