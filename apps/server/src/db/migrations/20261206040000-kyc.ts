import { sql, type Kysely } from 'kysely';

/**
 * Know your customer (ADR 0073):
 * - `kyc_profiles`: a player's tier (0 without a row), the tier-1 details they entered, and when
 *   the account was closed for play (under the minimum age);
 * - `kyc_reviews`: each tier-2 submission and staff's decision (kept past the documents');
 * - `kyc_documents`: the uploaded sides, by the unguessable key their bytes are stored under
 *   (never served publicly); a row with no review is the player's draft. Past the retention
 *   period the bytes go and the key with them (deleted_at), the row and the decision stay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table kyc_profiles (
      user_id bigint primary key references users (id),
      tier smallint not null default 0 check (tier between 0 and 2),
      full_name text check (length(full_name) between 1 and 100),
      date_of_birth date,
      country text check (country ~ '^[A-Z]{2}$'),
      address_line1 text check (length(address_line1) between 1 and 200),
      address_line2 text not null default '' check (length(address_line2) <= 200),
      city text check (length(city) between 1 and 100),
      postal_code text not null default '' check (length(postal_code) <= 16),
      details_at timestamptz,
      closed_for_play_at timestamptz,
      updated_at timestamptz not null default now(),
      check (tier = 0 or details_at is not null)
    )
  `.execute(db);
  await sql`
    comment on table kyc_profiles is
      'A player''s verification tier (0 without a row), the tier-1 details, and closed_for_play_at: under the minimum age, no deposits, play or rewards, cash still withdrawable.'
  `.execute(db);
  await sql`
    create table kyc_reviews (
      id bigserial primary key,
      user_id bigint not null references users (id),
      status text not null default 'pending' check (status in ('pending', 'approved', 'refused')),
      reason text,
      submitted_at timestamptz not null default app_now(),
      decided_at timestamptz,
      decided_by bigint,
      check ((status = 'pending') = (decided_at is null)),
      check ((status = 'refused') = (reason is not null))
    )
  `.execute(db);
  await sql`create unique index kyc_reviews_one_pending on kyc_reviews (user_id) where status = 'pending'`.execute(
    db,
  );
  await sql`create index kyc_reviews_queue on kyc_reviews (status, submitted_at, id)`.execute(db);
  await sql`create index kyc_reviews_user on kyc_reviews (user_id, id desc)`.execute(db);
  await sql`
    comment on table kyc_reviews is
      'A tier-2 submission and staff''s decision (reason: one of the refusal reasons); kept when its documents are deleted.'
  `.execute(db);
  await sql`
    create table kyc_documents (
      id bigserial primary key,
      user_id bigint not null references users (id),
      review_id bigint references kyc_reviews (id),
      side text not null check (side in ('front', 'back', 'selfie')),
      image_key text unique check (image_key ~ '^[A-Za-z0-9_-]{22}$'),
      content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
      width int not null check (width > 0),
      height int not null check (height > 0),
      uploaded_at timestamptz not null default app_now(),
      deleted_at timestamptz,
      check ((image_key is null) = (deleted_at is not null))
    )
  `.execute(db);
  await sql`
    create unique index kyc_documents_draft on kyc_documents (user_id, side) where review_id is null
  `.execute(db);
  await sql`create index kyc_documents_review on kyc_documents (review_id)`.execute(db);
  await sql`
    create index kyc_documents_kept on kyc_documents (uploaded_at) where image_key is not null
  `.execute(db);
  await sql`
    comment on table kyc_documents is
      'An uploaded side (front, back, selfie): bytes in the image store under image_key, served to staff with kyc.read only; review_id null while a draft; deleted_at when retention removed the bytes.'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table kyc_documents`.execute(db);
  await sql`drop table kyc_reviews`.execute(db);
  await sql`drop table kyc_profiles`.execute(db);
}
