import type { AdjustmentsAnswer, BalanceAdjustment } from '@lobby/contract/console-players';
import { pageAnswer, type PageRequest } from '@lobby/contract/pagination';
import { epochSeconds } from '@/core/epoch-seconds';
import { AppError, ErrorCode } from '@/core/app-error';
import type { Db } from '@/db/database';
import { HouseAccount, lockUserBalance, transfer, UserAccount } from '@/ledger/ledger';
import { auditedChange, type StaffAuditBy } from '../audit/audit-by';
import type { SettingsService } from '../settings/settings.service';
import type { StaffFourEyes } from '../staff/staff-four-eyes';
import type { PendingApproval } from '@lobby/contract/console-audit';
import {
  decideAdjustment,
  findAdjustment,
  insertAdjustment,
  lockAdjustmentsOf,
  oldestPending,
  pageOfAdjustments,
  postedAloneTotal,
  type AdjustmentRow,
} from './balance-adjustments.repo';
import { mailSentAloneTotal } from '../mail/mail.reads';
import { pagingOf, requirePlayer } from './players.service';
import {
  BALANCE_ADJUSTMENTS_KEY,
  BalanceAdjustmentRules,
  FOUR_EYES_WINDOW_SECONDS,
} from './players.settings';

const adjustmentOf = (row: AdjustmentRow): BalanceAdjustment => ({
  id: Number(row.id),
  userId: Number(row.userId),
  nickname: row.nickname,
  amount: Number(row.amount),
  reason: row.reason,
  status: row.status as BalanceAdjustment['status'],
  requestedBy: Number(row.requestedBy),
  requestedByName: row.requestedByName,
  decidedBy: row.decidedBy === null ? null : Number(row.decidedBy),
  decidedByName: row.decidedByName,
  transferId: row.transferId === null ? null : Number(row.transferId),
  createdAt: epochSeconds(row.createdAt),
  decidedAt: row.decidedAt === null ? null : epochSeconds(row.decidedAt),
});

/**
 * Staff's manual changes of a player's coin (docs/console.md "Players", ADR 0044): always a
 * ledger transfer between the player's coin and `house:adjustments` (kind `adjustment`, keyed by
 * the adjustment's id, so it posts once), never a balance written. Past the four-eyes budget
 * (what one member may create alone in a day, the coin of their mail attachments included) it
 * is stored pending and posted only when another member with `ledger` approves it: not the
 * requester, nor one they made or promoted lately, nor one who made or promoted them
 * (StaffFourEyes, docs/console.md "Four eyes"). A debit may not take the coin below zero.
 */
export class BalanceAdjustmentsService {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly fourEyes: StaffFourEyes,
  ) {}

  private async rules() {
    return this.settings.get(BALANCE_ADJUSTMENTS_KEY, BalanceAdjustmentRules);
  }

  /** Posts a pending adjustment in the caller's transaction, decided by `by`. */
  private async post(trx: Db, row: AdjustmentRow, by: StaffAuditBy) {
    const userId = Number(row.userId);
    const amount = Number(row.amount);
    const before = await lockUserBalance(trx, userId, UserAccount.Coin);
    if (before + amount < 0) throw new AppError(ErrorCode.ADJUSTMENT_BALANCE_TOO_LOW);
    const posted = await transfer(trx, {
      key: `adjustment:${row.id}`,
      kind: 'adjustment',
      userId,
      legs: [
        { account: { userId, kind: UserAccount.Coin }, amount },
        { account: { house: HouseAccount.Adjustments }, amount: -amount },
      ],
      memo: { adjustmentId: Number(row.id), reason: row.reason },
    });
    await decideAdjustment(trx, Number(row.id), {
      status: 'posted',
      staffId: by.actor.id,
      staffName: by.actor.name,
      transferId: posted.transferId,
    });
    const after = posted.legs.find((leg) => 'userId' in leg.account)!.balanceAfter;
    return { before, after, transferId: posted.transferId };
  }

  /**
   * A new adjustment of `amount` (hundredths, signed: + credit). When it and what the member
   * posted alone in the last day stay within the threshold it posts now; otherwise it waits for
   * a second member. Its audit entry says which, with the balance before and after.
   */
  async request(
    by: StaffAuditBy,
    input: { userId: number; amount: number; reason: string },
  ): Promise<BalanceAdjustment> {
    const { fourEyesAbove } = await this.rules();
    return auditedChange(this.db, by, async (trx) => {
      await requirePlayer(trx, input.userId);
      await lockAdjustmentsOf(trx, by.actor.id);
      // One budget of value created alone: the mail this member sent alone counts too.
      const postedAlone =
        (await postedAloneTotal(trx, by.actor.id, FOUR_EYES_WINDOW_SECONDS)) +
        (await mailSentAloneTotal(trx, by.actor.id, FOUR_EYES_WINDOW_SECONDS));
      const { id } = await insertAdjustment(trx, {
        ...input,
        staffId: by.actor.id,
        staffName: by.actor.name,
      });
      const row = (await findAdjustment(trx, Number(id), true))!;
      const target = `player:${input.userId}`;
      if (postedAlone + Math.abs(input.amount) > fourEyesAbove) {
        return {
          result: adjustmentOf(row),
          audit: {
            action: 'playerAdjustBalance',
            target,
            before: null,
            after: {
              adjustmentId: Number(id),
              amount: input.amount,
              reason: input.reason,
              status: 'pending',
              postedAloneInWindow: postedAlone,
            },
          },
        };
      }
      const posted = await this.post(trx, row, by);
      return {
        result: adjustmentOf((await findAdjustment(trx, Number(id)))!),
        audit: {
          action: 'playerAdjustBalance',
          target,
          before: { coin: posted.before },
          after: {
            coin: posted.after,
            adjustmentId: Number(id),
            amount: input.amount,
            reason: input.reason,
            status: 'posted',
            transferId: posted.transferId,
          },
        },
      };
    });
  }

  /**
   * A decision on a pending adjustment, under its row lock: parallel decisions take turns, and
   * every one after the first finds it decided (ADJUSTMENT_DECIDED). Its requester may not
   * decide it.
   */
  private decide(
    by: StaffAuditBy,
    id: number,
    work: (trx: Db, row: AdjustmentRow) => Promise<{ before: unknown; after: unknown }>,
    action: string,
  ) {
    return auditedChange(this.db, by, async (trx) => {
      const row = await findAdjustment(trx, id, true);
      if (!row) throw new AppError(ErrorCode.ADJUSTMENT_NOT_FOUND);
      if (row.status !== 'pending') throw new AppError(ErrorCode.ADJUSTMENT_DECIDED);
      if (Number(row.requestedBy) === by.actor.id) throw new AppError(ErrorCode.ADJUSTMENT_OWN);
      const change = await work(trx, row);
      return {
        result: adjustmentOf((await findAdjustment(trx, id))!),
        audit: { action, target: `adjustment:${id}`, ...change },
      };
    });
  }

  approve(by: StaffAuditBy, id: number) {
    return this.decide(
      by,
      id,
      async (trx, row) => {
        await this.fourEyes.requireMayApprove(trx, by.actor.id, Number(row.requestedBy));
        const posted = await this.post(trx, row, by);
        return {
          before: { status: 'pending', coin: posted.before },
          after: {
            status: 'posted',
            coin: posted.after,
            userId: Number(row.userId),
            amount: Number(row.amount),
            transferId: posted.transferId,
          },
        };
      },
      'adjustmentApprove',
    );
  }

  refuse(by: StaffAuditBy, id: number, reason: string | undefined) {
    return this.decide(
      by,
      id,
      async (trx) => {
        await decideAdjustment(trx, id, {
          status: 'refused',
          staffId: by.actor.id,
          staffName: by.actor.name,
          transferId: null,
          refuseReason: reason ?? null,
        });
        return {
          before: { status: 'pending' },
          after: { status: 'refused', reason: reason ?? null },
        };
      },
      'adjustmentRefuse',
    );
  }

  /** The pending adjustments as the pending approvals list them (oldest first), with their count. */
  async pendingApprovals(limit: number): Promise<{ list: PendingApproval[]; count: number }> {
    const { rows, count } = await oldestPending(this.db, limit);
    return {
      list: rows.map(adjustmentOf).map((a) => ({
        kind: 'balanceAdjustment',
        id: a.id,
        requestedBy: a.requestedBy,
        requestedByName: a.requestedByName,
        createdAt: a.createdAt,
        amount: a.amount,
        subject: a.nickname,
        role: null,
      })),
      count,
    };
  }

  async list(
    input: PageRequest & { status: BalanceAdjustment['status']; userId?: number | undefined },
  ): Promise<AdjustmentsAnswer> {
    const { rows, counted } = await pageOfAdjustments(
      this.db,
      { status: input.status, userId: input.userId },
      pagingOf(input),
    );
    return {
      ...pageAnswer(rows.map(adjustmentOf), counted, input),
      fourEyesAbove: (await this.rules()).fourEyesAbove,
    };
  }
}
