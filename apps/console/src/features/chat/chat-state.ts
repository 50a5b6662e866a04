import type {
  ChatConversationState,
  ChatImage,
  ChatMessage,
  ChatServerFrame,
} from '@lobby/contract/chat';
import type { ChatInboxItem } from '@lobby/contract/console';
import { CHAT_TYPING_SECONDS, unreadOf } from '@lobby/contract/values/chat';

/**
 * The chat inbox's state, kept by one pure reducer: the inbox page feeds it the calls' answers
 * and every socket frame, in the order they come. Frames may repeat or arrive after the answer
 * that already holds them (a resend, a reconnect), so every update is idempotent: messages are
 * unique by id and shown by seq, counts never go back on a repeat.
 */

export type InboxView = 'active' | 'mine' | 'closed';

/** A message staff sent from this console that the server has not acknowledged yet. */
export interface PendingSend {
  clientId: string;
  conversationId: number;
  text: string;
  image: ChatImage | null;
  /** The server refused it (its message); it is not sent again. */
  failed: string | null;
}

export interface OpenConversation {
  conversation: ChatInboxItem;
  /** Oldest first by seq, each id once. */
  messages: ChatMessage[];
  pending: PendingSend[];
  /** Until when (epoch ms) the player shows as typing; 0: not typing. */
  playerTypingUntil: number;
}

export interface ChatState {
  /** Who is signed in: their messages and their assignments. */
  me: { id: number; name: string };
  view: InboxView;
  /** The inbox of `view`, the latest activity first. */
  rows: ChatInboxItem[];
  /** The conversation shown, if one is. */
  open: OpenConversation | null;
  /**
   * Bumped when a frame tells of something the rows cannot show by themselves (a new
   * conversation, one that may have left or joined the view, frames missed while disconnected):
   * the page reads the inbox (and the open conversation) again.
   */
  stale: number;
  connected: boolean;
  /** Welcomes seen: the first is the first connection, later ones reconnections. */
  welcomes: number;
}

export type ChatAction =
  | { type: 'inbox'; view: InboxView; rows: ChatInboxItem[] }
  | { type: 'opened'; conversation: ChatInboxItem; messages: ChatMessage[] }
  | { type: 'shut' }
  | { type: 'frame'; frame: ChatServerFrame; now: number }
  | { type: 'sending'; pending: PendingSend }
  | { type: 'discard'; clientId: string }
  | { type: 'readSent'; conversationId: number; seq: number }
  /** An answer of chatAssign, chatClose or chatReopen: the conversation as it is now. */
  | { type: 'changed'; conversation: ChatConversationState; assignedToMe?: boolean }
  | { type: 'disconnected' };

export const initialChatState = (me: { id: number; name: string }): ChatState => ({
  me,
  view: 'active',
  rows: [],
  open: null,
  stale: 0,
  connected: false,
  welcomes: 0,
});

/** The latest activity first; the newer conversation first on a tie. */
const byActivity = (a: ChatInboxItem, b: ChatInboxItem) =>
  b.lastMessageAt - a.lastMessageAt || b.id - a.id;

/** `messages` with `message` in its place by seq; a message already there (by id) is kept. */
export const withMessage = (messages: readonly ChatMessage[], message: ChatMessage) => {
  if (messages.some((m) => m.id === message.id)) return messages as ChatMessage[];
  const next = [...messages, message];
  // Almost always the last: sort only when it is not.
  if (messages.length > 0 && messages[messages.length - 1]!.seq > message.seq) {
    next.sort((a, b) => a.seq - b.seq || a.id - b.id);
  }
  return next;
};

/** Messages by seq, each id once (an answer may overlap frames already applied). */
export const orderedMessages = (messages: readonly ChatMessage[]) =>
  messages.reduce<ChatMessage[]>((list, m) => withMessage(list, m), []);

const mapRow = (
  rows: ChatInboxItem[],
  id: number,
  update: (row: ChatInboxItem) => ChatInboxItem,
): ChatInboxItem[] | null => {
  const index = rows.findIndex((row) => row.id === id);
  if (index < 0) return null;
  const next = [...rows];
  next[index] = update(rows[index]!);
  return next;
};

/** The conversation's fields a state frame carries, and who has it as far as this side knows. */
const mergeState = (
  item: ChatInboxItem,
  state: ChatConversationState,
  me: ChatState['me'],
): ChatInboxItem => ({
  ...item,
  status: state.status,
  queuePosition: state.queuePosition,
  staffName: state.staffName,
  // The frame names the staff member, not their id: kept while the name is unchanged, else
  // guessed from the name until the inbox is read again (which the change asks for).
  staffId:
    state.staffName === item.staffName
      ? item.staffId
      : state.staffName !== null && state.staffName === me.name
        ? me.id
        : null,
  playerReadSeq: Math.max(item.playerReadSeq, state.playerReadSeq),
  staffReadSeq: Math.max(item.staffReadSeq, state.staffReadSeq),
  lastSeq: Math.max(item.lastSeq, state.lastSeq),
});

/** Staff have read up to `seq`: the row's unread count as far as this side can tell. */
const readByStaff = (row: ChatInboxItem, seq: number, open: OpenConversation | null) => {
  const staffReadSeq = Math.max(row.staffReadSeq, seq);
  const unread =
    staffReadSeq >= row.lastSeq
      ? 0
      : open?.conversation.id === row.id
        ? unreadOf(open.messages, 'staff', staffReadSeq)
        : row.unread;
  return { ...row, staffReadSeq, unread };
};

const applyMessage = (
  state: ChatState,
  message: ChatMessage,
  acknowledged: string | null,
): ChatState => {
  let { rows, stale, open } = state;
  const moved = mapRow(rows, message.conversationId, (row) => {
    // A message at or below the last seq is one the row already counts (a repeat).
    if (message.seq <= row.lastSeq) return row;
    const counts = message.from === 'player' && message.seq > row.staffReadSeq;
    return {
      ...row,
      lastSeq: message.seq,
      preview: message.text,
      lastMessageAt: Math.max(row.lastMessageAt, message.createdAt),
      unread: row.unread + (counts ? 1 : 0),
    };
  });
  if (moved) rows = moved.sort(byActivity);
  // A conversation the rows do not have: a new one, or one this view does not list yet.
  else stale += 1;
  if (open && open.conversation.id === message.conversationId) {
    const row = rows.find((r) => r.id === message.conversationId);
    const dropped = acknowledged ?? message.clientId;
    open = {
      ...open,
      conversation: row
        ? { ...open.conversation, lastSeq: row.lastSeq, unread: row.unread }
        : { ...open.conversation, lastSeq: Math.max(open.conversation.lastSeq, message.seq) },
      messages: withMessage(open.messages, message),
      pending: dropped ? open.pending.filter((p) => p.clientId !== dropped) : open.pending,
      playerTypingUntil: message.from === 'player' ? 0 : open.playerTypingUntil,
    };
  }
  return { ...state, rows, stale, open };
};

const applyFrame = (state: ChatState, frame: ChatServerFrame, now: number): ChatState => {
  switch (frame.t) {
    case 'welcome':
      // After a reconnection, frames may have been missed: read everything again.
      return {
        ...state,
        connected: true,
        welcomes: state.welcomes + 1,
        stale: state.welcomes > 0 ? state.stale + 1 : state.stale,
      };
    case 'message':
      return applyMessage(state, frame.message, null);
    case 'ack':
      return applyMessage(state, frame.message, frame.clientId);
    case 'read': {
      const { conversationId, seq } = frame;
      if (frame.by === 'staff') {
        const rows = mapRow(state.rows, conversationId, (row) => readByStaff(row, seq, state.open));
        const open =
          state.open?.conversation.id === conversationId
            ? {
                ...state.open,
                conversation: readByStaff(state.open.conversation, seq, state.open),
              }
            : state.open;
        return { ...state, rows: rows ?? state.rows, open };
      }
      const playerRead = (item: ChatInboxItem) => ({
        ...item,
        playerReadSeq: Math.max(item.playerReadSeq, seq),
      });
      const rows = mapRow(state.rows, conversationId, playerRead);
      const open =
        state.open?.conversation.id === conversationId
          ? { ...state.open, conversation: playerRead(state.open.conversation) }
          : state.open;
      return { ...state, rows: rows ?? state.rows, open };
    }
    case 'typing': {
      if (frame.by !== 'player' || state.open?.conversation.id !== frame.conversationId)
        return state;
      const playerTypingUntil = frame.on ? now + CHAT_TYPING_SECONDS * 1000 : 0;
      return { ...state, open: { ...state.open, playerTypingUntil } };
    }
    case 'conversation':
      return applyState(state, frame.conversation, false);
    case 'error': {
      if (!frame.clientId || !state.open) return state;
      const { clientId, msg } = frame;
      const pending = state.open.pending.map((p) =>
        p.clientId === clientId ? { ...p, failed: msg } : p,
      );
      return { ...state, open: { ...state.open, pending } };
    }
    // A player's balance nudges never reach staff sockets.
    case 'balance':
    case 'watching':
    case 'pong':
      return state;
  }
};

/** A conversation's new state: a frame, or the answer of the caller's own assign/close/reopen. */
const applyState = (
  state: ChatState,
  conversation: ChatConversationState,
  assignedToMe: boolean,
): ChatState => {
  const merge = (item: ChatInboxItem) => {
    const merged = mergeState(item, conversation, state.me);
    return assignedToMe ? { ...merged, staffId: state.me.id } : merged;
  };
  const before = state.rows.find((row) => row.id === conversation.id);
  const rows = mapRow(state.rows, conversation.id, merge);
  // Its status or its staff changed: it may have left this view (or joined another).
  const moves =
    !before || before.status !== conversation.status || before.staffName !== conversation.staffName;
  const open =
    state.open?.conversation.id === conversation.id
      ? { ...state.open, conversation: merge(state.open.conversation) }
      : state.open;
  return { ...state, rows: rows ?? state.rows, open, stale: moves ? state.stale + 1 : state.stale };
};

/**
 * An answer's row, with what frames already told since it was read: marks only move forward, so
 * an answer read before a receipt arrived cannot take the receipt back.
 */
const newerOf = (answer: ChatInboxItem, known: ChatInboxItem | undefined): ChatInboxItem => {
  if (!known) return answer;
  const staffReadSeq = Math.max(answer.staffReadSeq, known.staffReadSeq);
  const lastSeq = Math.max(answer.lastSeq, known.lastSeq);
  return {
    ...answer,
    playerReadSeq: Math.max(answer.playerReadSeq, known.playerReadSeq),
    staffReadSeq,
    lastSeq,
    unread: staffReadSeq >= lastSeq ? 0 : answer.unread,
  };
};

export const chatReducer = (state: ChatState, action: ChatAction): ChatState => {
  switch (action.type) {
    case 'inbox': {
      const known = new Map(state.rows.map((row) => [row.id, row]));
      const rows = action.rows.map((row) => newerOf(row, known.get(row.id)));
      return { ...state, view: action.view, rows: rows.sort(byActivity) };
    }
    case 'opened': {
      const keep = state.open?.conversation.id === action.conversation.id ? state.open : null;
      // Frames that came while the answer was on its way are kept with it.
      const messages = orderedMessages([...(keep?.messages ?? []), ...action.messages]);
      return {
        ...state,
        open: {
          conversation: newerOf(action.conversation, keep?.conversation),
          messages,
          pending: keep?.pending ?? [],
          playerTypingUntil: keep?.playerTypingUntil ?? 0,
        },
      };
    }
    case 'shut':
      return { ...state, open: null };
    case 'frame':
      return applyFrame(state, action.frame, action.now);
    case 'sending': {
      if (state.open?.conversation.id !== action.pending.conversationId) return state;
      return {
        ...state,
        open: { ...state.open, pending: [...state.open.pending, action.pending] },
      };
    }
    case 'discard':
      if (!state.open) return state;
      return {
        ...state,
        open: {
          ...state.open,
          pending: state.open.pending.filter((p) => p.clientId !== action.clientId),
        },
      };
    case 'readSent':
      return applyFrame(
        state,
        { t: 'read', conversationId: action.conversationId, by: 'staff', seq: action.seq },
        0,
      );
    case 'changed':
      return applyState(state, action.conversation, action.assignedToMe ?? false);
    case 'disconnected':
      return { ...state, connected: false };
  }
};
