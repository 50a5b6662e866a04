import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { okEnvelope } from '@lobby/contract/envelope';
import type { ModuleDeps, ServerModule } from '../server-module';
import type { AccountsService } from '../accounts/accounts.service';
import type { BonusService } from '../bonus/bonus.service';
import type { WithdrawalTierLimits } from './withdrawal-tier-limits';
import type { RiskService } from '../risk/risk.service';
import type { ConfigService } from '../config/config.service';
import { ManualPayoutProvider } from './payouts/manual-payout-provider';
import type { PayoutProvider } from './payouts/payout-provider';
import { SandboxPayoutProvider, SandboxPayoutResult } from './payouts/sandbox-payout-provider';
import { PayoutRunner } from './payout-runner';
import { ReceivingAccountsService } from './receiving-accounts.service';
import { enqueuePayout } from './withdrawal-orders';
import { withdrawalsRoutes } from './withdrawals.routes';
import { WithdrawalsService } from './withdrawals.service';
import { withdrawalsAfterLogin } from './withdrawals-state';
import { eraseWithdrawals, exportWithdrawals } from './withdrawals-data-rights';

const SandboxPayoutBody = z.object({
  orderNo: z.string().min(1).max(64),
  result: SandboxPayoutResult,
});

export const withdrawalsModule = (
  deps: Pick<ModuleDeps, 'db' | 'env' | 'log' | 'settings' | 'jobs'>,
  config: ConfigService,
  accounts: AccountsService,
  bonus: BonusService,
  /**
   * The risk desk: told every payout account a player names (the linked-account graph), and
   * the players' risk score a request above its line is held for.
   */
  risk: RiskService,
  /** The verification tiers' withdrawal limits (modules/kyc, ADR 0073). */
  tierLimits?: WithdrawalTierLimits,
): ServerModule & {
  withdrawals: WithdrawalsService;
  receivingAccounts: ReceivingAccountsService;
  payouts: PayoutRunner;
  provider: PayoutProvider;
  /** The sandbox provider, when it is the one (development). */
  sandbox: SandboxPayoutProvider | null;
} => {
  const receivingAccounts = new ReceivingAccountsService({
    db: deps.db,
    config,
    settings: deps.settings,
    accounts,
    risk,
  });
  const withdrawals = new WithdrawalsService({
    db: deps.db,
    accounts,
    receivingAccounts,
    bonus,
    payoutRisk: risk,
    tierLimits,
  });
  // PAYOUT_PROVIDER: the sandbox pays by itself (development); manual waits for an operator.
  const sandbox =
    deps.env.PAYOUT_PROVIDER === 'sandbox'
      ? new SandboxPayoutProvider(deps.db, deps.settings)
      : null;
  const provider: PayoutProvider = sandbox ?? new ManualPayoutProvider();
  const payouts = new PayoutRunner({
    db: deps.db,
    provider,
    settings: deps.settings,
    log: deps.log,
  });
  payouts.register(deps.jobs);
  return {
    name: 'withdrawals',
    withdrawals,
    receivingAccounts,
    payouts,
    provider,
    sandbox,
    routes: withdrawalsRoutes(withdrawals, receivingAccounts),
    afterLoginInfo: withdrawalsAfterLogin,
    dataExport: exportWithdrawals,
    dataErasure: eraseWithdrawals,
    registerDev: async (dev) => {
      if (!sandbox) return;
      // What the sandbox provider answers about an order from now on, and a status query of it
      // right away (as a real provider's "status changed" callback would prompt).
      dev.post(
        '/sandboxPayout',
        { schema: { hide: true, body: SandboxPayoutBody } },
        async (request) => {
          const { orderNo, result } = request.body as z.infer<typeof SandboxPayoutBody>;
          const forced = await sandbox.force(orderNo, result);
          await enqueuePayout(deps.db, orderNo, `nudge:${randomUUID()}`);
          return okEnvelope(forced);
        },
      );
    },
  };
};
