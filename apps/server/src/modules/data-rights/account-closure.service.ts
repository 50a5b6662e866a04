import type { PlayerDataRightsState } from '@lobby/contract/data-rights';
import { AppError, ErrorCode } from '@/core/app-error';
import { epochSeconds } from '@/core/epoch-seconds';
import type { Db } from '@/db/database';
import { lockUserBalance, userBalance, UserAccount } from '@/ledger/ledger';
import { closureOf, setAccountClosed, type ClosureRow } from '../accounts/account-closure';
import { auditedChange, type StaffAuditBy } from '../audit/audit-by';
import { hasOpenRound } from '../games/games.reads';
import type { DataErasurePart } from '../server-module';
import type { SessionsEnded } from '../sessions/session-cache';
import { endSessionsOf } from '../sessions/sessions.service';
import type { StaffFourEyes } from '../staff/staff-four-eyes';
import { hasOpenWithdrawal } from '../withdrawals/withdrawals.reads';
import { eraseExportMarks } from './data-rights.repo';

/** The player's accounts that hold their money: a closed account holds none of it. */
const MONEY_ACCOUNTS = [
  UserAccount.Coin,
  UserAccount.Bonus,
  UserAccount.Safebox,
  UserAccount.WithdrawHold,
] as const;

const stateOf = (row: ClosureRow, heldMoney: number): PlayerDataRightsState => ({
  id: Number(row.id),
  closedAt: row.closedAt === null ? null : epochSeconds(row.closedAt),
  closedReason: row.closedReason,
  closedBy: row.closedBy,
  erasedAt: row.erasedAt === null ? null : epochSeconds(row.erasedAt),
  heldMoney,
});

/**
 * The console's closure and erasure of a player's account (ADR 0074; docs/console.md "Data
 * rights"). Closing is refused while the account holds money, a withdrawal not yet settled or
 * an open round (money is never lost behind a closed door); erasing is refused but for a closed
 * account, by another member than its closer (four eyes, the staff's rule), and runs every
 * module's erasure part in one audited transaction, then deletes their files.
 */
export class AccountClosureService {
  constructor(
    private readonly deps: {
      readonly db: Db;
      readonly sessionsEnded: SessionsEnded;
      readonly fourEyes: StaffFourEyes;
      /** Every module's erasure part, read when asked (the composition's list). */
      readonly erasures: () => readonly DataErasurePart[];
      readonly onFileError: (error: unknown) => void;
    },
  ) {}

  async state(id: number): Promise<PlayerDataRightsState> {
    const row = await this.#require(this.deps.db, id);
    return stateOf(row, await this.#heldMoney(this.deps.db, id));
  }

  async close(by: StaffAuditBy, id: number, reason: string) {
    const answer = await auditedChange(this.deps.db, by, async (trx) => {
      const before = await this.#require(trx, id, true);
      if (before.closedAt !== null)
        return { result: { state: stateOf(before, 0), ended: 0 }, audit: null };
      const held = await this.#heldMoney(trx, id, true);
      if (held !== 0 || (await hasOpenWithdrawal(trx, id)) || (await hasOpenRound(trx, id)))
        throw new AppError(ErrorCode.ACCOUNT_HOLDS_MONEY, { heldMoney: held });
      await setAccountClosed(trx, id, { by: by.actor.id, reason });
      const ended = await endSessionsOf(trx, id);
      const after = await this.#require(trx, id);
      return {
        result: { state: stateOf(after, 0), ended },
        audit: {
          action: 'playerClose',
          target: `player:${id}`,
          before: { closed: false },
          after: { closed: true, reason, sessionsEnded: ended },
        },
      };
    });
    // Told once committed: the chat's sockets and the session cache follow the sessions ended.
    if (answer.ended > 0) this.deps.sessionsEnded.sessionsEnded(id);
    return answer.state;
  }

  reopen(by: StaffAuditBy, id: number, reason: string) {
    return auditedChange(this.deps.db, by, async (trx) => {
      const before = await this.#require(trx, id, true);
      if (before.erasedAt !== null) throw new AppError(ErrorCode.ACCOUNT_ERASED);
      const held = await this.#heldMoney(trx, id);
      if (before.closedAt === null) return { result: stateOf(before, held), audit: null };
      await setAccountClosed(trx, id, null);
      return {
        result: stateOf(await this.#require(trx, id), held),
        audit: {
          action: 'playerReopen',
          target: `player:${id}`,
          before: { closed: true, reason: before.closedReason },
          after: { closed: false, reason },
        },
      };
    });
  }

  /**
   * Erases a closed account's personal data. The audit entry records that it was erased and by
   * whom, never what (the log is kept for good; what it held would outlive the erasure).
   */
  async erase(by: StaffAuditBy, id: number) {
    const answer = await auditedChange(this.deps.db, by, async (trx) => {
      const before = await this.#require(trx, id, true);
      if (before.erasedAt !== null)
        return { result: { state: stateOf(before, 0), files: [] }, audit: null };
      if (before.closedAt === null) throw new AppError(ErrorCode.ACCOUNT_NOT_CLOSED);
      if (before.closedById !== null)
        await this.deps.fourEyes.requireMayApprove(trx, by.actor.id, Number(before.closedById));
      // Money that reached the account since it closed (a late deposit, a round's win): staff
      // reopen it so the player can take it out, or it stays with its owner.
      const held = await this.#heldMoney(trx, id, true);
      if (held !== 0) throw new AppError(ErrorCode.ACCOUNT_HOLDS_MONEY, { heldMoney: held });
      const files: (() => Promise<void>)[] = [];
      for (const part of this.deps.erasures()) {
        const after = await part(trx, id);
        if (after) files.push(after);
      }
      await eraseExportMarks(trx, id);
      const after = await this.#require(trx, id);
      return {
        result: { state: stateOf(after, 0), files },
        audit: {
          action: 'playerErase',
          target: `player:${id}`,
          before: { erased: false, closedBy: before.closedBy },
          after: { erased: true, pseudonym: `erased-${id}`, parts: this.deps.erasures().length },
        },
      };
    });
    for (const deleteFiles of answer.files) await deleteFiles().catch(this.deps.onFileError);
    return answer.state;
  }

  async #require(db: Db, id: number, lock = false) {
    const row = await closureOf(db, id, lock);
    if (!row) throw new AppError(ErrorCode.PLAYER_NOT_FOUND);
    return row;
  }

  /** The money the account holds, each balance under its row lock when asked (a change). */
  async #heldMoney(db: Db, id: number, lock = false) {
    let total = 0;
    for (const kind of MONEY_ACCOUNTS)
      total += lock ? await lockUserBalance(db, id, kind) : await userBalance(db, id, kind);
    return total;
  }
}
