import { chatDeviceId } from './chat-ids';
import { ChatLink, chatSocketUrl, type ChatSocket } from './socket-link';

/** What the balance's socket tells its keeper (balance-freshness.ts). */
export interface BalancePushEvents {
  /** The server said the balance changed (a money movement committed): ask it again. */
  nudged(): void;
  /** The socket is listening (true) or not (false): the poll slows down while it listens. */
  listening(on: boolean): void;
}

/**
 * The signed-in page's socket for the balance's nudges (ADR 0063): the player socket with a
 * balance-only hello, so the server reads nothing of the chat for it and sends it nothing else.
 * It pings and reconnects as the chat's does (socket-link.ts); a socket welcomed again after a
 * drop asks the balance once, as a nudge may have gone by meanwhile. Answers its stop.
 */
export function openBalanceSocket(
  token: string,
  events: BalancePushEvents,
  createSocket: (url: string) => ChatSocket = (url) => new WebSocket(url),
): () => void {
  let welcomes = 0;
  const link: ChatLink = new ChatLink(
    { url: chatSocketUrl(), createSocket },
    {
      connecting: () => undefined,
      hello: () => ({ t: 'hello', token, deviceId: chatDeviceId(), balanceOnly: true }),
      frame: (frame) => {
        if (frame.t === 'watching') {
          link.welcomed();
          events.listening(true);
          welcomes += 1;
          if (welcomes > 1) events.nudged();
        } else if (frame.t === 'balance') events.nudged();
      },
      detached: () => events.listening(false),
      waiting: () => undefined,
      // Refused or signed out: the poll carries on alone; a new session opens a new socket.
      refused: () => undefined,
      signedOut: () => undefined,
    },
  );
  link.start();
  return () => link.stop();
}
