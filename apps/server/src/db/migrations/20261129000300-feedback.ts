import { sql, type Kysely } from 'kysely';

/**
 * Feedback (docs/content.md "Feedback"):
 * - `feedback`: a player's feedback, its type as it was named then, and its status;
 * - `feedback_messages`: its thread, the player's messages and staff replies, oldest first;
 * - `feedback_images`: the images of a message, by the unguessable key their bytes are stored
 *   under (disk under DATA_DIR), with the type read from their content.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table feedback (
      id bigserial primary key,
      user_id bigint not null references users (id),
      type_id int not null check (type_id > 0),
      type_name text not null check (length(type_name) between 1 and 64),
      status text not null default 'open' check (status in ('open', 'replied', 'closed')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      closed_at timestamptz,
      check ((status = 'closed') = (closed_at is not null))
    )
  `.execute(db);
  await sql`create index feedback_user on feedback (user_id, updated_at desc, id desc)`.execute(db);
  await sql`create index feedback_status on feedback (status, updated_at)`.execute(db);
  await sql`
    comment on table feedback is
      'A player''s feedback: open (waiting for staff), replied (staff answered last) or closed.'
  `.execute(db);
  await sql`
    create table feedback_messages (
      id bigserial primary key,
      feedback_id bigint not null references feedback (id),
      author text not null check (author in ('player', 'staff')),
      staff_name text check ((author = 'staff') = (staff_name is not null)),
      text text not null check (length(text) between 1 and 4000),
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index feedback_messages_thread on feedback_messages (feedback_id, id)`.execute(
    db,
  );
  await sql`
    comment on table feedback_messages is
      'The thread of a feedback: the player''s messages and staff replies (staff_name: who replied).'
  `.execute(db);
  await sql`
    create table feedback_images (
      key text primary key check (key ~ '^[A-Za-z0-9_-]{22}$'),
      message_id bigint not null references feedback_messages (id),
      user_id bigint not null references users (id),
      content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
      bytes int not null check (bytes > 0),
      width int not null check (width > 0),
      height int not null check (height > 0),
      position smallint not null check (position >= 0),
      created_at timestamptz not null default now(),
      unique (message_id, position)
    )
  `.execute(db);
  await sql`
    comment on table feedback_images is
      'An image of a feedback message: its bytes are in the image store under key (128 random bits); content_type was read from the bytes.'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table feedback_images`.execute(db);
  await sql`drop table feedback_messages`.execute(db);
  await sql`drop table feedback`.execute(db);
}
