import { sql } from 'kysely';
import type { KycDetails } from '@lobby/contract/kyc';
import type { KycRefusalReason, KycSide, KycTier } from '@lobby/contract/values/kyc';
import type { Db } from '@/db/database';

/** The SQL of know your customer's tables (kyc_profiles, kyc_reviews, kyc_documents). */

export const findProfile = (db: Db, userId: number, lock = false) => {
  let query = db
    .selectFrom('kyc_profiles')
    .select([
      'tier',
      'full_name as fullName',
      sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('dateOfBirth'),
      'country',
      'address_line1 as addressLine1',
      'address_line2 as addressLine2',
      'city',
      'postal_code as postalCode',
      'details_at as detailsAt',
      'closed_for_play_at as closedForPlayAt',
    ])
    .where('user_id', '=', userId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
};
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** Makes the player's profile row (tier 0) if missing, and locks it: their KYC changes take turns. */
export const lockProfile = async (db: Db, userId: number) => {
  await db
    .insertInto('kyc_profiles')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return (await findProfile(db, userId, true))!;
};

export const saveDetails = (db: Db, userId: number, details: KycDetails, tier: KycTier) =>
  db
    .updateTable('kyc_profiles')
    .set({
      tier,
      full_name: details.fullName,
      date_of_birth: details.dateOfBirth,
      country: details.country,
      address_line1: details.addressLine1,
      address_line2: details.addressLine2,
      city: details.city,
      postal_code: details.postalCode,
      details_at: sql<Date>`app_now()`,
      updated_at: sql<Date>`app_now()`,
    })
    .where('user_id', '=', userId)
    .execute();

/** Closes the account for play (under the minimum age); the details are not kept as tier 1. */
export const closeForPlay = (db: Db, userId: number) =>
  db
    .updateTable('kyc_profiles')
    .set({ closed_for_play_at: sql<Date>`app_now()`, updated_at: sql<Date>`app_now()` })
    .where('user_id', '=', userId)
    .where('closed_for_play_at', 'is', null)
    .execute();

export const setTier = (db: Db, userId: number, tier: KycTier) =>
  db
    .updateTable('kyc_profiles')
    .set({ tier, updated_at: sql<Date>`app_now()` })
    .where('user_id', '=', userId)
    .execute();

/** The player's drafts (not yet submitted), by side. */
export const draftDocuments = (db: Db, userId: number) =>
  db
    .selectFrom('kyc_documents')
    .select(['id', 'side', 'image_key as imageKey', 'uploaded_at as uploadedAt'])
    .where('user_id', '=', userId)
    .where('review_id', 'is', null)
    .where('image_key', 'is not', null)
    .execute();

/** Replaces the draft of a side: answers the key of the one replaced, if any. */
export const replaceDraft = async (
  db: Db,
  row: {
    userId: number;
    side: KycSide;
    key: string;
    type: 'image/jpeg' | 'image/png' | 'image/webp';
    width: number;
    height: number;
  },
) => {
  const old = await db
    .deleteFrom('kyc_documents')
    .where('user_id', '=', row.userId)
    .where('side', '=', row.side)
    .where('review_id', 'is', null)
    .returning('image_key as imageKey')
    .executeTakeFirst();
  await db
    .insertInto('kyc_documents')
    .values({
      user_id: row.userId,
      side: row.side,
      image_key: row.key,
      content_type: row.type,
      width: row.width,
      height: row.height,
    })
    .execute();
  return old?.imageKey ?? null;
};

export const latestReview = (db: Db, userId: number) =>
  db
    .selectFrom('kyc_reviews')
    .select(['id', 'status', 'reason', 'submitted_at as submittedAt', 'decided_at as decidedAt'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** A review of the drafts: they become its documents. */
export const insertReview = async (db: Db, userId: number) => {
  const review = await db
    .insertInto('kyc_reviews')
    .values({ user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('kyc_documents')
    .set({ review_id: review.id })
    .where('user_id', '=', userId)
    .where('review_id', 'is', null)
    .execute();
  return Number(review.id);
};

// ---- staff ----

export const reviewQueue = (
  db: Db,
  status: 'pending' | 'approved' | 'refused',
  limit: number,
  offset: number,
) =>
  Promise.all([
    db
      .selectFrom('kyc_reviews as r')
      .leftJoin('kyc_profiles as p', 'p.user_id', 'r.user_id')
      .select([
        'r.id',
        'r.user_id as userId',
        'r.status',
        'r.reason',
        'r.submitted_at as submittedAt',
        'r.decided_at as decidedAt',
        'p.full_name as fullName',
        'p.country',
        'p.tier',
      ])
      .where('r.status', '=', status)
      .orderBy('r.submitted_at', status === 'pending' ? 'asc' : 'desc')
      .orderBy('r.id', status === 'pending' ? 'asc' : 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('kyc_reviews')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', status)
      .executeTakeFirstOrThrow(),
  ]);

export const findReview = (db: Db, id: number, lock = false) => {
  let query = db
    .selectFrom('kyc_reviews')
    .select([
      'id',
      'user_id as userId',
      'status',
      'reason',
      'submitted_at as submittedAt',
      'decided_at as decidedAt',
      'decided_by as decidedBy',
    ])
    .where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
};

export const reviewDocuments = (db: Db, reviewId: number) =>
  db
    .selectFrom('kyc_documents')
    .select([
      'id',
      'side',
      'image_key as imageKey',
      'content_type as contentType',
      'width',
      'height',
      'uploaded_at as uploadedAt',
      'deleted_at as deletedAt',
    ])
    .where('review_id', '=', reviewId)
    .orderBy('id')
    .execute();

export const findDocument = (db: Db, id: number) =>
  db
    .selectFrom('kyc_documents')
    .select([
      'id',
      'user_id as userId',
      'review_id as reviewId',
      'side',
      'image_key as imageKey',
      'content_type as contentType',
    ])
    .where('id', '=', id)
    .executeTakeFirst();

export const decideReview = (
  db: Db,
  id: number,
  decision: { status: 'approved' | 'refused'; reason: KycRefusalReason | null; staffId: number },
) =>
  db
    .updateTable('kyc_reviews')
    .set({
      status: decision.status,
      reason: decision.reason,
      decided_at: sql<Date>`app_now()`,
      decided_by: decision.staffId,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();

/** The player's reviews, newest first (the console's player page). */
export const reviewsOf = (db: Db, userId: number, limit: number) =>
  db
    .selectFrom('kyc_reviews')
    .select(['id', 'status', 'reason', 'submitted_at as submittedAt', 'decided_at as decidedAt'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

// ---- retention ----

/**
 * The documents past retention, at most `limit`, locked (skipping those another run holds):
 * a decided review's from its decision, a draft's or a pending one's never (a draft: from its
 * upload, a year and more untouched is as good as abandoned, so it goes by the same period).
 */
export const documentsPastRetention = (db: Db, days: number, limit: number) =>
  sql<{ id: string; imageKey: string }>`
    select d.id, d.image_key as "imageKey"
    from kyc_documents d
    left join kyc_reviews r on r.id = d.review_id
    where d.image_key is not null
      and (
        (r.id is null and d.uploaded_at < app_now() - make_interval(days => ${days}))
        or (r.decided_at is not null and r.decided_at < app_now() - make_interval(days => ${days}))
      )
    order by d.id
    limit ${limit}
    for update of d skip locked
  `
    .execute(db)
    .then((result) => result.rows);

export const forgetDocumentKeys = (db: Db, ids: readonly number[]) =>
  db
    .updateTable('kyc_documents')
    .set({ image_key: null, deleted_at: sql<Date>`app_now()` })
    .where('id', 'in', ids)
    .execute();
