import type { ModuleDeps, ServerModule } from '../server-module';
import { bonusState } from './bonus-state';
import { bonusRoutes } from './bonus.routes';
import { BonusService } from './bonus.service';

export const SETTLE_QUEUE = 'bonus.settle';
const SETTLE_EVERY_MS = 60_000;

/**
 * Bonus money (docs/rules.md "Bonus money"): the wallet and forfeit calls, the bonus fields of the
 * user info and the job that converts, expires and closes spent bonuses. Its service
 * (`service`) is given to the modules that move bonus money: deposits grant bonuses, withdrawals
 * forfeit them, the games settle them.
 */
export const bonusModule = (
  deps: Pick<ModuleDeps, 'db' | 'settings' | 'log' | 'clock' | 'jobs'>,
): ServerModule & { service: BonusService } => {
  const bonus = new BonusService({
    db: deps.db,
    settings: deps.settings,
    log: deps.log,
    clock: deps.clock,
  });
  deps.jobs.every(SETTLE_QUEUE, SETTLE_EVERY_MS, async () => {
    await bonus.settleDue();
  });
  return {
    name: 'bonus',
    service: bonus,
    routes: bonusRoutes(bonus, deps.db),
    playerState: bonusState,
  };
};
