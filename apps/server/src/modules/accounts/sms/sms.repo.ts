import type { Insertable } from 'kysely';
import type { Db } from '@/db/database';
import type { SmsOutbox } from '@/db/schema';

/** A text as the sandbox keeps it. */
export type OutboxInsert = Pick<Insertable<SmsOutbox>, 'mobile' | 'purpose' | 'text' | 'code'>;

export const insertOutbox = async (db: Db, entry: OutboxInsert): Promise<void> => {
  await db.insertInto('sms_outbox').values(entry).execute();
};

/** A number's messages, newest first (id breaks ties within one transaction's now()). */
export const selectOutbox = (db: Db, mobile: string, limit: number) =>
  db
    .selectFrom('sms_outbox')
    .select(['text', 'code', 'purpose', 'created_at as createdAt'])
    .where('mobile', '=', mobile)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
