import { ChatImage, ChatImageUploadRequest } from '../chat';
import {
  ChatInboxRequest,
  ChatInboxAnswer,
  ChatConversationRequest,
  ChatConversationAnswer,
  ChatAssignRequest,
  ChatCloseRequest,
  ChatReopenRequest,
  ChatStateAnswer,
  ChatCannedRepliesAnswer,
  FeedbackQueueRequest,
  FeedbackQueueAnswer,
  FeedbackThreadRequest,
  FeedbackThreadAnswer,
  FeedbackAnswerRequest,
  FeedbackAnswerAnswer,
} from '../console-service';
import { defineConsoleCall, None } from './define-console-call';

/**
 * The live chat and feedback queues. Reading them (the lists, a transcript, a thread) needs the
 * `.read` permission, which the auditor holds too; taking, closing, answering need `chat` or
 * `feedback`.
 */
export const serviceConsoleCalls = {
  chatInbox: defineConsoleCall({
    name: 'chatInbox',
    permission: 'chat.read',
    effect: 'read',
    summary: 'Conversations: queued and open, the caller’s, or closed; the latest activity first.',
    request: ChatInboxRequest,
    answer: ChatInboxAnswer,
  }),
  chatConversation: defineConsoleCall({
    name: 'chatConversation',
    permission: 'chat.read',
    effect: 'read',
    summary: 'One conversation with its player and its latest messages.',
    request: ChatConversationRequest,
    answer: ChatConversationAnswer,
  }),
  chatAssign: defineConsoleCall({
    name: 'chatAssign',
    permission: 'chat',
    effect: 'audited',
    summary: 'Takes a conversation for the caller.',
    request: ChatAssignRequest,
    answer: ChatStateAnswer,
  }),
  chatClose: defineConsoleCall({
    name: 'chatClose',
    permission: 'chat',
    effect: 'audited',
    summary: 'Closes a conversation; the player’s next message opens a new one.',
    request: ChatCloseRequest,
    answer: ChatStateAnswer,
  }),
  chatReopen: defineConsoleCall({
    name: 'chatReopen',
    permission: 'chat',
    effect: 'audited',
    summary: 'Reopens a closed conversation for the caller.',
    request: ChatReopenRequest,
    answer: ChatStateAnswer,
  }),
  chatCannedReplies: defineConsoleCall({
    name: 'chatCannedReplies',
    permission: 'chat',
    effect: 'read',
    summary: 'The operator’s canned replies.',
    request: None,
    answer: ChatCannedRepliesAnswer,
  }),
  chatImageUpload: defineConsoleCall({
    name: 'chatImageUpload',
    permission: 'chat',
    effect: 'pending',
    summary: 'Uploads an image for a staff message (checked by content, re-encoded).',
    request: ChatImageUploadRequest.pick({ image: true }),
    answer: ChatImage,
  }),
  feedbackQueue: defineConsoleCall({
    name: 'feedbackQueue',
    permission: 'feedback.read',
    effect: 'read',
    summary: 'Players’ feedback, by status, the latest activity first.',
    request: FeedbackQueueRequest,
    answer: FeedbackQueueAnswer,
  }),
  feedbackThread: defineConsoleCall({
    name: 'feedbackThread',
    permission: 'feedback.read',
    effect: 'read',
    summary: 'One feedback thread with its images.',
    request: FeedbackThreadRequest,
    answer: FeedbackThreadAnswer,
  }),
  feedbackAnswer: defineConsoleCall({
    name: 'feedbackAnswer',
    permission: 'feedback',
    effect: 'audited',
    summary: 'A staff reply to a feedback thread, and optionally its close.',
    request: FeedbackAnswerRequest,
    answer: FeedbackAnswerAnswer,
  }),
} as const;
