import { useEffect, useReducer, useRef, useState } from 'react';
import type { ChatClientFrame } from '@lobby/contract/chat';
import { queryClient } from '@/lib/query-client';
import { signedOut, staffQuery, type SignedInStaff } from '@/lib/staff';
import { chatReducer, initialChatState, type ChatAction, type ChatState } from './chat-state';
import { ChatSocket, consoleSocketUrl } from './chat-socket';

export interface ChatLive {
  state: ChatState;
  dispatch: (action: ChatAction) => void;
  /** A message to a conversation: shown as sending at once, resent until acknowledged. */
  send(input: { conversationId: number; clientId: string; text: string; imageKey?: string }): void;
  /** A read receipt or typing: now if connected, else dropped. */
  signal(frame: Exclude<ChatClientFrame, { t: 'send' }>): void;
}

/**
 * The chat's live state while the chat tool is open: one staff socket, every frame into the
 * reducer. The socket is closed when staff leave the tool. A reader (`chat.read` without `chat`,
 * the auditor) opens none: the server refuses it the socket, and the pages are read by call.
 */
export function useChat(staff: SignedInStaff, connect = true): ChatLive {
  const [state, dispatch] = useReducer(
    chatReducer,
    { id: staff.id, name: staff.name },
    initialChatState,
  );
  const socketRef = useRef<ChatSocket | null>(null);
  useEffect(() => {
    if (!connect) return;
    const socket = new ChatSocket(consoleSocketUrl(window.location), {
      onFrame: (frame) => dispatch({ type: 'frame', frame, now: Date.now() }),
      onDisconnected: (refused) => {
        dispatch({ type: 'disconnected' });
        // A refused upgrade says no more than that: staffMe tells whether the session is gone.
        if (refused) void queryClient.invalidateQueries({ queryKey: staffQuery.queryKey });
      },
      onUnauthorized: signedOut,
      // The role changed: staffMe tells the new one, and the page shows what it allows.
      onForbidden: () => void queryClient.invalidateQueries({ queryKey: staffQuery.queryKey }),
    });
    socketRef.current = socket;
    socket.start();
    return () => {
      socket.stop();
      socketRef.current = null;
    };
  }, [connect]);
  const [live] = useState(() => ({
    send: (input: { conversationId: number; clientId: string; text: string; imageKey?: string }) =>
      socketRef.current?.send({ t: 'send', ...input }),
    signal: (frame: Exclude<ChatClientFrame, { t: 'send' }>) => socketRef.current?.signal(frame),
  }));
  return { state, dispatch, ...live };
}
