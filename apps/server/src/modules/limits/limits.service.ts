import type {
  PlayLimitChange,
  PlayLimitsAnswer,
  PlayLimitState,
} from '@lobby/contract/play-limits';
import {
  MAX_SESSION_MINUTES,
  PLAY_LIMIT_KINDS,
  playLimitPeriod,
  type PlayLimitKind,
} from '@lobby/contract/values/play-limits';
import type { Db } from '@/db/database';
import { AppError, ErrorCode } from '@/core/app-error';
import { epochSeconds } from '@/core/epoch-seconds';
import { withTransactionRetry } from '@/db/transaction-retry';
import { auditedChange, type StaffAuditBy } from '../audit/audit-by';
import { roundDayTotalsSql, sessionSecondsSince } from '../games/games.reads';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';
import type { SettingsService } from '../settings/settings.service';
import { staffNameSql } from '../staff/staff.reads';
import { recordLimitHit } from './limit-hits';
import { limitReachedError } from './limit-refusals';
import {
  chargeDeposit,
  findLimits,
  insertChange,
  listChanges,
  lockLimit,
  periodsOf,
  rewriteRoundDays,
  tracksRounds,
  usageOf,
  writeLimit,
  type LimitRow,
  type Periods,
} from './limits.repo';
import { PLAY_LIMITS_KEY, PlayLimitRules } from './limits.settings';

const ROUND_KINDS: readonly PlayLimitKind[] = ['wagerDay', 'lossDay', 'lossWeek', 'lossMonth'];
const HISTORY_ROWS = 200;

/** Who changes a limit: the player, or a staff member on their behalf. */
type Actor = { kind: 'player' } | { kind: 'staff'; staffId: number };

/**
 * The limits a player sets on their own play (docs/player-protection.md "Limits", ADR 0070).
 * A new or lower limit holds at once; a raise or removal waits: it may be confirmed only after
 * the cooling-off (setting), by the player asking again. The counting and the refusals live
 * where the money moves: the deposit's reservation (`chargeDeposit`), the wallet's debit and
 * credit (db/functions/play_limits_*.sql) and the game sessions (`checkSessionTime`).
 */
export class LimitsService {
  constructor(private readonly deps: { db: Db; settings: SettingsService }) {}

  private async timeZone() {
    return (await this.deps.settings.get(REWARDS_RULES_KEY, RewardsRules)).timeZone;
  }

  rules() {
    return this.deps.settings.get(PLAY_LIMITS_KEY, PlayLimitRules);
  }

  /** The player's limits with what they used of each in its current period. */
  async state(userId: number, db: Db = this.deps.db): Promise<PlayLimitsAnswer> {
    const timeZone = await this.timeZone();
    const [rows, periods, usage, rules] = await Promise.all([
      findLimits(db, userId),
      periodsOf(db, timeZone),
      usageOf(db, userId, timeZone),
      this.rules(),
    ]);
    const sessionMinutes = Math.floor(
      (await sessionSecondsSince(db, userId, realTime(periods.day.start, periods))) / 60,
    );
    const byKind = new Map(rows.map((row) => [row.kind, row]));
    const limits = PLAY_LIMIT_KINDS.map((kind): PlayLimitState => {
      const row = byKind.get(kind);
      const value = row?.value ?? null;
      const used = Math.max(0, kind === 'sessionDay' ? sessionMinutes : usage[kind]);
      const pending =
        row?.pending && row.pendingAt
          ? {
              value: row.pendingValue,
              effectiveAt: epochSeconds(row.pendingAt),
              due: row.pendingAt.getTime() <= periods.now.getTime(),
            }
          : null;
      return {
        kind,
        value,
        used,
        left: value === null ? null : Math.max(0, value - used),
        resetsAt: epochSeconds(periods[playLimitPeriod(kind)].end),
        pending,
      };
    });
    return { limits, coolingOffHours: rules.coolingOffHours };
  }

  /** The player's limits and every change of them (the console). */
  async withHistory(userId: number) {
    const [state, rows] = await Promise.all([
      this.state(userId),
      listChanges(this.deps.db, userId, HISTORY_ROWS),
    ]);
    const names = await this.staffNames(rows.map((r) => r.staffId));
    const history = rows.map((row): PlayLimitChange => ({
      id: Number(row.id),
      kind: row.kind as PlayLimitKind,
      action: row.action,
      before: row.before === null ? null : Number(row.before),
      after: row.after === null ? null : Number(row.after),
      by: row.staffId === null ? 'player' : (names.get(Number(row.staffId)) ?? 'staff'),
      effectiveAt: row.effectiveAt ? epochSeconds(row.effectiveAt) : null,
      createdAt: epochSeconds(row.createdAt),
    }));
    return { ...state, history };
  }

  private async staffNames(ids: readonly (number | null)[]) {
    const names = new Map<number, string>();
    for (const id of new Set(ids)) {
      if (id === null) continue;
      const { rows } = await this.deps.db
        .selectNoFrom(staffNameSql(Number(id)).as('name'))
        .execute()
        .then((r) => ({ rows: r }));
      names.set(Number(id), rows[0]?.name ?? 'staff');
    }
    return names;
  }

  /**
   * Sets a limit for the player: a new or lower one at once (a raise waiting is dropped); a
   * higher one, or null (removal), waits for the cooling-off and a confirmation after it.
   */
  async set(userId: number, kind: PlayLimitKind, value: number | null) {
    checkValue(kind, value);
    const rules = await this.rules();
    await withTransactionRetry(this.deps.db, (trx) =>
      this.change(trx, userId, kind, value, { kind: 'player' }, rules),
    );
    return this.state(userId);
  }

  private async change(
    trx: Db,
    userId: number,
    kind: PlayLimitKind,
    value: number | null,
    actor: Actor,
    rules: PlayLimitRules,
  ) {
    const row = await lockLimit(trx, userId, kind);
    const staffId = actor.kind === 'staff' ? actor.staffId : undefined;
    if (value !== null && (row.value === null || value <= row.value)) {
      if (value === row.value && !row.pending) return { row, changed: false };
      await this.startCounting(trx, userId, kind);
      await writeLimit(trx, userId, kind, { value, pending: null });
      await insertChange(trx, {
        userId,
        kind,
        action: 'set',
        before: row.value,
        after: value,
        staffId,
      });
      return { row, changed: true };
    }
    if (actor.kind === 'staff') throw new AppError(ErrorCode.PLAY_LIMIT_STAFF_CANNOT_RAISE);
    // Removing no limit changes nothing.
    if (value === null && row.value === null) return { row, changed: false };
    const at = new Date((await appNow(trx)).getTime() + rules.coolingOffHours * 3_600_000);
    await writeLimit(trx, userId, kind, { value: row.value, pending: { value, at } });
    await insertChange(trx, {
      userId,
      kind,
      action: 'request',
      before: row.value,
      after: value,
      effectiveAt: at,
    });
    return { row, changed: true };
  }

  /**
   * A loss or wager limit coming into force for a player the wallet did not count for: their
   * rounds of the week and the month so far are counted first, so the limit holds for the whole
   * period (the wallet counts from here on, in the same statement as each debit and credit).
   */
  private async startCounting(trx: Db, userId: number, kind: PlayLimitKind) {
    if (!ROUND_KINDS.includes(kind) || (await tracksRounds(trx, userId))) return;
    const timeZone = await this.timeZone();
    const periods = await periodsOf(trx, timeZone);
    await rewriteRoundDays(
      trx,
      userId,
      roundDayTotalsSql(userId, periods.since, timeZone, periods.shiftSeconds),
    );
  }

  /** Applies a raise or removal whose cooling-off is over; before its end, a clear refusal. */
  async confirm(userId: number, kind: PlayLimitKind) {
    await withTransactionRetry(this.deps.db, async (trx) => {
      const row = await pendingOf(trx, userId, kind);
      const now = await appNow(trx);
      if (row.pendingAt!.getTime() > now.getTime()) {
        throw new AppError(ErrorCode.PLAY_LIMIT_COOLING_OFF, {
          effectiveAt: epochSeconds(row.pendingAt!),
        });
      }
      await writeLimit(trx, userId, kind, { value: row.pendingValue, pending: null });
      await insertChange(trx, {
        userId,
        kind,
        action: 'confirm',
        before: row.value,
        after: row.pendingValue,
        effectiveAt: now,
      });
    });
    return this.state(userId);
  }

  /** Drops a raise or removal waiting: the limit stays as it is. */
  async cancel(userId: number, kind: PlayLimitKind) {
    await withTransactionRetry(this.deps.db, async (trx) => {
      const row = await pendingOf(trx, userId, kind);
      await writeLimit(trx, userId, kind, { value: row.value, pending: null });
      await insertChange(trx, {
        userId,
        kind,
        action: 'cancel',
        before: row.value,
        after: row.pendingValue,
      });
    });
    return this.state(userId);
  }

  /**
   * Staff add a limit or lower one on the player's behalf (audited), at once; a value above the
   * limit in force (a raise) is refused: staff never raise or lift a player's limit.
   */
  async staffAdd(
    by: StaffAuditBy,
    userId: number,
    input: { kind: PlayLimitKind; value: number; reason: string },
  ) {
    checkValue(input.kind, input.value);
    const rules = await this.rules();
    await auditedChange(this.deps.db, by, async (trx) => {
      const { row, changed } = await this.change(
        trx,
        userId,
        input.kind,
        input.value,
        { kind: 'staff', staffId: by.actor.id },
        rules,
      );
      return {
        result: null,
        audit: changed
          ? {
              action: 'playerAddPlayLimit',
              target: `player:${userId}`,
              before: { kind: input.kind, value: row.value },
              after: { kind: input.kind, value: input.value, reason: input.reason },
            }
          : null,
      };
    });
    return this.withHistory(userId);
  }

  // ---- enforcement ----

  /**
   * Counts a deposit asked for against the player's deposit limits, before its checkout is made;
   * refuses it (PLAY_LIMIT_DEPOSIT, saying what is left and when it resets) with nothing
   * counted. `giveBackDeposit` returns it when no order was made.
   */
  async chargeDeposit(userId: number, amount: number) {
    const refusal = await chargeDeposit(this.deps.db, userId, amount);
    if (!refusal) return;
    // Nothing was counted: the hit is a write of its own (the dashboard's marker, ADR 0075).
    await recordLimitHit(this.deps.db, userId, refusal.limit);
    throw limitReachedError(refusal, await this.timeZone());
  }

  async giveBackDeposit(userId: number, amount: number) {
    await chargeDeposit(this.deps.db, userId, -amount);
  }

  /**
   * Refuses more play once the player's session time limit for the operator's day is reached
   * (PLAY_LIMIT_SESSION_TIME, with when it resets).
   */
  async checkSessionTime(userId: number) {
    const rows = await findLimits(this.deps.db, userId);
    const limit = rows.find((row) => row.kind === 'sessionDay')?.value ?? null;
    if (limit === null) return;
    const timeZone = await this.timeZone();
    const periods = await periodsOf(this.deps.db, timeZone);
    const seconds = await sessionSecondsSince(
      this.deps.db,
      userId,
      realTime(periods.day.start, periods),
    );
    if (seconds >= limit * 60) {
      throw limitReachedError(
        { limit: 'sessionDay', left: 0, resetsAt: epochSeconds(periods.day.end) },
        timeZone,
      );
    }
  }
}

/** A moment of the lobby's clock on the database's clock (game sessions keep the latter). */
const realTime = (at: Date, periods: Periods) =>
  new Date(at.getTime() - periods.shiftSeconds * 1000);

const appNow = async (db: Db) => {
  const row = await db
    .selectNoFrom((eb) => eb.fn<Date>('app_now', []).as('now'))
    .executeTakeFirstOrThrow();
  return new Date(row.now);
};

const checkValue = (kind: PlayLimitKind, value: number | null) => {
  if (kind === 'sessionDay' && value !== null && value > MAX_SESSION_MINUTES)
    throw new AppError(ErrorCode.PLAY_LIMIT_INVALID, { maxMinutes: MAX_SESSION_MINUTES });
};

const pendingOf = async (trx: Db, userId: number, kind: PlayLimitKind): Promise<LimitRow> => {
  const row = await lockLimit(trx, userId, kind);
  if (!row.pending || !row.pendingAt) throw new AppError(ErrorCode.PLAY_LIMIT_NOTHING_PENDING);
  return row;
};
