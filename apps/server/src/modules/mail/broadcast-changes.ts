import { sql } from 'kysely';
import type { Db } from '@/db/database';
import { playerExists } from '../accounts/accounts.reads';
import { auditedChange, type AuditBy } from '../audit/audit-by';
import { SettingsService } from '../settings/settings.service';
import { createBroadcast, type NewBroadcast } from './broadcasts';

/**
 * The operator's changes to broadcasts, each with its audit entry in its transaction: the ops
 * CLI (`mail broadcast`) and the console (mailBroadcastCreate, mailBroadcastCancel, mailSend)
 * both come here, so a broadcast is checked and recorded the same way whoever sends it.
 */

/** Stores a broadcast (createBroadcast's checks) and its `mail.broadcast` audit entry. */
export const storeBroadcast = (db: Db, by: AuditBy, broadcast: NewBroadcast, createdBy: string) =>
  auditedChange(db, by, async (trx) => {
    const stored = await createBroadcast(
      { db: trx, settings: new SettingsService(trx) },
      broadcast,
      createdBy,
    );
    return {
      result: stored,
      audit: {
        action: 'mail.broadcast',
        target: `broadcast:${stored.id}`,
        after: { ...broadcast, ...stored },
      },
    };
  });

/** Why a cancel was refused. */
export type CancelRefusal = 'notFound' | 'started';

/**
 * Cancels a broadcast that has not started by the lobby's clock: with its row locked, so a
 * cancel and an inbox's copy (which needs it started) cannot both happen. Answers the refusal
 * instead when there is nothing to cancel.
 */
export const cancelBroadcast = (
  db: Db,
  by: AuditBy,
  id: number,
  cancelledBy: string,
): Promise<CancelRefusal | null> =>
  auditedChange(db, by, async (trx) => {
    const row = await sql<{ startsAt: Date; cancelled: boolean; started: boolean; one: boolean }>`
      select starts_at as "startsAt", cancelled_at is not null as cancelled,
        starts_at <= app_now() as started, user_id is not null as one
      from mail_broadcasts where id = ${id} for update
    `
      .execute(trx)
      .then((r) => r.rows[0]);
    if (!row || row.one) return { result: 'notFound' as const, audit: null };
    if (row.cancelled || row.started) return { result: 'started' as const, audit: null };
    await trx
      .updateTable('mail_broadcasts')
      .set({ cancelled_at: sql`now()`, cancelled_by: cancelledBy })
      .where('id', '=', id)
      .execute();
    return {
      result: null,
      audit: {
        action: 'mail.cancel',
        target: `broadcast:${id}`,
        before: { cancelled: false, startsAt: new Date(row.startsAt) },
        after: { cancelled: true },
      },
    };
  });

/**
 * A mail to one player, words only: a broadcast row naming them and its one copy, made now (no
 * inbox scan looks for it). Answers its broadcast's id, or null when the player does not exist.
 */
export const sendToPlayer = (
  db: Db,
  by: AuditBy,
  mail: { userId: number; title: string; body: string; expiresAt: Date },
  createdBy: string,
): Promise<number | null> =>
  auditedChange(db, by, async (trx) => {
    if (!(await playerExists(trx, mail.userId))) return { result: null, audit: null };
    const stored = await createBroadcast(
      { db: trx, settings: new SettingsService(trx) },
      { title: mail.title, body: mail.body, expiresAt: mail.expiresAt },
      createdBy,
    );
    await trx
      .updateTable('mail_broadcasts')
      .set({ user_id: mail.userId })
      .where('id', '=', stored.id)
      .execute();
    await sql`
      insert into mail (user_id, source_key, broadcast_id, sent_at, expires_at)
      values (${mail.userId}, ${`b:${stored.id}`}, ${stored.id}, app_now(), ${mail.expiresAt})
    `.execute(trx);
    return {
      result: stored.id,
      audit: {
        action: 'mail.send',
        target: `user:${mail.userId}`,
        after: {
          broadcastId: stored.id,
          title: mail.title,
          body: mail.body,
          expiresAt: mail.expiresAt,
        },
      },
    };
  });
