import type { ModuleDeps, ServerModule } from '../server-module';
import type { ConsoleRoutes } from '@/core/console-routes';
import { staffAuditBy } from '../audit/audit-by';
import type { SessionsEnded } from '../sessions/session-cache';
import type { PendingApprovalSource } from '../audit/pending-approvals';
import type { StaffFourEyes } from '../staff/staff-four-eyes';
import { BalanceAdjustmentsService } from './balance-adjustments.service';
import { PlayerHistoryService } from './player-history.service';
import { PlayersService } from './players.service';

/**
 * The operator console's Players tool (docs/console.md "Players"): reads need `players.read`
 * (the money sections `money.read`), changes to the player `players.write`, balance
 * adjustments `ledger`; the registry names each call's permission and the router checks it.
 * An adjustment's approver passes the staff's four-eyes rule (`fourEyes`).
 */
export const playersModule = (
  deps: Pick<ModuleDeps, 'db' | 'settings'>,
  sessionsEnded: SessionsEnded,
  fourEyes: StaffFourEyes,
): ServerModule & { pendingApprovals: PendingApprovalSource } => {
  const players = new PlayersService(deps.db, sessionsEnded);
  const history = new PlayerHistoryService(deps.db);
  const adjustments = new BalanceAdjustmentsService(deps.db, deps.settings, fourEyes);
  const consoleRoutes: ConsoleRoutes = {
    playerSearch: async (input) => players.search(input),
    playerProfile: async ({ id }) => players.profile(id),
    playerSessions: async ({ id }) => ({ list: await players.sessions(id) }),
    playerEndSession: async ({ id, sessionId }, ctx) =>
      players.endSessions(staffAuditBy(ctx), id, sessionId),
    playerLock: async ({ id, reason }, ctx) => players.lock(staffAuditBy(ctx), id, reason),
    playerUnlock: async ({ id, reason }, ctx) => players.unlock(staffAuditBy(ctx), id, reason),
    playerNotes: async ({ id, ...page }) => players.notes(id, page),
    playerAddNote: async ({ id, text }, ctx) =>
      players.addNote(staffAuditBy(ctx), ctx.requireStaff().staff.name, id, text),
    playerBalances: async ({ id }) => history.balances(id),
    playerLedger: async ({ id, ...page }) => history.ledger(id, page),
    playerDeposits: async ({ id, ...page }) => history.deposits(id, page),
    playerWithdrawals: async ({ id, ...page }) => history.withdrawals(id, page),
    playerRounds: async ({ id, ...page }) => history.rounds(id, page),
    playerRewards: async ({ id, ...page }) => history.rewards(id, page),
    playerReferrals: async ({ id, ...page }) => history.referrals(id, page),
    playerAdjustBalance: async ({ id, direction, amount, reason }, ctx) =>
      adjustments.request(staffAuditBy(ctx), {
        userId: id,
        amount: direction === 'credit' ? amount : -amount,
        reason,
      }),
    balanceAdjustments: async (input) => adjustments.list(input),
    adjustmentApprove: async ({ id }, ctx) => adjustments.approve(staffAuditBy(ctx), id),
    adjustmentRefuse: async ({ id, reason }, ctx) =>
      adjustments.refuse(staffAuditBy(ctx), id, reason),
  };
  return {
    name: 'players',
    consoleRoutes,
    // The adjustments waiting for a second member, on the audit log and the dashboard.
    pendingApprovals: {
      kind: 'balanceAdjustment',
      seenWith: ['ledger', 'audit'],
      pending: (limit) => adjustments.pendingApprovals(limit),
    },
  };
};
