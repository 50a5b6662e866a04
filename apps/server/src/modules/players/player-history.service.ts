import type {
  PlayerBalancesAnswer,
  PlayerDepositsAnswer,
  PlayerLedgerAnswer,
  PlayerReferralsAnswer,
  PlayerRewardsAnswer,
  PlayerRoundsAnswer,
  PlayerWithdrawalsAnswer,
} from '@lobby/contract/console-players';
import {
  cursorPageAnswer,
  LIST_TOTAL_CAP,
  pageAnswer,
  type CursorPageRequest,
  type PageRequest,
} from '@lobby/contract/pagination';
import { epochSeconds } from '@/core/epoch-seconds';
import type { Db } from '@/db/database';
import { accountHistory, balances, UserAccount } from '@/ledger/ledger';
import { findSummary, pageOfInvitees } from '../accounts/accounts.reads';
import { countPlayerDeposits, pageOfPlayerDeposits } from '../deposits/deposits.reads';
import { countPlayerRounds, pageOfPlayerRounds } from '../games/games.reads';
import { countPlayerGrants, pageOfPlayerGrants } from '../rewards/rewards.reads';
import { countPlayerWithdrawals, pageOfPlayerWithdrawals } from '../withdrawals/withdrawals.reads';
import { countOf, pagingOf, requirePlayer, summaryOf } from './players.service';

const epochOrNull = (date: Date | null) => (date === null ? null : epochSeconds(date));

/**
 * A player's page, section by section (docs/console.md "Players"): the ledger's balances and
 * statement, and pages of deposits, withdrawals, rounds, reward grants and invitees, read from
 * the tables their modules keep, newest first.
 */
export class PlayerHistoryService {
  constructor(private readonly db: Db) {}

  async balances(id: number): Promise<PlayerBalancesAnswer> {
    await requirePlayer(this.db, id);
    return balances(this.db, id);
  }

  /** The coin account's postings, keyset-paged by transfer id (the player's own statement's). */
  async ledger(id: number, page: CursorPageRequest): Promise<PlayerLedgerAnswer> {
    await requirePlayer(this.db, id);
    const before = page.cursor === undefined ? undefined : Number(page.cursor);
    const { list, counted } = await accountHistory(this.db, id, UserAccount.Coin, {
      before,
      limit: page.pageSize + 1,
      offset: before === undefined ? (page.pageNum - 1) * page.pageSize : 0,
      countCap: LIST_TOTAL_CAP,
    });
    return cursorPageAnswer(
      list.map((m) => ({
        transferId: m.transferId,
        kind: m.kind,
        amount: m.amount,
        balanceAfter: m.balanceAfter,
        memo: m.memo,
        createdAt: epochSeconds(m.createdAt),
      })),
      counted,
      page,
      (m) => String(m.transferId),
    );
  }

  async deposits(id: number, page: PageRequest): Promise<PlayerDepositsAnswer> {
    await requirePlayer(this.db, id);
    const rows = await pageOfPlayerDeposits(this.db, id, pagingOf(page));
    const total = await countOf(rows, () => countPlayerDeposits(this.db, id, LIST_TOTAL_CAP));
    return pageAnswer(
      rows.map((r) => ({
        id: Number(r.id),
        orderNo: r.orderNo,
        amount: Number(r.amount),
        bonus: Number(r.bonus),
        status: r.status,
        provider: r.provider,
        createdAt: epochSeconds(r.createdAt),
        creditedAt: epochOrNull(r.creditedAt),
      })),
      total,
      page,
    );
  }

  async withdrawals(id: number, page: PageRequest): Promise<PlayerWithdrawalsAnswer> {
    await requirePlayer(this.db, id);
    const rows = await pageOfPlayerWithdrawals(this.db, id, pagingOf(page));
    const total = await countOf(rows, () => countPlayerWithdrawals(this.db, id, LIST_TOTAL_CAP));
    return pageAnswer(
      rows.map((r) => ({
        id: Number(r.id),
        orderNo: r.orderNo,
        amount: Number(r.amount),
        fee: Number(r.fee),
        status: r.status,
        bankName: r.bankName,
        createdAt: epochSeconds(r.createdAt),
        settledAt: epochOrNull(r.settledAt),
      })),
      total,
      page,
    );
  }

  async rounds(id: number, page: PageRequest): Promise<PlayerRoundsAnswer> {
    await requirePlayer(this.db, id);
    const rows = await pageOfPlayerRounds(this.db, id, pagingOf(page));
    const total = await countOf(rows, () => countPlayerRounds(this.db, id, LIST_TOTAL_CAP));
    return pageAnswer(
      rows.map((r) => ({
        id: Number(r.id),
        provider: r.provider,
        gameId: Number(r.gameId),
        roundId: r.roundId,
        bet: Number(r.bet),
        win: Number(r.win),
        status: r.status,
        createdAt: epochSeconds(r.createdAt),
      })),
      total,
      page,
    );
  }

  async rewards(id: number, page: PageRequest): Promise<PlayerRewardsAnswer> {
    await requirePlayer(this.db, id);
    const rows = await pageOfPlayerGrants(this.db, id, pagingOf(page));
    const total = await countOf(rows, () => countPlayerGrants(this.db, id, LIST_TOTAL_CAP));
    return pageAnswer(
      rows.map((r) => ({
        id: Number(r.id),
        activity: r.activity,
        coin: Number(r.coin),
        status: r.status,
        createdAt: epochSeconds(r.createdAt),
        claimedAt: epochOrNull(r.claimedAt),
      })),
      total,
      page,
    );
  }

  /** The inviter (users.pid) and the players this one invited. */
  async referrals(id: number, page: PageRequest): Promise<PlayerReferralsAnswer> {
    const player = await requirePlayer(this.db, id);
    const inviter =
      player.inviterId === null ? undefined : await findSummary(this.db, Number(player.inviterId));
    const { rows, counted } = await pageOfInvitees(this.db, id, pagingOf(page));
    return {
      ...pageAnswer(rows.map(summaryOf), counted, page),
      inviter: inviter ? summaryOf(inviter) : null,
    };
  }
}
