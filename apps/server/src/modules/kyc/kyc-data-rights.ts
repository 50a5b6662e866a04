import { sql } from 'kysely';
import type { Db } from '@/db/database';
import type { ImageStore } from '@/storage/image-store';
import { DATA_EXPORT_LIST_CAP } from '../server-module';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * KYC's part of the data export (ADR 0074): the details the player entered, their tier, what
 * documents were uploaded and when (never the images: the player sent them and the file is
 * a JSON document), and each review's decision with its reason.
 */
export const exportKyc = async (db: Db, userId: number) => {
  const [profile, documents, reviews] = await Promise.all([
    db
      .selectFrom('kyc_profiles')
      .select([
        'tier',
        'full_name',
        'date_of_birth',
        'country',
        'address_line1',
        'address_line2',
        'city',
        'postal_code',
        'details_at',
        'closed_for_play_at',
      ])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('kyc_documents')
      .select(['side', 'uploaded_at', 'deleted_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(DATA_EXPORT_LIST_CAP)
      .execute(),
    db
      .selectFrom('kyc_reviews')
      .select(['status', 'reason', 'submitted_at', 'decided_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(DATA_EXPORT_LIST_CAP)
      .execute(),
  ]);
  return {
    kyc: {
      tier: profile?.tier ?? 0,
      details:
        profile && profile.details_at !== null
          ? {
              fullName: profile.full_name,
              dateOfBirth: iso(profile.date_of_birth)?.slice(0, 10) ?? null,
              country: profile.country,
              addressLine1: profile.address_line1,
              addressLine2: profile.address_line2,
              city: profile.city,
              postalCode: profile.postal_code,
              enteredAt: iso(profile.details_at),
            }
          : null,
      closedForPlayAt: iso(profile?.closed_for_play_at ?? null),
      documents: documents.map((row) => ({
        side: row.side,
        uploadedAt: iso(row.uploaded_at),
        deletedAt: iso(row.deleted_at),
      })),
      reviews: reviews.map((row) => ({
        status: row.status,
        reason: row.reason,
        submittedAt: iso(row.submitted_at),
        decidedAt: iso(row.decided_at),
      })),
    },
  };
};

/**
 * KYC's part of an erasure: the entered details blanked (the tier and the decisions stay: they
 * say what the account was allowed, without the person), every document's image deleted once
 * the erasure committed and its row marked deleted.
 */
export const kycErasure =
  (store: ImageStore) =>
  async (trx: Db, userId: number): Promise<() => Promise<void>> => {
    await trx
      .updateTable('kyc_profiles')
      .set({
        full_name: null,
        date_of_birth: null,
        country: null,
        address_line1: null,
        address_line2: '',
        city: null,
        postal_code: '',
      })
      .where('user_id', '=', userId)
      .execute();
    const kept = await trx
      .selectFrom('kyc_documents')
      .select('image_key')
      .where('user_id', '=', userId)
      .where('image_key', 'is not', null)
      .execute();
    await trx
      .updateTable('kyc_documents')
      .set({ image_key: null, deleted_at: sql<Date>`app_now()` })
      .where('user_id', '=', userId)
      .where('image_key', 'is not', null)
      .execute();
    const keys = kept.flatMap((row) => (row.image_key === null ? [] : [row.image_key]));
    return async () => {
      for (const key of keys) await store.delete(key);
    };
  };
