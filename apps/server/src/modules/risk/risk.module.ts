import { staffAuditBy } from '../audit/audit-by';
import type { ModuleDeps, ServerModule } from '../server-module';
import { RiskSettingsConsole } from './risk-settings-console';
import { RiskService } from './risk.service';

/**
 * The risk desk (docs/security.md "Fraud and abuse", docs/console.md "Risk"): the linked-account
 * graph, the velocity limits of no-deposit rewards and the risk score. Its service is built
 * before the modules that record signals (accounts, deposits, withdrawals) and the rewards that
 * ask the graph, and handed to them; its console calls read (permission `risk.read`), but the
 * save of its settings and the withdrawals' (permission `risk`).
 */
export const riskModule = (
  deps: Pick<ModuleDeps, 'db' | 'settings' | 'securityEvents'>,
): ServerModule & { service: RiskService } => {
  const service = new RiskService(deps);
  const settings = new RiskSettingsConsole(deps);
  return {
    name: 'risk',
    service,
    consoleRoutes: {
      riskPlayers: async (input) => service.players(input),
      riskGraph: async ({ id }) => service.graph(id),
      riskSettings: async () => settings.read(),
      riskSettingsSave: async (input, ctx) => settings.save(input, staffAuditBy(ctx)),
    },
  };
};
