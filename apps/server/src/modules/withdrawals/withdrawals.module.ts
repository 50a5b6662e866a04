import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { okEnvelope } from '@lobby/contract/envelope';
import type { ModuleDeps, ServerModule } from '../../http/server-module';
import { SandboxPayoutProvider, SandboxPayoutResult } from '../payouts/sandbox-payout-provider';
import { PayoutRunner } from './payout-runner';
import { ReceivingAccountsService } from './receiving-accounts.service';
import { enqueuePayout } from './withdrawal-orders';
import { withdrawalsRoutes } from './withdrawals.routes';
import { WithdrawalsService } from './withdrawals.service';

const SandboxPayoutBody = z.object({
  orderNo: z.string().min(1).max(64),
  result: SandboxPayoutResult,
});

export const withdrawalsModule = (
  deps: ModuleDeps,
): ServerModule & {
  withdrawals: WithdrawalsService;
  receivingAccounts: ReceivingAccountsService;
  payouts: PayoutRunner;
  provider: SandboxPayoutProvider;
} => {
  const receivingAccounts = new ReceivingAccountsService(deps);
  const withdrawals = new WithdrawalsService({
    db: deps.db,
    receivingAccounts,
    bonus: deps.bonus,
  });
  const provider = new SandboxPayoutProvider(deps.db, deps.settings);
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
    routes: withdrawalsRoutes(withdrawals, receivingAccounts),
    afterLoginInfo: async (userId) => {
      const appUserBankList = await receivingAccounts.list(userId);
      return {
        appUserBank: appUserBankList.find((a) => a.isDefault) ?? null,
        appUserBankList,
      };
    },
    registerDev: async (dev) => {
      // What the sandbox provider answers about an order from now on, and a status query of it
      // right away (as a real provider's "status changed" callback would prompt).
      dev.post(
        '/sandboxPayout',
        { schema: { hide: true, body: SandboxPayoutBody } },
        async (request) => {
          const { orderNo, result } = request.body as z.infer<typeof SandboxPayoutBody>;
          const forced = await provider.force(orderNo, result);
          await enqueuePayout(deps.db, orderNo, `nudge:${randomUUID()}`);
          return okEnvelope(forced);
        },
      );
    },
  };
};
