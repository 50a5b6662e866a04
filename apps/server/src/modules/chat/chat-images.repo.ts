import { sql } from 'kysely';
import type { FeedbackImageType } from '@lobby/contract/values/feedback';
import type { Db } from '@/db/database';

/** The rows of the images sent in the chat; their bytes are in the image store. */

export const insertImage = (
  db: Db,
  image: {
    key: string;
    uploaderKey: string;
    type: FeedbackImageType;
    bytes: number;
    width: number;
    height: number;
  },
) =>
  db
    .insertInto('chat_images')
    .values({
      key: image.key,
      uploader_key: image.uploaderKey,
      content_type: image.type,
      bytes: image.bytes,
      width: image.width,
      height: image.height,
    })
    .execute();

/** An image the sender uploaded, if it is theirs. */
export const imageOf = (db: Db, key: string, uploaderKey: string) =>
  db
    .selectFrom('chat_images')
    .select(['key', 'content_type'])
    .where('key', '=', key)
    .where('uploader_key', '=', uploaderKey)
    .executeTakeFirst();

/**
 * An image's type for a player: one they uploaded, or one in a conversation of theirs; for
 * staff (`userId` null), any image.
 */
export const imageFor = async (db: Db, key: string, userId: number | null) => {
  const { rows } = await sql<{ content_type: FeedbackImageType }>`
    select i.content_type from chat_images i
    where i.key = ${key} and (
      ${userId}::bigint is null
      or i.uploader_key = ${`u:${userId ?? 0}`}
      or exists (
        select 1 from chat_messages m join chat_conversations c on c.id = m.conversation_id
        where m.image_key = i.key and c.user_id = ${userId}::bigint
      )
    )
  `.execute(db);
  return rows[0]?.content_type ?? null;
};

/** Images uploaded more than `hours` ago that no message names: deleted with their bytes. */
export const deleteUnusedImages = async (db: Db, hours: number) => {
  const { rows } = await sql<{ key: string }>`
    delete from chat_images i
    where i.created_at < now() - make_interval(hours => ${hours})
      and not exists (select 1 from chat_messages m where m.image_key = i.key)
    returning key
  `.execute(db);
  return rows.map((row) => row.key);
};
