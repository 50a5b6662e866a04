import type { CallRegistry } from '@lobby/contract/registry';
import type { ModuleDeps, ServerModule } from '../server-module';
import type { CallRoutes } from '../../core/call-routes';

export const EXPIRE_COUPONS_QUEUE = 'coupons.expire';
const EXPIRE_EVERY_MS = 60_000;

/**
 * Deposit coupons (docs/rewards/coupons.md): the player's list, and the job that marks
 * coupons past their time expired. Claims fill the inventory and deposits use it, through the
 * CouponsService every module is given.
 */
export const couponsModule = (deps: ModuleDeps): ServerModule => {
  const { coupons } = deps;
  deps.jobs.every(EXPIRE_COUPONS_QUEUE, EXPIRE_EVERY_MS, async () => {
    await coupons.expireDue();
  });
  const routes: CallRoutes<CallRegistry> = {
    couponList: {
      handler: async (_input, ctx) => coupons.list((await ctx.requireSession()).userId),
    },
  };
  return { name: 'coupons', routes };
};
