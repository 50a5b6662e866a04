import { sql } from 'kysely';
import type { Db } from '@/db/database';
import type { ImageStore } from '@/storage/image-store';
import { DATA_EXPORT_LIST_CAP } from '../server-module';
import { senderKeyOf } from './chat.repo';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** What an erased message's text becomes (a message needs a text or an image). */
export const ERASED_TEXT = '[erased]';

/**
 * The chat's part of the data rights (ADR 0074). The export: the player's conversations and
 * their messages (theirs and the staff's replies), the newest messages first. The erasure
 * blanks every message's text in the player's conversations (a staff reply may quote them),
 * drops their images (rows now, bytes once committed) and the visitor device the conversation
 * began on; the conversations stay, as the staff's workload counts them.
 */
export const exportChat = async (db: Db, userId: number) => {
  const [conversations, messages] = await Promise.all([
    db
      .selectFrom('chat_conversations')
      .select(['id', 'status', 'created_at as createdAt', 'closed_at as closedAt'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('chat_messages as m')
      .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
      .select([
        'm.conversation_id as conversationId',
        'm.author',
        'm.staff_name as staffName',
        'm.text',
        'm.image_key as imageKey',
        'm.created_at as createdAt',
      ])
      .where('c.user_id', '=', userId)
      .orderBy('m.id', 'desc')
      .limit(DATA_EXPORT_LIST_CAP)
      .execute(),
  ]);
  return {
    chatConversations: conversations.map((row) => ({
      ...row,
      id: Number(row.id),
      createdAt: iso(row.createdAt),
      closedAt: iso(row.closedAt),
    })),
    chatMessages: messages.map((row) => ({
      ...row,
      conversationId: Number(row.conversationId),
      createdAt: iso(row.createdAt),
    })),
  };
};

export const chatErasure =
  (images: ImageStore) =>
  async (trx: Db, userId: number): Promise<() => Promise<void>> => {
    const mine = sql<number>`(select id from chat_conversations where user_id = ${userId})`;
    const { rows } = await sql<{ key: string }>`
      select key from chat_images
      where uploader_key = ${senderKeyOf({ userId })}
        or key in (select image_key from chat_messages where conversation_id in ${mine})
    `.execute(trx);
    const keys = rows.map((row) => row.key);
    await sql`
      update chat_messages set text = ${ERASED_TEXT}, image_key = null
      where conversation_id in ${mine}
    `.execute(trx);
    await trx
      .updateTable('chat_conversations')
      .set({ device_id: null })
      .where('user_id', '=', userId)
      .execute();
    if (keys.length > 0) await trx.deleteFrom('chat_images').where('key', 'in', keys).execute();
    return async () => {
      for (const key of keys) await images.delete(key);
    };
  };
