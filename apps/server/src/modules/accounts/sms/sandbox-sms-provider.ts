import type { Db } from '@/db/database';
import type { SmsProvider } from './sms-provider';
import { insertOutbox, selectOutbox } from './sms.repo';

/** The default provider: nothing leaves the server; every message lands in sms_outbox. */
export const sandboxSmsProvider = (db: Db): SmsProvider => ({
  name: 'sandbox',
  send: ({ mobile, purpose, text, code }) => insertOutbox(db, { mobile, purpose, text, code }),
});

export interface OutboxMessage {
  text: string;
  code: string;
  purpose: number;
  /** ISO 8601. */
  createdAt: string;
}

/** The messages the sandbox sent to one number, newest first. */
export const listOutbox = async (db: Db, mobile: string, limit = 50): Promise<OutboxMessage[]> =>
  (await selectOutbox(db, mobile, limit)).map((row) => ({
    text: row.text,
    code: row.code,
    purpose: row.purpose,
    createdAt: new Date(row.createdAt).toISOString(),
  }));
