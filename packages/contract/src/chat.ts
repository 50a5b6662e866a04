import { z } from 'zod';
import { bodyOf } from './common';
import { CustomerServiceItemType } from './values/enums';
import { CHAT_CLIENT_ID, CHAT_DEVICE_ID, CHAT_TEXT_MAX } from './values/chat';
import {
  base64Length,
  FEEDBACK_IMAGE_KEY,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_TYPES,
} from './values/feedback';

/** Customer service and its live chat over WebSocket (docs/service.md). */

const EpochSeconds = z.number().int();
const Seq = z.number().int().min(0).max(2_147_483_647);
const ConversationId = z.number().int().min(1).max(2_147_483_647);

// ---- getCustomerServices ----

export const CustomerServiceItem = z.object({
  itemType: z.enum(CustomerServiceItemType),
  /** The address shown (a handle, a number, an email); for the online chat, its label. */
  param1: z.string(),
  /** The link opened (https:, mailto:); empty for the online chat. */
  param2: z.string(),
});
export type CustomerServiceItem = z.infer<typeof CustomerServiceItem>;

/** When the chat's staff answer: open now, and if not, when next (null: no hours set at all). */
export const ChatHours = z.object({
  open: z.boolean(),
  opensAt: EpochSeconds.nullable(),
  /** Today's and the week's hours as the operator wrote them, for display ("09:00–21:00"). */
  timeZone: z.string(),
  week: z.array(
    z.object({
      /** 0 Sunday … 6 Saturday. */
      day: z.number().int().min(0).max(6),
      from: z.string(),
      to: z.string(),
    }),
  ),
});
export type ChatHours = z.infer<typeof ChatHours>;

export const GetCustomerServicesRequest = bodyOf({});
export const GetCustomerServicesAnswer = z.object({
  code: z.literal(200),
  appCustomerServiceQueue: z.array(CustomerServiceItem),
  chatHours: ChatHours,
});
export type GetCustomerServicesAnswer = z.infer<typeof GetCustomerServicesAnswer>;

// ---- images ----

/** One image's bytes in base64 (no `data:` prefix): JPEG, PNG or WebP by content, 2 MiB. */
const ImageData = z
  .string()
  .min(4)
  .max(base64Length(FEEDBACK_IMAGE_MAX_BYTES))
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64');

export const ChatImage = z.object({
  key: z.string().regex(FEEDBACK_IMAGE_KEY),
  type: z.enum(FEEDBACK_IMAGE_TYPES),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ChatImage = z.infer<typeof ChatImage>;

/**
 * Uploads an image for the signed-in player's chat: checked by content, re-encoded, stored. Its
 * key then goes in a `send` frame; an image no message names is deleted after a day.
 */
export const ChatImageUploadRequest = bodyOf({ image: ImageData });

// ---- the socket's frames ----

export const ChatMessage = z.object({
  id: z.number().int().positive(),
  conversationId: ConversationId,
  /** 1, 2, 3 … within the conversation: the order everyone shows. */
  seq: Seq,
  from: z.enum(['player', 'staff', 'system']),
  /** The staff member's display name on their messages; null otherwise. */
  staffName: z.string().nullable(),
  text: z.string(),
  image: ChatImage.nullable(),
  /** The sender's own id of it (CHAT_CLIENT_ID): told to its own side only, else null. */
  clientId: z.string().nullable(),
  createdAt: EpochSeconds,
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatConversationState = z.object({
  id: ConversationId,
  status: z.enum(['queued', 'open', 'closed']),
  /** 1 = next to be taken; null unless queued. */
  queuePosition: z.number().int().min(1).nullable(),
  /** The staff member who has it, by display name; null while queued. */
  staffName: z.string().nullable(),
  /** The last seq each side has read (receipts). */
  playerReadSeq: Seq,
  staffReadSeq: Seq,
  lastSeq: Seq,
});
export type ChatConversationState = z.infer<typeof ChatConversationState>;

const Text = z.string().trim().max(CHAT_TEXT_MAX);
const ClientId = z.string().regex(CHAT_CLIENT_ID);

/** The player's first frame: who they are, and the last seq the client holds (0: none). */
export const PlayerHelloFrame = z.object({
  t: z.literal('hello'),
  /** The session token (as the authorization header carries it); absent for a visitor. */
  token: z.string().min(1).max(2048).optional(),
  deviceId: z.string().regex(CHAT_DEVICE_ID),
  after: Seq.default(0),
  /**
   * A socket kept for the balance's nudges alone (a signed-in page's, ADR 0063): answered with
   * `watching` instead of the conversation, and sent no chat frames.
   */
  balanceOnly: z.literal(true).optional(),
});

/**
 * Staff's first frame: the console session's cookie, sent with the socket's upgrade, says who
 * they are. They then get every conversation's frames, and their own frames name one.
 */
export const StaffHelloFrame = z.object({ t: z.literal('hello') });

/** A message: text, an uploaded image's key, or both. Staff name the conversation. */
export const SendFrame = z
  .object({
    t: z.literal('send'),
    clientId: ClientId,
    conversationId: ConversationId.optional(),
    text: Text.default(''),
    imageKey: z.string().regex(FEEDBACK_IMAGE_KEY).optional(),
  })
  .refine((f) => f.text.length > 0 || f.imageKey !== undefined, 'text or an image');

export const ReadFrame = z.object({
  t: z.literal('read'),
  conversationId: ConversationId.optional(),
  seq: Seq,
});
export const TypingFrame = z.object({
  t: z.literal('typing'),
  conversationId: ConversationId.optional(),
  on: z.boolean(),
});
export const PingFrame = z.object({ t: z.literal('ping') });

/** Every frame after the hello; staff frames name their conversation. */
export const ChatClientFrame = z.union([SendFrame, ReadFrame, TypingFrame, PingFrame]);
export type ChatClientFrame = z.input<typeof ChatClientFrame>;
export type PlayerHelloFrame = z.input<typeof PlayerHelloFrame>;

/** What the server sends. `welcome` answers the hello; `ack` answers a send, to its socket. */
export type ChatServerFrame =
  | {
      t: 'welcome';
      /** The player's latest conversation (null before their first message; null for staff). */
      conversation: ChatConversationState | null;
      /** Its messages after the hello's `after`, oldest first (at most CHAT_HISTORY_MAX). */
      messages: ChatMessage[];
      hours: ChatHours;
      /** Staff messages the player has not read (for staff: player messages unread in all). */
      unread: number;
    }
  | { t: 'ack'; clientId: string; message: ChatMessage }
  | { t: 'message'; message: ChatMessage }
  | { t: 'read'; conversationId: number; by: 'player' | 'staff'; seq: number }
  | { t: 'typing'; conversationId: number; by: 'player' | 'staff'; on: boolean }
  | { t: 'conversation'; conversation: ChatConversationState }
  /**
   * The player's balance changed (a money movement committed, on any device): ask it again. A
   * nudge without the figures, so the one answer the client reads stays refreshData's.
   */
  | { t: 'balance' }
  /** Answers a balance-only hello: `balance` nudges follow, nothing of the chat. */
  | { t: 'watching' }
  | {
      t: 'error';
      /** An errcode of the catalogue (400 for a frame that is not valid). */
      code: number;
      msg: string;
      /** The send it refuses, if it refuses one (the client stops resending it). */
      clientId: string | null;
      retryAfterSeconds?: number;
    }
  | { t: 'pong' };
