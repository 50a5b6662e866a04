import { sql } from 'kysely';
import type { Db } from '@/db/database';

/**
 * What other modules read of mail (docs/console.md "Four eyes"): the coin a staff member's
 * broadcasts created alone, for the one budget of value a member creates alone, and the
 * broadcasts waiting for a second member, for the dashboard.
 */

/**
 * The coin (hundredths) of the broadcasts the member sent alone (no second member) in the last
 * `seconds` and did not cancel: each one's coin per copy × the players its segment reached.
 */
export const mailSentAloneTotal = async (db: Db, staffId: number, seconds: number) => {
  const { rows } = await sql<{ total: string | number }>`
    select coalesce(sum(coin_total), 0) as total
    from mail_broadcasts
    where requested_by = ${staffId} and approval = 'alone' and cancelled_at is null
      and created_at > now() - make_interval(secs => ${seconds})
  `.execute(db);
  return Number(rows[0]!.total);
};

/** A broadcast waiting for a second member's approval, as the dashboard lists it. */
export interface PendingMailApproval {
  id: number;
  /** The staff member who sent it, and their name (their email) as the audit names them. */
  requestedBy: number;
  requestedByName: string;
  /** The coin it creates, hundredths (one copy × the players reached when sent). */
  total: number;
  createdAt: Date;
  /** Its title (the console words whom it goes to from `userId`). */
  summary: string;
  /** A mail to one player: their id; null for a broadcast to a segment. */
  userId: number | null;
}

/** How many broadcasts wait for a second member's approval. */
export const pendingMailCount = async (db: Db) => {
  const { rows } = await sql<{ count: string | number }>`
    select count(*) as count from mail_broadcasts
    where approval = 'pending' and cancelled_at is null
  `.execute(db);
  return Number(rows[0]!.count);
};

/** The broadcasts waiting for a second member's approval, oldest first (at most `limit`). */
export const pendingMailApprovals = async (db: Db, limit = 50): Promise<PendingMailApproval[]> =>
  (
    await sql<{
      id: number | string;
      requested_by: number | string;
      created_by: string;
      coin_total: number | string;
      created_at: Date;
      title: string;
      user_id: number | string | null;
    }>`
      select id, requested_by, created_by, coin_total, created_at, title, user_id
      from mail_broadcasts
      where approval = 'pending' and cancelled_at is null
      order by id
      limit ${limit}
    `.execute(db)
  ).rows.map((r) => ({
    id: Number(r.id),
    requestedBy: Number(r.requested_by),
    requestedByName: r.created_by,
    total: Number(r.coin_total),
    createdAt: new Date(r.created_at),
    summary: r.title,
    userId: r.user_id === null ? null : Number(r.user_id),
  }));
