import type { Db } from '../../../db/database';

export interface OutboxInsert {
  mobile: string;
  purpose: number;
  text: string;
  code: string;
}

export interface OutboxEntry {
  text: string;
  code: string;
  purpose: number;
  createdAt: Date;
}

export const insertOutbox = async (db: Db, entry: OutboxInsert): Promise<void> => {
  await db.insertInto('sms_outbox').values(entry).execute();
};

/** A number's messages, newest first (id breaks ties within one transaction's now()). */
export const selectOutbox = async (db: Db, mobile: string, limit: number): Promise<OutboxEntry[]> =>
  db
    .selectFrom('sms_outbox')
    .select(['text', 'code', 'purpose', 'created_at as createdAt'])
    .where('mobile', '=', mobile)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
