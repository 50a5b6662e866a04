import type { ModuleDeps, ServerModule } from '../server-module';
import { bonusState } from './bonus-state';
import { bonusRoutes } from './bonus.routes';

export const SETTLE_QUEUE = 'bonus.settle';
const SETTLE_EVERY_MS = 60_000;

/**
 * Bonus money (docs/rules.md "Bonus money"): the wallet and forfeit calls, the bonus fields of the
 * user info and the job that converts, expires and closes spent bonuses. The service itself is
 * built by app.ts (ModuleDeps.bonus): deposits grant bonuses, withdrawals forfeit them.
 */
export const bonusModule = (deps: ModuleDeps): ServerModule => {
  const { bonus } = deps;
  deps.jobs.every(SETTLE_QUEUE, SETTLE_EVERY_MS, async () => {
    await bonus.settleDue();
  });
  return {
    name: 'bonus',
    routes: bonusRoutes(bonus, deps.db),
    playerState: bonusState,
  };
};
