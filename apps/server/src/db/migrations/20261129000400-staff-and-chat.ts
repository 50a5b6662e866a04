import { sql, type Kysely } from 'kysely';

/**
 * Staff and the live chat (docs/service.md, docs/console.md):
 * - `staff`: the operator's people, who sign in to the console (argon2id passwords);
 * - `staff_sessions`: console sessions, by the SHA-256 of their token (the cookie holds it);
 * - `chat_images`: images uploaded for the chat, by the key their bytes are stored under;
 * - `chat_conversations`: a player's (or a visitor's device's) conversation with staff, with
 *   the seq counter that orders its messages and each side's last read seq;
 * - `chat_messages`: its messages, unique by conversation and seq, and by sender and the
 *   sender's own id (a resend after a dropped socket is the same message).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table staff (
      id bigserial primary key,
      email text not null unique check (email = lower(email) and length(email) between 3 and 254),
      name text not null check (length(name) between 1 and 64),
      role text not null check (role in ('admin', 'finance', 'support', 'marketing', 'auditor')),
      password_hash text not null,
      disabled_at timestamptz,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    comment on table staff is
      'The operator''s people who sign in to the console; role decides what they may do.'
  `.execute(db);
  await sql`
    create table staff_sessions (
      id bigserial primary key,
      staff_id bigint not null references staff (id),
      token_hash bytea not null unique,
      ip text,
      user_agent text,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      ended_at timestamptz
    )
  `.execute(db);
  await sql`create index staff_sessions_staff on staff_sessions (staff_id)`.execute(db);
  await sql`
    comment on table staff_sessions is
      'Console sessions: the cookie holds the token, this table its SHA-256; idle and absolute expiry.'
  `.execute(db);
  await sql`
    create table chat_images (
      key text primary key check (key ~ '^[A-Za-z0-9_-]{22}$'),
      uploader_key text not null,
      content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
      bytes int not null check (bytes > 0),
      width int not null check (width > 0),
      height int not null check (height > 0),
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index chat_images_created on chat_images (created_at)`.execute(db);
  await sql`
    comment on table chat_images is
      'An uploaded chat image: its bytes are in the image store under key; uploader_key is u:<userId> or s:<staffId>.'
  `.execute(db);
  await sql`
    create table chat_conversations (
      id bigserial primary key,
      user_id bigint references users (id),
      device_id text check (device_id ~ '^[A-Za-z0-9_-]{22,64}$'),
      status text not null default 'queued' check (status in ('queued', 'open', 'closed')),
      staff_id bigint references staff (id),
      last_seq int not null default 0 check (last_seq >= 0),
      player_read_seq int not null default 0 check (player_read_seq between 0 and last_seq),
      staff_read_seq int not null default 0 check (staff_read_seq between 0 and last_seq),
      queued_at timestamptz not null default now(),
      created_at timestamptz not null default now(),
      last_message_at timestamptz not null default now(),
      closed_at timestamptz,
      check ((user_id is null) <> (device_id is null)),
      check ((status = 'closed') = (closed_at is not null)),
      check (status <> 'open' or staff_id is not null)
    )
  `.execute(db);
  await sql`
    create unique index chat_conversations_active_user on chat_conversations (user_id)
      where status <> 'closed' and user_id is not null
  `.execute(db);
  await sql`
    create unique index chat_conversations_active_device on chat_conversations (device_id)
      where status <> 'closed' and device_id is not null
  `.execute(db);
  await sql`create index chat_conversations_user on chat_conversations (user_id, id desc)`.execute(
    db,
  );
  await sql`
    create index chat_conversations_device on chat_conversations (device_id, id desc)
  `.execute(db);
  await sql`
    create index chat_conversations_inbox on chat_conversations (status, last_message_at desc, id desc)
  `.execute(db);
  await sql`
    create index chat_conversations_queue on chat_conversations (queued_at, id)
      where status = 'queued'
  `.execute(db);
  await sql`
    comment on table chat_conversations is
      'A conversation with staff: one not closed per player (or visitor device) at a time; last_seq orders its messages.'
  `.execute(db);
  await sql`
    create table chat_messages (
      id bigserial primary key,
      conversation_id bigint not null references chat_conversations (id),
      seq int not null check (seq > 0),
      author text not null check (author in ('player', 'staff', 'system')),
      staff_id bigint references staff (id),
      staff_name text,
      sender_key text not null,
      client_id text check (client_id ~ '^[A-Za-z0-9_-]{8,64}$'),
      text text not null check (length(text) <= 2000),
      image_key text references chat_images (key),
      created_at timestamptz not null default now(),
      unique (conversation_id, seq),
      check (length(text) > 0 or image_key is not null),
      check ((author = 'staff') = (staff_id is not null))
    )
  `.execute(db);
  await sql`
    create unique index chat_messages_client on chat_messages (sender_key, client_id)
      where client_id is not null
  `.execute(db);
  await sql`create index chat_messages_sender on chat_messages (sender_key, created_at)`.execute(
    db,
  );
  await sql`create index chat_messages_image on chat_messages (image_key)`.execute(db);
  await sql`
    comment on table chat_messages is
      'A chat message; sender_key (u:<userId>, d:<deviceId>, s:<staffId>) with client_id makes a resend the same message.'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table chat_messages`.execute(db);
  await sql`drop table chat_conversations`.execute(db);
  await sql`drop table chat_images`.execute(db);
  await sql`drop table staff_sessions`.execute(db);
  await sql`drop table staff`.execute(db);
}
