import type { CallRegistry } from '@lobby/contract/registry';
import type { CallRoutes } from '@/core/call-routes';
import { balances } from '@/ledger/ledger';
import type { Db } from '@/db/database';
import type { BonusService } from './bonus.service';

export const bonusRoutes = (bonus: BonusService, db: Db): CallRoutes<CallRegistry> => ({
  bonusWallet: {
    handler: async (_input, ctx) => bonus.wallet((await ctx.requireSession()).userId),
  },
  bonusPayFrom: {
    handler: async (input, ctx) =>
      bonus.payFrom((await ctx.requireSession()).userId, input.payFrom),
  },
  bonusForfeit: {
    handler: async (_input, ctx) => {
      const { userId } = await ctx.requireSession();
      const closed = await bonus.forfeit(db, userId, 'player');
      return { returned: closed.cash, coin: (await balances(db, userId)).coin };
    },
  },
});
