import type { z } from 'zod';
import type {
  ChatConversationState,
  ChatHours,
  ChatMessage,
  ChatServerFrame,
  GetCustomerServicesAnswer,
  SendFrame,
} from '@lobby/contract/chat';
import type { ChatInboxItem } from '@lobby/contract/console';
import {
  CHAT_HISTORY_MAX,
  CHAT_IMAGES_PER_HOUR,
  CHAT_MESSAGES_PER_MINUTE,
} from '@lobby/contract/values/chat';
import type { AppClock } from '@/db/app-clock';
import { AppError, ErrorCode } from '@/core/app-error';
import { inTransaction, type Db } from '@/db/database';
import { isUniqueViolation } from '@/db/errors';
import type { AccountsService } from '../accounts/accounts.service';
import { auditedChange, type AuditBy, type StaffAuditBy } from '../audit/audit-by';
import type { SettingsService } from '../settings/settings.service';
import type { ImageStore } from '@/storage/image-store';
import type { ChatBus } from './chat-bus';
import { chatHoursAt } from './chat-hours';
import { CUSTOMER_SERVICE_KEY, CustomerServiceSettings } from './chat-settings';
import {
  activeConversationId,
  conversationState,
  inboxPage,
  insertMessage,
  latestConversation,
  conversationExists,
  markRead,
  messageByClientId,
  messagesAfter,
  queuedStatesOf,
  recentMessages,
  senderKeyOf,
  setStatus,
  staffKeyOf,
  staffUnreadTotal,
  unreadCount,
  type ChatIdentity,
  type InboxRow,
} from './chat.repo';
import { imageOf } from './chat-images.repo';
import { ChatImages } from './chat-images';

/** Who sends a frame: a player (or visitor) by identity, or a staff member. */
export type ChatSender =
  | { readonly side: 'player'; readonly identity: ChatIdentity }
  | { readonly side: 'staff'; readonly staff: { readonly id: number; readonly name: string } };

type Send = z.output<typeof SendFrame>;

export interface ChatServiceDeps {
  readonly db: Db;
  readonly settings: SettingsService;
  readonly accounts: AccountsService;
  readonly clock: AppClock;
  readonly bus: ChatBus;
  readonly images: ImageStore;
}

const keyOf = (sender: ChatSender) =>
  sender.side === 'player' ? senderKeyOf(sender.identity) : staffKeyOf(sender.staff.id);

/**
 * The live chat's rules (docs/service.md): messages stored in order before anyone is told,
 * a resend answered with the message stored the first time, receipts and typing relayed,
 * the queue and its places, working hours. Sockets are the transport (chat-socket.ts); events
 * reach every instance's sockets through the bus.
 */
export class ChatService {
  /** The images sent in the chat (chat-images.ts). */
  readonly images: ChatImages;

  constructor(private readonly deps: ChatServiceDeps) {
    this.images = new ChatImages(deps);
  }

  settings() {
    return this.deps.settings.get(CUSTOMER_SERVICE_KEY, CustomerServiceSettings);
  }

  async hours(): Promise<ChatHours> {
    const [settings, now] = await Promise.all([this.settings(), this.deps.clock.now()]);
    return chatHoursAt(settings.hours, now);
  }

  async customerServices(): Promise<GetCustomerServicesAnswer> {
    const [settings, chatHours] = await Promise.all([this.settings(), this.hours()]);
    return { code: 200, appCustomerServiceQueue: settings.channels, chatHours };
  }

  /** The answer to a player's hello: their latest conversation from `after` on. */
  async playerWelcome(identity: ChatIdentity, after: number): Promise<ChatServerFrame> {
    const [conversation, hours] = await Promise.all([
      latestConversation(this.deps.db, identity),
      this.hours(),
    ]);
    if (!conversation) return { t: 'welcome', conversation: null, messages: [], hours, unread: 0 };
    const [stored, unread] = await Promise.all([
      messagesAfter(
        this.deps.db,
        conversation.id,
        Math.min(after, conversation.lastSeq),
        CHAT_HISTORY_MAX,
      ),
      unreadCount(this.deps.db, conversation.id, 'player', conversation.playerReadSeq),
    ]);
    return {
      t: 'welcome',
      conversation,
      messages: stored.map((s) => this.#forSide(s, 'player')),
      hours,
      unread,
    };
  }

  async staffWelcome(): Promise<ChatServerFrame> {
    const [hours, unread] = await Promise.all([this.hours(), staffUnreadTotal(this.deps.db)]);
    return { t: 'welcome', conversation: null, messages: [], hours, unread };
  }

  /** A message as one side sees it: the sender's own id only on the sender's side. */
  #forSide({ message }: { message: ChatMessage }, side: 'player' | 'staff') {
    return message.from === side ? message : { ...message, clientId: null };
  }

  /**
   * Stores a message and tells everyone else; answers the ack for the sending socket. A resend
   * (same sender, same clientId) is answered with the stored message and stores nothing.
   */
  async send(sender: ChatSender, frame: Send, origin: string) {
    const senderKey = keyOf(sender);
    const ack = (message: ChatMessage) =>
      ({ t: 'ack', clientId: frame.clientId, message }) as const;
    const resent = () => messageByClientId(this.deps.db, senderKey, frame.clientId);
    if (sender.side === 'player') {
      try {
        await this.#checkRate(sender, senderKey, frame);
      } catch (error) {
        // A resend of a message stored before the limit is answered, not refused.
        const first = await resent();
        if (first) return ack(first.message);
        throw error;
      }
    }
    if (frame.imageKey && !(await imageOf(this.deps.db, frame.imageKey, senderKey)))
      throw new AppError(ErrorCode.CHAT_IMAGE_UNKNOWN);
    let inserted: NonNullable<Awaited<ReturnType<typeof insertMessage>>>;
    try {
      inserted = await inTransaction(this.deps.db, async (trx) => {
        const conversationId =
          sender.side === 'player'
            ? await activeConversationId(trx, sender.identity)
            : frame.conversationId;
        if (!conversationId) throw new AppError(ErrorCode.BAD_REQUEST);
        const made = await insertMessage(trx, {
          conversationId,
          author: sender.side,
          staff: sender.side === 'staff' ? sender.staff : null,
          senderKey,
          clientId: frame.clientId,
          text: frame.text,
          imageKey: frame.imageKey ?? null,
        });
        if (made) return made;
        throw new AppError(
          (await conversationExists(trx, conversationId))
            ? ErrorCode.CHAT_CONVERSATION_CLOSED
            : ErrorCode.CHAT_CONVERSATION_NOT_FOUND,
        );
      });
    } catch (error) {
      // A resend (this sender's clientId is stored): the transaction stored nothing.
      if (!isUniqueViolation(error)) throw error;
      const first = await resent();
      if (!first) throw error;
      return ack(first.message);
    }
    const { message } = inserted.stored;
    const playerKey = senderKeyOf(inserted.identity);
    this.deps.bus.publish({ kind: 'message', playerKey, message, origin });
    // A new conversation (its place in the queue), or one a staff reply took from the queue.
    const leftQueue = sender.side === 'staff' && inserted.wasQueued;
    if (message.seq === 1 || leftQueue) {
      const found = await conversationState(this.deps.db, message.conversationId);
      if (found) this.deps.bus.publish({ kind: 'conversation', playerKey, state: found.state });
      if (leftQueue) this.deps.bus.publish({ kind: 'queue' });
    }
    return ack(message);
  }

  async #checkRate(sender: ChatSender, senderKey: string, frame: Send) {
    const [minute, hour] = await Promise.all([
      recentMessages(this.deps.db, senderKey, 60),
      frame.imageKey ? recentMessages(this.deps.db, senderKey, 3600) : null,
    ]);
    const retryAfter = (oldest: Date | null, window: number) =>
      Math.max(
        1,
        Math.ceil(((oldest?.getTime() ?? Date.now()) + window * 1000 - Date.now()) / 1000),
      );
    if (minute.count >= CHAT_MESSAGES_PER_MINUTE)
      throw new AppError(ErrorCode.CHAT_RATE_LIMITED, {
        retryAfterSeconds: retryAfter(minute.oldest, 60),
      });
    if (hour && hour.images >= CHAT_IMAGES_PER_HOUR)
      throw new AppError(ErrorCode.CHAT_RATE_LIMITED, {
        retryAfterSeconds: retryAfter(hour.oldest, 3600),
      });
    if (frame.imageKey && sender.side === 'player' && !('userId' in sender.identity))
      throw new AppError(ErrorCode.CHAT_IMAGE_NEEDS_SIGN_IN);
  }

  /** The conversation a player's read or typing is about: their latest one. */
  async #playerConversation(identity: ChatIdentity) {
    return latestConversation(this.deps.db, identity);
  }

  /** Marks the other side's messages read up to seq, and tells everyone when it moved. */
  async read(sender: ChatSender, conversationId: number | undefined, seq: number) {
    let id = conversationId;
    if (sender.side === 'player') id = (await this.#playerConversation(sender.identity))?.id;
    if (!id) return;
    const side = sender.side;
    const marked = await markRead(this.deps.db, id, side, seq);
    if (!marked?.changed) return;
    const found = await conversationState(this.deps.db, id);
    if (!found) return;
    this.deps.bus.publish({
      kind: 'read',
      playerKey: senderKeyOf(found.identity),
      conversationId: id,
      by: side,
      seq: marked.seq,
    });
  }

  async typing(
    sender: ChatSender,
    conversationId: number | undefined,
    on: boolean,
    origin: string,
  ) {
    if (sender.side === 'player') {
      const conversation = await this.#playerConversation(sender.identity);
      if (!conversation || conversation.status === 'closed') return;
      this.deps.bus.publish({
        kind: 'typing',
        playerKey: senderKeyOf(sender.identity),
        conversationId: conversation.id,
        by: 'player',
        on,
        origin,
      });
      return;
    }
    if (!conversationId) return;
    const found = await conversationState(this.deps.db, conversationId);
    if (!found || found.state.status === 'closed') return;
    this.deps.bus.publish({
      kind: 'typing',
      playerKey: senderKeyOf(found.identity),
      conversationId,
      by: 'staff',
      on,
      origin,
    });
  }

  /** Re-reads the queue places of these players' queued conversations (the queue moved). */
  async queuedPlaces(playerKeys: readonly string[]) {
    return queuedStatesOf(this.deps.db, playerKeys);
  }

  // ---- staff ----

  async #inboxItem(row: InboxRow): Promise<ChatInboxItem> {
    const player = row.userId ? await this.deps.accounts.player.userInfo({ id: row.userId }) : null;
    return {
      ...row.state,
      userId: row.userId,
      nickname: player?.nickname ?? null,
      vip: player?.vip ?? null,
      balance: player?.coin ?? null,
      staffId: row.staffId,
      preview: row.preview,
      lastMessageAt: row.lastMessageAt,
      unread: row.unread,
      createdAt: row.createdAt,
    };
  }

  async inbox(
    staffId: number,
    input: { view: 'active' | 'mine' | 'closed'; pageNum: number; pageSize: number },
  ) {
    const { total, rows } = await inboxPage(
      this.deps.db,
      { view: input.view, staffId },
      { offset: (input.pageNum - 1) * input.pageSize, limit: input.pageSize },
    );
    return {
      list: await Promise.all(rows.map((row) => this.#inboxItem(row))),
      total,
      pages: Math.ceil(total / input.pageSize),
      pageNum: input.pageNum,
      pageSize: input.pageSize,
    };
  }

  async conversation(staffId: number, id: number) {
    const { rows } = await inboxPage(
      this.deps.db,
      { view: 'one', staffId, id },
      {
        offset: 0,
        limit: 1,
      },
    );
    if (!rows[0]) throw new AppError(ErrorCode.CHAT_CONVERSATION_NOT_FOUND);
    const stored = await messagesAfter(this.deps.db, id, 0, CHAT_HISTORY_MAX);
    return {
      conversation: await this.#inboxItem(rows[0]),
      messages: stored.map((s) => this.#forSide(s, 'staff')),
    };
  }

  /**
   * Sets a conversation's status, with its audit entry in the same transaction (the status and
   * the staff member before and after), then tells everyone; answers its new state.
   */
  async #changeStatus(
    by: AuditBy,
    action: 'chatAssign' | 'chatClose' | 'chatReopen',
    id: number,
    change: (found: ChatConversationState) => { status: 'open' | 'closed'; staffId: number | null },
  ): Promise<ChatConversationState> {
    let changed;
    try {
      changed = await auditedChange(this.deps.db, by, async (trx) => {
        const before = await conversationState(trx, id, true);
        if (!before) throw new AppError(ErrorCode.CHAT_CONVERSATION_NOT_FOUND);
        const { status, staffId } = change(before.state);
        await setStatus(trx, id, status, staffId);
        const after = (await conversationState(trx, id))!;
        return {
          result: { before, after },
          audit: {
            action,
            target: `conversation:${id}`,
            before: { status: before.state.status, staffId: before.staffId },
            after: { status: after.state.status, staffId: after.staffId },
          },
        };
      });
    } catch (error) {
      // Reopening while the player already started a new conversation: one open at a time.
      if (
        isUniqueViolation(error, 'chat_conversations_active_user') ||
        isUniqueViolation(error, 'chat_conversations_active_device')
      )
        throw new AppError(ErrorCode.CHAT_CONVERSATION_CLOSED);
      throw error;
    }
    const { before, after } = changed;
    const playerKey = senderKeyOf(before.identity);
    this.deps.bus.publish({ kind: 'conversation', playerKey, state: after.state });
    if (before.state.status === 'queued') this.deps.bus.publish({ kind: 'queue' });
    return after.state;
  }

  assign(by: StaffAuditBy, id: number) {
    return this.#changeStatus(by, 'chatAssign', id, (state) => {
      if (state.status === 'closed') throw new AppError(ErrorCode.CHAT_CONVERSATION_CLOSED);
      return { status: 'open', staffId: by.actor.id };
    });
  }

  close(by: AuditBy, id: number) {
    return this.#changeStatus(by, 'chatClose', id, () => ({ status: 'closed', staffId: null }));
  }

  reopen(by: StaffAuditBy, id: number) {
    return this.#changeStatus(by, 'chatReopen', id, () => ({
      status: 'open',
      staffId: by.actor.id,
    }));
  }

  async cannedReplies() {
    return { list: (await this.settings()).cannedReplies };
  }
}
