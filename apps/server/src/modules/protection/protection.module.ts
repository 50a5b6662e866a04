import type { ConsoleRoutes } from '@/core/console-routes';
import type { ModuleDeps, ServerModule } from '../server-module';
import { ProtectionService } from './protection.service';

/**
 * The console's Player protection dashboard (docs/player-protection.md "Markers of harm", ADR
 * 0075): the players who show a marker of harm. Staff act on a row from the player's page (mail
 * to one player, a staff note), audited as those already are.
 */
export const protectionModule = (deps: Pick<ModuleDeps, 'db' | 'settings'>): ServerModule => {
  const service = new ProtectionService(deps);
  const consoleRoutes: ConsoleRoutes = {
    protectionMarkers: async () => service.markers(),
  };
  return { name: 'protection', consoleRoutes };
};
