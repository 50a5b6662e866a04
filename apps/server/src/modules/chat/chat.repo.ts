import { sql } from 'kysely';
import type { ChatConversationState, ChatMessage } from '@lobby/contract/chat';
import type { FeedbackImageType } from '@lobby/contract/values/feedback';
import type { Db } from '@/db/database';
import { staffNameSql } from '../staff/staff.reads';

/** The chat's rows (docs/service.md); the service holds the rules. */

/** Whose a conversation is: a player, or a visitor's device. */
export type ChatIdentity = { userId: number } | { deviceId: string };

/** The sender key of messages and images: u:<userId>, d:<deviceId>, s:<staffId>. */
export const senderKeyOf = (identity: ChatIdentity) =>
  'userId' in identity ? `u:${identity.userId}` : `d:${identity.deviceId}`;
export const staffKeyOf = (staffId: number) => `s:${staffId}`;

const epoch = (value: Date | string) => Math.floor(new Date(value).getTime() / 1000);

const identityWhere = (identity: ChatIdentity) =>
  'userId' in identity
    ? sql`c.user_id = ${identity.userId}`
    : sql`c.device_id = ${identity.deviceId}`;

interface StateRow {
  id: string;
  status: ChatConversationState['status'];
  queue_position: string | null;
  staff_name: string | null;
  player_read_seq: number;
  staff_read_seq: number;
  last_seq: number;
}

const STATE_COLUMNS = sql`
  c.id, c.status, c.player_read_seq, c.staff_read_seq, c.last_seq,
  ${staffNameSql(sql.ref('c.staff_id'))} as staff_name,
  case when c.status = 'queued' then (
    select count(*) from chat_conversations q
    where q.status = 'queued' and (q.queued_at, q.id) <= (c.queued_at, c.id)
  ) end as queue_position`;

const asState = (row: StateRow): ChatConversationState => ({
  id: Number(row.id),
  status: row.status,
  queuePosition: row.queue_position === null ? null : Number(row.queue_position),
  staffName: row.staff_name,
  playerReadSeq: row.player_read_seq,
  staffReadSeq: row.staff_read_seq,
  lastSeq: row.last_seq,
});

/**
 * A conversation's state with its queue position (1 = next) and its staff member's id, or null;
 * `lock`: the row stays locked until the transaction ends (a staff change reads, then writes).
 */
export const conversationState = async (db: Db, id: number, lock = false) => {
  const { rows } = await sql<
    StateRow & { user_id: string | null; device_id: string | null; staff_id: string | null }
  >`
    select ${STATE_COLUMNS}, c.user_id, c.device_id, c.staff_id
    from chat_conversations c
    where c.id = ${id}
    ${lock ? sql`for update of c` : sql``}
  `.execute(db);
  const row = rows[0];
  if (!row) return null;
  const identity: ChatIdentity =
    row.user_id === null ? { deviceId: row.device_id! } : { userId: Number(row.user_id) };
  const staffId = row.staff_id === null ? null : Number(row.staff_id);
  return { state: asState(row), identity, staffId };
};

/** The identity's latest conversation (any status), or null before their first message. */
export const latestConversation = async (db: Db, identity: ChatIdentity) => {
  const { rows } = await sql<StateRow>`
    select ${STATE_COLUMNS}
    from chat_conversations c
    where ${identityWhere(identity)}
    order by c.id desc limit 1
  `.execute(db);
  return rows[0] ? asState(rows[0]) : null;
};

/** The queued conversations of these player keys (u:<userId>, d:<deviceId>), with places. */
export const queuedStatesOf = async (db: Db, playerKeys: readonly string[]) => {
  const userIds = playerKeys.filter((k) => k.startsWith('u:')).map((k) => Number(k.slice(2)));
  const deviceIds = playerKeys.filter((k) => k.startsWith('d:')).map((k) => k.slice(2));
  if (userIds.length + deviceIds.length === 0) return [];
  const { rows } = await sql<StateRow & { user_id: string | null; device_id: string | null }>`
    select ${STATE_COLUMNS}, c.user_id, c.device_id
    from chat_conversations c
    where c.status = 'queued'
      and (c.user_id = any(${userIds}::bigint[]) or c.device_id = any(${deviceIds}::text[]))
  `.execute(db);
  return rows.map((row) => ({
    playerKey: row.user_id === null ? `d:${row.device_id}` : `u:${row.user_id}`,
    state: asState(row),
  }));
};

interface MessageRow {
  id: string;
  conversation_id: string;
  seq: number;
  author: ChatMessage['from'];
  staff_name: string | null;
  sender_key: string;
  client_id: string | null;
  text: string;
  image_key: string | null;
  content_type: FeedbackImageType | null;
  width: number | null;
  height: number | null;
  created_at: Date;
}

const MESSAGE_COLUMNS = sql`
  m.id, m.conversation_id, m.seq, m.author, m.staff_name, m.sender_key, m.client_id, m.text,
  m.image_key, i.content_type, i.width, i.height, m.created_at`;

/** A stored message as the wire has it; its clientId is shown to its own side only. */
export interface StoredMessage {
  readonly message: ChatMessage;
  readonly senderKey: string;
}

const asStored = (row: MessageRow): StoredMessage => ({
  senderKey: row.sender_key,
  message: {
    id: Number(row.id),
    conversationId: Number(row.conversation_id),
    seq: row.seq,
    from: row.author,
    staffName: row.staff_name,
    text: row.text,
    image:
      row.image_key && row.content_type
        ? { key: row.image_key, type: row.content_type, width: row.width!, height: row.height! }
        : null,
    clientId: row.client_id,
    createdAt: epoch(row.created_at),
  },
});

/** The latest `limit` messages after seq `after`, oldest first. */
export const messagesAfter = async (
  db: Db,
  conversationId: number,
  after: number,
  limit: number,
) => {
  const { rows } = await sql<MessageRow>`
    select * from (
      select ${MESSAGE_COLUMNS}
      from chat_messages m left join chat_images i on i.key = m.image_key
      where m.conversation_id = ${conversationId} and m.seq > ${after}
      order by m.seq desc limit ${limit}
    ) latest order by seq
  `.execute(db);
  return rows.map(asStored);
};

/** The message a sender stored under their own id, if any (a resend). */
export const messageByClientId = async (db: Db, senderKey: string, clientId: string) => {
  const { rows } = await sql<MessageRow>`
    select ${MESSAGE_COLUMNS}
    from chat_messages m left join chat_images i on i.key = m.image_key
    where m.sender_key = ${senderKey} and m.client_id = ${clientId}
  `.execute(db);
  return rows[0] ? asStored(rows[0]) : null;
};

/** The other side's messages after `readSeq`. */
export const unreadCount = async (
  db: Db,
  conversationId: number,
  reader: 'player' | 'staff',
  readSeq: number,
) => {
  const { rows } = await sql<{ count: string }>`
    select count(*) from chat_messages
    where conversation_id = ${conversationId} and seq > ${readSeq}
      and author <> ${reader}
  `.execute(db);
  return Number(rows[0]!.count);
};

/**
 * How many messages (and of them with an image) a sender stored in the last `seconds` of real
 * time, and when the oldest of those was: a rate limit's count and when it frees a place.
 */
export const recentMessages = async (db: Db, senderKey: string, seconds: number) => {
  const { rows } = await sql<{ count: string; images: string; oldest: Date | null }>`
    select count(*), count(image_key) as images, min(created_at) as oldest from chat_messages
    where sender_key = ${senderKey} and created_at > now() - make_interval(secs => ${seconds})
  `.execute(db);
  const row = rows[0]!;
  return { count: Number(row.count), images: Number(row.images), oldest: row.oldest };
};

/**
 * The identity's conversation that is not closed, made (queued) when there is none. The
 * partial unique index keeps it one even when two sockets make it at once.
 */
export const activeConversationId = async (trx: Db, identity: ChatIdentity) => {
  const column = 'userId' in identity ? sql`user_id` : sql`device_id`;
  const value = 'userId' in identity ? identity.userId : identity.deviceId;
  const { rows } = await sql<{ id: string }>`
    with found as (
      select id from chat_conversations c
      where ${identityWhere(identity)} and c.status <> 'closed'
    ), made as (
      insert into chat_conversations (${column})
      select ${value} where not exists (select 1 from found)
      on conflict (${column}) where status <> 'closed' and ${column} is not null do nothing
      returning id
    )
    select id from found union all select id from made
  `.execute(trx);
  if (rows[0]) return Number(rows[0].id);
  // A concurrent first message made it between our read and insert: it is there now.
  const again = await sql<{ id: string }>`
    select id from chat_conversations c where ${identityWhere(identity)} and c.status <> 'closed'
  `.execute(trx);
  return Number(again.rows[0]!.id);
};

/**
 * Stores a message as the conversation's next seq, in one statement: the update of the
 * conversation's counter takes its row lock, which orders concurrent messages. Staff replying
 * to a queued conversation take it; staff cannot add to a closed one (null: closed or missing).
 * Answers the message, whose conversation it is, and whether it left the queue.
 */
export const insertMessage = async (
  trx: Db,
  input: {
    conversationId: number;
    author: 'player' | 'staff' | 'system';
    staff: { id: number; name: string } | null;
    senderKey: string;
    clientId: string | null;
    text: string;
    imageKey: string | null;
  },
) => {
  const staffId = input.staff?.id ?? null;
  const { rows } = await sql<
    MessageRow & { user_id: string | null; device_id: string | null; was_queued: boolean }
  >`
    with before as (
      select status from chat_conversations where id = ${input.conversationId}
    ), next as (
      update chat_conversations
      set last_seq = last_seq + 1, last_message_at = now(),
        status = case when ${input.author} = 'staff' and status = 'queued' then 'open' else status end,
        staff_id = case when ${input.author} = 'staff' and status = 'queued'
          then ${staffId}::bigint else staff_id end
      where id = ${input.conversationId}
        and (${input.author} <> 'staff' or status <> 'closed')
      returning id, last_seq, user_id, device_id
    ), m as (
      insert into chat_messages
        (conversation_id, seq, author, staff_id, staff_name, sender_key, client_id, text, image_key)
      select id, last_seq, ${input.author}, ${staffId}::bigint, ${input.staff?.name ?? null},
        ${input.senderKey}, ${input.clientId}, ${input.text}, ${input.imageKey}
      from next
      returning *
    )
    select ${MESSAGE_COLUMNS}, next.user_id, next.device_id,
      (select status = 'queued' from before) as was_queued
    from m join next on true left join chat_images i on i.key = m.image_key
  `.execute(trx);
  const row = rows[0];
  if (!row) return null;
  const identity: ChatIdentity =
    row.user_id === null ? { deviceId: row.device_id! } : { userId: Number(row.user_id) };
  return { stored: asStored(row), identity, wasQueued: row.was_queued };
};

/** Whether a conversation exists (why a staff message found none to add to). */
export const conversationExists = async (db: Db, id: number) =>
  (await db
    .selectFrom('chat_conversations')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst()) !== undefined;

/** Marks the reader's side read up to seq (never back, never past the last message). */
export const markRead = async (db: Db, id: number, reader: 'player' | 'staff', seq: number) => {
  const column = reader === 'player' ? sql`player_read_seq` : sql`staff_read_seq`;
  const { rows } = await sql<{ seq: number; changed: boolean }>`
    with before as (select ${column} as seq from chat_conversations where id = ${id})
    update chat_conversations
    set ${column} = greatest(${column}, least(${seq}::int, last_seq))
    where id = ${id}
    returning ${column} as seq, ${column} > (select seq from before) as changed
  `.execute(db);
  return rows[0] ?? null;
};

/** Sets a conversation's status (and its staff member when given); null when not found. */
export const setStatus = async (
  db: Db,
  id: number,
  status: 'open' | 'closed',
  staffId: number | null,
) => {
  const { rows } = await sql<{ id: string }>`
    update chat_conversations
    set status = ${status},
      staff_id = coalesce(${staffId}::bigint, staff_id),
      closed_at = case when ${status} = 'closed' then coalesce(closed_at, now()) else null end
    where id = ${id}
    returning id
  `.execute(db);
  return rows.length > 0;
};

export interface InboxRow {
  state: ChatConversationState;
  userId: number | null;
  staffId: number | null;
  preview: string;
  lastMessageAt: number;
  unread: number;
  createdAt: number;
}

/** A page of the inbox: active (queued, open), the caller's open ones, or closed. */
export const inboxPage = async (
  db: Db,
  input: { view: 'active' | 'mine' | 'closed' | 'one'; staffId: number; id?: number },
  page: { offset: number; limit: number },
) => {
  const where =
    input.view === 'one'
      ? sql`c.id = ${input.id ?? 0}`
      : input.view === 'closed'
        ? sql`c.status = 'closed'`
        : input.view === 'mine'
          ? sql`c.status = 'open' and c.staff_id = ${input.staffId}`
          : sql`c.status in ('queued', 'open')`;
  const { rows } = await sql<
    StateRow & {
      user_id: string | null;
      staff_id: string | null;
      preview: string | null;
      last_message_at: Date;
      created_at: Date;
      unread: string;
      total: string;
    }
  >`
    select ${STATE_COLUMNS}, c.user_id, c.staff_id, c.last_message_at, c.created_at,
      count(*) over () as total,
      (select count(*) from chat_messages m
        where m.conversation_id = c.id and m.author = 'player' and m.seq > c.staff_read_seq)
        as unread,
      (select case when m.text = '' then '' else left(m.text, 120) end from chat_messages m
        where m.conversation_id = c.id order by m.seq desc limit 1) as preview
    from chat_conversations c
    where ${where}
    order by c.last_message_at desc, c.id desc
    limit ${page.limit} offset ${page.offset}
  `.execute(db);
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((row): InboxRow => ({
      state: asState(row),
      userId: row.user_id === null ? null : Number(row.user_id),
      staffId: row.staff_id === null ? null : Number(row.staff_id),
      preview: row.preview ?? '',
      lastMessageAt: epoch(row.last_message_at),
      unread: Number(row.unread),
      createdAt: epoch(row.created_at),
    })),
  };
};

/** Player messages staff have not read, in every conversation not closed. */
export const staffUnreadTotal = async (db: Db) => {
  const { rows } = await sql<{ count: string }>`
    select count(*) from chat_conversations c join chat_messages m on m.conversation_id = c.id
    where c.status <> 'closed' and m.author = 'player' and m.seq > c.staff_read_seq
  `.execute(db);
  return Number(rows[0]!.count);
};
