import { create } from 'zustand';

interface ChatWidgetState {
  /** The chat panel is open (the launcher, or the service page's online chat, opened it). */
  open: boolean;
  /**
   * The chat's socket is kept while the panel is closed, for the launcher's unread badge: this
   * browser has a conversation (remembered in storage, read once the page has loaded).
   */
  kept: boolean;
  /** The staff's messages the player has not read, told by the chat's socket. */
  unread: number;
}

/**
 * The live chat's state the lobby's first bundle needs: whether it is open, kept, and the unread
 * count for the launcher. The chat itself (socket and panel) is a lazy chunk the layout mounts
 * when this says so (features/chat).
 */
export const useChatWidget = create<ChatWidgetState>()(() => ({
  open: false,
  kept: false,
  unread: 0,
}));

export const openChat = () => useChatWidget.setState({ open: true });
export const closeChat = () => useChatWidget.setState({ open: false });
