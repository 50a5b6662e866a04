import { storageKeys } from '@/config/storage-keys';
import { useChatWidget } from '@/lib/chat-widget';
import { chatSocketUrl } from '@/lib/socket-link';
import { local } from '@/lib/storage';
import { useSessionStore } from '@/stores/session-store';
import { ChatConnection } from './chat-connection';
import { chatDeviceId, randomId } from '@/lib/chat-ids';
import { localChatOutbox } from './chat-outbox-store';

let connection: ChatConnection | null = null;

/** The page's one chat connection, shared by the keeper (the badge) and the panel. */
export function chatConnection(): ChatConnection {
  connection ??= new ChatConnection({
    url: chatSocketUrl(),
    createSocket: (url) => new WebSocket(url),
    deviceId: chatDeviceId(),
    token: useSessionStore.getState().token,
    newClientId: () => randomId(),
    outbox: localChatOutbox,
  });
  return connection;
}

/** Tests start each from a new connection. */
export function resetChatConnection() {
  connection?.stop();
  connection = null;
}

/**
 * Runs the chat's socket for as long as the widget is active (its panel open, or a
 * conversation kept for the badge); answers the function that stops it.
 *
 * - The session's token goes with every hello: a sign-in or sign-out says hello again as the
 *   new identity.
 * - The launcher's unread count follows the socket's. Whether this browser has a conversation
 *   is remembered, so that the next visit keeps the socket for the badge; a welcome without
 *   one forgets it.
 * - A hidden tab with the panel closed holds no socket: there is no badge to see, and the
 *   welcome on its return brings what was missed. Back online, it does not wait for its
 *   scheduled attempt.
 */
export function runChat(): () => void {
  const chat = chatConnection();
  chat.setToken(useSessionStore.getState().token);
  const stopToken = useSessionStore.subscribe((s) => chat.setToken(s.token));

  const sync = () => {
    const { conversation, status, unread } = chat.getSnapshot();
    let { kept } = useChatWidget.getState();
    if (conversation !== null && !kept) {
      local.set(storageKeys.chatKept, '1');
      kept = true;
    } else if (conversation === null && status === 'online' && kept) {
      local.remove(storageKeys.chatKept);
      kept = false;
    }
    const state = useChatWidget.getState();
    if (state.kept !== kept || state.unread !== unread) useChatWidget.setState({ kept, unread });
  };
  const stopSync = chat.subscribe(sync);

  const onVisibility = () => {
    if (document.visibilityState === 'visible') chat.start();
    else if (!useChatWidget.getState().open) chat.stop();
  };
  const onOnline = () => chat.retryNow();
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', onOnline);
  if (document.visibilityState !== 'hidden') chat.start();
  sync();

  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('online', onOnline);
    stopSync();
    stopToken();
    chat.stop();
    useChatWidget.setState({ unread: 0 });
  };
}
