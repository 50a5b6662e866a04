import { sql } from 'kysely';
import { AppError, ErrorCode } from '@/core/app-error';
import type { Db } from '@/db/database';
import type { StaffFourEyes } from '../staff/staff-four-eyes';
import { playerExists } from '../accounts/accounts.reads';
import { auditedChange, type AuditBy, type StaffAuditBy } from '../audit/audit-by';
import { adjustedAloneTotal, aloneBudget, lockValueCreatedBy } from '../players/players.reads';
import { FOUR_EYES_WINDOW_SECONDS } from '../players/players.settings';
import { coinOf } from '../rewards/awards';
import { SettingsService } from '../settings/settings.service';
import { createBroadcast, segmentReach, type NewBroadcast } from './broadcasts';
import type { SegmentFacts } from './mail.repo';
import { mailSentAloneTotal } from './mail.reads';

/**
 * The operator's changes to broadcasts, each with its audit entry in its transaction: the ops
 * CLI (`mail broadcast`) and the console (mailBroadcastCreate, mailBroadcastCancel, mailSend)
 * both come here, so a broadcast is checked and recorded the same way whoever sends it.
 */

/** A broadcast's approval: sent alone, waiting for a second member, or decided by one. */
export type Approval = 'alone' | 'pending' | 'approved' | 'refused';

/**
 * Whether a staff member's broadcast may go alone (docs/console.md "Four eyes"): the coin it
 * creates (one copy's coin × the players its segment reaches now) added to what the member
 * created alone in the window (balance adjustments and mail: one budget) must stay within the
 * budget, and its reach must be bounded (a segment still open to new registrations has no size
 * to count). The member's lock is held by the caller.
 */
const approvalOf = async (
  trx: Db,
  by: StaffAuditBy,
  coinPerCopy: number,
  reach: { players: number; open: boolean },
  settings: SettingsService,
) => {
  const coinTotal = coinPerCopy * reach.players;
  if (coinPerCopy === 0) return { approval: 'alone' as const, coinTotal, aloneInWindow: null };
  const aloneInWindow =
    (await adjustedAloneTotal(trx, by.actor.id)) +
    (await mailSentAloneTotal(trx, by.actor.id, FOUR_EYES_WINDOW_SECONDS));
  const alone = !reach.open && aloneInWindow + coinTotal <= (await aloneBudget(settings));
  return { approval: alone ? ('alone' as const) : ('pending' as const), coinTotal, aloneInWindow };
};

const isStaff = (by: AuditBy): by is StaffAuditBy => by.actor.kind === 'staff';

/**
 * Stores a broadcast (createBroadcast's checks) and its `mail.broadcast` audit entry. A staff
 * member's broadcast whose coin takes them past their budget of value created alone is stored
 * `pending`: copied to no one until another member approves it (decideBroadcast). The member's
 * sends (and balance adjustments) take turns under their lock, so parallel ones cannot jointly
 * pass the budget. The ops CLI's broadcasts (an operator at the shell) are not budgeted.
 *
 * With `userId` it goes to that one player instead of a segment (the composer's one player): a
 * broadcast that reaches one player, under the same budget and four eyes (so a member cannot
 * send a friend coin alone past their budget), copied to them once live and not pending.
 */
export const storeBroadcast = (
  db: Db,
  by: AuditBy,
  broadcast: NewBroadcast,
  createdBy: string,
  facts: SegmentFacts,
  userId: number | null = null,
) =>
  auditedChange(db, by, async (trx) => {
    if (isStaff(by)) await lockValueCreatedBy(trx, by.actor.id);
    const settings = new SettingsService(trx);
    const stored = await createBroadcast({ db: trx, settings }, broadcast, createdBy);
    const reach =
      userId === null
        ? await segmentReach(trx, facts, stored.segment)
        : { players: 1, open: false };
    const coinPerCopy = coinOf(stored.awards);
    const decided = isStaff(by)
      ? await approvalOf(trx, by, coinPerCopy, reach, settings)
      : { approval: 'alone' as const, coinTotal: coinPerCopy * reach.players, aloneInWindow: null };
    await trx
      .updateTable('mail_broadcasts')
      .set({
        user_id: userId,
        requested_by: isStaff(by) ? by.actor.id : null,
        coin_total: decided.coinTotal,
        approval: decided.approval,
      })
      .where('id', '=', stored.id)
      .execute();
    return {
      result: { ...stored, approval: decided.approval as Approval },
      audit: {
        action: 'mail.broadcast',
        target: `broadcast:${stored.id}`,
        after: {
          ...broadcast,
          ...stored,
          userId,
          approval: decided.approval,
          coinTotal: decided.coinTotal,
          players: reach.players,
          openReach: reach.open,
          aloneInWindow: decided.aloneInWindow,
        },
      },
    };
  });

/**
 * A second member's decision on a pending broadcast, under its row lock: parallel decisions take
 * turns, and every one after the first finds it decided (MAIL_NOT_PENDING), so it is approved
 * (and delivered) once. Its requester may not decide it (MAIL_APPROVE_OWN).
 */
export const decideBroadcast = (
  db: Db,
  by: StaffAuditBy,
  id: number,
  decision: { approval: 'approved' | 'refused'; reason?: string | undefined },
  fourEyes: Pick<StaffFourEyes, 'requireMayApprove'>,
) =>
  auditedChange(db, by, async (trx) => {
    const row = await sql<{
      approval: Approval;
      requested_by: number | string | null;
      cancelled: boolean;
      coin_total: number | string;
    }>`
      select approval, requested_by, cancelled_at is not null as cancelled, coin_total
      from mail_broadcasts where id = ${id} for update
    `
      .execute(trx)
      .then((r) => r.rows[0]);
    if (!row) throw new AppError(ErrorCode.MAIL_BROADCAST_NOT_FOUND);
    if (row.approval !== 'pending' || row.cancelled) throw new AppError(ErrorCode.MAIL_NOT_PENDING);
    if (Number(row.requested_by) === by.actor.id) throw new AppError(ErrorCode.MAIL_APPROVE_OWN);
    // Between people, not accounts: a member the sender made or promoted lately, or who made or
    // promoted the sender, may not approve either (a refusal creates nothing, so anyone may).
    if (decision.approval === 'approved' && row.requested_by !== null)
      await fourEyes.requireMayApprove(trx, by.actor.id, Number(row.requested_by));
    await trx
      .updateTable('mail_broadcasts')
      .set({
        approval: decision.approval,
        decided_by: by.actor.id,
        decided_by_name: by.actor.name,
        decided_at: sql<Date>`now()`,
        refuse_reason: decision.reason ?? null,
      })
      .where('id', '=', id)
      .execute();
    return {
      result: null,
      audit: {
        action: decision.approval === 'approved' ? 'mail.approve' : 'mail.refuse',
        target: `broadcast:${id}`,
        before: { approval: 'pending', requestedBy: Number(row.requested_by) },
        after: {
          approval: decision.approval,
          coinTotal: Number(row.coin_total),
          reason: decision.reason ?? null,
        },
      },
    };
  });

/** Why a cancel was refused. */
export type CancelRefusal = 'notFound' | 'started';

/**
 * Cancels a broadcast that has not started by the lobby's clock (or waits for approval): with
 * its row locked, so a cancel and an inbox's copy (which needs it started) or an approval cannot
 * both happen. Answers the refusal
 * instead when there is nothing to cancel.
 */
export const cancelBroadcast = (
  db: Db,
  by: AuditBy,
  id: number,
  cancelledBy: string,
): Promise<CancelRefusal | null> =>
  auditedChange(db, by, async (trx) => {
    const row = await sql<{
      startsAt: Date;
      cancelled: boolean;
      started: boolean;
      one: boolean;
      pending: boolean;
    }>`
      select starts_at as "startsAt", cancelled_at is not null as cancelled,
        starts_at <= app_now() as started, user_id is not null as one,
        approval = 'pending' as pending
      from mail_broadcasts where id = ${id} for update
    `
      .execute(trx)
      .then((r) => r.rows[0]);
    if (!row || row.one) return { result: 'notFound' as const, audit: null };
    // One waiting for approval was copied to no one: its sender may still take it back.
    if (row.cancelled || (row.started && !row.pending))
      return { result: 'started' as const, audit: null };
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
      .set({ user_id: mail.userId, requested_by: by.actor.kind === 'staff' ? by.actor.id : null })
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
