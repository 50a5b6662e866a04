import type { BreakState, PlayBreak } from '@lobby/contract/breaks';
import { periodsOf, type BreakKind, type BreakPeriod } from '@lobby/contract/values/breaks';
import type { Db } from '@/db/database';
import { withTransactionRetry } from '@/db/transaction-retry';
import { AppError, ErrorCode } from '@/core/app-error';
import { findPlayer } from '../accounts/accounts.reads';
import { auditedChange, type StaffAuditBy } from '../audit/audit-by';
import type { SessionsEnded } from '../sessions/session-cache';
import { revokeUserSessions } from '../sessions/sessions.service';
import type { SettingsService } from '../settings/settings.service';
import { heldBreakOf, type HeldBreak } from './breaks.reads';
import {
  breaksOf,
  endOfPeriod,
  insertBreak,
  lobbyNow,
  requestExclusionEnd,
  type BreakRow,
} from './breaks.repo';
import { BREAKS_KEY, BreakRules } from './breaks.settings';

const seconds = (at: Date | null) => (at === null ? null : Math.floor(at.getTime() / 1000));

export const stateOf = (held: HeldBreak | null): BreakState | null =>
  held ? { kind: held.kind, until: seconds(held.endsAt) } : null;

const breakOf = (row: BreakRow): PlayBreak => ({
  id: Number(row.id),
  kind: row.kind as BreakKind,
  period: row.period,
  startedAt: seconds(row.startedAt)!,
  endsAt: seconds(row.endsAt),
  endRequestedAt: seconds(row.endRequestedAt),
  releasedAt: seconds(row.releasedAt),
  staffId: row.staffId === null ? null : Number(row.staffId),
  active: row.active,
});

export interface BreaksDeps {
  db: Db;
  settings: SettingsService;
  /** Told once a break ended the player's sessions: every instance drops them (session cache). */
  sessionsEnded: SessionsEnded;
  /** Closes the player's open game sessions in the break's transaction (modules/games). */
  closeGameSessions?: (trx: Db, userId: number) => Promise<void>;
}

/**
 * Time-outs and self-exclusions (docs/player-protection.md "Time-out and self-exclusion", ADR
 * 0071). A break starts at once, ends every session of the player (the sessions trigger then
 * refuses any but a cash-out-only one) and closes their game sessions, in one transaction that
 * holds the player's row; nothing ends one early, neither the player nor staff: a break on top
 * may only last longer, and a self-exclusion ends only when asked after its end date, a wait
 * later.
 */
export class BreaksService {
  constructor(private readonly deps: BreaksDeps) {}

  /** The player's break in force, whether its end may be asked, and their breaks. */
  async state(userId: number) {
    const { db } = this.deps;
    const held = await heldBreakOf(db, userId);
    const rows = await breaksOf(db, userId);
    const rules = await this.deps.settings.get(BREAKS_KEY, BreakRules);
    const history = rows.map(breakOf);
    const canRequestEnd =
      held?.kind === 'exclusion' &&
      rows.some((b) => b.active && b.kind === 'exclusion' && b.endRequestedAt === null) &&
      endReached(rows, await lobbyNow(db));
    return {
      current: stateOf(held),
      canRequestEnd,
      endWaitHours: rules.exclusionEndWaitHours,
      history,
    };
  }

  /** The console's view: the break in force and the player's breaks. */
  async ofPlayer(userId: number) {
    const [held, rows] = await Promise.all([
      heldBreakOf(this.deps.db, userId),
      breaksOf(this.deps.db, userId),
    ]);
    return { current: stateOf(held), history: rows.map(breakOf) };
  }

  /** The player takes a break (a stolen session taking one harms nobody: ADR 0071). */
  async take(userId: number, kind: BreakKind, period: BreakPeriod): Promise<BreakState> {
    const state = await withTransactionRetry(this.deps.db, (trx) =>
      this.#start(trx, userId, kind, period, null, null),
    );
    this.deps.sessionsEnded.sessionsEnded(userId);
    return state;
  }

  /** Staff start a break on the player's behalf, audited; no call lifts one. */
  async startFor(
    by: StaffAuditBy,
    userId: number,
    kind: BreakKind,
    period: BreakPeriod,
    reason: string,
  ) {
    const state = await auditedChange(this.deps.db, by, async (trx) => {
      const result = await this.#start(trx, userId, kind, period, by.actor.id, reason);
      return {
        result,
        audit: {
          action: 'playerStartBreak',
          target: `player:${userId}`,
          before: {},
          after: { kind, period, until: result.until, reason },
        },
      };
    });
    this.deps.sessionsEnded.sessionsEnded(userId);
    return state;
  }

  /** Asks the player's self-exclusion, past its end date, to end after the wait. */
  async requestEnd(userId: number) {
    return withTransactionRetry(this.deps.db, async (trx) => {
      await findPlayer(trx, userId, true);
      const held = await heldBreakOf(trx, userId);
      if (!held || held.kind !== 'exclusion') throw new AppError(ErrorCode.NO_EXCLUSION_TO_END);
      if (!endReached(await breaksOf(trx, userId), await lobbyNow(trx)))
        throw new AppError(ErrorCode.BREAK_NOT_OVER);
      const { exclusionEndWaitHours } = await this.deps.settings.getIn(trx, BREAKS_KEY, BreakRules);
      const releasedAt = await requestExclusionEnd(trx, userId, exclusionEndWaitHours);
      if (releasedAt === null) throw new AppError(ErrorCode.NO_EXCLUSION_TO_END);
      return { releasedAt: seconds(releasedAt)! };
    });
  }

  async #start(
    trx: Db,
    userId: number,
    kind: BreakKind,
    period: BreakPeriod,
    staffId: number | null,
    reason: string | null,
  ): Promise<BreakState> {
    if (!periodsOf(kind).includes(period)) throw new AppError(ErrorCode.BREAK_PERIOD_UNKNOWN);
    // The player's row first: a sign-in's session trigger waits on it, then reads this break.
    if (!(await findPlayer(trx, userId, true))) throw new AppError(ErrorCode.PLAYER_NOT_FOUND);
    const held = await heldBreakOf(trx, userId);
    const endsAt = await endOfPeriod(trx, period);
    if (held && !lastsLonger(endsAt, held.endsAt)) throw new AppError(ErrorCode.BREAK_NOT_LONGER);
    const row = await insertBreak(trx, { userId, kind, period, staffId, reason });
    await revokeUserSessions(trx, userId, this.deps.sessionsEnded);
    await this.deps.closeGameSessions?.(trx, userId);
    return { kind: row.kind as BreakKind, until: seconds(row.endsAt) };
  }
}

/** Whether every held break not yet asked to end has reached its end date at `now`. */
const endReached = (rows: readonly BreakRow[], now: Date) =>
  rows
    .filter((b) => b.active && b.endRequestedAt === null)
    .every((b) => b.endsAt !== null && b.endsAt.getTime() <= now.getTime());

/** A new end lasts longer than the held one: permanent beats any date, no date beats permanent. */
const lastsLonger = (next: Date | null, held: Date | null) =>
  held !== null && (next === null || next.getTime() > held.getTime());
