import type { ModuleDeps, ServerModule } from '../server-module';
import { telemetryRoutes } from './telemetry.routes';
import { TelemetryService } from './telemetry.service';

/**
 * The app's event log: its service (`service`, which the development endpoints read), the call,
 * and its writer. `onStored` counts the events stored (the app's metrics).
 */
export const telemetryModule = (
  deps: Pick<ModuleDeps, 'db' | 'log'>,
  onStored: (count: number) => void,
): ServerModule & { service: TelemetryService } => {
  const telemetry = new TelemetryService(deps.db, { log: deps.log, onStored });
  return {
    name: 'telemetry',
    service: telemetry,
    routes: telemetryRoutes(telemetry),
    start: () => telemetry.start(),
    stop: () => telemetry.stop(),
  };
};
