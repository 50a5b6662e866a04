import { sql } from 'kysely';
import type { Db } from '@/db/database';
import type { ImageStore } from '@/storage/image-store';
import { DATA_EXPORT_LIST_CAP } from '../server-module';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** What an erased message's text becomes (a message's text is 1 to 4000 characters). */
const ERASED_TEXT = '[erased]';

/**
 * The feedback's part of the data rights (ADR 0074). The export: the player's feedback threads
 * and their messages (theirs and the staff's replies) with their images' keys. The erasure blanks
 * every message's text in the player's threads and deletes their images (rows now, bytes once
 * committed); the threads stay, with their type and times.
 */
export const exportFeedback = async (db: Db, userId: number) => {
  const [threads, messages, images] = await Promise.all([
    db
      .selectFrom('feedback')
      .select([
        'id',
        'type_name as type',
        'status',
        'created_at as createdAt',
        'closed_at as closedAt',
      ])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(DATA_EXPORT_LIST_CAP)
      .execute(),
    db
      .selectFrom('feedback_messages as m')
      .innerJoin('feedback as f', 'f.id', 'm.feedback_id')
      .select([
        'm.id',
        'm.feedback_id as feedbackId',
        'm.author',
        'm.staff_name as staffName',
        'm.text',
        'm.created_at as createdAt',
      ])
      .where('f.user_id', '=', userId)
      .orderBy('m.id', 'desc')
      .limit(DATA_EXPORT_LIST_CAP)
      .execute(),
    db
      .selectFrom('feedback_images')
      .select(['key', 'message_id as messageId'])
      .where('user_id', '=', userId)
      .execute(),
  ]);
  return {
    feedback: threads.map((row) => ({
      ...row,
      id: Number(row.id),
      createdAt: iso(row.createdAt),
      closedAt: iso(row.closedAt),
    })),
    feedbackMessages: messages.map((row) => ({
      id: Number(row.id),
      feedbackId: Number(row.feedbackId),
      author: row.author,
      staffName: row.staffName,
      text: row.text,
      images: images.filter((i) => Number(i.messageId) === Number(row.id)).map((i) => i.key),
      createdAt: iso(row.createdAt),
    })),
  };
};

export const feedbackErasure =
  (store: ImageStore) =>
  async (trx: Db, userId: number): Promise<() => Promise<void>> => {
    const deleted = await trx
      .deleteFrom('feedback_images')
      .where('user_id', '=', userId)
      .returning('key')
      .execute();
    await sql`
      update feedback_messages set text = ${ERASED_TEXT}
      where feedback_id in (select id from feedback where user_id = ${userId})
    `.execute(trx);
    return async () => {
      for (const { key } of deleted) await store.delete(key);
    };
  };
