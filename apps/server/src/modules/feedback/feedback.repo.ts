import { nicknameSql } from '../accounts/accounts.reads';
import { sql } from 'kysely';
import type { FeedbackStatus } from '@lobby/contract/feedback';
import type { FeedbackImageType } from '@lobby/contract/values/feedback';
import type { Db } from '@/db/database';

/** Feedback's rows (docs/content.md "Feedback"); the service holds the rules. */

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

/** One player's writes to feedback take turns: the hourly limits are counted under this lock. */
export const lockPlayerFeedback = (trx: Db, userId: number) =>
  sql`select pg_advisory_xact_lock(hashtext(${`feedback:${userId}`}))`.execute(trx);

/**
 * How many feedbacks the player started, and messages they wrote, in the last `seconds`
 * (real time: a rate limit), with the oldest of each in the window (epoch seconds), which says
 * when the window frees a place.
 */
export const recentActivity = async (db: Db, userId: number, seconds: number) => {
  const { rows } = await sql<{
    submits: number | string;
    first_submit: Date | null;
    messages: number | string;
    first_message: Date | null;
  }>`
    select
      (select count(*) from feedback f
        where f.user_id = ${userId} and f.created_at > now() - make_interval(secs => ${seconds}))
        as submits,
      (select min(f.created_at) from feedback f
        where f.user_id = ${userId} and f.created_at > now() - make_interval(secs => ${seconds}))
        as first_submit,
      (select count(*) from feedback_messages m join feedback f on f.id = m.feedback_id
        where f.user_id = ${userId} and m.author = 'player'
          and m.created_at > now() - make_interval(secs => ${seconds}))
        as messages,
      (select min(m.created_at) from feedback_messages m join feedback f on f.id = m.feedback_id
        where f.user_id = ${userId} and m.author = 'player'
          and m.created_at > now() - make_interval(secs => ${seconds}))
        as first_message
  `.execute(db);
  const row = rows[0]!;
  return {
    submits: Number(row.submits),
    firstSubmit: row.first_submit ? epoch(new Date(row.first_submit)) : null,
    messages: Number(row.messages),
    firstMessage: row.first_message ? epoch(new Date(row.first_message)) : null,
  };
};

export interface NewImage {
  key: string;
  type: FeedbackImageType;
  bytes: number;
  width: number;
  height: number;
}

/** A new feedback with its first message and that message's images; answers its id. */
export const insertFeedback = async (
  trx: Db,
  input: { userId: number; typeId: number; typeName: string; text: string; images: NewImage[] },
) => {
  const feedback = await trx
    .insertInto('feedback')
    .values({ user_id: input.userId, type_id: input.typeId, type_name: input.typeName })
    .returning('id')
    .executeTakeFirstOrThrow();
  const message = await insertMessage(trx, {
    feedbackId: feedback.id,
    author: 'player',
    text: input.text,
  });
  if (input.images.length > 0) {
    await trx
      .insertInto('feedback_images')
      .values(
        input.images.map((image, position) => ({
          key: image.key,
          message_id: message.id,
          user_id: input.userId,
          content_type: image.type,
          bytes: image.bytes,
          width: image.width,
          height: image.height,
          position,
        })),
      )
      .execute();
  }
  return feedback.id;
};

export const insertMessage = (
  trx: Db,
  input: { feedbackId: number; author: 'player' | 'staff'; text: string; staffName?: string },
) =>
  trx
    .insertInto('feedback_messages')
    .values({
      feedback_id: input.feedbackId,
      author: input.author,
      staff_name: input.author === 'staff' ? (input.staffName ?? 'staff') : null,
      text: input.text,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

export interface FeedbackRow {
  id: number;
  userId: number;
  typeName: string;
  status: FeedbackStatus;
  messages: number;
  createdAt: number;
  updatedAt: number;
}

/** A feedback with its message count; `lock` holds it for the transaction. */
export const findFeedback = async (
  db: Db,
  id: number,
  lock = false,
): Promise<FeedbackRow | undefined> => {
  let query = db
    .selectFrom('feedback as f')
    .select((eb) => [
      'f.id',
      'f.user_id',
      'f.type_name',
      'f.status',
      'f.created_at',
      'f.updated_at',
      eb
        .selectFrom('feedback_messages as m')
        .select((m) => m.fn.countAll<string>().as('n'))
        .whereRef('m.feedback_id', '=', 'f.id')
        .as('messages'),
    ])
    .where('f.id', '=', id);
  if (lock) query = query.forUpdate('f');
  const row = await query.executeTakeFirst();
  return row ? rowOf(row) : undefined;
};

const rowOf = (row: {
  id: number;
  user_id: number;
  type_name: string;
  status: FeedbackStatus;
  created_at: Date;
  updated_at: Date;
  messages: string | number | null;
}): FeedbackRow => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  typeName: row.type_name,
  status: row.status,
  messages: Number(row.messages ?? 0),
  createdAt: epoch(row.created_at),
  updatedAt: epoch(row.updated_at),
});

/** Sets the status (closed_at follows it) and marks the feedback changed now. */
export const setStatus = (trx: Db, id: number, status: FeedbackStatus) =>
  trx
    .updateTable('feedback')
    .set({
      status,
      updated_at: sql<Date>`now()`,
      closed_at: status === 'closed' ? sql<Date>`now()` : null,
    })
    .where('id', '=', id)
    .execute();

/**
 * A page of feedback, the latest change first, each with its first message's start: one
 * player's (`userId`), or everyone's for staff, of one status or all.
 */
export const pageOfFeedback = async (
  db: Db,
  filter: { userId?: number; status?: FeedbackStatus },
  page: { pageNum: number; pageSize: number },
  previewChars: number,
) => {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('feedback as f')
      .select((eb) => [
        'f.id',
        'f.user_id',
        'f.type_name',
        'f.status',
        'f.created_at',
        'f.updated_at',
        eb
          .selectFrom('feedback_messages as m')
          .select((m) => m.fn.countAll<string>().as('n'))
          .whereRef('m.feedback_id', '=', 'f.id')
          .as('messages'),
        eb
          .selectFrom('feedback_messages as m')
          .select(sql<string>`left(m.text, ${previewChars})`.as('t'))
          .whereRef('m.feedback_id', '=', 'f.id')
          .orderBy('m.id')
          .limit(1)
          .as('preview'),
      ])
      // Everyone's (the console's queue): whose each is, by nickname.
      .select(nicknameSql(sql.ref('f.user_id')).as('nickname'))
      .$if(filter.userId !== undefined, (q) => q.where('f.user_id', '=', filter.userId!))
      .$if(filter.status !== undefined, (q) => q.where('f.status', '=', filter.status!))
      .orderBy('f.updated_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    db
      .selectFrom('feedback as f')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .$if(filter.userId !== undefined, (q) => q.where('f.user_id', '=', filter.userId!))
      .$if(filter.status !== undefined, (q) => q.where('f.status', '=', filter.status!))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      ...rowOf(row),
      preview: row.preview ?? '',
      nickname: row.nickname ?? null,
    })),
    total: Number(total.n),
  };
};

/** A thread's messages, oldest first, with their images in order. */
export const messagesOf = async (db: Db, feedbackId: number) => {
  const [messages, images] = await Promise.all([
    db
      .selectFrom('feedback_messages')
      .select(['id', 'author', 'staff_name', 'text', 'created_at'])
      .where('feedback_id', '=', feedbackId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('feedback_images as i')
      .innerJoin('feedback_messages as m', 'm.id', 'i.message_id')
      .select(['i.key', 'i.message_id', 'i.content_type', 'i.width', 'i.height'])
      .where('m.feedback_id', '=', feedbackId)
      .orderBy('i.message_id')
      .orderBy('i.position')
      .execute(),
  ]);
  return messages.map((m) => ({
    id: Number(m.id),
    author: m.author as 'player' | 'staff',
    staffName: m.staff_name,
    text: m.text,
    createdAt: epoch(m.created_at),
    images: images
      .filter((i) => Number(i.message_id) === Number(m.id))
      .map((i) => ({
        key: i.key,
        type: i.content_type,
        width: i.width,
        height: i.height,
      })),
  }));
};

/** A stored image's owner and type, by key. */
export const findImage = (db: Db, key: string) =>
  db
    .selectFrom('feedback_images')
    .select(['user_id', 'content_type', 'bytes'])
    .where('key', '=', key)
    .executeTakeFirst();

/** Feedback for staff, the oldest change first (what waits longest on top). */
export const staffList = async (
  db: Db,
  filter: { statuses: readonly FeedbackStatus[]; limit: number },
) => {
  const rows = await db
    .selectFrom('feedback as f')
    .select((eb) => [
      'f.id',
      'f.user_id',
      'f.type_name',
      'f.status',
      'f.created_at',
      'f.updated_at',
      eb
        .selectFrom('feedback_messages as m')
        .select((m) => m.fn.countAll<string>().as('n'))
        .whereRef('m.feedback_id', '=', 'f.id')
        .as('messages'),
    ])
    .where('f.status', 'in', [...filter.statuses])
    .orderBy('f.updated_at')
    .orderBy('f.id')
    .limit(filter.limit)
    .execute();
  return rows.map(rowOf);
};
