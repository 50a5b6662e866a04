import type { CallRegistry } from '@lobby/contract/registry';
import type { ModuleDeps, ServerModule } from '../server-module';
import type { CallRoutes } from '@/core/call-routes';
import type { BonusService } from '../bonus/bonus.service';
import { CouponsService } from './coupons.service';

export const EXPIRE_COUPONS_QUEUE = 'coupons.expire';
const EXPIRE_EVERY_MS = 60_000;

/**
 * Deposit coupons (docs/rewards/coupons.md): the player's list, and the job that marks
 * coupons past their time expired. Claims fill the inventory and deposits use it, through its
 * service (`service`).
 */
export const couponsModule = (
  deps: Pick<ModuleDeps, 'db' | 'jobs'>,
  bonus: BonusService,
): ServerModule & { service: CouponsService } => {
  const coupons = new CouponsService({ db: deps.db, bonus });
  deps.jobs.every(EXPIRE_COUPONS_QUEUE, EXPIRE_EVERY_MS, async () => {
    await coupons.expireDue();
  });
  const routes: CallRoutes<CallRegistry> = {
    couponList: {
      handler: async (_input, ctx) => coupons.list((await ctx.requireSession()).userId),
    },
  };
  return { name: 'coupons', service: coupons, routes };
};
