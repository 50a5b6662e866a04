import type { Db } from '@/db/database';
import { DATA_EXPORT_LIST_CAP } from '../server-module';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * The mail's part of a player's data export (ADR 0074): every mail sent to them, deleted ones
 * too, newest first, with a broadcast's title and text. The words are the operator's, not the
 * player's, so the erasure keeps the rows (their attachments are grants the ledger names).
 */
export const exportMail = async (db: Db, userId: number) => {
  const rows = await db
    .selectFrom('mail as m')
    .leftJoin('mail_broadcasts as b', 'b.id', 'm.broadcast_id')
    .select([
      'm.id',
      'm.template',
      'm.params',
      'm.awards',
      'b.title',
      'b.body',
      'm.sent_at as sentAt',
      'm.read_at as readAt',
      'm.claimed_at as claimedAt',
      'm.deleted_at as deletedAt',
      'm.expires_at as expiresAt',
    ])
    .where('m.user_id', '=', userId)
    .orderBy('m.id', 'desc')
    .limit(DATA_EXPORT_LIST_CAP)
    .execute();
  return {
    mail: rows.map((row) => ({
      ...row,
      id: Number(row.id),
      sentAt: iso(row.sentAt),
      readAt: iso(row.readAt),
      claimedAt: iso(row.claimedAt),
      deletedAt: iso(row.deletedAt),
      expiresAt: iso(row.expiresAt),
    })),
  };
};
