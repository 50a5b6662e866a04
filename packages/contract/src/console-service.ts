import { z } from 'zod';
import { RequestId } from './common';
import { PageRequest, pageOf } from './pagination';
import { ChatConversationState, ChatMessage } from './chat';
import { FeedbackDetailAnswer, FeedbackStatus, FeedbackSummary } from './feedback';

// The console's side of the live chat and of feedback (docs/service.md, docs/content.md).

const EpochSeconds = z.number().int();
const Money = z.number().int();

/** A conversation as the inbox lists it: who the player is and where it stands. */
export const ChatInboxItem = ChatConversationState.extend({
  /** The player's id; null for a visitor (known by device only). */
  userId: z.number().int().positive().nullable(),
  nickname: z.string().nullable(),
  vip: z.number().int().nullable(),
  /** The player's coin balance now, in hundredths; null for a visitor. */
  balance: Money.nullable(),
  staffId: z.number().int().positive().nullable(),
  /** The latest message's start, and when. */
  preview: z.string(),
  lastMessageAt: EpochSeconds,
  /** Player messages staff have not read. */
  unread: z.number().int().min(0),
  createdAt: EpochSeconds,
});
export type ChatInboxItem = z.infer<typeof ChatInboxItem>;

export const ChatInboxRequest = PageRequest.extend({
  /** active: queued and open (the default); mine: open and assigned to the caller. */
  view: z.enum(['active', 'mine', 'closed']).default('active'),
});
export const ChatInboxAnswer = pageOf(ChatInboxItem);
export type ChatInboxAnswer = z.infer<typeof ChatInboxAnswer>;

export const ChatConversationRequest = z.object({ id: RequestId });
export const ChatConversationAnswer = z.object({
  conversation: ChatInboxItem,
  /** Oldest first, the latest CHAT_HISTORY_MAX. */
  messages: z.array(ChatMessage),
});
export type ChatConversationAnswer = z.infer<typeof ChatConversationAnswer>;

/** Takes a conversation (from the queue, or from another staff member) for the caller. */
export const ChatAssignRequest = z.object({ id: RequestId });
export const ChatCloseRequest = z.object({ id: RequestId });
export const ChatReopenRequest = z.object({ id: RequestId });
export const ChatStateAnswer = ChatConversationState;

export const CannedReply = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  text: z.string(),
});
export const ChatCannedRepliesAnswer = z.object({ list: z.array(CannedReply) });
export type ChatCannedRepliesAnswer = z.infer<typeof ChatCannedRepliesAnswer>;

// ---- feedback ----

export const FeedbackQueueItem = FeedbackSummary.extend({
  userId: z.number().int().positive(),
  /** The player's nickname (null if the player is gone). */
  nickname: z.string().nullable(),
});
export const FeedbackQueueRequest = PageRequest.extend({
  status: FeedbackStatus.optional(),
});
export const FeedbackQueueAnswer = pageOf(FeedbackQueueItem);
export type FeedbackQueueAnswer = z.infer<typeof FeedbackQueueAnswer>;
export const FeedbackThreadRequest = z.object({ id: RequestId });
export const FeedbackThreadAnswer = FeedbackDetailAnswer.extend({
  userId: z.number().int().positive(),
});
export type FeedbackThreadAnswer = z.infer<typeof FeedbackThreadAnswer>;
export const FeedbackAnswerRequest = z.object({
  id: RequestId,
  text: z.string().trim().min(1).max(4000),
  close: z.boolean().default(false),
});
export const FeedbackAnswerAnswer = z.object({ messageId: z.number().int().positive() });
