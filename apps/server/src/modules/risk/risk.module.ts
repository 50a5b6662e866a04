import type { ModuleDeps, ServerModule } from '../server-module';
import { RiskService } from './risk.service';

/**
 * The risk desk (docs/security.md "Fraud and abuse", docs/console.md "Risk"): the linked-account
 * graph, the velocity limits of no-deposit rewards and the risk score. Its service is built
 * before the modules that record signals (accounts, deposits, withdrawals) and the rewards that
 * ask the graph, and handed to them; its console calls read (permission `risk.read`).
 */
export const riskModule = (
  deps: Pick<ModuleDeps, 'db' | 'settings' | 'securityEvents'>,
): ServerModule & { service: RiskService } => {
  const service = new RiskService(deps);
  return {
    name: 'risk',
    service,
    consoleRoutes: {
      riskPlayers: async (input) => service.players(input),
      riskGraph: async ({ id }) => service.graph(id),
    },
  };
};
